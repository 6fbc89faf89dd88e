// Mastodon's inbox: GET /api/v1/notifications?types[]=mention, read forward from the newest id
// seen last time with min_id (each page holds what comes right after it), with the last answer's
// ETag sent back as If-None-Match. A direct (visibility "direct") mention is a message; a reply
// to the account's own status is a comment; anything else naming the account is a mention.

import type { InboxEvent } from '@model/schemas/inbox';
import { field, str } from '../fields';
import { parseMastodonSecrets } from '../mastodon/mastodon';
import { call } from '../request';
import { isNotModified } from './notModified';
import { type InboxChannel, type InboxReader, MAX_PAGES, type StreamRead } from './types';

const PAGE = 40;

/** Mastodon ids are numbers written as strings, longer ones newer. */
function newer(a: string, b: string | null): boolean {
  return b === null || a.length > b.length || (a.length === b.length && a > b);
}

/** The status's HTML as plain text: paragraphs and line breaks kept, tags and entities gone. */
export function plainText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p>/gi, '\n\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&')
    .trim();
}

function notificationEvent(raw: unknown, channel: InboxChannel): InboxEvent | null {
  const status = field(raw, 'status');
  const id = str(field(status, 'id'));
  if (field(raw, 'type') !== 'mention' || !id) return null;
  const account = field(raw, 'account');
  const replyTo = str(field(status, 'in_reply_to_id'));
  const direct = field(status, 'visibility') === 'direct';
  const toUs = field(status, 'in_reply_to_account_id') === channel.accountId;
  const threadId = direct ? `dm:${str(field(account, 'id')) ?? id}` : (replyTo ?? id);
  const ours = channel.posts.get(threadId);
  return {
    network: 'mastodon',
    channelId: channel.channelId,
    externalId: id,
    kind: direct ? 'message' : toUs ? 'comment' : 'mention',
    threadId,
    parentId: replyTo ?? null,
    authorName: str(field(account, 'display_name')) ?? str(field(account, 'acct')) ?? '',
    authorHandle: str(field(account, 'acct')) ?? '',
    text: plainText(str(field(status, 'content')) ?? ''),
    url: str(field(status, 'url')) ?? str(field(status, 'uri')) ?? null,
    at: Date.parse(str(field(status, 'created_at')) ?? '') || 0,
    ...(ours ? { postId: ours.postId, subject: ours.text } : {}),
  };
}

export const mastodonInbox: InboxReader = {
  streams: ['notifications'],
  async read(_stream, state, channel, rawSecrets, ctx): Promise<StreamRead> {
    const secrets = parseMastodonSecrets(rawSecrets);
    const events: InboxEvent[] = [];
    let cursor = state.cursor;
    let etag = state.etag;
    for (let page = 0; page < MAX_PAGES; page++) {
      const query = new URLSearchParams({ 'types[]': 'mention', limit: String(PAGE) });
      if (cursor) query.set('min_id', cursor);
      const headers: Record<string, string> = { authorization: `Bearer ${secrets.accessToken}` };
      // Only the first page of a poll repeats the last one's question.
      if (page === 0 && etag) headers['if-none-match'] = etag;
      let body: unknown;
      try {
        const answer = await call(`${secrets.instanceUrl}/api/v1/notifications?${query}`, {
          headers,
          label: 'Mastodon GET /api/v1/notifications',
          timeoutMs: ctx.timeoutMs,
        });
        body = answer.body;
        if (page === 0) etag = answer.headers.get('etag') ?? null;
      } catch (error) {
        // 304 Not Modified: nothing since the last poll.
        if (isNotModified(error)) break;
        throw error;
      }
      const list = Array.isArray(body) ? body : [];
      for (const raw of list) {
        const id = str(field(raw, 'id'));
        if (id && newer(id, cursor)) cursor = id;
        const event = notificationEvent(raw, channel);
        if (event) events.push(event);
      }
      if (list.length < PAGE) break;
    }
    return { events, cursor, etag };
  },
};
