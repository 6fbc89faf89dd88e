// Bluesky's inbox: replies, mentions and quotes from app.bsky.notification.listNotifications
// (newest first, paged with `cursor`; we read back to the newest indexedAt seen last time), and
// direct messages from the chat service (chat.bsky.convo.listConvos, then getMessages of each
// conversation with something new), reached through the PDS with the atproto-proxy header.

import type { InboxEvent } from '@model/schemas/inbox';
import { type BlueskyChannelSession, openSession } from '../bluesky/bluesky';
import { field, list, str } from '../fields';
import { type InboxChannel, type InboxReader, MAX_PAGES, type StreamRead } from './types';

const CHAT_PROXY = { 'atproto-proxy': 'did:web:api.bsky.chat#bsky_chat' };
const KINDS: Record<string, InboxEvent['kind']> = {
  reply: 'comment',
  mention: 'mention',
  quote: 'mention',
};

function postUrl(uri: string, handle: string): string {
  const rkey = uri.split('/').pop() ?? '';
  return `https://bsky.app/profile/${handle}/post/${rkey}`;
}

function notificationEvent(raw: unknown, channel: InboxChannel): InboxEvent | null {
  const kind = KINDS[str(field(raw, 'reason')) ?? ''];
  const uri = str(field(raw, 'uri'));
  if (!kind || !uri) return null;
  const author = field(raw, 'author');
  const record = field(raw, 'record');
  const reply = field(record, 'reply');
  const root = field(reply, 'root');
  const parent = field(reply, 'parent');
  const rootUri = str(field(root, 'uri'));
  // A quote is about the post it quotes (the notification's reasonSubject).
  const threadId = rootUri ?? str(field(raw, 'reasonSubject')) ?? uri;
  const handle = str(field(author, 'handle')) ?? '';
  const ours = channel.posts.get(threadId);
  return {
    network: 'bluesky',
    channelId: channel.channelId,
    externalId: uri,
    kind,
    threadId,
    parentId: str(field(parent, 'uri')) ?? null,
    authorName: str(field(author, 'displayName')) ?? handle,
    authorHandle: handle,
    text: str(field(record, 'text')) ?? '',
    url: postUrl(uri, handle),
    at: Date.parse(str(field(record, 'createdAt')) ?? str(field(raw, 'indexedAt')) ?? '') || 0,
    cid: str(field(raw, 'cid')),
    rootId: rootUri ?? uri,
    rootCid: str(field(root, 'cid')) ?? str(field(raw, 'cid')),
    ...(ours ? { postId: ours.postId, subject: ours.text } : {}),
  };
}

async function readNotifications(
  session: BlueskyChannelSession,
  since: string | null,
  channel: InboxChannel,
): Promise<StreamRead> {
  const events: InboxEvent[] = [];
  let newest = since;
  let cursor: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const query = new URLSearchParams({ limit: '50' });
    if (cursor) query.set('cursor', cursor);
    const body = await session.xrpc('app.bsky.notification.listNotifications', { query });
    let reachedSeen = false;
    for (const raw of list(field(body, 'notifications'))) {
      const indexedAt = str(field(raw, 'indexedAt')) ?? '';
      if (since && indexedAt <= since) {
        reachedSeen = true;
        break;
      }
      if (!newest || indexedAt > newest) newest = indexedAt;
      const event = notificationEvent(raw, channel);
      if (event) events.push(event);
    }
    cursor = str(field(body, 'cursor'));
    if (reachedSeen || !cursor) break;
  }
  return { events, cursor: newest, etag: null };
}

async function readChats(
  session: BlueskyChannelSession,
  since: string | null,
  channel: InboxChannel,
): Promise<StreamRead> {
  const events: InboxEvent[] = [];
  let newest = since;
  const body = await session.xrpc('chat.bsky.convo.listConvos', {
    query: new URLSearchParams({ limit: '50' }),
    headers: CHAT_PROXY,
  });
  for (const convo of list(field(body, 'convos'))) {
    const convoId = str(field(convo, 'id'));
    const lastAt = str(field(field(convo, 'lastMessage'), 'sentAt')) ?? '';
    if (!convoId || (since && lastAt <= since)) continue;
    const members = list(field(convo, 'members'));
    const messages = await session.xrpc('chat.bsky.convo.getMessages', {
      query: new URLSearchParams({ convoId, limit: '50' }),
      headers: CHAT_PROXY,
    });
    for (const message of list(field(messages, 'messages'))) {
      const sentAt = str(field(message, 'sentAt')) ?? '';
      const sender = str(field(field(message, 'sender'), 'did')) ?? '';
      const id = str(field(message, 'id'));
      if (!id || sender === channel.accountId || (since && sentAt <= since)) continue;
      if (!newest || sentAt > newest) newest = sentAt;
      const member = members.find((m) => field(m, 'did') === sender);
      const handle = str(field(member, 'handle')) ?? sender;
      events.push({
        network: 'bluesky',
        channelId: channel.channelId,
        externalId: `${convoId}/${id}`,
        kind: 'message',
        threadId: `chat:${convoId}`,
        authorName: str(field(member, 'displayName')) ?? handle,
        authorHandle: handle,
        text: str(field(message, 'text')) ?? '',
        at: Date.parse(sentAt) || 0,
      });
    }
  }
  return { events, cursor: newest, etag: null };
}

export const blueskyInbox: InboxReader = {
  streams: ['notifications', 'chats'],
  async read(stream, state, channel, secrets, ctx) {
    const session = openSession(secrets, ctx);
    return stream === 'chats'
      ? readChats(session, state.cursor, channel)
      : readNotifications(session, state.cursor, channel);
  },
};
