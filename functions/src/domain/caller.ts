// Who is calling, as the server knows it: the roles come from users/{uid}, never from the
// client's token claims, and a disabled account can do nothing even while its last ID token
// is still valid.

import type { Firestore } from 'firebase-admin/firestore';
import {
  isAdminRole,
  isSuperAdmin,
  PRODUCTS,
  type ProductRoles,
  productRolesFromUserDoc,
  type Role,
} from '../../../src/lib/roles';
import type { Product } from '../../../src/lib/variant';
import { denied } from './errors';

export interface Caller {
  uid: string;
  /** The email of the ID token (used only to match invitations). */
  email: string | null;
  /** The users/{uid} document, or null when the account has none. */
  doc: Record<string, unknown> | null;
}

export async function loadCaller(
  db: Firestore,
  uid: string,
  email: string | null,
): Promise<Caller> {
  const snap = await db.collection('users').doc(uid).get();
  const doc = snap.exists ? (snap.data() ?? {}) : null;
  if (doc?.disabled === true) throw denied('This account is disabled.');
  return { uid, email, doc };
}

/**
 * The role a stored user document gives for one product. The legacy single role counts when
 * the roles map names neither product, for whichever product the request concerns: the same
 * rule the app and the security rules apply for "the current variant".
 */
export function roleIn(doc: unknown, product: Product): Role | null {
  return productRolesFromUserDoc(doc, product)[product] ?? null;
}

/** Every product role of a stored user document, the legacy role counted for both products. */
export function allRoles(doc: unknown): ProductRoles {
  const roles: ProductRoles = {};
  for (const product of PRODUCTS) {
    const role = roleIn(doc, product);
    if (role) roles[product] = role;
  }
  return roles;
}

export function isSuperAdminDoc(doc: unknown): boolean {
  return isSuperAdmin(allRoles(doc));
}

/** Admins act for their product; super admins for any product. */
export function isAdminFor(caller: Caller, product: Product): boolean {
  return isAdminRole(roleIn(caller.doc, product)) || isSuperAdminDoc(caller.doc);
}

export function isSuperAdminCaller(caller: Caller): boolean {
  return isSuperAdminDoc(caller.doc);
}

export function requireAdminFor(caller: Caller, product: Product): void {
  if (!isAdminFor(caller, product)) throw denied(`Only an admin of ${product} can do this.`);
}

export function requireSuperAdmin(caller: Caller): void {
  if (!isSuperAdminCaller(caller)) throw denied('Only a super admin can do this.');
}

/** Roles only a super admin may hand out or take away. */
export function isPrivilegedRole(role: Role | null | undefined): boolean {
  return role === 'super_admin' || role === 'saas_admin';
}
