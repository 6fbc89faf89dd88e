// Who is calling, as the server knows it: the roles come from users/{uid}, never from the
// client's token claims, and a disabled account can do nothing even while its last ID token
// is still valid.

import { isAdminOfProduct } from '@model/admin-reach';
import {
  isSuperAdmin,
  PRODUCTS,
  type ProductRoles,
  productRolesFromUserDoc,
  type Role,
} from '@model/roles';
import type { Product } from '@model/variant';
import type { Firestore } from 'firebase-admin/firestore';
import { createUserDocument, type NewAccount } from './accounts/newUser';
import { DomainError, denied } from './errors';

export interface Caller {
  uid: string;
  /**
   * The ID token's email, and only when the token says it is verified: anyone can sign up with
   * any address, so an unverified address proves nothing and must never match anything.
   */
  email: string | null;
  /** The token's email as stated, verified or not (to tell "verify first" from "wrong account"). */
  tokenEmail?: string | null;
  emailVerified?: boolean;
  /** When the user last signed in (the token's auth_time), in seconds since the epoch. */
  authTime?: number | null;
  /** The users/{uid} document, or null when the account has none. */
  doc: Record<string, unknown> | null;
}

export interface TokenFacts {
  email: string | null;
  emailVerified: boolean;
  authTime: number | null;
}

/** What the callable layer takes from a decoded ID token. */
export function tokenFacts(token: Record<string, unknown> | undefined): TokenFacts {
  return {
    email: typeof token?.email === 'string' ? token.email : null,
    emailVerified: token?.email_verified === true,
    authTime: typeof token?.auth_time === 'number' ? token.auth_time : null,
  };
}

/**
 * How long after an account's creation its users/{uid} document may still be missing because
 * the auth trigger (onUserCreated, delivered at least once and whenever it comes) has not run:
 * within it a callable writes the document itself, as the trigger would. Later a missing
 * document means the account was removed, and nothing brings it back.
 */
export const NEW_ACCOUNT_WINDOW_MS = 60 * 60 * 1000;

/**
 * The caller from users/{uid}. `account` tells who the account is, from Auth, when the
 * document is missing: an account created within NEW_ACCOUNT_WINDOW_MS of `now` gets its
 * document written here (the same transaction as the trigger's, so whichever runs second keeps
 * the first one's), and a sign-up acts at once, not once the trigger has come.
 */
export async function loadCaller(
  db: Firestore,
  uid: string,
  facts: TokenFacts,
  account?: () => Promise<(NewAccount & { createdAtMs: number }) | null>,
  now: Date = new Date(),
): Promise<Caller> {
  const ref = db.collection('users').doc(uid);
  let snap = await ref.get();
  if (!snap.exists && account) {
    const found = await account();
    if (found && now.getTime() - found.createdAtMs <= NEW_ACCOUNT_WINDOW_MS) {
      await createUserDocument(db, found, now);
      snap = await ref.get();
    }
  }
  const doc = snap.exists ? (snap.data() ?? {}) : null;
  if (doc?.disabled === true) throw denied('This account is disabled.');
  // The server ended the account's sessions (its password was removed, it was disabled): a
  // token from a sign-in before that is refused, as the security rules refuse it.
  const validAfter = typeof doc?.sessionsValidAfter === 'number' ? doc.sessionsValidAfter : 0;
  if (validAfter > 0 && (facts.authTime ?? 0) < validAfter)
    throw new DomainError('unauthenticated', 'Your session has ended: please sign in again.');
  return {
    uid,
    email: facts.emailVerified ? facts.email : null,
    tokenEmail: facts.email,
    emailVerified: facts.emailVerified,
    authTime: facts.authTime,
    doc,
  };
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

/**
 * Admins act for their product; super_admin and saas_admin for every product. The decision is
 * written once, in model/admin-reach.ts, which the rules follow too.
 */
export function isAdminFor(caller: Caller, product: Product): boolean {
  return isAdminOfProduct(allRoles(caller.doc), product);
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

/**
 * The roles map after setting one product role (null removes it), as it must be stored.
 *
 * A document with only the legacy `role` field reads that role for whichever product is asked
 * about (older accounts were stored that way), and the legacy role stops counting as soon as the roles map names
 * either product. Writing the first product role would therefore silently take the legacy
 * role's meaning away from the other product (a connect admin could strip an smm admin's
 * rights). So the legacy role is materialised into the other product's slot in the same write:
 * both products then read exactly what they read before, except the one being changed. The
 * legacy field itself is left as it is (new code never writes it).
 */
export function rolesAfter(
  doc: unknown,
  product: Product,
  role: Role | null,
): Record<string, Role> {
  const next: Record<string, Role> = {};
  for (const name of PRODUCTS) {
    // Every product keeps what it reads now, the legacy role included.
    const current = roleIn(doc, name);
    if (current) next[name] = current;
  }
  if (role === null) delete next[product];
  else next[product] = role;
  return next;
}

/** Firestore update fields that store rolesAfter(): one field per product, so nothing else moves. */
export function roleFields(
  doc: unknown,
  product: Product,
  role: Role | null,
  deleteValue: unknown,
): Record<string, unknown> {
  const after = rolesAfter(doc, product, role);
  const fields: Record<string, unknown> = {};
  for (const name of PRODUCTS) fields[`roles.${name}`] = after[name] ?? deleteValue;
  return fields;
}
