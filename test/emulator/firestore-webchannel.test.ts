// The full firebase/firestore SDK in headless Chromium listening to the emulator: onSnapshot
// opens the Listen stream over WebChannel (streaming back channel, and forced long polling),
// sees the initial documents, then another client's add, change and delete; a query the rules
// refuse reports permission-denied; unsubscribing removes the target and terminating closes
// the session on the server.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchChromium } from '../e2e/browser';
import { bundlePageScript, startTestEmulator, type TestEmulator } from './firestore-fixture';

const projectId = 'demo-webchannel-test';

// window.listen starts one onSnapshot and records every snapshot (ids, changes, whether it came
// from the server) or its error; window.stop unsubscribes; window.end terminates the instance.
const pageScript = `
import { initializeApp } from 'firebase/app';
import { collection, connectFirestoreEmulator, initializeFirestore, onSnapshot, query, terminate, where } from 'firebase/firestore';
const { port, projectId, longPolling } = window.emulator;
const app = initializeApp({ projectId, apiKey: 'fake-api-key' });
const db = initializeFirestore(app, longPolling ? { experimentalForceLongPolling: true } : {});
const part = (v) => btoa(JSON.stringify(v)).replace(/=+$/, '').replace(/\\+/g, '-').replace(/\\//g, '_');
const token = part({ alg: 'none', typ: 'JWT' }) + '.' + part({ sub: 'alice', user_id: 'alice' }) + '.';
connectFirestoreEmulator(db, '127.0.0.1', port, { mockUserToken: token });
const unsubscribers = {};
window.snapshots = {};
window.errors = {};
window.listen = (name, mineOnly) => {
  window.snapshots[name] = [];
  const notes = collection(db, 'notes');
  const q = mineOnly ? query(notes, where('owner', '==', 'alice')) : notes;
  unsubscribers[name] = onSnapshot(q, { includeMetadataChanges: true }, (snap) => {
    window.snapshots[name].push({
      ids: snap.docs.map((d) => d.id).sort(),
      texts: snap.docs.map((d) => d.get('text')),
      changes: snap.docChanges().map((c) => c.type + ':' + c.doc.id),
      fromCache: snap.metadata.fromCache,
    });
  }, (error) => { window.errors[name] = error.code; });
};
window.stop = (name) => unsubscribers[name]();
window.end = () => terminate(db);
`;

const rules = `rules_version = '2';
service cloud.firestore {
  match /databases/{database}/documents {
    match /notes/{id} {
      allow read: if request.auth != null && resource.data.owner == request.auth.uid;
    }
  }
}
`;

interface Snapshot {
  ids: string[];
  texts: string[];
  changes: string[];
  fromCache: boolean;
}

let emulator: TestEmulator;
let site: http.Server;
let browser: Browser;
let script = '';

async function rest(method: string, path: string, body?: unknown): Promise<void> {
  const url = `${emulator.url}/v1/projects/${projectId}/databases/(default)/documents/${path}`;
  const response = await fetch(url, {
    method,
    headers: { authorization: 'Bearer owner', 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok)
    throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
}

const note = (owner: string, text: string) =>
  rest('PATCH', `notes/${text}`, {
    fields: { owner: { stringValue: owner }, text: { stringValue: text } },
  });

async function snapshots(page: Page, name: string): Promise<Snapshot[]> {
  return page.evaluate(
    (n) => (window as unknown as { snapshots: Record<string, Snapshot[]> }).snapshots[n] ?? [],
    name,
  );
}

/** Waits for a snapshot from the server satisfying `check`, and returns it. */
async function nextSnapshot(page: Page, name: string, check: (s: Snapshot) => boolean) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const found = (await snapshots(page, name)).find((s) => !s.fromCache && check(s));
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(`No matching snapshot; got ${JSON.stringify(await snapshots(page, name))}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

beforeAll(async () => {
  emulator = await startTestEmulator(projectId, { rules });
  script = await bundlePageScript(pageScript);
  site = http.createServer((request, response) => {
    if (request.url === '/app.js') {
      response.writeHead(200, { 'content-type': 'text/javascript' });
      response.end(script);
      return;
    }
    const longPolling = request.url?.includes('long-polling') ?? false;
    response.writeHead(200, { 'content-type': 'text/html' });
    response.end(
      `<!doctype html><script>window.emulator = ${JSON.stringify({ port: emulator.port, projectId, longPolling })};</script><script type="module" src="/app.js"></script>`,
    );
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  browser = await launchChromium();
});

afterAll(async () => {
  await browser?.close();
  site?.closeAllConnections();
  await new Promise<void>((resolve) => (site ? site.close(() => resolve()) : resolve()));
  await emulator?.stop();
});

describe.each([
  { mode: 'a streaming back channel', path: '/', backChannel: 'CI=0' },
  { mode: 'forced long polling', path: '/long-polling', backChannel: 'CI=1' },
])('onSnapshot in Chromium over $mode', ({ path, backChannel }) => {
  it('sees the initial documents, then another client’s add, change and delete', async () => {
    emulator.database().clear();
    await note('alice', 'a');
    await note('alice', 'b');
    await note('bob', 'x');
    const page = await browser.newPage();
    const channelRequests: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/google.firestore.v1.Firestore/Listen/channel')) {
        channelRequests.push(`${request.method()} ${request.url()}`);
      }
    });
    // localhost against the emulator's 127.0.0.1: every channel request is cross-origin.
    await page.goto(`http://localhost:${(site.address() as AddressInfo).port}${path}`);
    await page.waitForFunction(() => 'listen' in window);
    await page.evaluate(() =>
      (window as unknown as { listen: (n: string, m: boolean) => void }).listen('mine', true),
    );

    const first = await nextSnapshot(page, 'mine', (s) => s.ids.length > 0);
    expect(first.ids).toEqual(['a', 'b']);
    expect(first.changes).toEqual(['added:a', 'added:b']);

    await note('alice', 'c');
    await nextSnapshot(page, 'mine', (s) => s.changes.join() === 'added:c');
    await rest('PATCH', 'notes/a?updateMask.fieldPaths=text', {
      fields: { text: { stringValue: 'a, edited' } },
    });
    const changed = await nextSnapshot(page, 'mine', (s) => s.changes.join() === 'modified:a');
    expect(changed.texts).toContain('a, edited');
    await rest('DELETE', 'notes/b');
    const removed = await nextSnapshot(page, 'mine', (s) => s.changes.join() === 'removed:b');
    expect(removed.ids).toEqual(['a', 'c']);
    // A change that takes a document out of the query removes it too.
    await note('bob', 'c');
    const left = await nextSnapshot(page, 'mine', (s) => s.changes.join() === 'removed:c');
    expect(left.ids).toEqual(['a']);
    // Someone else's note never reaches alice's listener.
    await note('bob', 'y');

    // A query the rules refuse (every note, not just alice's) fails on its own target.
    await page.evaluate(() =>
      (window as unknown as { listen: (n: string, m: boolean) => void }).listen('all', false),
    );
    await page.waitForFunction(
      () => (window as unknown as { errors: Record<string, string> }).errors.all !== undefined,
      null,
      { timeout: 20_000 },
    );
    expect(
      await page.evaluate(
        () => (window as unknown as { errors: Record<string, string> }).errors.all,
      ),
    ).toBe('permission-denied');
    // ... while the allowed listener on the same stream keeps working.
    await note('alice', 'd');
    await nextSnapshot(page, 'mine', (s) => s.changes.join() === 'added:d');
    expect(
      (await snapshots(page, 'mine')).every((s) => !s.ids.includes('x') && !s.ids.includes('y')),
    ).toBe(true);

    // Unsubscribing removes the target: later writes raise no snapshot.
    await page.evaluate(() => (window as unknown as { stop: (n: string) => void }).stop('mine'));
    const count = (await snapshots(page, 'mine')).length;
    await note('alice', 'e');
    await note('alice', 'f');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await snapshots(page, 'mine')).length).toBe(count);

    // Every snapshot came from the server: nothing left the client unsure (no limbo, no offline).
    expect((await snapshots(page, 'mine')).filter((s) => s.fromCache)).toEqual([]);
    // The SDK really spoke WebChannel: a handshake POST, then back channels of the expected kind.
    expect(channelRequests[0]).toMatch(/^POST .*VER=8.*RID=\d+/);
    expect(
      channelRequests.some(
        (r) => r.startsWith('GET') && r.includes('RID=rpc') && r.includes(backChannel),
      ),
    ).toBe(true);

    // Terminating the client closes its channel: the server forgets the session.
    expect(emulator.openChannels()).toBeGreaterThan(0);
    await page.evaluate(() => (window as unknown as { end: () => Promise<void> }).end());
    const deadline = Date.now() + 10_000;
    while (emulator.openChannels() > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(emulator.openChannels()).toBe(0);
    await page.close();
  });
});
