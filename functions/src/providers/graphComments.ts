// A first comment on a Facebook Page post or an Instagram post: the Graph API's /{object}/comments
// edge, written as the Page or the account. A comment whose answer was lost is found among the
// post's comments by its text, so it is never written twice.

import { ProviderError } from './errors';
import { field, str } from './fields';
import { type GraphSession, idOf, sameText } from './graph';
import type { PublishRequest, RemotePost } from './types';

function target(request: PublishRequest, network: string): RemotePost {
  const root = request.replyTo?.root;
  if (!root?.externalId) {
    throw new ProviderError('permanent', `${network}: a comment needs the post it answers.`);
  }
  return root;
}

/** Comments on the post; the comment's address is the post's, opened at the comment. */
export async function graphComment(
  session: GraphSession,
  request: PublishRequest,
): Promise<RemotePost> {
  const root = target(request, session.network);
  const body = await session.post(
    `${root.externalId}/comments`,
    { message: request.text },
    { write: true },
  );
  const id = idOf(body, 'comment', session.network);
  return { externalId: id, url: commentUrl(root.url, id) };
}

/** Our comment among the post's latest, by its text; null when it is not there. */
export async function findGraphComment(
  session: GraphSession,
  request: PublishRequest,
  textField: 'message' | 'text',
): Promise<RemotePost | null> {
  const root = target(request, session.network);
  const listed = await session.get(`${root.externalId}/comments`, {
    fields: `id,${textField}`,
    limit: '50',
  });
  const data = field(listed, 'data');
  for (const comment of Array.isArray(data) ? data : []) {
    const id = str(field(comment, 'id'));
    if (id && sameText(str(field(comment, textField)), request.text)) {
      return { externalId: id, url: commentUrl(root.url, id) };
    }
  }
  return null;
}

function commentUrl(postUrl: string, id: string): string {
  if (!postUrl) return '';
  const url = new URL(postUrl);
  url.searchParams.set('comment_id', id);
  return url.toString();
}
