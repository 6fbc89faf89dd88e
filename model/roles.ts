// Role logic as pure functions: normalising stored roles, the current role, admin and super
// admin. The app, the functions and (by a shared table) the security rules make the same
// decisions, so every rule here is pinned by a test.

import type { Product } from './variant';

/** The products, in the order the current-role rule looks at them. */
export const PRODUCTS = ['smm', 'connect'] as const;

/** Every product role, least privileged first: the one list the app, functions and seed read. */
export const ROLES = ['user', 'admin', 'super_admin', 'saas_admin'] as const;
export type Role = (typeof ROLES)[number];
export type ProductRoles = Partial<Record<Product, Role>>;

export const ADMIN_ROLES: readonly Role[] = ['admin', 'super_admin', 'saas_admin'];

const ALIASES: Readonly<Record<string, Role>> = {
  superadmin: 'super_admin',
  saasadmin: 'saas_admin',
};
const KNOWN_ROLES: ReadonlySet<string> = new Set(ROLES);

/**
 * Lowercases, trims and turns hyphens into underscores; `superadmin` and `saasadmin` become
 * `super_admin` and `saas_admin`; an empty role means `user`. A value that names no known
 * role grants nothing, so it also reads as `user`.
 */
export function normaliseRole(raw: unknown): Role {
  if (typeof raw !== 'string') return 'user';
  const cleaned = raw.trim().toLowerCase().replace(/-/g, '_');
  if (cleaned === '') return 'user';
  const role = ALIASES[cleaned] ?? cleaned;
  return KNOWN_ROLES.has(role) ? (role as Role) : 'user';
}

export function isAdminRole(role: Role | null | undefined): boolean {
  return role != null && ADMIN_ROLES.includes(role);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/**
 * The product roles of a `users/{uid}` document. The legacy single `role` field counts only
 * when the `roles` map has neither `smm` nor `connect`, and then only for the product the
 * page belongs to.
 */
export function productRolesFromUserDoc(doc: unknown, product: Product): ProductRoles {
  const data = isRecord(doc) ? doc : {};
  const map = isRecord(data.roles) ? data.roles : {};
  const roles: ProductRoles = {};
  for (const name of PRODUCTS) {
    if (Object.hasOwn(map, name) && map[name] != null) roles[name] = normaliseRole(map[name]);
  }
  if (roles.smm === undefined && roles.connect === undefined && data.role != null) {
    roles[product] = normaliseRole(data.role);
  }
  return roles;
}

/**
 * The first admin-level role found across products; otherwise the role of the current
 * product; otherwise the smm role; otherwise `user`.
 */
export function currentRoleFor(roles: ProductRoles, product: Product): Role {
  for (const name of PRODUCTS) {
    const role = roles[name];
    if (isAdminRole(role)) return role as Role;
  }
  return roles[product] ?? roles.smm ?? 'user';
}

/** Admin: an admin-level role as the current role or in any product role. */
export function isAdmin(currentRole: Role | null, roles: ProductRoles): boolean {
  return isAdminRole(currentRole) || PRODUCTS.some((name) => isAdminRole(roles[name]));
}

/** Super admin: `super_admin` in any product role. */
export function isSuperAdmin(roles: ProductRoles): boolean {
  return PRODUCTS.some((name) => roles[name] === 'super_admin');
}
