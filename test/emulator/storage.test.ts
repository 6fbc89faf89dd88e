import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import {
  connectStorageEmulator,
  deleteObject,
  type FirebaseStorage,
  getBytes,
  getDownloadURL,
  getMetadata,
  getStorage,
  list,
  listAll,
  ref,
  type StorageError,
  updateMetadata,
  uploadBytes,
  uploadBytesResumable,
} from 'firebase/storage';
import {
  deleteApp as deleteAdminApp,
  initializeApp as initializeAdminApp,
} from 'firebase-admin/app';
import {
  getDownloadURL as getAdminDownloadURL,
  getStorage as getAdminStorage,
} from 'firebase-admin/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FirestoreDatabase } from '../../emulator/firestore/core/database';
import { firestoreDocAccessor } from '../../emulator/storage/firestore-accessor';
import { type StorageEmulator, startStorageEmulator } from '../../emulator/storage/server';

const PROJECT = 'demo-storage';
const BUCKET = `${PROJECT}.appspot.com`;
const HOST = '127.0.0.1';

// Workspace membership comes from a custom claim for media, and from a Firestore membership
// document for brand files, so both ways storage rules decide access are exercised.
const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    function signedIn() { return request.auth != null; }
    function inWorkspace(wid) { return signedIn() && wid in request.auth.token.workspaces; }
    function allowedMedia() {
      return request.resource.size <= 2 * 1024 * 1024
        && request.resource.contentType.matches('image/(png|jpeg|gif|webp)|video/(mp4|webm)');
    }
    function memberRole(wid) {
      return firestore.get(/databases/(default)/documents/workspaces/$(wid)/members/$(request.auth.uid)).data.role;
    }
    match /workspaces/{wid}/{path=**} {
      allow list: if inWorkspace(wid);
    }
    match /workspaces/{wid}/media/{file=**} {
      allow get, delete: if inWorkspace(wid);
      allow create, update: if inWorkspace(wid) && allowedMedia();
    }
    match /workspaces/{wid}/brand/{file} {
      allow get: if signedIn() && firestore.exists(/databases/(default)/documents/workspaces/$(wid)/members/$(request.auth.uid));
      allow write: if signedIn() && memberRole(wid) == 'owner' && allowedMedia();
    }
  }
}
`;

const DENY_ALL = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /{all=**} { allow read, write: if false; }
  }
}
`;

const apps: FirebaseApp[] = [];
let emulator: StorageEmulator;
let database: FirestoreDatabase;
let rulesDir: string;

function clientFor(uid: string | null, claims: Record<string, unknown> = {}): FirebaseStorage {
  const app = initializeApp(
    { projectId: PROJECT, storageBucket: BUCKET, apiKey: 'fake-api-key' },
    `storage-test-${apps.length}`,
  );
  apps.push(app);
  return connectedStorage(app, emulator.port, uid, claims);
}

function connectedStorage(
  app: FirebaseApp,
  port: number,
  uid: string | null,
  claims: Record<string, unknown>,
): FirebaseStorage {
  const storage = getStorage(app);
  connectStorageEmulator(
    storage,
    HOST,
    port,
    uid === null ? {} : { mockUserToken: { sub: uid, user_id: uid, ...claims } },
  );
  return storage;
}

function bytesOf(size: number, seed = 1): Uint8Array {
  const out = new Uint8Array(size);
  for (let i = 0; i < size; i++) out[i] = (i * 31 + seed) % 251;
  return out;
}

function md5(bytes: Uint8Array): string {
  return createHash('md5').update(bytes).digest('base64');
}

async function storageCode(promise: PromiseLike<unknown>): Promise<string> {
  try {
    await promise;
  } catch (error) {
    return (error as StorageError).code;
  }
  return 'no error';
}

function membership(wid: string, uid: string, role: string) {
  return {
    update: {
      name: `${database.documentsRoot}/workspaces/${wid}/members/${uid}`,
      fields: { role: { stringValue: role } },
    },
  };
}

beforeAll(async () => {
  rulesDir = mkdtempSync(join(tmpdir(), 'storage-rules-'));
  const rulesPath = join(rulesDir, 'storage.rules');
  writeFileSync(rulesPath, RULES);
  database = new FirestoreDatabase({ projectId: PROJECT });
  emulator = await startStorageEmulator({
    host: HOST,
    port: 0,
    projectId: PROJECT,
    rulesPath,
    firestoreAccessor: () => firestoreDocAccessor(database),
    log: () => {},
  });
});

afterAll(async () => {
  await Promise.all(apps.map((app) => deleteApp(app)));
  await emulator?.close();
  rmSync(rulesDir, { recursive: true, force: true });
});

describe('storage emulator over HTTP', () => {
  it('answers the health check and CORS preflights that expose the upload headers', async () => {
    const base = `http://${HOST}:${emulator.port}`;
    expect(await (await fetch(`${base}/`)).text()).toBe('Ok');
    const preflight = await fetch(`${base}/v0/b/${BUCKET}/o?name=a.png`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:5000',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'x-goog-upload-protocol,x-goog-upload-command',
      },
    });
    expect(preflight.status).toBe(204);
    expect(preflight.headers.get('access-control-allow-origin')).toBe('http://localhost:5000');
    expect(preflight.headers.get('access-control-allow-headers')).toContain(
      'x-goog-upload-command',
    );
    const simple = await fetch(`${base}/`, { headers: { Origin: 'http://localhost:5000' } });
    expect(simple.headers.get('access-control-expose-headers')).toContain('X-Goog-Upload-URL');
    expect(simple.headers.get('access-control-expose-headers')).toContain('X-Goog-Upload-Status');
    // A page of another site gets no grant, with or without credentials.
    const foreign = await fetch(`${base}/`, { headers: { Origin: 'https://evil.example' } });
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(foreign.headers.get('access-control-allow-credentials')).toBeNull();
  });

  it('rejects a malformed multipart upload with 400 instead of failing', async () => {
    const response = await fetch(`http://${HOST}:${emulator.port}/v0/b/${BUCKET}/o?name=x`, {
      method: 'POST',
      headers: {
        Authorization: 'Firebase owner',
        'X-Goog-Upload-Protocol': 'multipart',
        'Content-Type': 'multipart/related; boundary=zzz',
      },
      body: 'not multipart at all',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { code: number } }).error.code).toBe(400);
  });
});

describe('the JS SDK as a workspace member', () => {
  let alice: FirebaseStorage;
  beforeAll(() => {
    alice = clientFor('alice', { workspaces: ['w1'], email: 'alice@example.com' });
  });

  it('uploads a multi-chunk file resumably, reporting progress chunk by chunk', async () => {
    const data = bytesOf(1_500_000);
    const task = uploadBytesResumable(ref(alice, 'workspaces/w1/media/video.mp4'), data, {
      contentType: 'video/mp4',
      customMetadata: { alt: 'A clip' },
    });
    const progress: number[] = [];
    task.on('state_changed', (snapshot) => {
      progress.push(snapshot.bytesTransferred);
      expect(snapshot.totalBytes).toBe(data.length);
    });
    const result = await task;
    const partial = progress.filter((bytes) => bytes > 0 && bytes < data.length);
    expect(new Set(partial).size).toBeGreaterThanOrEqual(2);
    expect(progress.at(-1)).toBe(data.length);
    expect(result.metadata.size).toBe(data.length);
    expect(result.metadata.md5Hash).toBe(md5(data));
    expect(result.metadata.contentType).toBe('video/mp4');
    expect(result.metadata.customMetadata).toEqual({ alt: 'A clip' });
  });

  it('downloads with getBytes and through the download URL without credentials', async () => {
    const data = bytesOf(4000, 7);
    const fileRef = ref(alice, 'workspaces/w1/media/photo.png');
    await uploadBytes(fileRef, data, { contentType: 'image/png' });
    expect(new Uint8Array(await getBytes(fileRef))).toEqual(data);
    expect(new Uint8Array(await getBytes(fileRef, 100))).toEqual(data.subarray(0, 100));

    const url = await getDownloadURL(fileRef);
    expect(url).toContain('token=');
    const viaToken = await fetch(url);
    expect(viaToken.status).toBe(200);
    expect(viaToken.headers.get('content-type')).toBe('image/png');
    expect(new Uint8Array(await viaToken.arrayBuffer())).toEqual(data);
    const wrongToken = await fetch(url.replace(/token=[^&]+/, 'token=not-the-token'));
    expect(wrongToken.status).toBe(403);
  });

  it('lists items and prefixes, page by page', async () => {
    for (const name of ['a.png', 'b.png', 'c.png', 'sub/d.png', 'sub/deeper/e.png']) {
      await uploadBytes(ref(alice, `workspaces/w1/media/list/${name}`), bytesOf(10), {
        contentType: 'image/png',
      });
    }
    const everything = await listAll(ref(alice, 'workspaces/w1/media/list'));
    expect(everything.items.map((item) => item.name)).toEqual(['a.png', 'b.png', 'c.png']);
    expect(everything.prefixes.map((prefix) => prefix.fullPath)).toEqual([
      'workspaces/w1/media/list/sub',
    ]);

    const first = await list(ref(alice, 'workspaces/w1/media/list'), { maxResults: 2 });
    expect(first.items.map((item) => item.name)).toEqual(['a.png', 'b.png']);
    expect(first.nextPageToken).toBeTruthy();
    const second = await list(ref(alice, 'workspaces/w1/media/list'), {
      maxResults: 2,
      pageToken: first.nextPageToken,
    });
    expect(second.items.map((item) => item.name)).toEqual(['c.png']);
    expect(second.prefixes.map((prefix) => prefix.name)).toEqual(['sub']);
    expect(second.nextPageToken).toBeUndefined();
  });

  it('updates metadata, removing custom keys set to null', async () => {
    const fileRef = ref(alice, 'workspaces/w1/media/meta.png');
    await uploadBytes(fileRef, bytesOf(50), {
      contentType: 'image/png',
      customMetadata: { keep: '1', drop: '2' },
    });
    const updated = await updateMetadata(fileRef, {
      cacheControl: 'public, max-age=60',
      contentLanguage: 'fr',
      customMetadata: { drop: null as unknown as string, added: 'yes' },
    });
    expect(updated.cacheControl).toBe('public, max-age=60');
    expect(updated.contentLanguage).toBe('fr');
    expect(updated.customMetadata).toEqual({ keep: '1', added: 'yes' });
    expect(updated.metageneration).toBe('2');
    expect((await getMetadata(fileRef)).customMetadata).toEqual({ keep: '1', added: 'yes' });
  });

  it('keeps names with spaces, accents and URL syntax, and empty files', async () => {
    const name = 'workspaces/w1/media/odd/ünï cödé #1?&=.png';
    await uploadBytes(ref(alice, name), bytesOf(3), { contentType: 'image/png' });
    expect(new Uint8Array(await getBytes(ref(alice, name)))).toEqual(bytesOf(3));
    const empty = await uploadBytes(
      ref(alice, 'workspaces/w1/media/odd/empty.png'),
      new Uint8Array(0),
      {
        contentType: 'image/png',
      },
    );
    expect(empty.metadata.size).toBe(0);
    expect((await getBytes(empty.ref)).byteLength).toBe(0);
    const listed = await listAll(ref(alice, 'workspaces/w1/media/odd'));
    expect(listed.items.map((item) => item.fullPath)).toEqual([
      'workspaces/w1/media/odd/empty.png',
      name,
    ]);
  });

  it('deletes, after which the object is not found', async () => {
    const fileRef = ref(alice, 'workspaces/w1/media/gone.png');
    await uploadBytes(fileRef, bytesOf(20), { contentType: 'image/png' });
    await deleteObject(fileRef);
    expect(await storageCode(getMetadata(fileRef))).toBe('storage/object-not-found');
    expect(await storageCode(deleteObject(fileRef))).toBe('storage/object-not-found');
  });
});

describe('storage rules deny', () => {
  let alice: FirebaseStorage;
  let bob: FirebaseStorage;
  let anonymous: FirebaseStorage;
  beforeAll(async () => {
    alice = clientFor('alice', { workspaces: ['w1'] });
    bob = clientFor('bob', { workspaces: ['w2'] });
    anonymous = clientFor(null);
    await uploadBytes(ref(alice, 'workspaces/w1/media/private.png'), bytesOf(30), {
      contentType: 'image/png',
    });
  });

  it("an upload to another workspace's path", async () => {
    const code = await storageCode(
      uploadBytes(ref(bob, 'workspaces/w1/media/intruder.png'), bytesOf(30), {
        contentType: 'image/png',
      }),
    );
    expect(code).toBe('storage/unauthorized');
  });

  it('an oversize file, even when uploaded in chunks', async () => {
    const task = uploadBytesResumable(
      ref(alice, 'workspaces/w1/media/huge.png'),
      bytesOf(2 * 1024 * 1024 + 1),
      { contentType: 'image/png' },
    );
    expect(await storageCode(task.then())).toBe('storage/unauthorized');
    expect(await storageCode(getMetadata(ref(alice, 'workspaces/w1/media/huge.png')))).toBe(
      'storage/object-not-found',
    );
  });

  it('disallowed content types: SVG and HTML', async () => {
    for (const contentType of ['image/svg+xml', 'text/html']) {
      const code = await storageCode(
        uploadBytes(ref(alice, 'workspaces/w1/media/page'), bytesOf(30), { contentType }),
      );
      expect(code, contentType).toBe('storage/unauthorized');
    }
  });

  it("reading, listing and deleting another workspace's files", async () => {
    const target = ref(bob, 'workspaces/w1/media/private.png');
    expect(await storageCode(getBytes(target))).toBe('storage/unauthorized');
    expect(await storageCode(getMetadata(target))).toBe('storage/unauthorized');
    expect(await storageCode(listAll(ref(bob, 'workspaces/w1/media')))).toBe(
      'storage/unauthorized',
    );
    expect(await storageCode(deleteObject(target))).toBe('storage/unauthorized');
    expect(await storageCode(getMetadata(ref(alice, 'workspaces/w1/media/private.png')))).toBe(
      'no error',
    );
  });

  it('every request without a signed-in user', async () => {
    expect(await storageCode(getBytes(ref(anonymous, 'workspaces/w1/media/private.png')))).toBe(
      'storage/unauthorized',
    );
    expect(
      await storageCode(
        uploadBytes(ref(anonymous, 'workspaces/w1/media/anon.png'), bytesOf(5), {
          contentType: 'image/png',
        }),
      ),
    ).toBe('storage/unauthorized');
  });
});

describe('storage rules reading Firestore membership documents', () => {
  let owner: FirebaseStorage;
  let editor: FirebaseStorage;
  let outsider: FirebaseStorage;
  beforeAll(() => {
    database.commit({
      writes: [membership('w3', 'olivia', 'owner'), membership('w3', 'eddie', 'editor')],
    });
    owner = clientFor('olivia');
    editor = clientFor('eddie');
    outsider = clientFor('mallory');
  });

  it('lets the member whose membership document says owner upload brand files', async () => {
    const fileRef = ref(owner, 'workspaces/w3/brand/logo.png');
    await uploadBytes(fileRef, bytesOf(64), { contentType: 'image/png' });
    expect((await getMetadata(fileRef)).size).toBe(64);
  });

  it('denies brand uploads to a member with another role and to non-members', async () => {
    for (const client of [editor, outsider]) {
      const code = await storageCode(
        uploadBytes(ref(client, 'workspaces/w3/brand/other.png'), bytesOf(8), {
          contentType: 'image/png',
        }),
      );
      expect(code).toBe('storage/unauthorized');
    }
  });

  it('lets any member read brand files (firestore.exists) and nobody else', async () => {
    expect(await storageCode(getMetadata(ref(editor, 'workspaces/w3/brand/logo.png')))).toBe(
      'no error',
    );
    expect(await storageCode(getMetadata(ref(outsider, 'workspaces/w3/brand/logo.png')))).toBe(
      'storage/unauthorized',
    );
  });

  it('follows membership changes at once', async () => {
    database.commit({ writes: [membership('w3', 'eddie', 'owner')] });
    await uploadBytes(ref(editor, 'workspaces/w3/brand/promoted.png'), bytesOf(8), {
      contentType: 'image/png',
    });
    database.commit({
      writes: [{ delete: `${database.documentsRoot}/workspaces/w3/members/eddie` }],
    });
    expect(await storageCode(getMetadata(ref(editor, 'workspaces/w3/brand/logo.png')))).toBe(
      'storage/unauthorized',
    );
  });
});

describe('the Admin SDK (firebase-admin getStorage)', () => {
  const previous = {
    firebase: process.env.FIREBASE_STORAGE_EMULATOR_HOST,
    gcs: process.env.STORAGE_EMULATOR_HOST,
  };
  const adminApp = () =>
    initializeAdminApp(
      { projectId: PROJECT, storageBucket: BUCKET },
      `storage-admin-${Date.now()}`,
    );
  let app: ReturnType<typeof adminApp>;

  beforeAll(() => {
    process.env.FIREBASE_STORAGE_EMULATOR_HOST = `${HOST}:${emulator.port}`;
    delete process.env.STORAGE_EMULATOR_HOST;
    app = adminApp();
  });
  afterAll(async () => {
    await deleteAdminApp(app);
    for (const [key, value] of [
      ['FIREBASE_STORAGE_EMULATOR_HOST', previous.firebase],
      ['STORAGE_EMULATOR_HOST', previous.gcs],
    ] as const) {
      if (value === undefined) delete process.env[key];
      else process.env[key] = value;
    }
  });

  it('uploads and reads back bytes and metadata, bypassing the rules', async () => {
    const bucket = getAdminStorage(app).bucket();
    const file = bucket.file('server-only/report.html');
    await file.save(Buffer.from('<p>server report</p>'), {
      contentType: 'text/html',
      metadata: { metadata: { source: 'functions' } },
    });
    const [contents] = await file.download();
    expect(contents.toString()).toBe('<p>server report</p>');
    const [metadata] = await file.getMetadata();
    expect(metadata.contentType).toBe('text/html');
    expect(metadata.size).toBe('20');
    expect(metadata.metadata).toEqual({ source: 'functions' });
    expect(metadata.md5Hash).toBe(md5(Buffer.from('<p>server report</p>')));
  });

  it('uploads a large file resumably and lists, updates and deletes', async () => {
    const bucket = getAdminStorage(app).bucket();
    const data = Buffer.from(bytesOf(3_000_000, 3));
    await bucket.file('server-only/big/blob.bin').save(data, { resumable: true });
    await bucket.file('server-only/big/small.bin').save(Buffer.from('x'), { resumable: false });
    const [downloaded] = await bucket.file('server-only/big/blob.bin').download();
    expect(downloaded.equals(data)).toBe(true);
    const [files] = await bucket.getFiles({ prefix: 'server-only/big/' });
    expect(files.map((file) => file.name)).toEqual([
      'server-only/big/blob.bin',
      'server-only/big/small.bin',
    ]);
    await bucket.file('server-only/big/small.bin').setMetadata({ metadata: { tag: 'a' } });
    expect((await bucket.file('server-only/big/small.bin').getMetadata())[0].metadata).toEqual({
      tag: 'a',
    });
    await bucket.file('server-only/big/small.bin').delete();
    expect((await bucket.file('server-only/big/small.bin').exists())[0]).toBe(false);
  });

  it('gives a download URL (getDownloadURL of firebase-admin/storage) that works without credentials', async () => {
    const file = getAdminStorage(app).bucket().file('server-only/url/report.pdf');
    await file.save(Buffer.from('%PDF-1.7'), { contentType: 'application/pdf' });
    const url = await getAdminDownloadURL(file);
    expect(url).toContain('token=');
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(await response.text()).toBe('%PDF-1.7');
  });

  it('copies and moves objects with their metadata', async () => {
    const bucket = getAdminStorage(app).bucket();
    const source = bucket.file('server-only/copy/source.png');
    await source.save(Buffer.from('png bytes'), {
      contentType: 'image/png',
      metadata: { metadata: { origin: 'upload' } },
    });
    await source.copy('server-only/copy/copied.png');
    const [copiedMetadata] = await bucket.file('server-only/copy/copied.png').getMetadata();
    expect(copiedMetadata.contentType).toBe('image/png');
    expect(copiedMetadata.metadata).toEqual({ origin: 'upload' });
    await source.move('server-only/copy/moved.png');
    expect((await source.exists())[0]).toBe(false);
    const [moved] = await bucket.file('server-only/copy/moved.png').download();
    expect(moved.toString()).toBe('png bytes');
  });

  describe('with clients', () => {
    it('serves an object the Admin SDK wrote to a member, under the rules', async () => {
      const bucket = getAdminStorage(app).bucket();
      const data = Buffer.from(bytesOf(500, 9));
      await bucket
        .file('workspaces/w1/media/from-server.png')
        .save(data, { contentType: 'image/png' });
      const alice = clientFor('alice', { workspaces: ['w1'] });
      const bob = clientFor('bob', { workspaces: ['w2'] });
      const fileRef = ref(alice, 'workspaces/w1/media/from-server.png');
      expect(Buffer.from(await getBytes(fileRef)).equals(data)).toBe(true);
      expect(await getDownloadURL(fileRef)).toContain('token=');
      expect(await storageCode(getBytes(ref(bob, 'workspaces/w1/media/from-server.png')))).toBe(
        'storage/unauthorized',
      );
    });
  });
});

describe('rules loading', () => {
  // The emulator's own log says when it has read the changed file (its watcher polls the file's
  // stat): each step waits for that line, then asks once, so a busy machine slows it, never fails it.
  it('reloads storage.rules when the file changes, keeping the old rules on a syntax error', {
    timeout: 90_000,
  }, async () => {
    const dir = mkdtempSync(join(tmpdir(), 'storage-reload-'));
    const rulesPath = join(dir, 'storage.rules');
    writeFileSync(rulesPath, RULES);
    const lines: string[] = [];
    const logged = (text: string) => () => lines.filter((line) => line.includes(text)).length;
    const reloaded = logged('storage: reloaded rules');
    const kept = logged('storage: kept the previous rules');
    const own = await startStorageEmulator({
      host: HOST,
      port: 0,
      projectId: PROJECT,
      rulesPath,
      log: (line) => lines.push(line),
    });
    try {
      const app = initializeApp(
        { projectId: PROJECT, storageBucket: BUCKET, apiKey: 'k' },
        'reload',
      );
      apps.push(app);
      const alice = connectedStorage(app, own.port, 'alice', { workspaces: ['w1'] });
      const upload = (name: string) =>
        storageCode(
          uploadBytes(ref(alice, `workspaces/w1/media/${name}`), bytesOf(9), {
            contentType: 'image/png',
          }),
        );
      expect(await upload('one.png')).toBe('no error');

      let before = reloaded();
      writeFileSync(rulesPath, DENY_ALL);
      await expect.poll(reloaded, { timeout: 60_000 }).toBeGreaterThan(before);
      expect(await upload('two.png')).toBe('storage/unauthorized');

      const keptBefore = kept();
      writeFileSync(rulesPath, `${RULES}\n}}} not rules`);
      await expect.poll(kept, { timeout: 60_000 }).toBeGreaterThan(keptBefore);
      expect(await upload('three.png')).toBe('storage/unauthorized');

      before = reloaded();
      writeFileSync(rulesPath, RULES);
      await expect.poll(reloaded, { timeout: 60_000 }).toBeGreaterThan(before);
      expect(await upload('four.png')).toBe('no error');
    } finally {
      await own.close();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('works with @firebase/rules-unit-testing unchanged: setRules, assertions, clearStorage', async () => {
    const own = await startStorageEmulator({
      host: HOST,
      port: 0,
      projectId: PROJECT,
      log: () => {},
    });
    let env: RulesTestEnvironment | undefined;
    try {
      env = await initializeTestEnvironment({
        projectId: PROJECT,
        storage: { host: HOST, port: own.port, rules: RULES },
      });
      const member = env.authenticatedContext('alice', { workspaces: ['w1'] }).storage();
      const stranger = env.authenticatedContext('bob', { workspaces: ['w2'] }).storage();
      const png = new Uint8Array(bytesOf(16));
      await assertSucceeds(
        member.ref('workspaces/w1/media/t.png').put(png, { contentType: 'image/png' }).then(),
      );
      await assertFails(stranger.ref('workspaces/w1/media/t.png').getMetadata());
      await assertFails(
        member.ref('workspaces/w1/media/t.svg').put(png, { contentType: 'image/svg+xml' }).then(),
      );
      await env.withSecurityRulesDisabled(async (context) => {
        await context.storage().ref('top-level.txt').putString('hello');
      });
      expect(own.store.get(PROJECT, 'top-level.txt')?.size).toBe(5);
      await env.clearStorage();
      expect(own.store.get(PROJECT, 'top-level.txt')).toBeUndefined();
    } finally {
      await env?.cleanup();
      await own.close();
    }
  });

  it('reports rule coverage per expression, as JSON and HTML', async () => {
    const base = `http://${HOST}:${emulator.port}/internal`;
    const json = (await (await fetch(`${base}/ruleCoverage`)).json()) as {
      rules: { files: { name: string; content: string }[] };
      report: { text: string; trueCount: number; falseCount: number }[];
      unevaluated: unknown[];
    };
    expect(json.rules.files[0]?.content).toBe(RULES);
    const sizeCheck = json.report.find(
      (entry) => entry.text === 'request.resource.size <= 2 * 1024 * 1024',
    );
    expect(sizeCheck?.trueCount).toBeGreaterThan(0);
    expect(sizeCheck?.falseCount).toBeGreaterThan(0);
    expect(Array.isArray(json.unevaluated)).toBe(true);
    const html = await fetch(`${base}/ruleCoverage.html`);
    expect(html.headers.get('content-type')).toContain('text/html');
    expect(await html.text()).toContain('allowedMedia');
  });

  it('answers a ruleset with a syntax error with 400 naming the line', async () => {
    const response = await fetch(`http://${HOST}:${emulator.port}/internal/setRules`, {
      method: 'PUT',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ rules: { files: [{ name: 'storage.rules', content: 'service {' }] } }),
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { message: string }).message).toMatch(/storage\.rules:1:/);
  });
});
