import { describe, expect, it } from 'vitest';
import {
  currentRoleFor,
  isAdmin,
  isSuperAdmin,
  normaliseRole,
  productRolesFromUserDoc,
} from './roles';

describe('normaliseRole', () => {
  it('lowercases the role', () => {
    expect(normaliseRole('ADMIN')).toBe('admin');
    expect(normaliseRole('Super_Admin')).toBe('super_admin');
  });

  it('trims surrounding spaces', () => {
    expect(normaliseRole('  admin \t')).toBe('admin');
  });

  it('turns hyphens into underscores', () => {
    expect(normaliseRole('super-admin')).toBe('super_admin');
    expect(normaliseRole('Saas-Admin')).toBe('saas_admin');
  });

  it('reads superadmin as super_admin and saasadmin as saas_admin', () => {
    expect(normaliseRole('superadmin')).toBe('super_admin');
    expect(normaliseRole(' SuperAdmin ')).toBe('super_admin');
    expect(normaliseRole('saasadmin')).toBe('saas_admin');
    expect(normaliseRole('SAASADMIN')).toBe('saas_admin');
  });

  it('reads an empty or blank role as user', () => {
    expect(normaliseRole('')).toBe('user');
    expect(normaliseRole('   ')).toBe('user');
  });

  it('grants nothing for a missing, non-string or unknown role', () => {
    expect(normaliseRole(undefined)).toBe('user');
    expect(normaliseRole(null)).toBe('user');
    expect(normaliseRole(7)).toBe('user');
    expect(normaliseRole('owner')).toBe('user');
    expect(normaliseRole('admins')).toBe('user');
  });
});

describe('productRolesFromUserDoc', () => {
  it('reads and normalises both product roles from the roles map', () => {
    expect(productRolesFromUserDoc({ roles: { smm: ' Admin ', connect: 'user' } }, 'smm')).toEqual({
      smm: 'admin',
      connect: 'user',
    });
  });

  it('uses the legacy role for the current variant when the map has neither product', () => {
    expect(productRolesFromUserDoc({ role: 'superadmin' }, 'connect')).toEqual({
      connect: 'super_admin',
    });
    expect(productRolesFromUserDoc({ role: 'admin', roles: {} }, 'smm')).toEqual({ smm: 'admin' });
  });

  it('ignores the legacy role when the map has an smm role', () => {
    expect(productRolesFromUserDoc({ role: 'admin', roles: { smm: 'user' } }, 'connect')).toEqual({
      smm: 'user',
    });
  });

  it('ignores the legacy role when the map has a connect role', () => {
    expect(productRolesFromUserDoc({ role: 'admin', roles: { connect: 'user' } }, 'smm')).toEqual({
      connect: 'user',
    });
  });

  it('returns no roles for a missing document', () => {
    expect(productRolesFromUserDoc(null, 'smm')).toEqual({});
  });
});

describe('currentRoleFor', () => {
  it('takes the first admin-level role found across products', () => {
    expect(currentRoleFor({ smm: 'user', connect: 'admin' }, 'smm')).toBe('admin');
    expect(currentRoleFor({ smm: 'saas_admin', connect: 'super_admin' }, 'connect')).toBe(
      'saas_admin',
    );
  });

  it('otherwise takes the role of the current product', () => {
    expect(currentRoleFor({ connect: 'user' }, 'connect')).toBe('user');
  });

  it('otherwise takes the smm role', () => {
    expect(currentRoleFor({ smm: 'user' }, 'connect')).toBe('user');
  });

  it('otherwise is user', () => {
    expect(currentRoleFor({}, 'connect')).toBe('user');
  });
});

describe('isAdmin', () => {
  it('is true for admin, super_admin and saas_admin as the current role', () => {
    expect(isAdmin('admin', {})).toBe(true);
    expect(isAdmin('super_admin', {})).toBe(true);
    expect(isAdmin('saas_admin', {})).toBe(true);
  });

  it('is true when any product role is admin-level even if the current role is not', () => {
    expect(isAdmin('user', { connect: 'admin' })).toBe(true);
  });

  it('is false for a user everywhere and for nobody', () => {
    expect(isAdmin('user', { smm: 'user', connect: 'user' })).toBe(false);
    expect(isAdmin(null, {})).toBe(false);
  });
});

describe('isSuperAdmin', () => {
  it('is true when any product role is super_admin', () => {
    expect(isSuperAdmin({ smm: 'user', connect: 'super_admin' })).toBe(true);
  });

  it('is false for admin and saas_admin', () => {
    expect(isSuperAdmin({ smm: 'admin', connect: 'saas_admin' })).toBe(false);
  });
});
