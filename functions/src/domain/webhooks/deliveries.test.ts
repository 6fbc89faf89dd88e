// Webhook deliveries in-process against the Firestore emulator, with a fake receiver and queue:
// one delivery per subscribed endpoint and event, signed so the receiver verifies it, both
// secrets signing during a rotation's overlap, retries with a growing backoff, and an endpoint
// that pauses itself after five failures in a row and tells its owner through the outbox.

import type { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startTestFirestore,
  type TestFirestore,
} from '../../../../test/support/functions/firestoreEmulator';
import type { Caller } from '../caller';
import {
  attemptDelivery,
  backoffMs,
  emitWebhookEvent,
  PAUSE_AFTER_FAILURES,
  type SendDeps,
} from './deliveries';
import { createWebhook, rotateWebhookSecret } from './endpoints';
import { verifySignature } from './signing';
import { postEventsOf } from './sourceEvents';

let fs: TestFirestore;
beforeAll(async () => {
  fs = await startTestFirestore();
});
afterAll(() => fs.stop());
beforeEach(async () => {
  await fs.clear();
  await fs.db.doc('users/owner').set({ roles: { smm: 'user' } });
  await fs.db
    .doc('workspaces/w1')
    .set({ name: 'W', product: 'smm', ownerUid: 'owner', members: { owner: 'owner' } });
});

const owner: Caller = {
  uid: 'owner',
  email: 'owner@example.test',
  doc: { roles: { smm: 'user' } },
};
const NOW = new Date('2026-11-29T08:00:00Z');

interface Received {
  headers: Record<string, string>;
  body: string;
}

/** A receiver answering `status`, a queue that records what was planned, and a clock. */
function harness(status: number) {
  const received: Received[] = [];
  const planned: { path: string; attempt: number; at: Date }[] = [];
  const deps: SendDeps = {
    now: () => NOW,
    send: async (_url, init) => {
      received.push({ headers: init.headers, body: init.body });
      return new Response(status === 204 ? null : 'ok', { status });
    },
    queue: {
      enqueue: async (path, attempt, at) => {
        planned.push({ path, attempt, at });
      },
    },
  };
  return { received, planned, deps };
}

async function endpoint(events: string[]) {
  const made = await createWebhook(
    fs.db,
    owner,
    {
      requestId: `req-${Math.random().toString(36).slice(2, 12)}`,
      workspaceId: 'w1',
      url: 'https://hooks.example.test/in',
      events: events as never,
    },
    NOW,
  );
  return { id: made.webhookId, secret: String(made.secret) };
}

const published = {
  workspaceId: 'w1',
  type: 'post.published' as const,
  id: 'evt_1',
  data: { post: { id: 'p1' } },
};

describe('webhook deliveries', () => {
  it('delivers an event once to each endpoint that chose it, signed with its secret', async () => {
    const chosen = await endpoint(['post.published']);
    await endpoint(['post.failed']);
    const { received, planned, deps } = harness(204);
    const paths = await emitWebhookEvent(fs.db, deps.queue, published, NOW);
    expect(paths).toHaveLength(1);
    // The same event again (a retried trigger) adds no delivery.
    expect(await emitWebhookEvent(fs.db, deps.queue, published, NOW)).toEqual([]);
    await attemptDelivery(fs.db, planned[0]?.path ?? '', 1, deps);
    await attemptDelivery(fs.db, planned[0]?.path ?? '', 1, deps);
    expect(received).toHaveLength(1);
    const [delivery] = received;
    const headers = {
      id: delivery?.headers['Webhook-Id'] ?? '',
      timestamp: delivery?.headers['Webhook-Timestamp'] ?? '',
      signature: delivery?.headers['Webhook-Signature'] ?? '',
    };
    expect(headers.id).toBe('evt_1');
    expect(verifySignature(chosen.secret, headers, delivery?.body ?? '')).toBe(true);
    expect(verifySignature(chosen.secret, headers, `${delivery?.body} `)).toBe(false);
    expect(JSON.parse(delivery?.body ?? '')).toMatchObject({ type: 'post.published', id: 'evt_1' });
    const log = (await fs.db.doc(paths[0] ?? '').get()).data();
    expect(log).toMatchObject({ status: 'succeeded', attempts: 1, lastStatusCode: 204 });
    expect(typeof log?.lastLatencyMs).toBe('number');
  });

  it('signs with both secrets during a rotation overlap, and with the new one after it', async () => {
    const hook = await endpoint(['post.published']);
    const rotated = await rotateWebhookSecret(
      fs.db,
      owner,
      { workspaceId: 'w1', webhookId: hook.id },
      NOW,
    );
    const { received, planned, deps } = harness(200);
    await emitWebhookEvent(fs.db, deps.queue, published, NOW);
    await attemptDelivery(fs.db, planned[0]?.path ?? '', 1, deps);
    const signatures = received[0]?.headers['Webhook-Signature']?.split(' ') ?? [];
    expect(signatures).toHaveLength(2);
    const check = (secret: string, at: number) => {
      const sent = received[at];
      return verifySignature(
        secret,
        {
          id: sent?.headers['Webhook-Id'] ?? '',
          timestamp: sent?.headers['Webhook-Timestamp'] ?? '',
          signature: sent?.headers['Webhook-Signature'] ?? '',
        },
        sent?.body ?? '',
      );
    };
    expect(check(hook.secret, 0)).toBe(true);
    expect(check(rotated.secret, 0)).toBe(true);
    // A day later the old secret no longer signs.
    const later = { ...deps, now: () => new Date(NOW.getTime() + 25 * 3_600_000) };
    await emitWebhookEvent(fs.db, deps.queue, { ...published, id: 'evt_2' }, later.now());
    await attemptDelivery(fs.db, planned[1]?.path ?? '', 1, later);
    expect(check(rotated.secret, 1)).toBe(true);
    expect(check(hook.secret, 1)).toBe(false);
  });

  it('retries with a growing backoff, then pauses the endpoint and emails its owner', async () => {
    const hook = await endpoint(['post.published']);
    const { received, planned, deps } = harness(500);
    await emitWebhookEvent(fs.db, deps.queue, published, NOW);
    for (let attempt = 1; attempt <= PAUSE_AFTER_FAILURES; attempt++) {
      const task = planned[attempt - 1];
      expect(task?.attempt).toBe(attempt);
      await attemptDelivery(fs.db, task?.path ?? '', attempt, deps);
    }
    expect(received).toHaveLength(PAUSE_AFTER_FAILURES);
    expect(planned.slice(1).map((task) => task.at.getTime() - NOW.getTime())).toEqual(
      [1, 2, 3, 4].map(backoffMs),
    );
    // No sixth attempt: the endpoint paused itself.
    expect(planned).toHaveLength(PAUSE_AFTER_FAILURES);
    const stored = (await fs.db.doc(`workspaces/w1/webhooks/${hook.id}`).get()).data();
    expect(stored).toMatchObject({ status: 'paused', consecutiveFailures: PAUSE_AFTER_FAILURES });
    const delivery = (await fs.db.doc(planned[0]?.path ?? '').get()).data();
    expect(delivery).toMatchObject({ status: 'failed', attempts: 5, lastStatusCode: 500 });
    const outbox = await fs.db.collection('outbox').get();
    expect(outbox.docs.map((doc) => [doc.get('event'), doc.get('audience')])).toEqual([
      ['webhook_paused', { uids: ['owner'] }],
    ]);
    // A paused endpoint gets no new events.
    expect(await emitWebhookEvent(fs.db, deps.queue, { ...published, id: 'evt_3' }, NOW)).toEqual(
      [],
    );
    expect((stored?.pausedAt as Timestamp | undefined)?.toDate()).toEqual(NOW);
  });

  it('refuses a private or plain-http address when an endpoint is created', async () => {
    for (const url of [
      'http://hooks.example.test/in',
      'https://10.0.0.7/in',
      'https://localhost/in',
    ]) {
      await expect(
        createWebhook(
          fs.db,
          owner,
          {
            requestId: `req-${url.length}-private`,
            workspaceId: 'w1',
            url,
            events: ['post.failed'],
          },
          NOW,
        ),
      ).rejects.toMatchObject({ code: 'invalid-argument' });
    }
    expect((await fs.db.collection('workspaces/w1/webhooks').get()).size).toBe(0);
  });
});

describe('the events of a post status change', () => {
  it('names each transition once', () => {
    expect(postEventsOf('draft', 'scheduled')).toEqual(['post.scheduled']);
    expect(postEventsOf('publishing', 'published')).toEqual(['post.published']);
    expect(postEventsOf('publishing', 'partially_published')).toEqual(['post.partly_published']);
    expect(postEventsOf('publishing', 'failed')).toEqual(['post.failed']);
    expect(postEventsOf('draft', 'in_review')).toEqual(['approval.requested']);
    expect(postEventsOf('in_review', 'scheduled')).toEqual(['approval.decided', 'post.scheduled']);
    expect(postEventsOf('in_review', 'changes_requested')).toEqual(['approval.decided']);
    expect(postEventsOf('scheduled', 'scheduled')).toEqual([]);
  });
});
