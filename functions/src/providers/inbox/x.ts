// X's inbox: mentions of the account (GET /2/users/:id/mentions with since_id, newest first,
// paged back with pagination_token), a reply to one of the account's posts being a comment in
// that post's conversation (conversation_id). Direct messages (GET /2/dm_events) need a paid API
// tier with the dm.read scope, which this app's OAuth grant does not ask for: the inbox does not
// read X messages; X_DM_NOTE is the sentence that says so, for the inbox screen to show.

import type { InboxEvent } from '@model/schemas/inbox';
import { field, list, str } from '../fields';
import { XSession, xPostUrl } from '../x/x';
import { type InboxReader, MAX_PAGES, type StreamRead } from './types';

export const X_DM_NOTE =
  'X direct messages are not read: they need a paid API tier and the dm.read permission.';

/** X ids are numbers written as strings, longer ones newer. */
function newer(a: string, b: string | null): boolean {
  return b === null || a.length > b.length || (a.length === b.length && a > b);
}

export const xInbox: InboxReader = {
  streams: ['mentions'],
  async read(_stream, state, channel, secrets, ctx): Promise<StreamRead> {
    const session = new XSession(secrets, ctx);
    const userId = await session.userId();
    const events: InboxEvent[] = [];
    let newest = state.cursor;
    let token: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const query = new URLSearchParams({
        max_results: '100',
        'tweet.fields':
          'created_at,conversation_id,in_reply_to_user_id,referenced_tweets,author_id',
        expansions: 'author_id',
        'user.fields': 'name,username',
      });
      if (state.cursor) query.set('since_id', state.cursor);
      if (token) query.set('pagination_token', token);
      const body = (await session.api(`/2/users/${encodeURIComponent(userId)}/mentions?${query}`))
        .body;
      const users = list(field(field(body, 'includes'), 'users'));
      for (const tweet of list(field(body, 'data'))) {
        const id = str(field(tweet, 'id'));
        if (!id) continue;
        if (newer(id, newest)) newest = id;
        const author = users.find((u) => field(u, 'id') === field(tweet, 'author_id'));
        const conversation = str(field(tweet, 'conversation_id')) ?? id;
        const replyTo = list(field(tweet, 'referenced_tweets')).find(
          (r) => field(r, 'type') === 'replied_to',
        );
        const toUs = field(tweet, 'in_reply_to_user_id') === userId;
        const ours = channel.posts.get(conversation);
        const username = str(field(author, 'username')) ?? '';
        events.push({
          network: 'x',
          channelId: channel.channelId,
          externalId: id,
          kind: toUs ? 'comment' : 'mention',
          threadId: conversation,
          parentId: str(field(replyTo, 'id')) ?? null,
          authorName: str(field(author, 'name')) ?? username,
          authorHandle: username,
          text: str(field(tweet, 'text')) ?? '',
          url: xPostUrl({ username }, id),
          at: Date.parse(str(field(tweet, 'created_at')) ?? '') || 0,
          ...(ours ? { postId: ours.postId, subject: ours.text } : {}),
        });
      }
      token = str(field(field(body, 'meta'), 'next_token'));
      if (!token) break;
    }
    return { events, cursor: newest, etag: null };
  },
};
