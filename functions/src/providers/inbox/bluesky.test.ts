import { HttpResponse, http } from 'msw';
import { describe, expect, it } from 'vitest';
import { mockNetwork, savingContext } from '../../../../test/support/functions/providerKit';
import { blueskyInbox } from './bluesky';
import type { InboxChannel } from './types';

const PDS = 'https://pds.test';
const US = 'did:plc:bakery';
const secrets = {
  service: PDS,
  identifier: 'bakery.test',
  appPassword: 'app-pass',
  did: US,
  accessJwt: 'access-1',
  refreshJwt: 'refresh-1',
};
const OUR_POST = `at://${US}/app.bsky.feed.post/3kour`;
const channel: InboxChannel = {
  channelId: 'bsky1',
  accountId: US,
  now: Date.UTC(2026, 10, 29, 12),
  posts: new Map([[OUR_POST, { postId: 'p1', text: 'Fresh bread at 7' }]]),
};
const { ctx } = savingContext();

// Notifications as app.bsky.notification.listNotifications documents them, newest first.
function notification(n: number, reason: string, indexedAt: string, reply = true) {
  const uri = `at://did:plc:fan${n}/app.bsky.feed.post/${n}`;
  return {
    uri,
    cid: `cid${n}`,
    author: { did: `did:plc:fan${n}`, handle: `fan${n}.test`, displayName: `Fan ${n}` },
    reason,
    reasonSubject: reason === 'quote' ? OUR_POST : undefined,
    record: {
      $type: 'app.bsky.feed.post',
      text: `Note ${n}`,
      createdAt: indexedAt,
      ...(reply
        ? {
            reply: {
              root: { uri: OUR_POST, cid: 'cidroot' },
              parent: { uri: OUR_POST, cid: 'cidroot' },
            },
          }
        : {}),
    },
    isRead: false,
    indexedAt,
  };
}
const PAGES: Record<string, { cursor?: string; notifications: unknown[] }> = {
  '': {
    cursor: 'page2',
    notifications: [
      notification(4, 'reply', '2026-11-29T10:04:00.000Z'),
      notification(3, 'like', '2026-11-29T10:03:00.000Z'),
    ],
  },
  page2: {
    cursor: 'page3',
    notifications: [
      notification(2, 'mention', '2026-11-29T10:02:00.000Z', false),
      notification(1, 'quote', '2026-11-29T10:01:00.000Z', false),
    ],
  },
  page3: { notifications: [notification(0, 'reply', '2026-11-29T10:00:00.000Z')] },
};
const asked: string[] = [];

const server = mockNetwork(
  http.get(`${PDS}/xrpc/app.bsky.notification.listNotifications`, ({ request }) => {
    if (request.headers.get('authorization') !== 'Bearer access-1') {
      return HttpResponse.json({ error: 'InvalidToken' }, { status: 401 });
    }
    const cursor = new URL(request.url).searchParams.get('cursor') ?? '';
    asked.push(cursor);
    return HttpResponse.json(PAGES[cursor]);
  }),
);

describe('Bluesky inbox: notifications', () => {
  it('reads every page on a first poll and keeps replies, mentions and quotes with their thread', async () => {
    asked.length = 0;
    const read = await blueskyInbox.read(
      'notifications',
      { cursor: null, etag: null },
      channel,
      secrets,
      ctx(),
    );
    expect(asked).toEqual(['', 'page2', 'page3']);
    expect(read.cursor).toBe('2026-11-29T10:04:00.000Z');
    expect(read.events.map((e) => [e.kind, e.text])).toEqual([
      ['comment', 'Note 4'],
      ['mention', 'Note 2'],
      ['mention', 'Note 1'],
      ['comment', 'Note 0'],
    ]);
    expect(read.events[0]).toMatchObject({
      threadId: OUR_POST,
      postId: 'p1',
      subject: 'Fresh bread at 7',
      cid: 'cid4',
      rootId: OUR_POST,
      rootCid: 'cidroot',
      url: 'https://bsky.app/profile/fan4.test/post/4',
    });
    // The quote belongs to the post it quotes.
    expect(read.events[2]?.threadId).toBe(OUR_POST);
  });

  it('stops at what the last poll saw', async () => {
    asked.length = 0;
    const read = await blueskyInbox.read(
      'notifications',
      { cursor: '2026-11-29T10:02:00.000Z', etag: null },
      channel,
      secrets,
      ctx(),
    );
    expect(asked).toEqual(['', 'page2']);
    expect(read.events.map((e) => e.text)).toEqual(['Note 4']);
  });
});

describe('Bluesky inbox: chats', () => {
  it('asks the chat service through the proxy header and keeps only what others sent since', async () => {
    const proxied: (string | null)[] = [];
    server.use(
      http.get(`${PDS}/xrpc/chat.bsky.convo.listConvos`, ({ request }) => {
        proxied.push(request.headers.get('atproto-proxy'));
        return HttpResponse.json({
          convos: [
            {
              id: 'convo1',
              rev: '1',
              members: [
                { did: US, handle: 'bakery.test' },
                { did: 'did:plc:ana', handle: 'ana.test', displayName: 'Ana' },
              ],
              lastMessage: { id: 'm3', text: 'Thanks', sentAt: '2026-11-29T11:00:00.000Z' },
              unreadCount: 1,
            },
            {
              id: 'old',
              rev: '1',
              members: [],
              lastMessage: { id: 'x', sentAt: '2026-11-01T00:00:00.000Z' },
            },
          ],
        });
      }),
      http.get(`${PDS}/xrpc/chat.bsky.convo.getMessages`, ({ request }) => {
        proxied.push(request.headers.get('atproto-proxy'));
        expect(new URL(request.url).searchParams.get('convoId')).toBe('convo1');
        return HttpResponse.json({
          messages: [
            {
              id: 'm3',
              text: 'Open on Sunday?',
              sender: { did: 'did:plc:ana' },
              sentAt: '2026-11-29T11:00:00.000Z',
            },
            {
              id: 'm2',
              text: 'Our answer',
              sender: { did: US },
              sentAt: '2026-11-29T10:59:00.000Z',
            },
            {
              id: 'm1',
              text: 'Seen before',
              sender: { did: 'did:plc:ana' },
              sentAt: '2026-11-20T10:00:00.000Z',
            },
          ],
        });
      }),
    );
    const read = await blueskyInbox.read(
      'chats',
      { cursor: '2026-11-28T00:00:00.000Z', etag: null },
      channel,
      secrets,
      ctx(),
    );
    expect(proxied).toEqual(['did:web:api.bsky.chat#bsky_chat', 'did:web:api.bsky.chat#bsky_chat']);
    expect(read.events).toHaveLength(1);
    expect(read.events[0]).toMatchObject({
      kind: 'message',
      externalId: 'convo1/m3',
      threadId: 'chat:convo1',
      authorName: 'Ana',
      text: 'Open on Sunday?',
    });
    expect(read.cursor).toBe('2026-11-29T11:00:00.000Z');
  });
});
