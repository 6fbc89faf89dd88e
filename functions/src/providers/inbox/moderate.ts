// Liking, hiding or deleting on the network what people wrote, through each network's documented
// call (model/schemas/inbox.ts MODERATION_BY_NETWORK says which network allows what):
//   Facebook Pages  POST /{comment-id}/likes, POST /{comment-id} is_hidden=true, DELETE /{comment-id}
//   Instagram       POST /{ig-comment-id} hide=true, DELETE /{ig-comment-id}
//   YouTube         POST comments/setModerationStatus?id=&moderationStatus=rejected
//   Bluesky         com.atproto.repo.createRecord of an app.bsky.feed.like naming the post
//   Mastodon        POST /api/v1/statuses/{id}/favourite
//   X               PUT /2/tweets/{id}/hidden {"hidden":true} (replies to our own posts),
//                   POST /2/users/{our id}/likes {"tweet_id"}
//   Threads         POST /{reply-id}/manage_reply hide=true (a top-level reply and those under it)
//   LinkedIn pages  DELETE /rest/socialActions/{post URN}/comments/{comment id}?actor={page URN}
// Each is idempotent on the network (a second like or hide changes nothing), so a retry after a
// lost answer is safe.

import type { InboxModeration } from '@model/schemas/inbox';
import { openSession } from '../bluesky/bluesky';
import { ProviderError } from '../errors';
import { page } from '../facebook';
import { GoogleSession } from '../google';
import { account } from '../instagram';
import { LinkedInSession } from '../linkedin/linkedin';
import { parseMastodonSecrets } from '../mastodon/mastodon';
import { call } from '../request';
import { threadsProfile } from '../threads';
import type { ChannelSecrets, ProviderContext } from '../types';
import { XSession } from '../x/x';
import { YOUTUBE_API } from '../youtube';

/** The item as the network knows it: its id, and (Bluesky) the content hash a like names. */
export interface ModeratedItem {
  externalId: string;
  cid?: string;
}

type Moderate = (
  item: ModeratedItem,
  secrets: ChannelSecrets,
  ctx: ProviderContext,
) => Promise<unknown>;

const graphPage: Partial<Record<InboxModeration, Moderate>> = {
  like: (item, secrets, ctx) =>
    page(secrets, ctx).session.post(`${item.externalId}/likes`, {}, { write: true }),
  hide: (item, secrets, ctx) =>
    page(secrets, ctx).session.post(item.externalId, { is_hidden: 'true' }, { write: true }),
  delete: (item, secrets, ctx) => page(secrets, ctx).session.delete(item.externalId),
};

const instagram: Partial<Record<InboxModeration, Moderate>> = {
  hide: (item, secrets, ctx) =>
    account(secrets, ctx).session.post(item.externalId, { hide: 'true' }, { write: true }),
  delete: (item, secrets, ctx) => account(secrets, ctx).session.delete(item.externalId),
};

const youtube: Partial<Record<InboxModeration, Moderate>> = {
  hide: (item, secrets, ctx) => {
    const query = new URLSearchParams({ id: item.externalId, moderationStatus: 'rejected' });
    return new GoogleSession(secrets, ctx, 'YouTube').json(
      `${YOUTUBE_API}/comments/setModerationStatus?${query}`,
      'POST',
      undefined,
      true,
    );
  },
};

const bluesky: Partial<Record<InboxModeration, Moderate>> = {
  like: async (item, secrets, ctx) => {
    if (!item.cid) throw new ProviderError('permanent', 'Bluesky: the post to like has no cid.');
    const session = openSession(secrets, ctx);
    await session.ensureSession();
    return session.xrpc('com.atproto.repo.createRecord', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        repo: session.secrets.did,
        collection: 'app.bsky.feed.like',
        record: {
          $type: 'app.bsky.feed.like',
          subject: { uri: item.externalId, cid: item.cid },
          createdAt: new Date().toISOString(),
        },
      }),
    });
  },
};

const mastodon: Partial<Record<InboxModeration, Moderate>> = {
  like: (item, secrets, ctx) => {
    const { instanceUrl, accessToken } = parseMastodonSecrets(secrets);
    return call(`${instanceUrl}/api/v1/statuses/${encodeURIComponent(item.externalId)}/favourite`, {
      method: 'POST',
      headers: { authorization: `Bearer ${accessToken}` },
      write: true,
      label: 'Mastodon POST /api/v1/statuses/:id/favourite',
      timeoutMs: ctx.timeoutMs,
    });
  },
};

const json = { 'content-type': 'application/json' };

const x: Partial<Record<InboxModeration, Moderate>> = {
  hide: (item, secrets, ctx) =>
    new XSession(secrets, ctx).api(`/2/tweets/${encodeURIComponent(item.externalId)}/hidden`, {
      method: 'PUT',
      headers: json,
      body: JSON.stringify({ hidden: true }),
      write: true,
    }),
  like: async (item, secrets, ctx) => {
    const session = new XSession(secrets, ctx);
    const us = await session.userId();
    return session.api(`/2/users/${encodeURIComponent(us)}/likes`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ tweet_id: item.externalId }),
      write: true,
    });
  },
};

const threads: Partial<Record<InboxModeration, Moderate>> = {
  hide: async (item, secrets, ctx) => {
    const { session } = await threadsProfile(secrets, ctx);
    return session.post(`${item.externalId}/manage_reply`, { hide: 'true' }, { write: true });
  },
};

/** A comment's URN names the post it is on and its own id: urn:li:comment:(urn:li:…,id). */
const COMMENT_URN = /^urn:li:comment:\((urn:li:[A-Za-z]+:[^,()]+),([^,()]+)\)$/;

const linkedinPage: Partial<Record<InboxModeration, Moderate>> = {
  delete: (item, secrets, ctx) => {
    const parts = COMMENT_URN.exec(item.externalId);
    if (!parts) {
      throw new ProviderError('permanent', 'LinkedIn: the comment to delete has no comment URN.');
    }
    const session = new LinkedInSession(secrets, ctx);
    const [, target = '', commentId = ''] = parts;
    const actor = new URLSearchParams({ actor: session.personUrn });
    return session.rest(
      `socialActions/${encodeURIComponent(target)}/comments/${encodeURIComponent(commentId)}?${actor}`,
      { method: 'DELETE', write: true },
    );
  },
};

const BY_NETWORK: Readonly<Record<string, Partial<Record<InboxModeration, Moderate>>>> = {
  facebook: graphPage,
  instagram,
  youtube,
  bluesky,
  mastodon,
  x,
  threads,
  linkedin_page: linkedinPage,
};

/** Does `action` to the item on the network; the sandbox (and its channels) take it as done. */
export async function moderateOnNetwork(
  network: string,
  action: InboxModeration,
  item: ModeratedItem,
  secrets: ChannelSecrets,
  ctx: ProviderContext,
): Promise<void> {
  if (network === 'sandbox' || secrets.sandbox === true) return;
  const run = BY_NETWORK[network]?.[action];
  if (!run) throw new ProviderError('permanent', `${network} does not allow this (${action}).`);
  await run(item, secrets, ctx);
}
