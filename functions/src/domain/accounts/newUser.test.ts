import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startTestFirestore,
  type TestFirestore,
} from '../../../../test/support/functions/firestoreEmulator';
import { loadCaller, NEW_ACCOUNT_WINDOW_MS } from '../caller';
import { createUserDocument, signupProduct } from './newUser';

let fs: TestFirestore;
beforeAll(async () => {
  fs = await startTestFirestore();
});
afterAll(() => fs.stop());
beforeEach(() => fs.clear());

const account = (uid: string, email: string | null = `${uid}@example.test`) => ({
  uid,
  email,
  displayName: null,
  photoURL: null,
  tenantId: null,
  customClaims: null,
});

describe('signupProduct', () => {
  it('reads a product custom claim first', () => {
    expect(signupProduct({ tenantId: 'connect-tenant', customClaims: { product: 'smm' } })).toBe(
      'smm',
    );
    expect(signupProduct({ tenantId: null, customClaims: { product: 'connect' } })).toBe('connect');
  });
  it('takes connect from a tenant whose id names it, and smm otherwise', () => {
    expect(signupProduct({ tenantId: 'connect-x1y2', customClaims: null })).toBe('connect');
    expect(signupProduct({ tenantId: 'clients_connect', customClaims: null })).toBe('connect');
    expect(signupProduct({ tenantId: 'disconnected-9', customClaims: null })).toBe('smm');
    expect(signupProduct({ tenantId: null, customClaims: { product: 'admin' } })).toBe('smm');
  });
});

describe('createUserDocument', () => {
  it('creates many users at once without losing one', async () => {
    const uids = Array.from({ length: 9 }, (_, i) => `u${i}`);
    const results = await Promise.all(
      uids.map((uid) => createUserDocument(fs.db, account(uid), new Date())),
    );
    expect(results.every((r) => r.created)).toBe(true);
    for (const uid of uids)
      expect((await fs.db.doc(`users/${uid}`).get()).data()?.roles).toEqual({ smm: 'user' });
  });

  it('keeps an existing document as it is', async () => {
    await fs.db.doc('users/u1').set({ roles: { connect: 'admin' } });
    const result = await createUserDocument(fs.db, account('u1'), new Date());
    expect(result.created).toBe(false);
    expect((await fs.db.doc('users/u1').get()).data()).toEqual({ roles: { connect: 'admin' } });
  });

  it('grants nothing from a pending invitation for the same address, verified or not', async () => {
    // Anyone can register any address; only the invitation link's secret may grant.
    const email = 'Mixed.Case@Example.test';
    await fs.db.doc('invitations/i1').set({
      kind: 'staff',
      email,
      emailLower: email.toLowerCase(),
      product: 'smm',
      role: 'super_admin',
      status: 'pending',
      expiresAt: Timestamp.fromMillis(Date.now() + 60_000),
      tokenHash: 'a'.repeat(64),
    });
    const result = await createUserDocument(fs.db, account('u2', email.toLowerCase()), new Date());
    expect(result).toMatchObject({ created: true, source: 'signup', roles: { smm: 'user' } });
    expect((await fs.db.doc('users/u2').get()).data()?.roles).toEqual({ smm: 'user' });
    expect((await fs.db.doc('invitations/i1').get()).data()?.status).toBe('pending');
  });

  it('gives no smm role while a super admin has closed smm sign-up', async () => {
    await fs.db.doc('settings/app').set({ smmSignupOpen: false });
    const result = await createUserDocument(fs.db, account('u3'), new Date());
    expect(result).toMatchObject({ created: true, source: 'signup-closed', roles: {} });
    expect((await fs.db.doc('users/u3').get()).data()?.roles).toEqual({});
    // Connect sign-ups are not smm self-service and keep their role.
    const connect = await createUserDocument(
      fs.db,
      { ...account('u4'), customClaims: { product: 'connect' } },
      new Date(),
    );
    expect(connect.roles).toEqual({ connect: 'user' });
  });
});

describe('a callable before the auth trigger', () => {
  const facts = { email: null, emailVerified: false, authTime: null };
  const now = new Date('2026-11-29T12:00:00Z');
  const made = (uid: string, ageMs: number) => async () => ({
    ...account(uid),
    customClaims: { product: 'connect' },
    createdAtMs: now.getTime() - ageMs,
  });

  it('writes a new account its document, as the trigger would, and the trigger keeps it', async () => {
    const caller = await loadCaller(fs.db, 'n1', facts, made('n1', 5_000), now);
    expect(caller.doc?.roles).toEqual({ connect: 'user' });
    expect((await fs.db.doc('users/n1').get()).get('roles')).toEqual({ connect: 'user' });
    const late = await createUserDocument(fs.db, account('n1'), now);
    expect(late.created).toBe(false);
    expect((await fs.db.doc('users/n1').get()).get('roles')).toEqual({ connect: 'user' });
  });

  it('brings back no document of an account older than the window, nor of a deleted one', async () => {
    const old = await loadCaller(fs.db, 'n2', facts, made('n2', NEW_ACCOUNT_WINDOW_MS + 1), now);
    expect(old.doc).toBeNull();
    const gone = await loadCaller(fs.db, 'n3', facts, async () => null, now);
    expect(gone.doc).toBeNull();
    expect((await fs.db.doc('users/n2').get()).exists).toBe(false);
    expect((await fs.db.doc('users/n3').get()).exists).toBe(false);
  });
});
