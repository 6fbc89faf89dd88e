import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startTestFirestore,
  type TestFirestore,
} from '../../../../test/support/functions/firestoreEmulator';
import type { Caller } from '../caller';
import { DomainError } from '../errors';
import { setUserRoles } from './userRoles';

let fs: TestFirestore;
beforeAll(async () => {
  fs = await startTestFirestore();
});
afterAll(() => fs.stop());
beforeEach(() => fs.clear());

async function as(uid: string): Promise<Caller> {
  return { uid, email: null, doc: (await fs.db.doc(`users/${uid}`).get()).data() ?? null };
}

async function codeOf(promise: Promise<unknown>): Promise<string> {
  try {
    await promise;
    return 'ok';
  } catch (error) {
    return error instanceof DomainError ? error.code : String(error);
  }
}

describe('setUserRoles', () => {
  it('refuses to remove the last super admin, even by themselves', async () => {
    await fs.db.doc('users/boss').set({ roles: { smm: 'super_admin' } });
    const boss = await as('boss');
    expect(
      await codeOf(setUserRoles(fs.db, boss, { uid: 'boss', product: 'smm', role: 'admin' })),
    ).toBe('failed-precondition');
    expect((await fs.db.doc('users/boss').get()).data()?.roles).toEqual({ smm: 'super_admin' });
    expect((await fs.db.collection('auditLog').get()).size).toBe(0);
  });

  it('lets one of two super admins step down, but not both at once', async () => {
    await fs.db.doc('users/a').set({ roles: { smm: 'super_admin' } });
    await fs.db.doc('users/b').set({ roles: { connect: 'super_admin' } });
    const [a, b] = [await as('a'), await as('b')];
    const results = await Promise.all([
      codeOf(setUserRoles(fs.db, a, { uid: 'b', product: 'connect', role: 'admin' })),
      codeOf(setUserRoles(fs.db, b, { uid: 'a', product: 'smm', role: 'admin' })),
    ]);
    expect(results.sort()).toEqual(['failed-precondition', 'ok']);
    const remaining = [
      (await fs.db.doc('users/a').get()).data(),
      (await fs.db.doc('users/b').get()).data(),
    ];
    expect(
      remaining.filter((doc) => Object.values(doc?.roles ?? {}).includes('super_admin')),
    ).toHaveLength(1);
  });

  it('does not let an admin grant super_admin or change a super admin', async () => {
    await fs.db.doc('users/adm').set({ roles: { smm: 'admin' } });
    await fs.db.doc('users/boss').set({ roles: { smm: 'super_admin' } });
    await fs.db.doc('users/u').set({ roles: { smm: 'user' } });
    const admin = await as('adm');
    expect(
      await codeOf(setUserRoles(fs.db, admin, { uid: 'u', product: 'smm', role: 'super_admin' })),
    ).toBe('permission-denied');
    expect(
      await codeOf(setUserRoles(fs.db, admin, { uid: 'boss', product: 'smm', role: 'user' })),
    ).toBe('permission-denied');
    expect(
      await codeOf(setUserRoles(fs.db, admin, { uid: 'u', product: 'connect', role: 'user' })),
    ).toBe('permission-denied');
    expect(
      await codeOf(setUserRoles(fs.db, admin, { uid: 'u', product: 'smm', role: 'admin' })),
    ).toBe('ok');
  });

  it('replaces a legacy role with a product role and audits the change once', async () => {
    await fs.db.doc('users/boss').set({ roles: { connect: 'super_admin' } });
    await fs.db.doc('users/old').set({ role: 'Admin' });
    const boss = await as('boss');
    const first = await setUserRoles(fs.db, boss, { uid: 'old', product: 'smm', role: 'user' });
    const second = await setUserRoles(fs.db, boss, { uid: 'old', product: 'smm', role: 'user' });
    expect([first.changed, second.changed]).toEqual([true, false]);
    expect((await fs.db.doc('users/old').get()).data()).toMatchObject({
      role: 'Admin',
      roles: { smm: 'user' },
    });
    const audit = (await fs.db.collection('auditLog').get()).docs.map((doc) => doc.data());
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({
      action: 'user.roles.set',
      actorUid: 'boss',
      target: 'users/old',
      details: { from: 'admin', to: 'user' },
    });
  });

  it("keeps a legacy role's meaning for the other product when the first product role is written", async () => {
    // Legacy-only " Admin" reads as admin in both products. A connect admin changing the connect
    // role must not take the smm admin rights away as a side effect.
    await fs.db.doc('users/cora').set({ roles: { connect: 'admin' } });
    await fs.db.doc('users/leo').set({ role: ' Admin' });
    const cora = await as('cora');
    await setUserRoles(fs.db, cora, { uid: 'leo', product: 'connect', role: 'user' });
    const leo = (await fs.db.doc('users/leo').get()).data();
    expect(leo?.roles).toEqual({ smm: 'admin', connect: 'user' });
    // And removing the only product role of a legacy account really removes it for that product.
    await fs.db.doc('users/lea').set({ role: 'admin' });
    await fs.db.doc('users/sam').set({ roles: { smm: 'admin' } });
    await setUserRoles(fs.db, await as('sam'), { uid: 'lea', product: 'smm', role: null });
    expect((await fs.db.doc('users/lea').get()).data()?.roles).toEqual({ connect: 'admin' });
  });
});
