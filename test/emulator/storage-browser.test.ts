import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StorageEmulator, startStorageEmulator } from '../../emulator/storage/server';
import { launchHeadlessChromium } from '../support/chromium';

// The app uploads from the page, on another origin than the emulator: this drives the real
// firebase/storage browser build in headless Chromium so CORS, preflights and the exposed
// upload headers are proven by a browser, not by reading our own headers back.

const PROJECT = 'demo-browser';
const BUCKET = `${PROJECT}.appspot.com`;

const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /workspaces/{wid}/{path=**} {
      allow read, delete: if request.auth != null && wid in request.auth.token.workspaces;
      allow create, update: if request.auth != null && wid in request.auth.token.workspaces
        && request.resource.contentType.matches('image/.*');
    }
  }
}
`;

// Runs in the page: everything the composer does with media, reporting back as data.
const PAGE_SCRIPT = `
import { initializeApp } from 'firebase/app';
import {
  connectStorageEmulator, deleteObject, getBytes, getDownloadURL, getStorage, listAll, ref,
  uploadBytes, uploadBytesResumable,
} from 'firebase/storage';

window.runStorageScenario = async (config) => {
  const app = initializeApp({ projectId: config.projectId, storageBucket: config.bucket, apiKey: 'k' });
  const storage = getStorage(app);
  connectStorageEmulator(storage, '127.0.0.1', config.port, {
    mockUserToken: { sub: 'alice', workspaces: ['w1'] },
  });
  const size = 700 * 1024;
  const data = new Uint8Array(size).map((_, i) => (i * 7) % 256);
  const progress = [];
  const task = uploadBytesResumable(ref(storage, 'workspaces/w1/media/page.png'), data, {
    contentType: 'image/png',
  });
  task.on('state_changed', (s) => progress.push(s.bytesTransferred));
  const uploaded = await task;
  const url = await getDownloadURL(uploaded.ref);
  const fetched = new Uint8Array(await (await fetch(url)).arrayBuffer());
  const viaSdk = new Uint8Array(await getBytes(uploaded.ref));
  const same = (a) => a.length === data.length && a.every((v, i) => v === data[i]);
  const listed = await listAll(ref(storage, 'workspaces/w1/media'));
  let denied = 'no error';
  try {
    await uploadBytes(ref(storage, 'workspaces/w2/media/x.png'), data.slice(0, 10), { contentType: 'image/png' });
  } catch (error) {
    denied = error.code;
  }
  await deleteObject(uploaded.ref);
  return {
    size: uploaded.metadata.size,
    progress,
    fetchedMatches: same(fetched),
    sdkMatches: same(viaSdk),
    listed: listed.items.map((item) => item.fullPath),
    denied,
  };
};
`;

let emulator: StorageEmulator;
let page: Server;
let browser: Browser | undefined;

describe('the storage SDK in headless Chromium', () => {
  beforeAll(async () => {
    emulator = await startStorageEmulator({
      host: '127.0.0.1',
      port: 0,
      projectId: PROJECT,
      log: () => {},
    });
    emulator.rules.setSource(RULES);
    const bundle = await build({
      stdin: { contents: PAGE_SCRIPT, resolveDir: process.cwd(), loader: 'js' },
      bundle: true,
      format: 'esm',
      platform: 'browser',
      write: false,
      logLevel: 'silent',
    });
    const script = bundle.outputFiles[0]!.text;
    page = createServer((req, res) => {
      if (req.url === '/app.js') {
        res.writeHead(200, { 'Content-Type': 'text/javascript' });
        res.end(script);
        return;
      }
      res.writeHead(200, { 'Content-Type': 'text/html' });
      res.end('<!doctype html><script type="module" src="/app.js"></script>');
    });
    await new Promise<void>((resolve) => page.listen(0, '127.0.0.1', resolve));
    browser = await launchHeadlessChromium();
  });

  afterAll(async () => {
    await browser?.close();
    await new Promise((resolve) => page?.close(resolve));
    await emulator?.close();
  });

  it('uploads with progress, downloads, lists and is denied across origins', async () => {
    const tab = await browser!.newPage();
    const origin = `http://127.0.0.1:${(page.address() as AddressInfo).port}`;
    await tab.goto(`${origin}/`);
    await tab.waitForFunction(() => 'runStorageScenario' in window);
    const result = await tab.evaluate(
      (config) =>
        (
          window as unknown as {
            runStorageScenario(c: typeof config): Promise<{
              size: number;
              progress: number[];
              fetchedMatches: boolean;
              sdkMatches: boolean;
              listed: string[];
              denied: string;
            }>;
          }
        ).runStorageScenario(config),
      { port: emulator.port, projectId: PROJECT, bucket: BUCKET },
    );
    expect(result.size).toBe(700 * 1024);
    expect(
      result.progress.filter((bytes) => bytes > 0 && bytes < 700 * 1024).length,
    ).toBeGreaterThan(0);
    expect(result.progress.at(-1)).toBe(700 * 1024);
    expect(result.fetchedMatches).toBe(true);
    expect(result.sdkMatches).toBe(true);
    expect(result.listed).toEqual(['workspaces/w1/media/page.png']);
    expect(result.denied).toBe('storage/unauthorized');
    expect(emulator.store.get(BUCKET, 'workspaces/w1/media/page.png')).toBeUndefined();
    await tab.close();
  });
});
