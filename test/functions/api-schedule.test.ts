// Scheduling through the REST API (the `api` function in the Functions emulator): a post of the
// key's workspace gets a time or a queue's next free slot with the approval rules of the
// callables, the post's publish task is planned, a repeat changes nothing, and the OpenAPI
// document describes both routes with bodies converted from their valibot schemas.

import { nextSlots } from '@model/queue-slots';
import type { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts, seedBase, seedPost, WS_CONNECT } from './fixtures';
import { adminDb, apiUrl, call } from './support';

let accounts: Accounts;
const ZONE = 'America/New_York';
const SLOTS = [
  { day: 2, time: '10:00' },
  { day: 4, time: '16:45' },
];

beforeAll(async () => {
  accounts = await createAccounts();
}, 120_000);

beforeEach(async () => {
  await seedBase(accounts);
});

async function createKey(scopes: string[]): Promise<string> {
  const outcome = await call(
    'createApiKey',
    {
      requestId: `key_${Math.random().toString(36).slice(2, 12)}`,
      workspaceId: WS_CONNECT,
      name: 'Scheduler',
      scopes,
    },
    accounts.client,
  );
  if (!outcome.ok) throw new Error(outcome.message);
  return String(outcome.result.key);
}

async function post(path: string, body: unknown, key: string) {
  const response = await fetch(apiUrl(path), {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'x-api-key': key },
    body: JSON.stringify(body),
  });
  return { status: response.status, body: await response.json().catch(() => null) };
}

const stored = async (id: string) =>
  (await adminDb().doc(`workspaces/${WS_CONNECT}/posts/${id}`).get()).data() ?? {};
const inAnHour = () => new Date(Date.now() + 3_600_000 + 17_000).toISOString();

describe('scheduling through the REST API', () => {
  it('schedules an approved post at a time, plans its task, and a repeat changes nothing', async () => {
    const key = await createKey(['posts:write', 'posts:publish']);
    await seedPost(WS_CONNECT, 'ok', { status: 'approved', firstComment: 'More at example.test' });
    // Soon enough for the emulated task queue's horizon, so the task is planned at once.
    const at = new Date(Date.now() + 25_000).toISOString();
    const first = await post('/connect/posts/ok/schedule', { scheduledAt: at }, key);
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({
      id: 'ok',
      status: 'scheduled',
      scheduledAt: at,
      queueId: null,
      changed: true,
    });
    const doc = await stored('ok');
    expect(doc).toMatchObject({ status: 'scheduled', timeZone: ZONE, held: false });
    expect((doc.scheduledAt as Timestamp).toDate().toISOString()).toBe(at);
    // The publish task is planned like the callable's.
    expect((doc.task as { at: Timestamp } | undefined)?.at.toDate().toISOString()).toBe(at);
    const again = await post('/connect/posts/ok/schedule', { scheduledAt: at }, key);
    expect(again.body.data.changed).toBe(false);
    const activity = await adminDb().collection(`workspaces/${WS_CONNECT}/posts/ok/activity`).get();
    expect(activity.docs.map((d) => [d.get('type'), d.get('via')])).toEqual([['scheduled', 'api']]);
  });

  it('refuses a draft where the workspace requires approval, as the callables do, and takes it where it does not', async () => {
    const key = await createKey(['posts:write', 'posts:publish']);
    await seedPost(WS_CONNECT, 'draft', {});
    const refused = await post('/connect/posts/draft/schedule', { scheduledAt: inAnHour() }, key);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toEqual({
      code: 'VALIDATION_ERROR',
      message: 'This post has to be approved before it can be scheduled.',
    });
    expect(await stored('draft')).toMatchObject({ status: 'draft' });
    const queued = await post('/connect/posts/draft/queue', { queueId: 'ch1' }, key);
    expect(queued.status).toBe(400);
    expect(await stored('draft')).toMatchObject({ status: 'draft' });

    await adminDb().doc(`workspaces/${WS_CONNECT}`).update({ approvalMode: 'none' });
    const taken = await post('/connect/posts/draft/schedule', { scheduledAt: inAnHour() }, key);
    expect(taken.status).toBe(200);
    expect(await stored('draft')).toMatchObject({ status: 'scheduled' });
  });

  it("puts posts in a queue's next free slots in the workspace's zone, once each", async () => {
    const key = await createKey(['posts:write', 'posts:publish']);
    await adminDb().doc(`workspaces/${WS_CONNECT}/queues/ch1`).set({ slots: SLOTS, paused: false });
    for (const id of ['q1', 'q2']) await seedPost(WS_CONNECT, id, { status: 'approved' });
    const before = Date.now();
    const one = await post('/connect/posts/q1/queue', { queueId: 'ch1' }, key);
    const two = await post('/connect/posts/q2/queue', { queueId: 'ch1' }, key);
    const repeat = await post('/connect/posts/q1/queue', { queueId: 'ch1' }, key);
    const expected = nextSlots(SLOTS, ZONE, before, 2).map((at) => new Date(at).toISOString());
    expect([one.body.data.scheduledAt, two.body.data.scheduledAt]).toEqual(expected);
    expect(one.body.data).toMatchObject({ status: 'scheduled', queueId: 'ch1', changed: true });
    expect(repeat.body.data).toMatchObject({ scheduledAt: expected[0], changed: false });
    expect(await stored('q2')).toMatchObject({ status: 'scheduled', queue: 'ch1', timeZone: ZONE });
  });

  it('answers a missing post with NOT_FOUND, a bad body with VALIDATION_ERROR, and needs the write scope', async () => {
    const key = await createKey(['posts:write', 'posts:publish']);
    const missing = await post('/connect/posts/nope/schedule', { scheduledAt: inAnHour() }, key);
    expect(missing.status).toBe(404);
    const past = await post(
      '/connect/posts/nope/schedule',
      { scheduledAt: new Date(Date.now() - 60_000).toISOString() },
      key,
    );
    expect(past.body.error.code).toBe('VALIDATION_ERROR');
    const extra = await post('/connect/posts/nope/queue', { queueId: 'ch1', at: 1 }, key);
    expect(extra.body.error.code).toBe('VALIDATION_ERROR');
    const reader = await createKey(['posts:read']);
    expect((await post('/connect/posts/nope/queue', { queueId: 'ch1' }, reader)).status).toBe(403);
  });

  it('is described in the OpenAPI document, with bodies from the valibot schemas', async () => {
    const doc = (await (await fetch(apiUrl('/connect/openapi.json'))).json()) as {
      paths: Record<string, Record<string, { operationId: string; description?: string }>>;
      components: { schemas: Record<string, { properties: Record<string, unknown> }> };
    };
    expect(doc.paths['/posts/{postId}/schedule']?.post?.operationId).toBe('schedulePost');
    expect(doc.paths['/posts/{postId}/queue']?.post?.operationId).toBe('queuePost');
    expect(doc.paths['/posts/{postId}/queue']?.post?.description).toContain('approval');
    expect(Object.keys(doc.components.schemas.PostSchedule?.properties ?? {})).toEqual([
      'scheduledAt',
      'timeZone',
    ]);
    expect(Object.keys(doc.components.schemas.ScheduledPost?.properties ?? {})).toEqual([
      'id',
      'status',
      'scheduledAt',
      'queueId',
      'changed',
    ]);
    expect(doc.components.schemas.NewPost?.properties.firstComment).toMatchObject({
      type: 'string',
      maxLength: 2200,
    });
  });
});
