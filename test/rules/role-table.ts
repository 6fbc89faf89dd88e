// The one table of stored role values and the decisions they must give.
// role-table.test.ts checks every row against model/roles.ts and against the rules, so
// the TypeScript role module and firestore.rules cannot drift apart.

export type Product = 'smm' | 'connect';
export type Role = 'user' | 'admin' | 'super_admin' | 'saas_admin';

export interface RoleRow {
  /** What the row is about, in words. */
  case: string;
  /** The users document as stored: a roles map, a legacy role, both or neither. */
  stored: Record<string, unknown>;
  /** The variant the page belongs to. */
  product: Product;
  expected: { currentRole: Role; isAdmin: boolean; isSuperAdmin: boolean };
}

const row = (
  description: string,
  stored: Record<string, unknown>,
  product: Product,
  currentRole: Role,
  isAdmin: boolean,
  isSuperAdmin: boolean,
): RoleRow => ({
  case: description,
  stored,
  product,
  expected: { currentRole, isAdmin, isSuperAdmin },
});

export const ROLE_TABLE: readonly RoleRow[] = [
  row('a plain smm user', { roles: { smm: 'user' } }, 'smm', 'user', false, false),
  row('an smm admin on the smm variant', { roles: { smm: 'admin' } }, 'smm', 'admin', true, false),
  row(
    'an smm admin on the connect variant',
    { roles: { smm: 'admin' } },
    'connect',
    'admin',
    true,
    false,
  ),
  row(
    'a connect user on the smm variant',
    { roles: { connect: 'user' } },
    'smm',
    'user',
    false,
    false,
  ),
  row(
    'a connect user on the connect variant',
    { roles: { connect: 'user' } },
    'connect',
    'user',
    false,
    false,
  ),
  row(
    'a connect super_admin on the smm variant',
    { roles: { connect: 'super_admin' } },
    'smm',
    'super_admin',
    true,
    true,
  ),
  row(
    'an smm user who is a connect admin',
    { roles: { smm: 'user', connect: 'admin' } },
    'smm',
    'admin',
    true,
    false,
  ),
  row(
    'admin in smm and super_admin in connect',
    { roles: { smm: 'admin', connect: 'super_admin' } },
    'smm',
    'admin',
    true,
    true,
  ),
  row(
    'an smm user who is a connect saas_admin',
    { roles: { smm: 'user', connect: 'saas_admin' } },
    'smm',
    'saas_admin',
    true,
    false,
  ),
  row(
    'user in both products',
    { roles: { smm: 'user', connect: 'user' } },
    'connect',
    'user',
    false,
    false,
  ),
  row('upper case ADMIN', { roles: { smm: 'ADMIN' } }, 'connect', 'admin', true, false),
  row(
    'SuperAdmin without separator',
    { roles: { smm: 'SuperAdmin' } },
    'connect',
    'super_admin',
    true,
    true,
  ),
  row(
    'super-admin with a hyphen',
    { roles: { smm: 'super-admin' } },
    'smm',
    'super_admin',
    true,
    true,
  ),
  row(
    'Saas-Admin padded with spaces',
    { roles: { smm: '  Saas-Admin ' } },
    'smm',
    'saas_admin',
    true,
    false,
  ),
  row(
    'saasadmin without separator',
    { roles: { smm: 'saasadmin' } },
    'smm',
    'saas_admin',
    true,
    false,
  ),
  row(
    'Saas_Admin in connect',
    { roles: { connect: 'Saas_Admin' } },
    'connect',
    'saas_admin',
    true,
    false,
  ),
  row('an empty smm role means user', { roles: { smm: '' } }, 'smm', 'user', false, false),
  row(
    'an empty smm role hides a legacy admin role',
    { roles: { smm: '' }, role: 'admin' },
    'smm',
    'user',
    false,
    false,
  ),
  row(
    'a role naming nothing known grants nothing',
    { roles: { smm: 'owner' } },
    'smm',
    'user',
    false,
    false,
  ),
  row(
    'a near miss of admin grants nothing',
    { roles: { smm: 'user_admin' } },
    'smm',
    'user',
    false,
    false,
  ),
  row(
    'a role that is not a string reads as user',
    { roles: { smm: 5 } },
    'smm',
    'user',
    false,
    false,
  ),
  row('legacy admin on the smm variant', { role: 'admin' }, 'smm', 'admin', true, false),
  row('legacy admin on the connect variant', { role: 'admin' }, 'connect', 'admin', true, false),
  row('legacy Super-Admin', { role: 'Super-Admin' }, 'connect', 'super_admin', true, true),
  row(
    'legacy saasadmin with an empty roles map',
    { roles: {}, role: 'saasadmin' },
    'smm',
    'saas_admin',
    true,
    false,
  ),
  row(
    'legacy admin padded with spaces and a tab',
    { role: '  ADMIN\t' },
    'connect',
    'admin',
    true,
    false,
  ),
  row(
    'legacy role ignored when roles.smm exists',
    { roles: { smm: 'user' }, role: 'super_admin' },
    'smm',
    'user',
    false,
    false,
  ),
  row(
    'legacy role ignored when only roles.connect exists',
    { roles: { connect: 'user' }, role: 'admin' },
    'smm',
    'user',
    false,
    false,
  ),
  row(
    'a null smm role counts as absent, so legacy applies',
    { roles: { smm: null }, role: 'admin' },
    'smm',
    'admin',
    true,
    false,
  ),
  row(
    'a roles field that is not a map is ignored',
    { roles: 'admin', role: 'user' },
    'smm',
    'user',
    false,
    false,
  ),
  row(
    'a roles field that is not a map, legacy admin',
    { roles: ['admin'], role: 'admin' },
    'connect',
    'admin',
    true,
    false,
  ),
  row('an empty legacy role means user', { role: '' }, 'smm', 'user', false, false),
  row('no role at all', {}, 'smm', 'user', false, false),
  row(
    'smm user on connect falls back to the smm role',
    { roles: { smm: 'user' }, role: 'admin' },
    'connect',
    'user',
    false,
    false,
  ),
];

/**
 * Which products each stored role administers (model/admin-reach.ts): the same answer from the
 * rules (isAdminOf), the functions (domain/caller.ts isAdminFor) and the app's module.
 */
export interface AdminScopeRow {
  case: string;
  stored: Record<string, unknown>;
  adminOf: { smm: boolean; connect: boolean };
}

export const ADMIN_SCOPE_TABLE: readonly AdminScopeRow[] = [
  {
    case: 'an smm user',
    stored: { roles: { smm: 'user' } },
    adminOf: { smm: false, connect: false },
  },
  {
    case: 'an smm admin',
    stored: { roles: { smm: 'admin' } },
    adminOf: { smm: true, connect: false },
  },
  {
    case: 'a connect admin',
    stored: { roles: { connect: 'admin' } },
    adminOf: { smm: false, connect: true },
  },
  {
    case: 'a connect saas_admin, global',
    stored: { roles: { connect: 'saas_admin' } },
    adminOf: { smm: true, connect: true },
  },
  {
    case: 'an smm saas_admin who is a connect user, global',
    stored: { roles: { smm: 'saas_admin', connect: 'user' } },
    adminOf: { smm: true, connect: true },
  },
  {
    case: 'an smm super_admin, global',
    stored: { roles: { smm: 'super_admin' } },
    adminOf: { smm: true, connect: true },
  },
  {
    case: 'a legacy Admin with no roles map',
    stored: { role: 'Admin' },
    adminOf: { smm: true, connect: true },
  },
  {
    case: 'a legacy saasadmin with no roles map',
    stored: { role: 'saasadmin' },
    adminOf: { smm: true, connect: true },
  },
  {
    case: 'an smm admin and connect user',
    stored: { roles: { smm: 'admin', connect: 'user' } },
    adminOf: { smm: true, connect: false },
  },
  { case: 'no roles at all', stored: {}, adminOf: { smm: false, connect: false } },
];
