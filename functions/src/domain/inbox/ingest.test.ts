import type { InboxEvent } from '@model/schemas/inbox';
import { beforeEach, describe, expect, it } from 'vitest';
import { suiteFirestore } from '../../../../test/support/functions/suiteFirestore';
import { conversationIdOf, inboxItemId } from './ids';
import { ingest } from './ingest';

const fs = suiteFirestore();
const WS = 'wsInbox';

function comment(n: number, thread = 'post-1', extra: Partial<InboxEvent> = {}): InboxEvent {
  return {
    network: 'bluesky',
    channelId: 'ch1',
    externalId: `at://did:plc:fan${n}/app.bsky.feed.post/${n}`,
    kind: 'comment',
    threadId: `at://did:plc:us/app.bsky.feed.post/${thread}`,
    authorName: `Fan ${n}`,
    authorHandle: `fan${n}.bsky.social`,
    text: `Comment number ${n} about croissants`,
    at: Date.UTC(2026, 10, 1, 9, n),
    ...extra,
  };
}

const conversation = async (thread = 'post-1') =>
  (
    await fs.db.doc(`workspaces/${WS}/conversations/${conversationIdOf(comment(0, thread))}`).get()
  ).data() ?? {};
const itemCount = async () =>
  (await fs.db.collection(`workspaces/${WS}/inboxItems`).count().get()).data().count;

beforeEach(() => fs.clear());

describe('ingest', () => {
  it('stores each item once however often and in whatever order it comes', async () => {
    const events = [1, 2, 3, 4, 5].map((n) => comment(n));
    const first = await ingest(fs.db, WS, [
      events[4],
      events[0],
      events[0],
      events[2],
    ] as InboxEvent[]);
    expect(first).toEqual({ stored: 3, duplicates: 1 });
    const second = await ingest(fs.db, WS, [...events].reverse());
    expect(second).toEqual({ stored: 2, duplicates: 3 });
    expect(await itemCount()).toBe(5);
    const c = await conversation();
    expect(c.itemCount).toBe(5);
    expect(c.unread).toBe(5);
    // The preview is the newest by network time, not the last to arrive.
    expect(c.lastText).toBe('Comment number 5 about croissants');
    expect(c.firstAt.toMillis()).toBe(comment(1).at);
    expect(c.search).toContain('croissants');
    expect(c.search).toContain('fan3.bsky.social');
  });

  it("writes the workspace's id and product on the conversation, for the staff's query", async () => {
    await fs.db.doc(`workspaces/${WS}`).set({ name: 'Inbox', product: 'connect' });
    await ingest(fs.db, WS, [comment(1)]);
    expect(await conversation()).toMatchObject({ workspaceId: WS, product: 'connect' });
    const found = await fs.db
      .collectionGroup('conversations')
      .where('product', '==', 'connect')
      .orderBy('lastAtMs', 'desc')
      .get();
    expect(found.docs.map((d) => d.ref.parent.parent?.id)).toEqual([WS]);
  });

  it('keys an item by its network and id, slashes and all', async () => {
    await ingest(fs.db, WS, [comment(7)]);
    const doc = await fs.db
      .doc(`workspaces/${WS}/inboxItems/${inboxItemId('bluesky', comment(7).externalId)}`)
      .get();
    expect(doc.get('text')).toBe('Comment number 7 about croissants');
    expect(doc.id.startsWith('bluesky:at%3A%2F%2F')).toBe(true);
  });

  it('stores one copy when the same delivery is taken twice at the same time', async () => {
    const events = [1, 2, 3].map((n) => comment(n));
    const results = await Promise.all([ingest(fs.db, WS, events), ingest(fs.db, WS, events)]);
    expect(results.reduce((sum, r) => sum + r.stored, 0)).toBe(3);
    expect((await conversation()).unread).toBe(3);
  });

  it('groups by the thread answered and names our post when the adapter knows it', async () => {
    await ingest(fs.db, WS, [
      comment(1, 'a', { postId: 'p-a', subject: 'Our spring bakery post' }),
      comment(2, 'b'),
      comment(3, 'a'),
    ]);
    expect((await conversation('a')).itemCount).toBe(2);
    expect((await conversation('a')).postId).toBe('p-a');
    expect((await conversation('a')).subject).toBe('Our spring bakery post');
    expect((await conversation('b')).postId).toBeNull();
  });

  it('reopens a done conversation when something new arrives, and the item shares its visibility', async () => {
    await ingest(fs.db, WS, [comment(1)]);
    const ref = fs.db.doc(`workspaces/${WS}/conversations/${conversationIdOf(comment(1))}`);
    await ref.update({ status: 'done', shared: true });
    await ingest(fs.db, WS, [comment(1)]);
    expect((await ref.get()).get('status')).toBe('done');
    await ingest(fs.db, WS, [comment(2)]);
    expect((await ref.get()).get('status')).toBe('open');
    const item = await fs.db
      .doc(`workspaces/${WS}/inboxItems/${inboxItemId('bluesky', comment(2).externalId)}`)
      .get();
    expect(item.get('shared')).toBe(true);
  });
});
