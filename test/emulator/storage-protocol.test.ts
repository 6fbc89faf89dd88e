import { createHash } from 'node:crypto';
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import {
  connectStorageEmulator,
  getMetadata,
  getStorage,
  ref,
  type StorageError,
} from 'firebase/storage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type StorageEmulator, startStorageEmulator } from '../../emulator/storage/server';

// Wire-level behaviour the SDKs rely on but do not expose directly: resumable sessions, ranges,
// preconditions and the answers to bad input.

const BUCKET = 'demo-protocol.appspot.com';
const OWNER = { Authorization: 'Firebase owner' };
let emulator: StorageEmulator;
let base: string;

beforeAll(async () => {
  emulator = await startStorageEmulator({
    host: '127.0.0.1',
    port: 0,
    projectId: 'demo-protocol',
    maxObjectBytes: 1024 * 1024,
    log: () => {},
  });
  base = `http://127.0.0.1:${emulator.port}`;
});

afterAll(async () => {
  await emulator.close();
});

function md5(bytes: Buffer): string {
  return createHash('md5').update(bytes).digest('base64');
}

async function rawUpload(
  name: string,
  body: string,
  contentType = 'text/plain',
): Promise<Response> {
  return fetch(`${base}/v0/b/${BUCKET}/o?name=${encodeURIComponent(name)}`, {
    method: 'POST',
    headers: { ...OWNER, 'Content-Type': contentType },
    body,
  });
}

describe('Firebase API uploads', () => {
  it('stores a raw upload with the Content-Type it was sent with', async () => {
    const response = await rawUpload('raw/a.txt', 'raw bytes', 'text/markdown');
    expect(response.status).toBe(200);
    const json = (await response.json()) as Record<string, string>;
    expect(json).toMatchObject({
      name: 'raw/a.txt',
      bucket: BUCKET,
      size: '9',
      contentType: 'text/markdown',
    });
    expect(json.md5Hash).toBe(md5(Buffer.from('raw bytes')));
    expect(json.downloadTokens).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('runs a resumable session: start, chunks, query, finalize', async () => {
    const data = Buffer.from('0123456789abcdef');
    const start = await fetch(`${base}/v0/b/${BUCKET}/o?name=resumable/x.bin`, {
      method: 'POST',
      headers: {
        ...OWNER,
        'X-Goog-Upload-Protocol': 'resumable',
        'X-Goog-Upload-Command': 'start',
        'X-Goog-Upload-Header-Content-Length': String(data.length),
        'X-Goog-Upload-Header-Content-Type': 'application/x-test',
        'Content-Type': 'application/json',
      },
      body: JSON.stringify({ name: 'resumable/x.bin', metadata: { step: 'one' } }),
    });
    expect(start.headers.get('x-goog-upload-status')).toBe('active');
    const url = start.headers.get('x-goog-upload-url')!;
    expect(url).toContain(`127.0.0.1:${emulator.port}`);

    const send = (command: string, offset: number, body?: Uint8Array) =>
      fetch(url, {
        method: 'POST',
        headers: {
          ...OWNER,
          'X-Goog-Upload-Command': command,
          'X-Goog-Upload-Offset': String(offset),
        },
        body: body ? new Uint8Array(body) : undefined,
      });
    const first = await send('upload', 0, data.subarray(0, 10));
    expect(first.headers.get('x-goog-upload-status')).toBe('active');
    const overlapping = await send('upload', 3, data.subarray(3, 9));
    expect(overlapping.status).toBe(200);
    const query = await send('query', 0);
    expect(query.headers.get('x-goog-upload-size-received')).toBe('10');
    const skipped = await send('upload', 12, data.subarray(12));
    expect(skipped.status).toBe(400);
    const last = await send('upload, finalize', 10, data.subarray(10));
    expect(last.headers.get('x-goog-upload-status')).toBe('final');
    const json = (await last.json()) as Record<string, unknown>;
    expect(json).toMatchObject({
      size: '16',
      contentType: 'application/x-test',
      metadata: { step: 'one' },
    });
    expect(emulator.store.get(BUCKET, 'resumable/x.bin')?.bytes.equals(data)).toBe(true);
  });

  it('refuses a finalize whose bytes differ from the declared length, storing nothing', async () => {
    const start = await fetch(`${base}/v0/b/${BUCKET}/o?name=resumable/short.bin`, {
      method: 'POST',
      headers: {
        ...OWNER,
        'X-Goog-Upload-Protocol': 'resumable',
        'X-Goog-Upload-Command': 'start',
        'X-Goog-Upload-Header-Content-Length': '100',
      },
    });
    const url = start.headers.get('x-goog-upload-url')!;
    const finalize = await fetch(url, {
      method: 'POST',
      headers: {
        ...OWNER,
        'X-Goog-Upload-Command': 'upload, finalize',
        'X-Goog-Upload-Offset': '0',
      },
      body: 'only a few bytes',
    });
    expect(finalize.status).toBe(400);
    expect(emulator.store.get(BUCKET, 'resumable/short.bin')).toBeUndefined();
  });

  it('rejects an MD5 that does not match the bytes, an unknown session and an oversize body', async () => {
    const boundary = 'b0und';
    const multipart = [
      `--${boundary}`,
      'Content-Type: application/json',
      '',
      JSON.stringify({ name: 'bad-md5.txt', md5Hash: md5(Buffer.from('other')) }),
      `--${boundary}`,
      'Content-Type: text/plain',
      '',
      'content',
      `--${boundary}--`,
    ].join('\r\n');
    const badMd5 = await fetch(`${base}/v0/b/${BUCKET}/o?name=bad-md5.txt`, {
      method: 'POST',
      headers: {
        ...OWNER,
        'X-Goog-Upload-Protocol': 'multipart',
        'Content-Type': `multipart/related; boundary=${boundary}`,
      },
      body: multipart,
    });
    expect(badMd5.status).toBe(400);
    expect(emulator.store.get(BUCKET, 'bad-md5.txt')).toBeUndefined();

    const unknown = await fetch(`${base}/v0/b/${BUCKET}/o?name=x&upload_id=nope`, {
      method: 'POST',
      headers: { ...OWNER, 'X-Goog-Upload-Command': 'query' },
    });
    expect(unknown.status).toBe(404);

    const oversize = await rawUpload('too-big.bin', 'x'.repeat(1024 * 1024 + 1));
    expect(oversize.status).toBe(413);
  });

  it('rejects a list prefix that does not end with a slash and a malformed page size', async () => {
    const prefix = await fetch(`${base}/v0/b/${BUCKET}/o?prefix=raw&delimiter=/`, {
      headers: OWNER,
    });
    expect(prefix.status).toBe(400);
    const size = await fetch(`${base}/v0/b/${BUCKET}/o?maxResults=5000`, { headers: OWNER });
    expect(size.status).toBe(400);
  });
});

describe('downloads', () => {
  it('serves byte ranges and refuses unsatisfiable ones', async () => {
    await rawUpload('range.txt', 'abcdefghij');
    const url = `${base}/v0/b/${BUCKET}/o/range.txt?alt=media`;
    const partial = await fetch(url, { headers: { ...OWNER, Range: 'bytes=2-4' } });
    expect(partial.status).toBe(206);
    expect(partial.headers.get('content-range')).toBe('bytes 2-4/10');
    expect(await partial.text()).toBe('cde');
    const suffix = await fetch(url, { headers: { ...OWNER, Range: 'bytes=-3' } });
    expect(await suffix.text()).toBe('hij');
    const beyond = await fetch(url, { headers: { ...OWNER, Range: 'bytes=20-' } });
    expect(beyond.status).toBe(416);
  });

  it('sends the hashes the Admin SDK validates against', async () => {
    await rawUpload('hashed.txt', 'hello world');
    const response = await fetch(`${base}/storage/v1/b/${BUCKET}/o/hashed.txt?alt=media`);
    expect(response.headers.get('x-goog-hash')).toBe(
      `crc32c=yZRlqg==,md5=${md5(Buffer.from('hello world'))}`,
    );
    expect(await response.text()).toBe('hello world');
  });
});

describe('Cloud Storage JSON API', () => {
  it('takes a resumable upload in chunks, answering 308 with the range received', async () => {
    const start = await fetch(
      `${base}/upload/storage/v1/b/${BUCKET}/o?uploadType=resumable&name=gcs/r.bin`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Upload-Content-Type': 'application/x-r' },
        body: JSON.stringify({ metadata: { via: 'gcs' } }),
      },
    );
    expect(start.status).toBe(200);
    const location = start.headers.get('location')!;
    const chunk = (range: string, body?: string) =>
      fetch(location, { method: 'PUT', headers: { 'Content-Range': range }, body });
    const first = await chunk('bytes 0-3/*', 'abcd');
    expect(first.status).toBe(308);
    expect(first.headers.get('range')).toBe('bytes=0-3');
    const status = await chunk('bytes */*');
    expect(status.status).toBe(308);
    expect(status.headers.get('range')).toBe('bytes=0-3');
    const last = await chunk('bytes 4-5/6', 'ef');
    expect(last.status).toBe(200);
    const json = (await last.json()) as Record<string, unknown>;
    expect(json).toMatchObject({
      kind: 'storage#object',
      name: 'gcs/r.bin',
      size: '6',
      contentType: 'application/x-r',
      metadata: { via: 'gcs' },
    });
    const again = await chunk('bytes */6');
    expect(again.status).toBe(200);
  });

  it('honours generation preconditions', async () => {
    const upload = (query: string) =>
      fetch(`${base}/upload/storage/v1/b/${BUCKET}/o?uploadType=media&name=gcs/p.txt${query}`, {
        method: 'POST',
        headers: { 'Content-Type': 'text/plain' },
        body: 'v',
      });
    expect((await upload('&ifGenerationMatch=0')).status).toBe(200);
    const conflict = await upload('&ifGenerationMatch=0');
    expect(conflict.status).toBe(412);
    expect(
      ((await conflict.json()) as { error: { errors: { reason: string }[] } }).error.errors[0]
        ?.reason,
    ).toBe('conditionNotMet');
    const generation = emulator.store.get(BUCKET, 'gcs/p.txt')!.generation;
    expect((await upload(`&ifGenerationMatch=${generation}`)).status).toBe(200);
  });

  it('answers 404 with the service error shape for a missing object', async () => {
    const response = await fetch(
      `${base}/storage/v1/b/${BUCKET}/o/${encodeURIComponent('no/such')}`,
    );
    expect(response.status).toBe(404);
    const body = (await response.json()) as {
      error: { code: number; errors: { reason: string }[] };
    };
    expect(body.error.code).toBe(404);
    expect(body.error.errors[0]?.reason).toBe('notFound');
  });
});

describe('credentials on the Firebase API', () => {
  let app: FirebaseApp;
  afterAll(async () => {
    if (app) await deleteApp(app);
  });

  it('answers an unusable ID token with 401, which the SDK reports as unauthenticated', async () => {
    const response = await fetch(`${base}/v0/b/${BUCKET}/o/range.txt`, {
      headers: { Authorization: 'Firebase not-a-jwt' },
    });
    expect(response.status).toBe(401);

    app = initializeApp(
      { projectId: 'demo-protocol', storageBucket: BUCKET, apiKey: 'k' },
      'protocol',
    );
    const storage = getStorage(app);
    connectStorageEmulator(storage, '127.0.0.1', emulator.port, { mockUserToken: 'not-a-jwt' });
    const code = await getMetadata(ref(storage, 'range.txt')).then(
      () => 'no error',
      (error: StorageError) => error.code,
    );
    expect(code).toBe('storage/unauthenticated');
  });

  it('denies every client request while no ruleset is loaded', async () => {
    const token = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${Buffer.from('{"sub":"u"}').toString('base64url')}.`;
    const response = await fetch(`${base}/v0/b/${BUCKET}/o/range.txt`, {
      headers: { Authorization: `Firebase ${token}` },
    });
    expect(response.status).toBe(403);
  });
});

describe('hostile input', () => {
  it('answers malformed requests with 4xx and keeps serving', async () => {
    const cases: {
      method: string;
      path: string;
      headers?: Record<string, string>;
      body?: string;
    }[] = [
      { method: 'GET', path: `/v0/b/${BUCKET}/o/%E0%A4%A` },
      { method: 'PATCH', path: `/v0/b/${BUCKET}/o/range.txt`, headers: OWNER, body: '{not json' },
      { method: 'PATCH', path: `/v0/b/${BUCKET}/o/range.txt`, headers: OWNER, body: '[1,2]' },
      {
        method: 'PATCH',
        path: `/v0/b/${BUCKET}/o/range.txt`,
        headers: OWNER,
        body: JSON.stringify({ metadata: { nested: { deep: true } } }),
      },
      {
        method: 'PATCH',
        path: `/v0/b/${BUCKET}/o/range.txt`,
        headers: OWNER,
        body: '{"contentType":5}',
      },
      { method: 'POST', path: `/v0/b/${BUCKET}/o`, headers: OWNER, body: 'no name' },
      {
        method: 'POST',
        path: `/v0/b/${BUCKET}/o?name=x`,
        headers: {
          ...OWNER,
          'X-Goog-Upload-Protocol': 'multipart',
          'Content-Type': 'multipart/related',
        },
        body: 'x',
      },
      {
        method: 'POST',
        path: `/v0/b/${BUCKET}/o?name=x`,
        headers: {
          ...OWNER,
          'X-Goog-Upload-Protocol': 'resumable',
          'X-Goog-Upload-Command': 'start',
        },
        body: '"a string"',
      },
      {
        method: 'POST',
        path: `/v0/b/${BUCKET}/o?name=x`,
        headers: {
          ...OWNER,
          'X-Goog-Upload-Protocol': 'resumable',
          'X-Goog-Upload-Command': 'start',
          'X-Goog-Upload-Header-Content-Length': '-5',
        },
      },
      {
        method: 'POST',
        path: `/v0/b/${BUCKET}/o?name=${encodeURIComponent('a\nb')}`,
        headers: OWNER,
        body: 'x',
      },
      { method: 'GET', path: `/v0/b/${BUCKET}/o?pageToken=%%%`, headers: OWNER },
      { method: 'PUT', path: '/internal/setRules', body: '{"rules":{"files":[{"name":1}]}}' },
      { method: 'PUT', path: '/internal/setRules', body: 'garbage' },
      { method: 'PUT', path: `/upload/storage/v1/b/${BUCKET}/o?upload_id=missing`, body: 'x' },
      {
        method: 'POST',
        path: `/upload/storage/v1/b/${BUCKET}/o?uploadType=weird&name=x`,
        body: 'x',
      },
      {
        method: 'POST',
        path: `/upload/storage/v1/b/${BUCKET}/o?uploadType=media`,
        body: 'no name',
      },
      { method: 'DELETE', path: `/storage/v1/b/${BUCKET}/o/${encodeURIComponent('absent')}` },
      { method: 'PURGE', path: `/storage/v1/b/${BUCKET}/o` },
      { method: 'GET', path: '/nothing/here' },
    ];
    for (const { method, path, headers, body } of cases) {
      const response = await fetch(`${base}${path}`, { method, headers, body });
      expect(response.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
      expect(response.status, `${method} ${path}`).toBeLessThan(500);
    }

    // A GCS resumable session with a Content-Range that does not match its body.
    const start = await fetch(
      `${base}/upload/storage/v1/b/${BUCKET}/o?uploadType=resumable&name=h.bin`,
      {
        method: 'POST',
      },
    );
    const location = start.headers.get('location')!;
    for (const range of ['bytes 0-9/10', 'bytes x-y/z', 'items 0-1/2']) {
      const response = await fetch(location, {
        method: 'PUT',
        headers: { 'Content-Range': range },
        body: 'abc',
      });
      expect(response.status, range).toBe(400);
    }

    expect(await (await fetch(`${base}/`)).text()).toBe('Ok');
  });
});
