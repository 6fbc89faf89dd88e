import { invitationTokenSchema } from '@model/schemas/invitations';
import { Timestamp } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { rolesAfter } from '../caller';
import { maskEmail } from './invitationAccept';
import { hashInvitationToken, higherRole, newInvitationToken, statusOf } from './invites';

describe('invitation tokens', () => {
  it('are 43 base64url characters the schema accepts, different each time, stored as SHA-256 hex', () => {
    const tokens = new Set(Array.from({ length: 50 }, () => newInvitationToken()));
    expect(tokens.size).toBe(50);
    for (const token of tokens) {
      expect(v.safeParse(invitationTokenSchema, token).success).toBe(true);
      expect(hashInvitationToken(token)).toMatch(/^[0-9a-f]{64}$/);
    }
    for (const bad of ['', 'a'.repeat(42), 'a'.repeat(44), `${'a'.repeat(42)}=`, 42])
      expect(v.safeParse(invitationTokenSchema, bad).success).toBe(false);
  });
});

describe('statusOf', () => {
  const now = new Date('2026-06-01T12:00:00Z');
  const at = (ms: number) => Timestamp.fromMillis(now.getTime() + ms);
  it('derives expired from a pending invitation past its expiry, and keeps final states', () => {
    expect(statusOf({ status: 'pending', expiresAt: at(1000) }, now)).toBe('pending');
    expect(statusOf({ status: 'pending', expiresAt: at(0) }, now)).toBe('expired');
    expect(statusOf({ status: 'pending' }, now)).toBe('expired');
    expect(statusOf({ status: 'accepted', expiresAt: at(-1000) }, now)).toBe('accepted');
    expect(statusOf({ status: 'revoked', expiresAt: at(1000) }, now)).toBe('revoked');
  });
});

describe('maskEmail', () => {
  it('shows the first letter and the domain only', () => {
    expect(maskEmail('jane.doe@example.com')).toBe('j***@example.com');
    expect(maskEmail('no-at-sign')).toBe('***');
  });
});

describe('higherRole', () => {
  it('never lowers a role', () => {
    expect(higherRole('admin', 'user')).toBe('admin');
    expect(higherRole('user', 'admin')).toBe('admin');
    expect(higherRole(null, 'user')).toBe('user');
  });
});

describe('rolesAfter', () => {
  it('materialises a legacy role into the other product when the first product role is written', () => {
    expect(rolesAfter({ role: ' Admin' }, 'connect', 'user')).toEqual({
      smm: 'admin',
      connect: 'user',
    });
    expect(rolesAfter({ role: 'superadmin' }, 'smm', null)).toEqual({ connect: 'super_admin' });
  });
  it('leaves the legacy field out of it once a product role exists', () => {
    expect(rolesAfter({ role: 'admin', roles: { smm: 'user' } }, 'connect', 'user')).toEqual({
      smm: 'user',
      connect: 'user',
    });
    expect(rolesAfter({}, 'smm', 'user')).toEqual({ smm: 'user' });
  });
});
