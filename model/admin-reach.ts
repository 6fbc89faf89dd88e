// Which products an admin-level role administers: the one decision the app, the security rules
// (firestore.rules and storage.rules, isAdminOf) and the functions (functions/src/domain/caller.ts,
// isAdminFor) all follow; test/rules/role-table.ts holds the table all three are checked against.
//
// - `admin` administers the product whose role says so (an smm admin is not an admin of connect).
// - `super_admin` and `saas_admin` are global: an admin of every product, whichever product's
//   role names them. saas_admin is the operator of the software; it is not a super admin, so
//   the super-admin-only powers (policies, settings, pricing plans, super admin page, handing out
//   privileged roles) stay with super_admin alone, whichever product's role names them.
//
// Only stored roles count (users/{uid}, the legacy single role as roles.ts reads it), never the
// client's token claims. The admin screens' figures and lists cover the same products.

import { PRODUCTS, type ProductRoles, ROLES, type Role } from './roles';
import type { Product } from './variant';

export const GLOBAL_ADMIN_ROLES: readonly string[] = ['super_admin', 'saas_admin'];

/** True when the product roles (as normalised by roles.ts) make their holder an admin of `product`. */
export function isAdminOfProduct(
  roles: Partial<Record<Product, string>>,
  product: Product,
): boolean {
  return roles[product] === 'admin' || isGlobalAdmin(roles);
}

export function isGlobalAdmin(roles: Partial<Record<Product, string>>): boolean {
  return Object.values(roles).some(
    (role) => role !== undefined && GLOBAL_ADMIN_ROLES.includes(role),
  );
}

export function administeredProducts(roles: ProductRoles): Product[] {
  return PRODUCTS.filter((p) => isAdminOfProduct(roles, p));
}

/** Roles this caller may hand out: only super admins grant super_admin and saas_admin. */
export function grantableRoles(roles: ProductRoles): Role[] {
  const superAdmin = PRODUCTS.some((p) => roles[p] === 'super_admin');
  return superAdmin ? [...ROLES] : ['user', 'admin'];
}

/** Whether this caller may change a target's role of `current` at all (same rule as setUserRoles). */
export function mayChangeRole(roles: ProductRoles, current: Role | undefined): boolean {
  if (current === 'super_admin' || current === 'saas_admin') {
    return PRODUCTS.some((p) => roles[p] === 'super_admin');
  }
  return true;
}
