// A post's first comment on LinkedIn, through the Comments API: POST
// /rest/socialActions/{post URN}/comments with the author as actor, which answers with the
// comment's URN. A comment whose answer was lost is found among the post's comments by its
// author, its text and a creation time after the attempt.

import { ProviderError } from '../errors';
import { count, field, str } from '../fields';
import type { PublishRequest, RemotePost } from '../types';
import type { LinkedInSession } from './linkedin';

/** Clocks differ between us and LinkedIn; the lookup looks a little further back. */
const LOOKUP_SKEW_MS = 5 * 60_000;

function commentedPost(request: PublishRequest): string {
  const post = request.replyTo?.root.externalId;
  if (!post) throw new ProviderError('permanent', 'LinkedIn: a comment needs the post it answers.');
  return post;
}

/** The post's own address, opened at the comment. */
function commentUrl(post: string, comment: string): string {
  return `https://www.linkedin.com/feed/update/${post}/?commentUrn=${encodeURIComponent(comment)}`;
}

export async function linkedinComment(
  session: LinkedInSession,
  request: PublishRequest,
): Promise<RemotePost> {
  const post = commentedPost(request);
  const created = await session.rest(`socialActions/${encodeURIComponent(post)}/comments`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      actor: session.personUrn,
      object: post,
      message: { text: request.text },
    }),
    write: true,
  });
  const urn =
    str(field(created.body, '$URN')) ??
    created.headers.get('x-restli-id') ??
    str(field(created.body, 'id'));
  if (!urn) {
    throw new ProviderError(
      'unknown_outcome',
      'LinkedIn accepted the comment but did not say which it is.',
    );
  }
  return { externalId: urn, url: commentUrl(post, urn) };
}

/** Our comment among the post's comments: the author's, with the text, made since the attempt. */
export async function findLinkedinComment(
  session: LinkedInSession,
  request: PublishRequest,
): Promise<RemotePost | null> {
  const post = commentedPost(request);
  const listed = (await session.rest(`socialActions/${encodeURIComponent(post)}/comments?count=50`))
    .body;
  const since = request.attemptedAt.getTime() - LOOKUP_SKEW_MS;
  const elements = field(listed, 'elements');
  for (const comment of Array.isArray(elements) ? elements : []) {
    const urn = str(field(comment, '$URN')) ?? str(field(comment, 'id'));
    const createdAt = count(field(comment, 'created'), 'time');
    if (!urn || str(field(comment, 'actor')) !== session.personUrn || createdAt < since) continue;
    if (str(field(field(comment, 'message'), 'text'))?.trim() === request.text.trim()) {
      return { externalId: urn, url: commentUrl(post, urn) };
    }
  }
  return null;
}
