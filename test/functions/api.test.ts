// The `api` HTTPS function through the Functions emulator: public routes, API-key routes,
// versioning, the error format, the OpenAPI document and the atomic rate limit.

import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  type Accounts,
  createAccounts,
  PLAN,
  seedBase,
  seedPost,
  WS_CONNECT,
  WS_SMM,
} from './fixtures';
import { adminDb, apiUrl, call, countDocs, dumpDatabase } from './support';

let accounts: Accounts;

beforeAll(async () => {
  accounts = await createAccounts();
}, 120_000);

beforeEach(async () => {
  await seedBase(accounts);
});

async function createKey(scopes: string[]): Promise<{ key: string; keyId: string }> {
  const outcome = await call(
    'createApiKey',
    {
      requestId: `key_${Math.random().toString(36).slice(2, 12)}`,
      workspaceId: WS_CONNECT,
      name: 'CI',
      scopes,
    },
    accounts.client,
  );
  if (!outcome.ok) throw new Error(outcome.message);
  return { key: String(outcome.result.key), keyId: String(outcome.result.keyId) };
}

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(apiUrl(path), { headers });
  return {
    status: response.status,
    headers: response.headers,
    body: await response.json().catch(() => null),
  };
}

async function post(path: string, body: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(apiUrl(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: await response.json().catch(() => null),
  };
}

describe('public routes', () => {
  it('lists the active connect plans in order, under /connect, /connect/v1 and the /api rewrite', async () => {
    const db = adminDb();
    await db
      .doc('plans/plan-pro')
      .set({ product: 'connect', name: { en: 'Pro' }, active: true, order: 0, priceMonthly: 4900 });
    await db
      .doc('plans/plan-old')
      .set({ product: 'connect', name: { en: 'Old' }, active: false, order: 5 });
    await db
      .doc('plans/plan-smm')
      .set({ product: 'smm', name: { en: 'Solo' }, active: true, order: 0 });
    const current = await get('/connect/plans');
    expect(current.status).toBe(200);
    expect(current.body.data.map((plan: { id: string }) => plan.id)).toEqual(['plan-pro', PLAN]);
    // Prices go out as stored: integer minor units (cents), never divided or rounded.
    expect(current.body.data[0].priceMonthly).toBe(4900);
    expect(current.body.data[1]).toMatchObject({
      priceMonthly: 1900,
      priceYearly: 19000,
      currency: 'EUR',
    });
    expect(current.headers.get('api-version')).toBe('v1');
    expect((await get('/connect/v1/plans')).body).toEqual(current.body);
    expect((await get('/api/connect/v1/plans')).body).toEqual(current.body);
  });

  it('serves services, public team profiles only, and published policies with a locale fallback', async () => {
    const db = adminDb();
    await db.doc('team/t1').set({
      name: 'Rosa',
      title: { en: 'Strategist' },
      public: true,
      order: 1,
      uid: 'secret-uid',
    });
    await db.doc('team/t2').set({ name: 'Hidden', public: false });
    expect((await get('/connect/services')).body.data).toEqual([
      { id: 'svc-social', name: { en: 'Social media care' }, order: 1 },
    ]);
    expect((await get('/connect/team')).body.data).toEqual([
      { id: 't1', name: 'Rosa', title: { en: 'Strategist' }, order: 1 },
    ]);
    const policy = await get('/connect/policies/privacy?locale=fr');
    expect(policy.body.data).toEqual({
      kind: 'privacy',
      version: 1,
      publishedAt: '2026-01-01T00:00:00.000Z',
      content: { fr: '# Privacy' },
    });
    expect((await get('/connect/policies/terms')).body.error.code).toBe('NOT_FOUND');
    expect((await get('/connect/policies/secrets')).status).toBe(404);
  });

  it('accepts a contact message and refuses an invalid one with VALIDATION_ERROR, writing nothing', async () => {
    const ok = await post('/connect/contact', {
      name: 'Ada',
      email: 'ada@example.test',
      message: 'Please call me back.',
    });
    expect(ok.status).toBe(201);
    expect((await adminDb().doc(`contactMessages/${ok.body.data.id}`).get()).data()).toMatchObject({
      via: 'api',
      name: 'Ada',
    });
    const before = await countDocs('contactMessages');
    const bad = await post('/connect/contact', {
      name: '',
      email: 'not-an-email',
      message: 'short',
      admin: true,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe('VALIDATION_ERROR');
    expect(bad.body.error.message).toContain('email');
    expect(await countDocs('contactMessages')).toBe(before);
  });

  it('answers unknown routes, unknown versions and wrong methods with NOT_FOUND in the error format', async () => {
    for (const path of ['/connect/nothing', '/connect/v2/plans', '/elsewhere']) {
      const response = await get(path);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ error: { code: 'NOT_FOUND', message: expect.any(String) } });
    }
    expect((await post('/connect/plans', {})).body.error.code).toBe('NOT_FOUND');
  });

  it('serves an OpenAPI 3.1 document describing every route', async () => {
    const doc = (await get('/connect/openapi.json')).body;
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(
      ([path, methods]) => Object.keys(methods).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations.sort()).toEqual(
      [
        'GET /plans',
        'GET /services',
        'GET /team',
        'GET /policies/{kind}',
        'POST /contact',
        'GET /posts',
        'POST /posts',
        'GET /posts/{postId}',
        'PATCH /posts/{postId}',
        'DELETE /posts/{postId}',
        'POST /posts/{postId}/cancel',
        'GET /posts/{postId}/analytics',
        'POST /posts/{postId}/schedule',
        'POST /posts/{postId}/queue',
        'GET /channels',
        'GET /analytics',
        'GET /service-requests',
        'POST /service-requests',
        'POST /media',
        'POST /posts/{postId}/media',
        'POST /media/uploads',
        'POST /media/uploads/{itemId}/complete',
        'GET /inbox/conversations',
        'POST /inbox/conversations/{conversationId}/replies',
        'GET /openapi.json',
      ].sort(),
    );
    expect(doc.paths['/posts'].get.responses['429'].headers['Retry-After']).toBeTruthy();
    for (const field of ['priceMonthly', 'priceYearly']) {
      expect(doc.components.schemas.Plan.properties[field]).toMatchObject({
        type: 'integer',
        description: expect.stringContaining('in minor units (cents)'),
      });
    }
    expect(doc.components.securitySchemes.apiKeyHeader).toEqual({
      type: 'apiKey',
      in: 'header',
      name: 'x-api-key',
    });
  });
});

describe('API key routes', () => {
  it('lists the workspace posts with the key in x-api-key or as a bearer token', async () => {
    // The list pages in creation order, so every listed post has its creation time.
    await seedPost(WS_CONNECT, 'p1', { status: 'scheduled', createdAt: Timestamp.now() });
    await seedPost(WS_CONNECT, 'p2', { status: 'draft', createdAt: Timestamp.now() });
    const { key } = await createKey(['posts:read']);
    const byHeader = await get('/connect/posts?status=draft', { 'x-api-key': key });
    expect(byHeader.status).toBe(200);
    expect(byHeader.body.data.map((p: { id: string }) => p.id)).toEqual(['p2']);
    const byBearer = await get('/connect/posts', { Authorization: `Bearer ${key}` });
    expect(byBearer.body.data).toHaveLength(2);
  });

  it('answers 401 without a key or with a wrong or revoked key, and 403 without the scope', async () => {
    const { key, keyId } = await createKey(['posts:read']);
    expect((await get('/connect/posts')).body.error.code).toBe('UNAUTHORIZED');
    expect((await get('/connect/posts', { 'x-api-key': `${key.slice(0, -2)}xx` })).status).toBe(
      401,
    );
    const forbidden = await post(
      '/connect/posts',
      { text: 'Hi', channelIds: ['ch1'] },
      { 'x-api-key': key },
    );
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.error.code).toBe('FORBIDDEN');
    const revoked = await call('revokeApiKey', { keyId }, accounts.client);
    expect(revoked.ok).toBe(true);
    expect((await get('/connect/posts', { 'x-api-key': key })).status).toBe(401);
  });

  it('stops a key once its creator is removed from the workspace or disabled', async () => {
    const { key } = await createKey(['posts:read']);
    expect((await get('/connect/posts', { 'x-api-key': key })).status).toBe(200);
    const workspace = adminDb().doc(`workspaces/${WS_CONNECT}`);
    await workspace.update({ [`members.${accounts.client.uid}`]: 'viewer' });
    expect((await get('/connect/posts', { 'x-api-key': key })).status).toBe(401);
    await workspace.update({ [`members.${accounts.client.uid}`]: 'owner' });
    expect((await get('/connect/posts', { 'x-api-key': key })).status).toBe(200);
    await adminDb().doc(`users/${accounts.client.uid}`).update({ disabled: true });
    expect((await get('/connect/posts', { 'x-api-key': key })).status).toBe(401);
  });

  it('creates a draft post once per Idempotency-Key and rejects unknown channels', async () => {
    const { key } = await createKey(['posts:write']);
    const headers = { 'x-api-key': key, 'Idempotency-Key': 'post-0001-abcdef' };
    const first = await post(
      '/connect/posts',
      { text: 'Spring sale', channelIds: ['ch1'] },
      headers,
    );
    const second = await post(
      '/connect/posts',
      { text: 'Spring sale', channelIds: ['ch1'] },
      headers,
    );
    expect(first.status).toBe(201);
    expect(second.body.data).toEqual(first.body.data);
    expect(await countDocs(`workspaces/${WS_CONNECT}/posts`)).toBe(1);
    expect(
      (await adminDb().doc(`workspaces/${WS_CONNECT}/posts/${first.body.data.id}`).get()).data(),
    ).toMatchObject({ status: 'draft', text: 'Spring sale' });
    // Its history starts with a "created" entry naming the key, written with the post (once).
    const history = await adminDb()
      .collection(`workspaces/${WS_CONNECT}/posts/${first.body.data.id}/activity`)
      .get();
    expect(history.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({
        type: 'created',
        actorUid: null,
        details: expect.objectContaining({ text: 'Spring sale' }),
      }),
    ]);
    const unknown = await post(
      '/connect/posts',
      { text: 'x', channelIds: ['nope'] },
      { 'x-api-key': key },
    );
    expect(unknown.status).toBe(400);
    expect(await countDocs(`workspaces/${WS_CONNECT}/posts`)).toBe(1);
    // Another workspace's channel, listed there and not here: refused as the rules refuse it.
    await adminDb()
      .doc(`workspaces/${WS_SMM}/channels/smm-only`)
      .set({ provider: 'sandbox', handle: '@smm', status: 'connected' });
    await adminDb()
      .doc(`workspaces/${WS_SMM}`)
      .update({ channelIds: ['ch1', 'smm-only'] });
    const foreign = await post(
      '/connect/posts',
      { text: 'x', channelIds: ['ch1', 'smm-only'] },
      { 'x-api-key': key },
    );
    expect(foreign.status).toBe(400);
    expect(foreign.body.error.message).toBe(
      'Channel smm-only is not a connected channel of this workspace.',
    );
    expect(await countDocs(`workspaces/${WS_CONNECT}/posts`)).toBe(1);
    // A thread: the parts after the text, stored trimmed for the publisher to send as replies.
    const threaded = await post(
      '/connect/posts',
      { text: 'A thread 1/3', channelIds: ['ch1'], thread: [{ text: ' 2/3 ' }, { text: '3/3' }] },
      { 'x-api-key': key },
    );
    expect(threaded.status).toBe(201);
    expect(
      (await adminDb().doc(`workspaces/${WS_CONNECT}/posts/${threaded.body.data.id}`).get()).data(),
    ).toMatchObject({ status: 'draft', thread: [{ text: '2/3' }, { text: '3/3' }] });
    const tooLong = await post(
      '/connect/posts',
      {
        text: 'Too long',
        channelIds: ['ch1'],
        thread: Array.from({ length: 25 }, (_, i) => ({ text: `part ${i}` })),
      },
      { 'x-api-key': key },
    );
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.error.code).toBe('VALIDATION_ERROR');
    const blankPart = await post(
      '/connect/posts',
      { text: 'Blank part', channelIds: ['ch1'], thread: [{ text: '  ' }] },
      { 'x-api-key': key },
    );
    expect(blankPart.body.error.code).toBe('VALIDATION_ERROR');
    expect(await countDocs(`workspaces/${WS_CONNECT}/posts`)).toBe(2);
    const doc = (await get('/connect/openapi.json')).body;
    expect(doc.components.schemas.NewPost.properties.thread.maxItems).toBe(24);
  });

  it('creates a service request for the key workspace', async () => {
    const { key, keyId } = await createKey(['service-requests:write']);
    const created = await post(
      '/connect/service-requests',
      { title: 'Logo refresh', details: 'Round, blue' },
      { 'x-api-key': key },
    );
    expect(created.status).toBe(201);
    expect(
      (await adminDb().doc(`serviceRequests/${created.body.data.id}`).get()).data(),
    ).toMatchObject({
      workspaceId: WS_CONNECT,
      apiKeyId: keyId,
      status: 'new',
    });
  });
});

describe('rate limit', () => {
  it('lets exactly 100 of 150 concurrent requests of one key through, answers 429 with Retry-After to the rest, and leaves another key alone', async () => {
    const a = await createKey(['posts:read']);
    const b = await createKey(['posts:read']);
    const responses = await Promise.all(
      Array.from({ length: 150 }, () =>
        fetch(apiUrl('/connect/posts'), { headers: { 'x-api-key': a.key } }),
      ),
    );
    const statuses = responses.map((response) => response.status);
    expect(statuses.filter((status) => status === 200)).toHaveLength(100);
    const limited = responses.filter((response) => response.status === 429);
    expect(limited).toHaveLength(50);
    for (const response of limited) {
      const retryAfter = Number(response.headers.get('retry-after'));
      expect(Number.isInteger(retryAfter) && retryAfter > 0 && retryAfter <= 3600).toBe(true);
      expect((await response.json()).error.code).toBe('RATE_LIMIT_EXCEEDED');
    }
    const other = await get('/connect/posts', { 'x-api-key': b.key });
    expect(other.status).toBe(200);
    expect(other.headers.get('x-ratelimit-remaining')).toBe('99');
    expect((await adminDb().doc(`rateLimits/key_${a.keyId}`).get()).data()?.count).toBe(100);
  }, 240_000);

  it('counts anonymous requests per client address', async () => {
    await adminDb().doc('rateLimits/placeholder').set({});
    const before = await dumpDatabase();
    expect(Object.keys(before).some((path) => path.startsWith('rateLimits/ip_'))).toBe(false);
    const response = await get('/connect/services');
    expect(response.headers.get('x-ratelimit-limit')).toBe('100');
    expect(response.headers.get('x-ratelimit-remaining')).toBe('99');
    const after = await dumpDatabase();
    expect(Object.keys(after).filter((path) => path.startsWith('rateLimits/ip_'))).toHaveLength(1);
  });
});
