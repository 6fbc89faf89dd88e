// The sandbox network's inbox, for the local stack and the demo: people "answer" each post a few
// seconds after it went out (two comments, the second a reply to the first), and every hour
// brings each channel a mention and a direct message. Everything derives from the post's and the
// channel's ids and the clock, so polling again finds the same items (stored once) plus whatever
// has "arrived" since.

import { createHash } from 'node:crypto';
import type { InboxEvent } from '@model/schemas/inbox';
import { SANDBOX_BASE_URL } from '../sandbox';
import type { InboxChannel, InboxReader, StreamRead } from './types';

const PEOPLE = [
  ['Ana Ruiz', 'ana.sandbox'],
  ['Tom Becker', 'tom.sandbox'],
  ['Mei Chen', 'mei.sandbox'],
  ['Sam Okafor', 'sam.sandbox'],
] as const;
const COMMENTS = [
  'Love this! Are you open on Sunday?',
  'Great news, congratulations to the whole team.',
  'How much does it cost?',
  'Can I book online?',
];
const ANSWERS = ['Same question here.', 'Thanks for sharing!', 'Following this.'];
const MESSAGES = [
  'Hi! Could you send me your price list?',
  'Do you have availability next week?',
  'Is there parking nearby?',
];
const HOUR = 3_600_000;
/** How long after a post its comments arrive. */
const FIRST_AFTER_MS = 5_000;
const SECOND_AFTER_MS = 20_000;
/** Only posts of the last week are answered: the seed's, and new ones. */
const RECENT_MS = 7 * 24 * HOUR;

function pick<T>(list: readonly T[], key: string): T {
  const n = createHash('sha256').update(key).digest().readUInt32BE(0);
  return list[n % list.length] as T;
}

function commentsOn(channel: InboxChannel, externalId: string): InboxEvent[] {
  const post = channel.posts.get(externalId);
  if (!post?.publishedAt || channel.now - post.publishedAt > RECENT_MS) return [];
  const [name, handle] = pick(PEOPLE, `${externalId}:1`);
  const [name2, handle2] = pick(PEOPLE, `${externalId}:2`);
  const first = `${externalId}-c1`;
  const base = {
    network: 'sandbox' as const,
    channelId: channel.channelId,
    kind: 'comment' as const,
    threadId: externalId,
    postId: post.postId,
    subject: post.text,
  };
  const events: InboxEvent[] = [
    {
      ...base,
      externalId: first,
      authorName: name,
      authorHandle: handle,
      text: pick(COMMENTS, externalId),
      url: `${SANDBOX_BASE_URL}/${channel.channelId}/${first}`,
      at: post.publishedAt + FIRST_AFTER_MS,
    },
    {
      ...base,
      externalId: `${externalId}-c2`,
      parentId: first,
      authorName: name2,
      authorHandle: handle2,
      text: pick(ANSWERS, externalId),
      url: `${SANDBOX_BASE_URL}/${channel.channelId}/${externalId}-c2`,
      at: post.publishedAt + SECOND_AFTER_MS,
    },
  ];
  return events.filter((event) => event.at <= channel.now);
}

/** This hour's mention and message of the channel, once their minute of the hour has come. */
function hourly(channel: InboxChannel): InboxEvent[] {
  const hour = Math.floor(channel.now / HOUR) * HOUR;
  const key = `${channel.channelId}:${hour}`;
  const [name, handle] = pick(PEOPLE, `${key}:who`);
  const at = hour + (createHash('sha256').update(key).digest().readUInt16BE(0) % 30) * 60_000;
  if (at > channel.now) return [];
  return [
    {
      network: 'sandbox',
      channelId: channel.channelId,
      externalId: `${key}-mention`,
      kind: 'mention',
      threadId: `${key}-mention`,
      authorName: name,
      authorHandle: handle,
      text: `Has anyone tried @${channel.accountId.replace(/^@/, '')}? ${pick(ANSWERS, key)}`,
      at,
    },
    {
      network: 'sandbox',
      channelId: channel.channelId,
      externalId: `${key}-dm`,
      kind: 'message',
      threadId: `dm:${handle}`,
      authorName: name,
      authorHandle: handle,
      text: pick(MESSAGES, key),
      at: at + 1000,
    },
  ];
}

export const sandboxInbox: InboxReader = {
  streams: ['all'],
  async read(_stream, state, channel): Promise<StreamRead> {
    const events = [...channel.posts.keys()].flatMap((id) => commentsOn(channel, id));
    return { events: [...events, ...hourly(channel)], cursor: state.cursor, etag: null };
  },
};
