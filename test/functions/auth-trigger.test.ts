// The auth trigger: every new account gets users/{uid}, with the role user for the product it
// signed up in and nothing from invitations, and an existing document is never overwritten.

import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb, signUp, stack, verifyEmail, waitFor } from './support';

async function userDoc(uid: string) {
  return waitFor(async () => (await adminDb().collection('users').doc(uid).get()).data());
}

describe('onUserCreated', () => {
  it('creates users/{uid} with the role user for smm when the sign-up names no product', async () => {
    const account = await signUp('plain');
    const doc = await userDoc(account.uid);
    expect(doc.roles).toEqual({ smm: 'user' });
    expect(doc.email).toBe(account.email);
    expect(doc.disabled).toBe(false);
  });

  it('grants nothing from a pending invitation for the address, before or after verifying', async () => {
    // A stranger can register any address; only the invitation link's secret may grant.
    const db = adminDb();
    const email = `invited-${Date.now()}@example.test`;
    await db
      .collection('workspaces')
      .doc('ws-invite')
      .set({ name: 'Client', product: 'connect', members: {}, memberUids: [], ownerUid: null });
    await db
      .collection('invitations')
      .doc('inv-trigger')
      .set({
        kind: 'client',
        email: email.toUpperCase(),
        emailLower: email,
        product: 'connect',
        role: 'admin',
        workspaceId: 'ws-invite',
        memberRole: 'owner',
        status: 'pending',
        tokenHash: 'f'.repeat(64),
        expiresAt: Timestamp.fromMillis(Date.now() + 3_600_000),
      });
    const account = await signUp('invited', email);
    const doc = await userDoc(account.uid);
    expect(doc.roles).toEqual({ smm: 'user' });
    await verifyEmail(account);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await db.collection('users').doc(account.uid).get()).data()?.roles).toEqual({
      smm: 'user',
    });
    const workspace = (await db.collection('workspaces').doc('ws-invite').get()).data();
    expect(workspace?.members).toEqual({});
    expect(workspace?.ownerUid).toBeNull();
    expect((await db.collection('invitations').doc('inv-trigger').get()).data()?.status).toBe(
      'pending',
    );
  });

  it('never overwrites a users document that already exists', async () => {
    const db = adminDb();
    const uid = `seeded-${Date.now()}`;
    await db
      .collection('users')
      .doc(uid)
      .set({ roles: { smm: 'super_admin' }, note: 'seeded' });
    const response = await fetch(
      `http://${stack().authHost}/identitytoolkit.googleapis.com/v1/projects/${stack().projectId}/accounts`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
        body: JSON.stringify({ localId: uid, email: `${uid}@example.test` }),
      },
    );
    expect(response.ok).toBe(true);
    // The trigger runs asynchronously: give it time to act, then check it left the document alone.
    const marker = await signUp('marker');
    await userDoc(marker.uid);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect((await db.collection('users').doc(uid).get()).data()).toEqual({
      roles: { smm: 'super_admin' },
      note: 'seeded',
    });
  });
});
