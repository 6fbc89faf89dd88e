// Firestore Lite in headless Chromium, served from another origin than the emulator: the REST
// API must pass the browser's CORS checks (preflights with authorization and x-goog headers).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchHeadlessChromium } from '../support/chromium';
import { bundlePageScript, startTestEmulator, type TestEmulator } from './firestore-fixture';

const projectId = 'demo-browser-test';

// The page signs in with an emulator-style unsigned token so every request carries an
// Authorization header, which forces real CORS preflights.
const pageScript = `
import { initializeApp } from 'firebase/app';
import { connectFirestoreEmulator, doc, getDoc, getFirestore, setDoc, collection, getDocs, query, where } from 'firebase/firestore/lite';
const { port, projectId } = window.emulator;
const app = initializeApp({ projectId, apiKey: 'fake-api-key' });
const db = getFirestore(app);
const part = (v) => btoa(JSON.stringify(v)).replace(/=+$/, '').replace(/\\+/g, '-').replace(/\\//g, '_');
const token = part({ alg: 'none', typ: 'JWT' }) + '.' + part({ sub: 'alice', user_id: 'alice' }) + '.';
connectFirestoreEmulator(db, '127.0.0.1', port, { mockUserToken: token });
window.result = (async () => {
  await setDoc(doc(db, 'notes/alice'), { owner: 'alice', text: 'from the browser' });
  const back = await getDoc(doc(db, 'notes/alice'));
  const mine = await getDocs(query(collection(db, 'notes'), where('owner', '==', 'alice')));
  let denied = '';
  try { await setDoc(doc(db, 'notes/bob'), { owner: 'bob' }); } catch (e) { denied = e.code; }
  return { text: back.get('text'), count: mine.size, denied };
})().catch((e) => ({ error: String(e) }));
`;

const rules = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /notes/{id} {
      allow read: if request.auth != null && resource.data.owner == request.auth.uid;
      allow write: if request.auth != null && request.resource.data.owner == request.auth.uid;
    }
  }
}
`;

let emulator: TestEmulator;
let site: http.Server;
let browser: Browser | undefined;

beforeAll(async () => {
  emulator = await startTestEmulator(projectId, { rules });
  const script = await bundlePageScript(pageScript);
  site = http.createServer((request, response) => {
    if (request.url === '/app.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(script);
      return;
    }
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(
      `<!doctype html><script>window.emulator = ${JSON.stringify({ port: emulator.port, projectId })};</script><script type="module" src="/app.js"></script>`,
    );
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  browser = await launchHeadlessChromium();
});

afterAll(async () => {
  await browser?.close();
  site?.closeAllConnections();
  await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()));
  await emulator?.stop();
});

describe('Firestore Lite in a browser', () => {
  it('writes and reads across origins, with rules applied to the signed-in user', async () => {
    if (!browser) throw new Error('browser did not start');
    const page = await browser.newPage();
    // A different host name than the emulator's 127.0.0.1 makes every call cross-origin.
    await page.goto(`http://localhost:${(site.address() as AddressInfo).port}/`);
    const result = await page.waitForFunction(
      () => (window as unknown as { result?: Promise<unknown> }).result,
      null,
      {
        timeout: 20_000,
      },
    );
    const value = await result.evaluate((r) => r);
    expect(value).toEqual({ text: 'from the browser', count: 1, denied: 'permission-denied' });
    await page.close();
  });
});
