import { describe, expect, it } from 'vitest';
import { administeredProducts, grantableRoles, mayChangeRole } from './admin-reach';

describe('admin scope', () => {
  it('gives a plain admin only the product whose role says so', () => {
    expect(administeredProducts({ smm: 'admin', connect: 'user' })).toEqual(['smm']);
    expect(administeredProducts({ connect: 'admin' })).toEqual(['connect']);
    expect(administeredProducts({ smm: 'user' })).toEqual([]);
  });
  it('makes super_admin and saas_admin global', () => {
    expect(administeredProducts({ connect: 'super_admin' })).toEqual(['smm', 'connect']);
    expect(administeredProducts({ smm: 'saas_admin' })).toEqual(['smm', 'connect']);
  });
  it('lets only super admins hand out or take away privileged roles', () => {
    expect(grantableRoles({ smm: 'admin' })).toEqual(['user', 'admin']);
    expect(grantableRoles({ smm: 'saas_admin' })).toEqual(['user', 'admin']);
    expect(grantableRoles({ connect: 'super_admin' })).toContain('super_admin');
    expect(mayChangeRole({ smm: 'admin' }, 'super_admin')).toBe(false);
    expect(mayChangeRole({ smm: 'admin' }, 'user')).toBe(true);
    expect(mayChangeRole({ smm: 'super_admin' }, 'saas_admin')).toBe(true);
  });
});
