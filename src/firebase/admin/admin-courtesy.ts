// Courtesy subscriptions for admins: pages from the listing callable (subscriptions carry no
// product, so the server matches them through their workspace), the grant and revoke
// callables, and what a grant form picks from: the product's workspaces and active plans.

import type { CallableReply } from '@model/callables';
import type {
  CourtesyRow,
  CourtesyView,
  GrantCourtesyInput,
  RevokeCourtesyInput,
} from '@model/schemas/subscriptions';
import type { Product } from '@model/variant';
import { firestoreLite } from '../firestore';
import { callFunction } from '../functions';

export type { CourtesyRow };

export function listCourtesy(
  product: Product,
  view: CourtesyView,
  after: string | null,
): Promise<CallableReply<'listCourtesySubscriptions'>> {
  return callFunction('listCourtesySubscriptions', { product, view, ...(after ? { after } : {}) });
}

export function grantCourtesy(input: GrantCourtesyInput): Promise<CallableReply<'grantCourtesy'>> {
  return callFunction('grantCourtesy', input);
}

export function revokeCourtesy(
  input: RevokeCourtesyInput,
): Promise<CallableReply<'revokeCourtesy'>> {
  return callFunction('revokeCourtesy', input);
}

export interface WorkspaceChoice {
  id: string;
  name: string;
}

export const WORKSPACE_CHOICES = 20;

/** Workspaces of a product whose name starts with `prefix` (case as typed), by name. */
export async function findWorkspaces(product: Product, prefix: string): Promise<WorkspaceChoice[]> {
  const { lite, db } = await firestoreLite();
  const start = prefix.trim();
  const snapshot = await lite.getDocs(
    lite.query(
      lite.collection(db, 'workspaces'),
      lite.where('product', '==', product),
      lite.orderBy('name'),
      ...(start ? [lite.startAt(start), lite.endAt(`${start}\uf8ff`)] : []),
      lite.limit(WORKSPACE_CHOICES),
    ),
  );
  return snapshot.docs.map((doc) => ({ id: doc.id, name: String(doc.get('name') ?? doc.id) }));
}
