// The REST API in-process against the Firestore emulator: the same handler the `api`
// function runs, without the Functions emulator in between.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startTestFirestore,
  type TestFirestore,
} from '../../../test/support/functions/firestoreEmulator';
import { handleApi } from './handleApi';
import type { ApiRequest } from './types';

let fs: TestFirestore;
beforeAll(async () => {
  fs = await startTestFirestore();
});
afterAll(() => fs.stop());
beforeEach(async () => {
  await fs.clear();
  await fs.db
    .doc('workspaces/w1')
    .set({ name: 'W', product: 'connect', members: {}, channelIds: ['ch1'] });
  await fs.db.doc('workspaces/w1/channels/ch1').set({ provider: 'sandbox' });
});

function request(
  method: string,
  path: string,
  options: { headers?: Record<string, string>; body?: unknown; address?: string } = {},
): ApiRequest {
  const url = new URL(path, 'http://x');
  return {
    method,
    path: url.pathname,
    query: url.searchParams,
    headers: Object.fromEntries(
      Object.entries(options.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v]),
    ),
    rawBody:
      options.body === undefined
        ? undefined
        : Buffer.from(
            typeof options.body === 'string' ? options.body : JSON.stringify(options.body),
          ),
    address: options.address ?? '203.0.113.7',
  };
}

async function makeKey(id: string, scopes: string[]): Promise<string> {
  const { createHash } = await import('node:crypto');
  const key = `smk_${id}_${'A'.repeat(43)}`;
  await fs.db.doc(`apiKeys/${id}`).set({
    hash: createHash('sha256').update(key).digest('hex'),
    workspaceId: 'w1',
    product: 'connect',
    scopes,
    revokedAt: null,
    createdBy: 'u-key-owner',
  });
  // A key works only while its creator still owns the workspace.
  await fs.db.doc('users/u-key-owner').set({ roles: { connect: 'user' } });
  await fs.db
    .doc('workspaces/w1')
    .set({ members: { 'u-key-owner': 'owner' }, product: 'connect' }, { merge: true });
  return key;
}

describe('handleApi', () => {
  it('answers a preflight with the CORS headers and no body', async () => {
    const response = await handleApi(fs.db, request('OPTIONS', '/connect/posts'));
    expect(response.status).toBe(204);
    expect(response.headers['Access-Control-Allow-Headers']).toContain('x-api-key');
    expect(response.body).toBeUndefined();
  });

  it('counts exactly 100 of 150 concurrent requests of one key and sets Retry-After to the end of the window', async () => {
    const key = await makeKey('kkkkkkkkkkkkkkkkkkk1', ['posts:read']);
    const start = new Date('2026-05-01T10:00:00Z');
    const responses = await Promise.all(
      Array.from({ length: 150 }, () =>
        handleApi(fs.db, request('GET', '/connect/posts', { headers: { 'x-api-key': key } }), {
          now: () => start,
        }),
      ),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(100);
    const limited = responses.filter((r) => r.status === 429);
    expect(limited).toHaveLength(50);
    expect(new Set(limited.map((r) => r.headers['Retry-After']))).toEqual(new Set(['3600']));
    expect(limited[0]?.body).toEqual({
      error: { code: 'RATE_LIMIT_EXCEEDED', message: expect.stringContaining('3600 s') },
    });
    // A new window starts when the old one ends.
    const later = await handleApi(
      fs.db,
      request('GET', '/connect/posts', { headers: { 'x-api-key': key } }),
      {
        now: () => new Date(start.getTime() + 3_600_000),
      },
    );
    expect(later.status).toBe(200);
    expect(later.headers['X-RateLimit-Remaining']).toBe('99');
  }, 60_000);

  it('ignores bearer tokens that are not API keys on public routes', async () => {
    const response = await handleApi(
      fs.db,
      request('GET', '/connect/services', {
        headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.' },
      }),
    );
    expect(response.status).toBe(200);
    const keyed = await handleApi(
      fs.db,
      request('GET', '/connect/posts', {
        headers: { authorization: 'Bearer eyJhbGciOiJub25lIn0.e30.' },
      }),
    );
    expect(keyed.status).toBe(401);
  });

  it('charges failed key guesses to the address and answers 401', async () => {
    const response = await handleApi(
      fs.db,
      request('GET', '/connect/posts', { headers: { authorization: 'Bearer smk_nope' } }),
    );
    expect(response.status).toBe(401);
    expect(response.headers['X-RateLimit-Remaining']).toBe('99');
  });

  it('refuses bodies that are not JSON or too large, and unknown fields, with VALIDATION_ERROR', async () => {
    const key = await makeKey('kkkkkkkkkkkkkkkkkkk2', ['posts:write']);
    const headers = { 'x-api-key': key };
    for (const body of [
      '{"text":',
      'x'.repeat(70_000),
      { text: 'hi', channelIds: ['ch1'], status: 'published' },
      { text: 'hi', channelIds: [] },
    ]) {
      const response = await handleApi(fs.db, request('POST', '/connect/posts', { headers, body }));
      expect(response.status).toBe(400);
      expect((response.body as { error: { code: string } }).error.code).toBe('VALIDATION_ERROR');
    }
    expect((await fs.db.collection('workspaces/w1/posts').get()).size).toBe(0);
  });

  it('rejects a malformed Idempotency-Key before writing', async () => {
    const key = await makeKey('kkkkkkkkkkkkkkkkkkk3', ['posts:write']);
    const response = await handleApi(
      fs.db,
      request('POST', '/connect/posts', {
        headers: { 'x-api-key': key, 'idempotency-key': 'bad key!' },
        body: { text: 'hi', channelIds: ['ch1'] },
      }),
    );
    expect(response.status).toBe(400);
    expect((await fs.db.collection('workspaces/w1/posts').get()).size).toBe(0);
  });

  it('answers INTERNAL without details when something unexpected breaks', async () => {
    const broken = new Proxy(fs.db, {
      get(target, property, receiver) {
        if (property === 'collection') {
          return (name: string) => {
            if (name === 'services') throw new Error('disk on fire');
            return target.collection(name);
          };
        }
        return Reflect.get(target, property, receiver);
      },
    });
    const response = await handleApi(broken, request('GET', '/connect/services'));
    expect(response.status).toBe(500);
    expect(response.body).toEqual({
      error: { code: 'INTERNAL', message: 'Something went wrong on our side.' },
    });
  });
});
