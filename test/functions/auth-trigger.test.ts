// The auth trigger: every new account gets users/{uid}, with the role user for the product it
// signed up in, pending invitations applied, and an existing document never overwritten.

import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { adminDb, signUp, stack, waitFor } from './support';

function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 40);
}

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

  it('applies a pending invitation: its product, its role and the workspace membership', async () => {
    const db = adminDb();
    const email = `invited-${Date.now()}@example.test`;
    await db
      .collection('workspaces')
      .doc('ws-invite')
      .set({ name: 'Client', product: 'connect', members: {}, memberUids: [], ownerUid: null });
    await db
      .collection('invites')
      .doc(`${emailKey(email)}_connect`)
      .set({
        email,
        emailKey: emailKey(email),
        product: 'connect',
        role: 'admin',
        workspaceId: 'ws-invite',
        memberRole: 'owner',
        status: 'pending',
        expiresAt: Timestamp.fromMillis(Date.now() + 3_600_000),
      });
    const account = await signUp('invited', email);
    const doc = await userDoc(account.uid);
    expect(doc.roles).toEqual({ connect: 'admin' });
    const workspace = (await db.collection('workspaces').doc('ws-invite').get()).data();
    expect(workspace?.members).toEqual({ [account.uid]: 'owner' });
    expect(workspace?.ownerUid).toBe(account.uid);
    const invite = (
      await db
        .collection('invites')
        .doc(`${emailKey(email)}_connect`)
        .get()
    ).data();
    expect(invite?.status).toBe('accepted');
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
