// Tokens a network hands out while the publisher is sending (a refreshed session) are stored only
// while the channel is still connected: a disconnection during the publish must leave no secrets.

import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { FakeNetwork } from '../../../../test/support/functions/fakeNetwork';
import { suiteFirestore } from '../../../../test/support/functions/suiteFirestore';
import type { Provider } from '../../providers/types';
import { openSecrets } from '../secretBox';
import { runPublisher } from './publishRun';

const fs = suiteFirestore();

const WS = 'ws1';
const now = new Date('2026-03-29T09:00:00Z');
const channel = `workspaces/${WS}/channels/bsky`;

beforeEach(async () => {
  await fs.clear();
  await fs.db.doc(channel).set({
    provider: 'sandbox',
    displayName: 'Bakery',
    handle: '@bakery',
    status: 'connected',
  });
  await fs.db.doc('channelSecrets/bsky').set({ handle: '@bakery', accessJwt: 'old' });
  await fs.db.doc(`workspaces/${WS}/posts/p1`).set({
    authorUid: 'u1',
    text: 'Fresh bread',
    variants: {},
    media: [],
    channelIds: ['bsky'],
    timeZone: 'Europe/Berlin',
    scheduledAt: Timestamp.fromDate(new Date(now.getTime() - 1000)),
    status: 'scheduled',
    held: false,
    dueAt: Timestamp.fromDate(new Date(now.getTime() - 1000)),
    results: {},
    lease: null,
  });
});

/** A provider that renews its session during the send, after `during` ran. */
function renewingProvider(during: () => Promise<void>): Provider {
  const base = new FakeNetwork().provider();
  return {
    ...base,
    async publish(request, secrets, ctx) {
      await during();
      await ctx.saveSecrets({ accessJwt: 'renewed' });
      return base.publish(request, secrets, ctx);
    },
  };
}

const publish = (provider: Provider) =>
  runPublisher(fs.db, {
    now: () => now,
    providerFor: () => provider,
    loadMedia: async () => new Uint8Array(0),
  });

describe('secrets renewed while publishing', () => {
  it('are stored while the channel stays connected', async () => {
    await publish(renewingProvider(async () => undefined));
    expect(
      openSecrets('bsky', (await fs.db.doc('channelSecrets/bsky').get()).data()),
    ).toMatchObject({
      handle: '@bakery',
      accessJwt: 'renewed',
    });
    expect((await fs.db.doc(`workspaces/${WS}/posts/p1`).get()).get('status')).toBe('published');
  });

  it('are dropped when the channel was disconnected during the publish', async () => {
    await publish(
      renewingProvider(async () => {
        // What disconnectChannel commits: the channel disconnected, its secrets deleted.
        await fs.db.doc(channel).update({ status: 'disconnected' });
        await fs.db.doc('channelSecrets/bsky').delete();
      }),
    );
    expect((await fs.db.doc('channelSecrets/bsky').get()).exists).toBe(false);
    expect((await fs.db.doc(channel).get()).get('status')).toBe('disconnected');
  });
});
