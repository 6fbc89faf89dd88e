// Meta's webhooks (Facebook Pages and Instagram): the GET handshake that proves we own the
// callback (hub.mode=subscribe, hub.verify_token, answered with hub.challenge), the
// X-Hub-Signature-256 header checked as an HMAC-SHA256 of the RAW body with the app secret (a
// body parsed and serialised again would not match), and the delivery turned into inbox events:
// Page `feed` comments, Instagram `comments`, and Messenger / Instagram `messaging` messages.

import { createHmac, timingSafeEqual } from 'node:crypto';
import type { InboxEvent } from '@model/schemas/inbox';

/** The challenge to answer with, or null when the request is not our subscription's. */
export function metaHandshake(query: URLSearchParams, verifyToken: string): string | null {
  const given = query.get('hub.verify_token') ?? '';
  if (query.get('hub.mode') !== 'subscribe' || !verifyToken || !sameText(given, verifyToken)) {
    return null;
  }
  return query.get('hub.challenge');
}

function sameText(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/** Whether `header` (sha256=<hex>) signs exactly `rawBody` with the app secret, in constant time. */
export function validMetaSignature(
  rawBody: Buffer,
  header: string | undefined,
  appSecret: string,
): boolean {
  if (!appSecret || !header?.startsWith('sha256=')) return false;
  const given = Buffer.from(header.slice('sha256='.length), 'hex');
  const expected = createHmac('sha256', appSecret).update(rawBody).digest();
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** A Meta account id (Page or Instagram professional account) and the channel it is ours as. */
export type ChannelOfAccount = (
  network: 'facebook' | 'instagram',
  accountId: string,
) => string | undefined;

export interface MetaDelivery {
  /** Events per channel id. */
  events: InboxEvent[];
  /** Entries for accounts no channel holds (disconnected since): left alone. */
  unknownAccounts: string[];
}

type Json = Record<string, unknown>;
const record = (value: unknown): Json =>
  typeof value === 'object' && value !== null ? (value as Json) : {};
const text = (value: unknown): string =>
  typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '';

/** Meta gives created_time in seconds (feed) and timestamps in ms (messaging) or seconds (entry). */
function millis(value: unknown, fallback: number): number {
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n) || n <= 0) return fallback;
  return n < 1e12 ? n * 1000 : n;
}

function feedComment(channelId: string, value: Json, at: number): InboxEvent | null {
  // Only new comments: edits and removals arrive with other verbs.
  if (value.item !== 'comment' || value.verb !== 'add') return null;
  const from = record(value.from);
  const id = text(value.comment_id);
  const postId = text(value.post_id);
  if (!id || !postId) return null;
  const parent = text(value.parent_id);
  return {
    network: 'facebook',
    channelId,
    externalId: id,
    kind: 'comment',
    threadId: postId,
    parentId: parent && parent !== postId ? parent : null,
    authorName: text(from.name),
    authorHandle: text(from.id),
    text: text(value.message),
    at: millis(value.created_time, at),
  };
}

function instagramComment(channelId: string, value: Json, at: number): InboxEvent | null {
  const from = record(value.from);
  const media = record(value.media);
  const id = text(value.id);
  const mediaId = text(media.id);
  if (!id || !mediaId) return null;
  return {
    network: 'instagram',
    channelId,
    externalId: id,
    kind: 'comment',
    threadId: mediaId,
    parentId: text(value.parent_id) || null,
    authorName: text(from.username),
    authorHandle: text(from.username),
    text: text(value.text),
    at,
  };
}

function message(
  network: 'facebook' | 'instagram',
  channelId: string,
  accountId: string,
  event: Json,
  at: number,
): InboxEvent | null {
  const body = record(event.message);
  const sender = text(record(event.sender).id);
  const id = text(body.mid);
  // Our own messages come back as echoes; they are stored when we send them.
  if (!id || body.is_echo === true || sender === accountId) return null;
  return {
    network,
    channelId,
    externalId: id,
    kind: 'message',
    // A conversation per person writing to the account.
    threadId: `dm:${sender}`,
    authorName: sender,
    authorHandle: sender,
    text: text(body.text),
    at: millis(event.timestamp, at),
  };
}

/** The inbox events of one webhook delivery (already verified). */
export function metaDeliveryEvents(body: unknown, channelOf: ChannelOfAccount): MetaDelivery {
  const payload = record(body);
  const network = payload.object === 'instagram' ? 'instagram' : 'facebook';
  const events: InboxEvent[] = [];
  const unknownAccounts: string[] = [];
  const entries = Array.isArray(payload.entry) ? payload.entry : [];
  for (const raw of entries) {
    const entry = record(raw);
    const accountId = text(entry.id);
    const channelId = channelOf(network, accountId);
    if (!channelId) {
      unknownAccounts.push(accountId);
      continue;
    }
    const at = millis(entry.time, Date.now());
    for (const change of Array.isArray(entry.changes) ? entry.changes : []) {
      const { field, value } = record(change);
      const event =
        field === 'feed' && network === 'facebook'
          ? feedComment(channelId, record(value), at)
          : field === 'comments' && network === 'instagram'
            ? instagramComment(channelId, record(value), at)
            : null;
      if (event) events.push(event);
    }
    for (const item of Array.isArray(entry.messaging) ? entry.messaging : []) {
      const event = message(network, channelId, accountId, record(item), at);
      if (event) events.push(event);
    }
  }
  return { events, unknownAccounts };
}
