// YouTube's inbox: comment threads on the channel's videos (commentThreads.list with
// allThreadsRelatedToChannelId, order=time, newest first, paged with pageToken; we read back to
// the newest publishedAt seen last time). The first page is asked with the last answer's ETag
// (If-None-Match; 304 when nothing changed). Replies YouTube includes with a thread come along;
// a thread with more replies than it includes is read in full on the next change.

import type { InboxEvent } from '@model/schemas/inbox';
import { field, list, str } from '../fields';
import { GoogleSession, googleRefine } from '../google';
import { YOUTUBE_API, youtubeVideoUrl } from '../youtube';
import { isNotModified } from './notModified';
import { type InboxChannel, type InboxReader, MAX_PAGES, type StreamRead } from './types';

function commentEvent(
  comment: unknown,
  videoId: string,
  channel: InboxChannel,
  parentId: string | null,
): InboxEvent | null {
  const id = str(field(comment, 'id'));
  const snippet = field(comment, 'snippet');
  if (!id) return null;
  const author = str(field(snippet, 'authorDisplayName')) ?? '';
  const ours = channel.posts.get(videoId);
  return {
    network: 'youtube',
    channelId: channel.channelId,
    externalId: id,
    kind: 'comment',
    threadId: videoId,
    parentId,
    authorName: author,
    authorHandle: str(field(field(snippet, 'authorChannelId'), 'value')) ?? author,
    text: str(field(snippet, 'textOriginal')) ?? str(field(snippet, 'textDisplay')) ?? '',
    url: `${youtubeVideoUrl(videoId)}&lc=${id}`,
    at: Date.parse(str(field(snippet, 'publishedAt')) ?? '') || 0,
    ...(ours ? { postId: ours.postId, subject: ours.text } : {}),
  };
}

export const youtubeInbox: InboxReader = {
  streams: ['comments'],
  async read(_stream, state, channel, secrets, ctx): Promise<StreamRead> {
    const youtubeChannel = str(secrets.channelId) ?? channel.accountId;
    const google = new GoogleSession(secrets, ctx, 'YouTube');
    const events: InboxEvent[] = [];
    const since = state.cursor;
    let newest = since;
    let etag = state.etag;
    let pageToken: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const query = new URLSearchParams({
        part: 'snippet,replies',
        allThreadsRelatedToChannelId: youtubeChannel,
        order: 'time',
        maxResults: '100',
        textFormat: 'plainText',
      });
      if (pageToken) query.set('pageToken', pageToken);
      let body: unknown;
      try {
        const answer = await google.call(
          `${YOUTUBE_API}/commentThreads?${query}`,
          { label: 'YouTube GET /commentThreads', refine: googleRefine('YouTube') },
          page === 0 && etag ? { 'if-none-match': etag } : {},
        );
        body = answer.body;
        if (page === 0) etag = str(field(body, 'etag')) ?? answer.headers.get('etag') ?? etag;
      } catch (error) {
        if (isNotModified(error)) break;
        throw error;
      }
      let reachedSeen = false;
      for (const thread of list(field(body, 'items'))) {
        const snippet = field(thread, 'snippet');
        const videoId = str(field(snippet, 'videoId')) ?? '';
        const top = field(snippet, 'topLevelComment');
        const topEvent = commentEvent(top, videoId, channel, null);
        const replies = list(field(field(thread, 'replies'), 'comments'))
          .map((reply) => commentEvent(reply, videoId, channel, topEvent?.externalId ?? null))
          .filter((event): event is InboxEvent => event !== null);
        let fresh = false;
        for (const event of topEvent ? [topEvent, ...replies] : replies) {
          const at = new Date(event.at).toISOString();
          if (since && at <= since) continue;
          fresh = true;
          if (!newest || at > newest) newest = at;
          // The channel's own answers come back as replies; they are ours, not the inbox's.
          if (event.authorHandle === youtubeChannel) continue;
          events.push(event);
        }
        // Threads come by latest activity: one with nothing new ends what this poll must read.
        if (since && !fresh) reachedSeen = true;
      }
      pageToken = str(field(body, 'nextPageToken'));
      if (reachedSeen || !pageToken) break;
    }
    return { events, cursor: newest, etag };
  },
};
