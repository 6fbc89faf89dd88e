import { leaseShardOf } from '@model/lease-shard';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { suiteFirestore } from '../../../../test/support/functions/suiteFirestore';
import { sandbox } from '../../providers/sandbox';
import type { Provider, PublishRequest } from '../../providers/types';
import type { Caller } from '../caller';
import { runPublisher } from './publishRun';
import { EMPTY_RESULT } from './publishTypes';
import { retryPost } from './retryPost';

const fs = suiteFirestore();

const WS = 'ws1';
const OWNER = 'u-owner';
const now = new Date('2026-05-04T10:00:00Z');
const caller = (uid: string, roles: Record<string, string> = { smm: 'user' }): Caller => ({
  uid,
  email: null,
  doc: { roles },
});

/** Every request a channel received, by our idempotency key. */
let sends: PublishRequest[];
const provider: Provider = {
  ...sandbox,
  async publish(request) {
    sends.push(request);
    return { externalId: `ext-${sends.length}`, url: `https://net.test/${sends.length}` };
  },
  async lookup() {
    return null;
  },
};

const at = (iso: string) => Timestamp.fromDate(new Date(iso));
const published = {
  ...EMPTY_RESULT,
  status: 'published',
  externalId: 'ext-old',
  url: 'https://net.test/old',
  attempts: 1,
  firstAttemptAt: at('2026-05-04T09:00:00Z'),
  publishedAt: at('2026-05-04T09:00:01Z'),
};
const failedBeforeSending = {
  ...EMPTY_RESULT,
  status: 'failed',
  error: 'Channel b needs to be reconnected: token expired.',
  attempts: 1,
};
const failedUnconfirmed = {
  ...EMPTY_RESULT,
  status: 'failed',
  error: 'The network did not confirm the post and it is not on the channel.',
  attempts: 1,
  firstAttemptAt: at('2026-05-04T09:00:00Z'),
  lastAttemptAt: at('2026-05-04T09:00:00Z'),
  unconfirmed: true,
};

async function seedPost(id: string, status: string, results: Record<string, unknown>) {
  await fs.db.doc(`workspaces/${WS}/posts/${id}`).set({
    authorUid: OWNER,
    text: `Post ${id}`,
    variants: {},
    media: [],
    channelIds: Object.keys(results),
    timeZone: 'Europe/Berlin',
    scheduledAt: at('2026-05-04T09:00:00Z'),
    status,
    results,
    statusReason: 'Something failed.',
    lease: null,
  });
}

const postData = async (id: string) =>
  (await fs.db.doc(`workspaces/${WS}/posts/${id}`).get()).data() ?? {};
const auditCount = async () => (await fs.db.collection('auditLog').get()).size;
let requestNumber = 0;
const retry = (id: string, who: Caller = caller(OWNER), requestId = `req-${++requestNumber}xx`) =>
  retryPost(fs.db, who, { workspaceId: WS, postId: id, requestId }, now);

beforeEach(async () => {
  await fs.clear();
  sends = [];
  const batch = fs.db.batch();
  batch.set(fs.db.doc(`workspaces/${WS}`), {
    name: 'Studio',
    product: 'smm',
    ownerUid: OWNER,
    members: { [OWNER]: 'owner', 'u-editor': 'editor', 'u-viewer': 'viewer', 'u-app': 'approver' },
  });
  for (const id of ['a', 'b', 'c']) {
    batch.set(fs.db.doc(`workspaces/${WS}/channels/${id}`), {
      provider: 'sandbox',
      displayName: `Channel ${id}`,
      handle: `@${id}`,
      status: 'connected',
    });
    batch.set(fs.db.doc(`channelSecrets/${id}`), { handle: `@${id}` });
  }
  await batch.commit();
});

describe('retrying a failed post', () => {
  it('resumes a thread that failed halfway with its edited part, sending no published part again', async () => {
    await seedPost('p1', 'failed', {
      b: {
        ...EMPTY_RESULT,
        status: 'failed',
        externalId: 'ext-b1',
        url: 'https://net.test/b1',
        parts: [{ externalId: 'ext-b2', url: 'https://net.test/b2', cid: null }],
        error: 'Part 3 is too long.',
        attempts: 1,
        firstAttemptAt: at('2026-05-04T09:00:00Z'),
      },
    });
    await fs.db
      .doc(`workspaces/${WS}/posts/p1`)
      .update({ thread: [{ text: 'Part two' }, { text: 'Part three, far too long' }] });
    await retryPost(
      fs.db,
      caller(OWNER),
      {
        workspaceId: WS,
        postId: 'p1',
        requestId: 'req-edit-1',
        edit: {
          channelId: 'b',
          text: 'Post p1',
          thread: [{ text: 'Part two' }, { text: 'Part three' }],
        },
      },
      now,
    );
    await runPublisher(fs.db, {
      now: () => new Date(now.getTime() + 60_000),
      providerFor: () => provider,
      loadMedia: async () => new Uint8Array(0),
    });
    expect(sends.map((s) => [s.idempotencyKey, s.text])).toEqual([['p1_b_2', 'Part three']]);
    const done = await postData('p1');
    expect(done.status).toBe('published');
    expect(done.results.b.parts).toHaveLength(2);
  });

  it('sends again only the channel that failed and leaves the published one as it was', async () => {
    await seedPost('p1', 'partially_published', { a: published, b: failedBeforeSending });
    const result = await retry('p1');
    expect(result).toMatchObject({ status: 'publishing', changed: true, requeued: ['b'] });
    const queued = await postData('p1');
    expect(queued.status).toBe('publishing');
    expect(queued.lease.owner).toBeNull();
    expect(queued.scheduledAt.toMillis()).toBe(Date.parse('2026-05-04T09:00:00Z'));
    expect(queued.results.a).toMatchObject({ status: 'published', externalId: 'ext-old' });
    expect(queued.results.b).toMatchObject({ status: 'pending', error: null, attempts: 0 });

    const run = await runPublisher(fs.db, {
      now: () => new Date(now.getTime() + 60_000),
      providerFor: () => provider,
      loadMedia: async () => new Uint8Array(0),
    });
    expect(run.outcomes.map((o) => o.status)).toEqual(['published']);
    expect(sends.map((s) => s.idempotencyKey)).toEqual(['p1_b']);
    const done = await postData('p1');
    expect(done.status).toBe('published');
    expect(done.results.a.externalId).toBe('ext-old');
    expect(done.results.b).toMatchObject({ status: 'published', externalId: 'ext-1' });
  });

  it('never re-queues a channel whose send the network did not confirm', async () => {
    await seedPost('p2', 'failed', { b: failedBeforeSending, c: failedUnconfirmed });
    expect((await retry('p2')).requeued).toEqual(['b']);
    const queued = await postData('p2');
    expect(queued.results.c).toMatchObject({ status: 'failed', unconfirmed: true });

    await seedPost('p3', 'failed', { c: failedUnconfirmed });
    await expect(retry('p3')).rejects.toMatchObject({
      code: 'failed-precondition',
      message: expect.stringContaining('not sent again'),
    });
    expect((await postData('p3')).status).toBe('failed');
  });

  it('refuses a post the publisher gave up on after the network never confirmed it', async () => {
    const sentAt = at('2026-05-03T09:00:00Z');
    await seedPost('p8', 'publishing', {
      c: {
        ...EMPTY_RESULT,
        status: 'reconcile',
        attempts: 1,
        firstAttemptAt: sentAt,
        lastAttemptAt: sentAt,
      },
    });
    await fs.db
      .doc(`workspaces/${WS}/posts/p8`)
      .update({ lease: { owner: null, expiresAt: sentAt }, leaseShard: leaseShardOf('p8') });
    await runPublisher(fs.db, {
      now: () => now,
      providerFor: () => provider,
      loadMedia: async () => new Uint8Array(0),
    });
    const given = await postData('p8');
    expect(given.status).toBe('failed');
    expect(given.results.c).toMatchObject({ status: 'failed', unconfirmed: true });
    await expect(retry('p8')).rejects.toMatchObject({ code: 'failed-precondition' });
    expect(sends).toEqual([]);
  });

  it('queues once: a repeated request replays, a second request finds the post publishing', async () => {
    await seedPost('p4', 'failed', { b: failedBeforeSending });
    const first = await retry('p4', caller(OWNER), 'same-request-1');
    const again = await retry('p4', caller(OWNER), 'same-request-1');
    expect(again).toMatchObject({ ...first, replayed: true });
    await expect(retry('p4')).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'A post that is publishing cannot be retried.',
    });
  });

  it('leaves a channel that must be reconnected alone and says so when nothing else failed', async () => {
    await fs.db.doc(`workspaces/${WS}/channels/c`).update({ status: 'needs_reconnect' });
    await seedPost('p9', 'failed', { b: failedBeforeSending, c: failedBeforeSending });
    expect((await retry('p9')).requeued).toEqual(['b']);
    expect((await postData('p9')).results.c.status).toBe('failed');
    await seedPost('p10', 'failed', { c: failedBeforeSending });
    await expect(retry('p10')).rejects.toMatchObject({
      code: 'failed-precondition',
      message: 'Reconnect Channel c first, then try again.',
    });
  });

  it('refuses posts that did not fail', async () => {
    await seedPost('p5', 'published', { a: published });
    await expect(retry('p5')).rejects.toMatchObject({ code: 'failed-precondition' });
  });

  it('lets owners, editors and the product’s admins retry, and nobody else', async () => {
    for (const uid of ['u-viewer', 'u-app', 'u-stranger']) {
      await seedPost('p6', 'failed', { b: failedBeforeSending });
      await expect(retry('p6', caller(uid))).rejects.toMatchObject({ code: 'permission-denied' });
    }
    await expect(
      retry('p6', caller('u-connect-admin', { connect: 'admin' })),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    expect((await retry('p6', caller('u-editor'))).requeued).toEqual(['b']);
    expect(await auditCount()).toBe(0);

    await seedPost('p7', 'failed', { b: failedBeforeSending });
    expect((await retry('p7', caller('u-admin', { smm: 'admin' }))).requeued).toEqual(['b']);
    expect(await auditCount()).toBe(1);
  });
});
