import { beforeEach, describe, expect, it } from 'vitest';
import { suiteFirestore } from '../../../../test/support/functions/suiteFirestore';
import { markNeedsReconnect } from '../publishing/publish';
import { markChannelNeedsReconnect } from './channelHealth';

const fs = suiteFirestore();

const notifications = async () =>
  (await fs.db.collection('workspaces/w/notifications').get()).docs.map((d) => d.data());

beforeEach(async () => {
  await fs.clear();
  await fs.db.doc('workspaces/w').set({ product: 'smm', members: {} });
  await fs.db.doc('workspaces/w/channels/c1').set({
    provider: 'bluesky',
    handle: '@alice.test',
    status: 'connected',
    lastError: null,
  });
});

describe('a channel that needs reconnecting', () => {
  it('turns needs_reconnect with the reason and tells the workspace once', async () => {
    const at = new Date('2026-11-21T10:00:00Z');
    expect(await markChannelNeedsReconnect(fs.db, 'w', 'c1', 'token revoked', at)).toBe(true);
    expect(await markChannelNeedsReconnect(fs.db, 'w', 'c1', 'token revoked again', at)).toBe(
      false,
    );
    const channel = (await fs.db.doc('workspaces/w/channels/c1').get()).data();
    expect(channel?.status).toBe('needs_reconnect');
    expect(channel?.lastError.message).toBe('token revoked');
    expect(channel?.lastError.at.toDate()).toEqual(at);
    const sent = await notifications();
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      kind: 'channel_needs_reconnect',
      channelId: 'c1',
      provider: 'bluesky',
      handle: '@alice.test',
      message: '@alice.test (Bluesky) needs to be reconnected: token revoked',
    });
    expect(sent[0]?.createdAt).toBeDefined();
  });

  it('tells the workspace again after a reconnection breaks once more', async () => {
    await markChannelNeedsReconnect(fs.db, 'w', 'c1', 'first');
    await fs.db.doc('workspaces/w/channels/c1').update({ status: 'connected', lastError: null });
    await markChannelNeedsReconnect(fs.db, 'w', 'c1', 'second');
    expect((await notifications()).map((n) => n.message)).toHaveLength(2);
  });

  it('leaves a disconnected or missing channel alone', async () => {
    await fs.db.doc('workspaces/w/channels/c1').update({ status: 'disconnected' });
    expect(await markChannelNeedsReconnect(fs.db, 'w', 'c1', 'late 401')).toBe(false);
    expect(await markChannelNeedsReconnect(fs.db, 'w', 'gone', 'late 401')).toBe(false);
    expect((await fs.db.doc('workspaces/w/channels/c1').get()).data()?.status).toBe('disconnected');
    expect(await notifications()).toEqual([]);
  });

  it('is what the publisher does on a 401, with one notification however many posts fail', async () => {
    const workspace = fs.db.doc('workspaces/w');
    await markNeedsReconnect(workspace, 'c1', 'Bluesky createSession answered 401.');
    await markNeedsReconnect(workspace, 'c1', 'Bluesky createSession answered 401.');
    expect((await fs.db.doc('workspaces/w/channels/c1').get()).data()?.status).toBe(
      'needs_reconnect',
    );
    expect(await notifications()).toHaveLength(1);
  });
});
