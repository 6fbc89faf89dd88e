// The workspaces the staff's inbox across every workspace shows conversations of, read by id
// (the name on each row, what may be done there). Apart from inbox-workspaces.ts, which the
// navigation's unread count loads on every signed-in page: only the inbox screen needs this.

import type { ProductRoles } from '@model/roles';
import type { Product } from '@model/variant';
import { firestoreLite } from '../firestore';
import { type InboxWorkspace, toInboxWorkspace } from './inbox-workspaces';

/** Firestore's limit on the values of an `in` filter. */
const IN_MAX = 30;

/**
 * The workspaces of the product with these ids, for the staff's inbox across all of them (the
 * name on each conversation, what may be done there). The query names the product, as the rules
 * want a staff member's list of workspaces to.
 */
export async function inboxWorkspacesById(
  ids: readonly string[],
  uid: string,
  product: Product,
  roles: ProductRoles,
): Promise<InboxWorkspace[]> {
  const { lite, db } = await firestoreLite();
  const workspaces = lite.collection(db, 'workspaces');
  const chunks: string[][] = [];
  for (let i = 0; i < ids.length; i += IN_MAX) chunks.push(ids.slice(i, i + IN_MAX));
  const pages = await Promise.all(
    chunks.map((chunk) =>
      lite.getDocs(
        lite.query(
          workspaces,
          lite.where('product', '==', product),
          lite.where(lite.documentId(), 'in', chunk),
        ),
      ),
    ),
  );
  return pages.flatMap((page) =>
    page.docs.map((doc) => toInboxWorkspace(doc, uid, roles, product)),
  );
}
