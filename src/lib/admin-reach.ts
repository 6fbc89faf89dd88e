// Which products an admin's figures and lists cover, mirroring the rules: super_admin and
// saas_admin are global, a plain admin administers only the product whose role says so.

import { isAdminRole, PRODUCTS, type ProductRoles, ROLES, type Role } from './roles';
import type { Product } from './variant';

export function isGlobalAdmin(roles: ProductRoles): boolean {
  return PRODUCTS.some((p) => roles[p] === 'super_admin' || roles[p] === 'saas_admin');
}

export function administeredProducts(roles: ProductRoles): Product[] {
  const global = isGlobalAdmin(roles);
  return PRODUCTS.filter((p) => global || isAdminRole(roles[p]));
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
