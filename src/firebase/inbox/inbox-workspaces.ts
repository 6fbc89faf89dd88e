// The workspaces whose inbox a person may open: those they belong to as a member who reads it,
// and for the product's staff the product's workspaces (the chooser lists the first ones; the
// inbox across all of them reads those its conversations name, by id: workspaces-by-id.ts).

import { INBOX_ROLES, type InboxAction, mayOnInbox, workspaceActor } from '@model/capabilities';
import { MEMBER_ROLES } from '@model/member-roles';
import type { ProductRoles } from '@model/roles';
import type { Product } from '@model/variant';
import type { QueryDocumentSnapshot } from 'firebase/firestore/lite';
import { firestoreLite } from '../firestore';

export interface InboxWorkspace {
  id: string;
  name: string;
  /** What this person may do there (the capability table, as the server checks it). */
  may: (action: InboxAction) => boolean;
  /** A client: reads only the conversations shown to them. */
  sharedOnly: boolean;
  /** Members a conversation can be assigned to (the server also takes the product's staff). */
  team: string[];
}

/** Staff's workspaces listed in the chooser at most (the inbox across all reads by id). */
export const STAFF_WORKSPACES_MAX = 30;

export function toInboxWorkspace(
  doc: QueryDocumentSnapshot,
  uid: string,
  roles: ProductRoles,
  product: Product,
): InboxWorkspace {
  const members = (doc.get('members') ?? {}) as Record<string, string>;
  const actor = workspaceActor(members[uid], roles, product);
  return {
    id: doc.id,
    name: String(doc.get('name') ?? doc.id),
    may: (action) => mayOnInbox(actor, action),
    sharedOnly: !mayOnInbox(actor, 'read'),
    team: Object.keys(members).filter((member) =>
      INBOX_ROLES.reply.includes(members[member] as (typeof INBOX_ROLES.reply)[number]),
    ),
  };
}

export async function listInboxWorkspaces(
  uid: string,
  product: Product,
  roles: ProductRoles,
): Promise<InboxWorkspace[]> {
  const { lite, db } = await firestoreLite();
  const workspaces = lite.collection(db, 'workspaces');
  const staff = workspaceActor(null, roles, product).staff;
  // The rules let a member list the workspaces they belong to, and staff those of the product.
  const [own, all] = await Promise.all([
    lite.getDocs(lite.query(workspaces, lite.where(`members.${uid}`, 'in', MEMBER_ROLES))),
    staff
      ? lite.getDocs(
          lite.query(
            workspaces,
            lite.where('product', '==', product),
            lite.limit(STAFF_WORKSPACES_MAX),
          ),
        )
      : null,
  ]);
  const found = new Map<string, InboxWorkspace>();
  for (const doc of [...own.docs, ...(all?.docs ?? [])]) {
    if (doc.get('product') !== product || found.has(doc.id)) continue;
    const workspace = toInboxWorkspace(doc, uid, roles, product);
    if (workspace.may('readShared')) found.set(doc.id, workspace);
  }
  return [...found.values()].sort((a, b) => a.name.localeCompare(b.name));
}
