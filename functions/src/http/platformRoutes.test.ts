// The REST API's complete post workflow in-process against the Firestore emulator: channels,
// create → edit → cancel with Idempotency-Key replays and conflicts, cursor pages that list every
// post once while posts are added, the publish scope, the IETF rate-limit fields, and the OpenAPI
// document under a third-party validator.

import { createHash } from 'node:crypto';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startTestFirestore,
  type TestFirestore,
} from '../../../test/support/functions/firestoreEmulator';
import { handleApi } from './handleApi';
import type { ApiRequest, ApiResponse } from './types';

let fs: TestFirestore;
beforeAll(async () => {
  fs = await startTestFirestore();
});
afterAll(() => fs.stop());
beforeEach(async () => {
  await fs.clear();
  await fs.db.doc('users/owner').set({ roles: { smm: 'user' } });
  await fs.db.doc('workspaces/w1').set({
    name: 'W',
    product: 'smm',
    members: { owner: 'owner' },
    channelIds: ['ch1', 'ch2'],
    approvalMode: 'none',
  });
  await fs.db
    .doc('workspaces/w1/channels/ch1')
    .set({ provider: 'sandbox', displayName: 'Sandbox one', handle: '@one', status: 'connected' });
  await fs.db
    .doc('workspaces/w1/channels/ch2')
    .set({ provider: 'mastodon', displayName: 'Toots', status: 'needs_reconnect' });
});

async function makeKey(id: string, scopes: string[]): Promise<string> {
  const key = `smk_${id}_${'B'.repeat(43)}`;
  await fs.db.doc(`apiKeys/${id}`).set({
    hash: createHash('sha256').update(key).digest('hex'),
    name: 'Zapier',
    workspaceId: 'w1',
    product: 'smm',
    scopes,
    revokedAt: null,
    createdBy: 'owner',
  });
  return key;
}

function request(
  method: string,
  path: string,
  key: string,
  options: { body?: unknown; idempotency?: string } = {},
): ApiRequest {
  const url = new URL(path, 'http://x');
  return {
    method,
    path: url.pathname,
    query: url.searchParams,
    headers: {
      'x-api-key': key,
      ...(options.idempotency ? { 'idempotency-key': options.idempotency } : {}),
    },
    rawBody: options.body === undefined ? undefined : Buffer.from(JSON.stringify(options.body)),
    address: '203.0.113.9',
  };
}

const data = (response: ApiResponse) => (response.body as { data: Record<string, unknown> }).data;
const code = (response: ApiResponse) => (response.body as { error: { code: string } }).error.code;

describe('the REST API for a workspace', () => {
  it('lists channels with their id, network, name and status', async () => {
    const key = await makeKey('k1aaaaaaaaaaaaaaaaaa', ['posts:read']);
    const response = await handleApi(fs.db, request('GET', '/connect/channels', key));
    expect(response.status).toBe(200);
    expect(data(response)).toEqual([
      { id: 'ch1', network: 'sandbox', name: 'Sandbox one', handle: '@one', status: 'connected' },
      { id: 'ch2', network: 'mastodon', name: 'Toots', handle: null, status: 'needs_reconnect' },
    ]);
  });

  it('creates, edits and cancels a post, each write replayed by its Idempotency-Key', async () => {
    const key = await makeKey('k2aaaaaaaaaaaaaaaaaa', ['posts:read', 'posts:write']);
    const body = { text: 'First words', channelIds: ['ch1'] };
    const made = await handleApi(
      fs.db,
      request('POST', '/connect/posts', key, { body, idempotency: 'create-0001' }),
    );
    expect(made.status).toBe(201);
    const id = String(data(made).id);
    const again = await handleApi(
      fs.db,
      request('POST', '/connect/posts', key, { body, idempotency: 'create-0001' }),
    );
    expect(again.headers['Idempotent-Replayed']).toBe('true');
    expect(data(again)).toEqual(data(made));
    const reused = await handleApi(
      fs.db,
      request('POST', '/connect/posts', key, {
        body: { ...body, text: 'Other words' },
        idempotency: 'create-0001',
      }),
    );
    expect(reused.status).toBe(409);
    expect(code(reused)).toBe('CONFLICT');
    expect((await fs.db.collection('workspaces/w1/posts').get()).size).toBe(1);

    const edit = { text: 'Better words' };
    const edited = await handleApi(
      fs.db,
      request('PATCH', `/connect/posts/${id}`, key, { body: edit, idempotency: 'edit-00001' }),
    );
    expect(data(edited)).toEqual({ id, status: 'draft', changed: true });
    const editedAgain = await handleApi(
      fs.db,
      request('PATCH', `/connect/posts/${id}`, key, { body: edit, idempotency: 'edit-00001' }),
    );
    expect(data(editedAgain)).toEqual({ id, status: 'draft', changed: true });
    const cancelled = await handleApi(
      fs.db,
      request('POST', `/connect/posts/${id}/cancel`, key, { idempotency: 'cancel-0001' }),
    );
    expect(data(cancelled)).toEqual({ id, status: 'cancelled', changed: true });
    const read = await handleApi(fs.db, request('GET', `/connect/posts/${id}`, key));
    expect(data(read)).toMatchObject({ id, text: 'Better words', status: 'cancelled' });
    // A cancelled post is no longer a draft: editing it is refused and changes nothing.
    const late = await handleApi(
      fs.db,
      request('PATCH', `/connect/posts/${id}`, key, { body: { text: 'Too late' } }),
    );
    expect(late.status).toBe(400);
    const history = await fs.db.collection(`workspaces/w1/posts/${id}/activity`).get();
    expect(history.docs.map((doc) => [doc.get('type'), doc.get('via')]).sort()).toEqual(
      [
        ['cancelled', 'api'],
        ['created', 'api'],
        ['edited', 'api'],
      ].sort(),
    );
  });

  it('pages through every post exactly once while new posts arrive', async () => {
    const key = await makeKey('k3aaaaaaaaaaaaaaaaaa', ['posts:read']);
    const base = Date.parse('2026-11-01T00:00:00Z');
    for (let i = 0; i < 7; i++) {
      await fs.db.doc(`workspaces/w1/posts/p${i}`).set({
        text: `Post ${i}`,
        channelIds: ['ch1'],
        status: i % 2 ? 'draft' : 'scheduled',
        // Two posts share a creation time: the id breaks the tie.
        createdAt: Timestamp.fromMillis(base + Math.min(i, 5) * 1000),
      });
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const response = await handleApi(
        fs.db,
        request('GET', `/connect/posts?limit=3${cursor ? `&cursor=${cursor}` : ''}`, key),
      );
      const page = response.body as { data: { id: string }[]; nextCursor: string | null };
      seen.push(...page.data.map((post) => post.id));
      cursor = page.nextCursor;
      if (pages++ === 0) {
        await fs.db.doc('workspaces/w1/posts/late').set({
          text: 'Late',
          channelIds: ['ch1'],
          status: 'draft',
          createdAt: Timestamp.fromMillis(base + 60_000),
        });
      }
    } while (cursor);
    expect(seen).toEqual(['p0', 'p1', 'p2', 'p3', 'p4', 'p5', 'p6', 'late']);
    const drafts = await handleApi(fs.db, request('GET', '/connect/posts?status=draft', key));
    expect((drafts.body as { data: { id: string }[] }).data.map((p) => p.id)).toEqual([
      'p1',
      'p3',
      'p5',
      'late',
    ]);
    const bad = await handleApi(fs.db, request('GET', '/connect/posts?cursor=nonsense', key));
    expect(code(bad)).toBe('VALIDATION_ERROR');
  });

  it('schedules only with the publish scope, and says so', async () => {
    await fs.db.doc('workspaces/w1/posts/d1').set({
      text: 'Ready',
      channelIds: ['ch1'],
      status: 'draft',
      createdAt: Timestamp.now(),
    });
    const at = new Date(Date.now() + 3_600_000).toISOString();
    const drafter = await makeKey('k4aaaaaaaaaaaaaaaaaa', ['posts:write']);
    const refused = await handleApi(
      fs.db,
      request('POST', '/connect/posts/d1/schedule', drafter, { body: { scheduledAt: at } }),
    );
    expect(refused.status).toBe(403);
    expect((refused.body as { error: { message: string } }).error.message).toContain(
      'posts:publish',
    );
    expect((await fs.db.doc('workspaces/w1/posts/d1').get()).get('status')).toBe('draft');
  });

  it('answers the IETF RateLimit fields and refuses past the limit with Retry-After', async () => {
    const key = await makeKey('k5aaaaaaaaaaaaaaaaaa', ['posts:read']);
    const first = await handleApi(fs.db, request('GET', '/connect/channels', key));
    expect(first.headers['RateLimit-Policy']).toBe('"hourly";q=100;w=3600');
    expect(first.headers.RateLimit).toMatch(/^"hourly";r=99;t=\d+$/);
    // The rest of the window's quota spent, as if by 99 more requests.
    await fs.db.doc('rateLimits/key_k5aaaaaaaaaaaaaaaaaa').set({
      windowStart: Date.now(),
      count: 100,
      expiresAt: Timestamp.fromMillis(Date.now() + 3_600_000),
    });
    const over = await handleApi(fs.db, request('GET', '/connect/channels', key));
    expect(over.status).toBe(429);
    expect(code(over)).toBe('RATE_LIMIT_EXCEEDED');
    expect(Number(over.headers['Retry-After'])).toBeGreaterThan(0);
    expect(over.headers.RateLimit).toMatch(/^"hourly";r=0;t=\d+$/);
  });

  it('serves an OpenAPI 3.1 document that a third-party validator accepts', async () => {
    const response = await handleApi(fs.db, request('GET', '/connect/openapi.json', ''));
    const validator = new Validator();
    const result = await validator.validate(response.body as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
    const paths = Object.keys((response.body as { paths: Record<string, unknown> }).paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/channels',
        '/posts/{postId}',
        '/posts/{postId}/cancel',
        '/posts/{postId}/analytics',
        '/analytics',
        '/service-requests',
      ]),
    );
  });
});
