import { describe, expect, it } from 'vitest';
import { allRoles, type Caller, isAdminFor, isSuperAdminCaller, roleIn } from './caller';

const caller = (doc: Record<string, unknown> | null): Caller => ({ uid: 'u', email: null, doc });

describe('roles read from users/{uid}', () => {
  it('normalises stored roles and applies the legacy role only when the map names neither product', () => {
    expect(roleIn({ roles: { smm: ' Super-Admin ' } }, 'smm')).toBe('super_admin');
    expect(roleIn({ roles: { connect: 'admin' }, role: 'superadmin' }, 'smm')).toBeNull();
    expect(allRoles({ role: 'SaaSAdmin' })).toEqual({ smm: 'saas_admin', connect: 'saas_admin' });
    expect(allRoles(null)).toEqual({});
  });

  it('lets admins act for their own product and super admins for any', () => {
    expect(isAdminFor(caller({ roles: { smm: 'admin' } }), 'smm')).toBe(true);
    expect(isAdminFor(caller({ roles: { smm: 'admin' } }), 'connect')).toBe(false);
    expect(isAdminFor(caller({ roles: { connect: 'saas_admin' } }), 'connect')).toBe(true);
    expect(isAdminFor(caller({ roles: { smm: 'super_admin' } }), 'connect')).toBe(true);
    expect(isAdminFor(caller({ roles: { smm: 'user' } }), 'smm')).toBe(false);
    expect(isAdminFor(caller(null), 'smm')).toBe(false);
  });

  it('never takes a role from anything but the stored document', () => {
    expect(
      isSuperAdminCaller(caller({ roles: { smm: 'user' }, claims: { super_admin: true } })),
    ).toBe(false);
    expect(isSuperAdminCaller(caller({ roles: { connect: 'superadmin' } }))).toBe(true);
  });
});
