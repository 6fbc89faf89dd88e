// Where the inbox opens in each variant, on a conversation when one is named: smm has its own
// route; connect's route table is the seed's and does not grow, so there it is a view of the
// posts page. The bell and the assignment email link here. Its own module, so the navigation's
// inbox entry (part of the signed-in app's first load) does not bring the inbox's schemas.

import type { Product } from './variant';

export function inboxPath(
  product: Product,
  at?: { workspaceId: string; conversationId?: string },
): string {
  const query = new URLSearchParams(product === 'connect' ? { view: 'inbox' } : {});
  if (at) query.set('workspace', at.workspaceId);
  if (at?.conversationId) query.set('c', at.conversationId);
  const search = query.toString();
  return `${product === 'connect' ? '/app/posts' : '/app/inbox'}${search ? `?${search}` : ''}`;
}
