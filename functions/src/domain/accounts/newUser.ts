// The users/{uid} document of a new account. The product the account signed up in decides its
// first role, and nothing else does: an email address proves nothing until it is verified, and
// even a verified one does not make its owner the person an invitation was sent to, so
// invitations are applied only by acceptInvitation, from the link's secret. An existing document
// is never touched: it was written by seed data, an import, an accepted invitation or an earlier
// delivery of the same event (triggers deliver at least once).

import type { ProductRoles } from '@model/roles';
import type { Product } from '@model/variant';
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';

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

/** An Auth account as the trigger would see it and when it was made, or null if it is gone. */
export async function accountOf(
  auth: Auth,
  uid: string,
): Promise<(NewAccount & { createdAtMs: number }) | null> {
  try {
    const user = await auth.getUser(uid);
    return {
      uid,
      email: user.email ?? null,
      displayName: user.displayName ?? null,
      photoURL: user.photoURL ?? null,
      tenantId: user.tenantId ?? null,
      customClaims: (user.customClaims as Record<string, unknown> | undefined) ?? null,
      createdAtMs: Date.parse(user.metadata.creationTime),
    };
  } catch (error) {
    if ((error as { code?: unknown }).code === 'auth/user-not-found') return null;
    throw error;
  }
}

export interface NewUserResult {
  created: boolean;
  roles: ProductRoles;
  source: 'signup' | 'signup-closed';
}

/** settings/app.smmSignupOpen: self-service smm sign-up is open unless a super admin closed it. */
export async function smmSignupOpen(db: Firestore): Promise<boolean> {
  const settings = await db.collection('settings').doc('app').get();
  return settings.get('smmSignupOpen') !== false;
}

export async function createUserDocument(
  db: Firestore,
  account: NewAccount,
  _now: Date,
): Promise<NewUserResult> {
  const userRef = db.collection('users').doc(account.uid);
  const product = signupProduct(account);
  // With smm sign-up closed the account exists (Auth cannot be stopped without Identity
  // Platform's blocking functions) but holds no role: it can accept an invitation, nothing else.
  const closed = product === 'smm' && !(await smmSignupOpen(db));
  return db.runTransaction(async (tx) => {
    const existing = await tx.get(userRef);
    if (existing.exists) return { created: false, roles: {}, source: 'signup' };
    const roles: ProductRoles = closed ? {} : { [product]: 'user' };
    tx.create(userRef, {
      email: account.email,
      displayName: account.displayName,
      photoURL: account.photoURL,
      roles,
      disabled: false,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return { created: true, roles, source: closed ? 'signup-closed' : 'signup' };
  });
}
