// Threads' inbox: the replies to the account's recent posts, at every depth
// (GET /{media-id}/conversation, newest first, paged with `after`), kept when written after the
// newest reply seen last time; the account's own replies are left out (is_reply_owned_by_me).
// Needs the threads_read_replies permission. Threads has no direct messages in its API.

import type { InboxEvent } from '@model/schemas/inbox';
import { field, list, str } from '../fields';
import { threadsProfile } from '../threads';
import { type InboxReader, MAX_PAGES, type StreamRead } from './types';

/** Posts whose replies one poll reads, newest first (the profile's call budget). */
const RECENT_POSTS = 20;
const FIELDS = 'id,text,username,permalink,timestamp,replied_to,root_post,is_reply_owned_by_me';

export const threadsInbox: InboxReader = {
  streams: ['replies'],
  async read(_stream, state, channel, secrets, ctx): Promise<StreamRead> {
    const { session } = await threadsProfile(secrets, ctx);
    const since = state.cursor ? Number(state.cursor) : 0;
    let newest = since;
    const events: InboxEvent[] = [];
    const posts = [...channel.posts.entries()]
      .sort(([, a], [, b]) => (b.publishedAt ?? 0) - (a.publishedAt ?? 0))
      .slice(0, RECENT_POSTS);
    for (const [mediaId, post] of posts) {
      let after: string | undefined;
      for (let page = 0; page < MAX_PAGES; page++) {
        const body = await session.get(`${mediaId}/conversation`, {
          fields: FIELDS,
          reverse: 'true',
          ...(after ? { after } : {}),
        });
        let reachedSeen = false;
        for (const reply of list(field(body, 'data'))) {
          const id = str(field(reply, 'id'));
          const at = Date.parse(str(field(reply, 'timestamp')) ?? '') || 0;
          if (!id) continue;
          if (at <= since) {
            reachedSeen = true;
            break;
          }
          newest = Math.max(newest, at);
          if (field(reply, 'is_reply_owned_by_me') === true) continue;
          const username = str(field(reply, 'username')) ?? '';
          const parent = str(field(field(reply, 'replied_to'), 'id'));
          events.push({
            network: 'threads',
            channelId: channel.channelId,
            externalId: id,
            kind: 'comment',
            threadId: mediaId,
            parentId: parent && parent !== mediaId ? parent : null,
            authorName: username,
            authorHandle: username,
            text: str(field(reply, 'text')) ?? '',
            url: str(field(reply, 'permalink')) ?? null,
            at,
            postId: post.postId,
            subject: post.text,
          });
        }
        after = str(field(field(field(body, 'paging'), 'cursors'), 'after'));
        if (reachedSeen || !after || !str(field(field(body, 'paging'), 'next'))) break;
      }
    }
    return { events, cursor: newest ? String(newest) : state.cursor, etag: null };
  },
};
