// LinkedIn organization pages' inbox: the comments on the page's recent posts
// (GET /rest/socialActions/{post URN}/comments, newest posts first, at most RECENT_POSTS of them
// per poll to stay within the page's daily call budget), kept when made after the newest comment
// seen last time; the page's own comments are left out. LinkedIn has no comment webhooks for
// pages without partner access, and no direct messages for pages in its API.

import type { InboxEvent } from '@model/schemas/inbox';
import { count, field, list, str } from '../fields';
import { LinkedInSession } from '../linkedin/linkedin';
import type { InboxReader, StreamRead } from './types';

const RECENT_POSTS = 20;

export const linkedinPageInbox: InboxReader = {
  streams: ['comments'],
  async read(_stream, state, channel, secrets, ctx): Promise<StreamRead> {
    const session = new LinkedInSession(secrets, ctx);
    const since = state.cursor ? Number(state.cursor) : 0;
    let newest = since;
    const events: InboxEvent[] = [];
    const posts = [...channel.posts.entries()]
      .sort(([, a], [, b]) => (b.publishedAt ?? 0) - (a.publishedAt ?? 0))
      .slice(0, RECENT_POSTS);
    for (const [urn, post] of posts) {
      const body = (
        await session.rest(`socialActions/${encodeURIComponent(urn)}/comments?count=50`)
      ).body;
      for (const comment of list(field(body, 'elements'))) {
        const id = str(field(comment, '$URN')) ?? str(field(comment, 'commentUrn'));
        const at = count(field(comment, 'created'), 'time');
        const actor = str(field(comment, 'actor')) ?? '';
        if (!id || at <= since || actor === session.personUrn) continue;
        newest = Math.max(newest, at);
        events.push({
          network: 'linkedin_page',
          channelId: channel.channelId,
          externalId: id,
          kind: 'comment',
          threadId: urn,
          parentId: str(field(comment, 'parentComment')) ?? null,
          authorName: actor,
          authorHandle: actor,
          text: str(field(field(comment, 'message'), 'text')) ?? '',
          url: `https://www.linkedin.com/feed/update/${urn}/?commentUrn=${encodeURIComponent(id)}`,
          at,
          postId: post.postId,
          subject: post.text,
        });
      }
    }
    return { events, cursor: newest ? String(newest) : state.cursor, etag: null };
  },
};
