// Which products an admin-level role administers: the one decision the app, the security rules
// (firestore.rules and storage.rules, isAdminOf) and the functions (functions/src/domain/caller.ts,
// isAdminFor) all follow; test/rules/role-table.ts holds the table all three are checked against.
//
// - `admin` administers the product whose role says so (an smm admin is not an admin of connect).
// - `super_admin` and `saas_admin` are global: an admin of every product, whichever product's
//   role names them. saas_admin is the operator of the software; it is not a super admin, so
//   the super-admin-only powers (policies, settings, pricing plans, super admin page) stay with
//   super_admin alone, whichever product's role names them super_admin.
//
// Only stored roles count (users/{uid}, the legacy single role as roles.ts reads it), never the
// client's token claims.

import type { Product } from './variant';

export type AdminScopeProduct = Product;

export const GLOBAL_ADMIN_ROLES: readonly string[] = ['super_admin', 'saas_admin'];

/** True when the product roles (as normalised by roles.ts) make their holder an admin of `product`. */
export function isAdminOfProduct(
  roles: Partial<Record<AdminScopeProduct, string>>,
  product: AdminScopeProduct,
): boolean {
  const own = roles[product];
  return (
    own === 'admin' ||
    Object.values(roles).some((role) => role !== undefined && GLOBAL_ADMIN_ROLES.includes(role))
  );
}
