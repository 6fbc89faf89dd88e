// The migration conversations-scope (functions/src/domain/migrations.ts): a conversation written
// before conversations carried their workspace's id and product gets both, the id from its path
// and the product from its workspace, so the staff's collection-group query finds it. A
// conversation that has both, or whose workspace names no product, is left as it is.

import { PRODUCTS } from '@model/roles';
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';

const PATH = /^workspaces\/([^/]+)\/conversations\/[^/]+$/;

const scoped = (data: Record<string, unknown>) =>
  typeof data.workspaceId === 'string' && PRODUCTS.includes(data.product as never);

/** The workspace's id and product for a conversation that lacks them (nothing read otherwise). */
export async function loadConversationScope(
  db: Firestore,
  doc: QueryDocumentSnapshot,
): Promise<Record<string, unknown>> {
  const workspaceId = PATH.exec(doc.ref.path)?.[1];
  if (!workspaceId || scoped(doc.data())) return {};
  const product = (await db.collection('workspaces').doc(workspaceId).get()).get('product');
  return { workspaceId, product };
}

export function conversationScope(
  data: Record<string, unknown>,
  found: Record<string, unknown>,
): Record<string, unknown> | null {
  if (scoped(data)) return null;
  if (typeof found.workspaceId !== 'string' || !PRODUCTS.includes(found.product as never)) {
    return null;
  }
  return { workspaceId: found.workspaceId, product: found.product };
}
