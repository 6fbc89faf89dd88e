// The users/{uid} document of a new account. The product the account signed up in decides
// its first role; pending invitations for the account's email add theirs. An existing
// document is never touched: it was written by seed data, an import or an earlier delivery
// of the same event (triggers deliver at least once).

import {
  type DocumentReference,
  FieldValue,
  type Firestore,
  Timestamp,
} from 'firebase-admin/firestore';
import { normaliseRole, type ProductRoles } from '../../../src/lib/roles';
import type { Product } from '../../../src/lib/variant';
import { emailKey, higherRole } from './invites';

export interface NewAccount {
  uid: string;
  email: string | null;
  displayName: string | null;
  photoURL: string | null;
  /** Identity Platform tenant of the sign-up, if any. */
  tenantId: string | null;
  customClaims: Record<string, unknown> | null;
}

/**
 * Which product an account signed up in: a `product` custom claim (set by whoever created the
 * account with the Admin SDK), else a tenant whose id names connect (the connect variant signs
 * up in its own Identity Platform tenant), else smm.
 */
export function signupProduct(account: Pick<NewAccount, 'tenantId' | 'customClaims'>): Product {
  const claim = account.customClaims?.product;
  if (claim === 'smm' || claim === 'connect') return claim;
  if (account.tenantId && /(^|[-_])connect([-_]|$)/i.test(account.tenantId)) return 'connect';
  return 'smm';
}

export interface NewUserResult {
  created: boolean;
  roles: ProductRoles;
  source: 'signup' | 'invite';
}

export async function createUserDocument(
  db: Firestore,
  account: NewAccount,
  now: Date,
): Promise<NewUserResult> {
  const userRef = db.collection('users').doc(account.uid);
  return db.runTransaction(async (tx) => {
    const existing = await tx.get(userRef);
    if (existing.exists) return { created: false, roles: {}, source: 'signup' };
    const invites = account.email
      ? (
          await tx.get(db.collection('invites').where('emailKey', '==', emailKey(account.email)))
        ).docs.filter((doc) => {
          const data = doc.data();
          const expiry = data.expiresAt;
          return (
            data.status === 'pending' &&
            (!(expiry instanceof Timestamp) || expiry.toMillis() > now.getTime())
          );
        })
      : [];
    const workspaces = new Map<string, { ref: DocumentReference; memberRole: string }>();
    for (const invite of invites) {
      const { workspaceId, memberRole } = invite.data();
      if (typeof workspaceId !== 'string' || typeof memberRole !== 'string') continue;
      const ref = db.collection('workspaces').doc(workspaceId);
      if ((await tx.get(ref)).exists) workspaces.set(workspaceId, { ref, memberRole });
    }

    const roles: ProductRoles = {};
    for (const invite of invites) {
      const data = invite.data();
      const product: Product = data.product === 'connect' ? 'connect' : 'smm';
      roles[product] = higherRole(roles[product] ?? null, normaliseRole(data.role));
    }
    const source = invites.length > 0 ? 'invite' : 'signup';
    if (invites.length === 0) roles[signupProduct(account)] = 'user';

    tx.create(userRef, {
      email: account.email,
      displayName: account.displayName,
      photoURL: account.photoURL,
      roles,
      disabled: false,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    for (const invite of invites) {
      tx.update(invite.ref, {
        status: 'accepted',
        acceptedUid: account.uid,
        acceptedAt: FieldValue.serverTimestamp(),
      });
    }
    for (const { ref, memberRole } of workspaces.values()) {
      tx.update(ref, {
        [`members.${account.uid}`]: memberRole,
        memberUids: FieldValue.arrayUnion(account.uid),
        ...(memberRole === 'owner' ? { ownerUid: account.uid } : {}),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    return { created: true, roles, source };
  });
}
