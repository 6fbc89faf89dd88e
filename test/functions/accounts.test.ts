// Workspaces and accounts through the real Functions and Auth emulators: the plan's workspace
// limit holds under concurrent calls, a workspace keeps an owner, deleting a workspace removes
// what is in it, and a user exports and deletes their own data (after a recent sign-in).

import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ANONYMISE_BATCH } from '../../functions/src/config';
import { type Accounts, createAccounts, seedBase, seedPost, WS_CONNECT, WS_SMM } from './fixtures';
import {
  type Account,
  adminAuth,
  adminDb,
  type CallOutcome,
  call,
  dumpDatabase,
  pastSignInSecond,
  requestId,
  signIn,
  signUp,
  triggeredUserDoc,
} from './support';

let accounts: Accounts;

beforeAll(async () => {
  accounts = await createAccounts();
}, 120_000);

beforeEach(async () => {
  await seedBase(accounts);
});

const db = () => adminDb();
const data = async (path: string) => (await db().doc(path).get()).data();

function ok(outcome: CallOutcome): Record<string, unknown> {
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
  return outcome.result;
}

/** The smm free tier allows two workspaces per owner. */
async function seedSmmPlan(workspaces: number): Promise<void> {
  await db()
    .doc('plans/smm-free')
    .set({
      product: 'smm',
      name: { en: 'Free' },
      limits: { channels: 2, postsPerMonth: 30, members: 2, workspaces },
      active: true,
      order: 0,
    });
}

function create(account: Account, name = 'Florist') {
  return call(
    'createWorkspace',
    { requestId: requestId(), name, timeZone: 'Europe/Berlin' },
    account,
  );
}

async function ownedBy(uid: string): Promise<number> {
  return (await db().collection('workspaces').where('ownerUid', '==', uid).get()).size;
}

/**
 * An ID token whose sign-in is `ageMs` old. The Auth emulator's tokens are unsigned, and the
 * Functions emulator reads them as the SDK would read a real one; only auth_time is changed.
 */
function signedInAgo(account: Account, ageMs: number): Account {
  const [header, payload] = account.idToken.split('.');
  const claims = JSON.parse(Buffer.from(String(payload), 'base64url').toString());
  claims.auth_time = Math.floor((Date.now() - ageMs) / 1000);
  const forged = `${header}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.`;
  return { ...account, idToken: forged };
}

async function freshAccount(label: string): Promise<Account> {
  const account = await signUp(label);
  await triggeredUserDoc(account.uid);
  return account;
}

describe('createWorkspace and the plan limit', () => {
  it('refuses a workspace over the limit with resource-exhausted and writes nothing', async () => {
    await seedSmmPlan(2);
    ok(await create(accounts.smmUser, 'Second'));
    const before = await dumpDatabase();
    const outcome = await create(accounts.smmUser, 'Third');
    expect(outcome).toMatchObject({ ok: false, code: 'resource-exhausted' });
    expect(outcome.ok ? '' : outcome.message).toMatch(/allows 2 workspaces/);
    expect(await dumpDatabase()).toEqual(before);
  });

  it('lets exactly the limit through when calls race', async () => {
    await seedSmmPlan(2);
    const outcomes = await Promise.all(
      Array.from({ length: 5 }, (_, i) => create(accounts.outsider, `Race ${i}`)),
    );
    const codes = outcomes.map((outcome) => (outcome.ok ? 'ok' : outcome.code)).sort();
    expect(codes).toEqual([
      'ok',
      'ok',
      'resource-exhausted',
      'resource-exhausted',
      'resource-exhausted',
    ]);
    expect(await ownedBy(accounts.outsider.uid)).toBe(2);
  });

  it('takes a subscribed plan with a higher limit over the free tier', async () => {
    await seedSmmPlan(1);
    await db()
      .doc('plans/smm-pro')
      .set({ product: 'smm', limits: { workspaces: 3 }, active: true, order: 2 });
    await db().doc(`subscriptions/${WS_SMM}`).set({ planId: 'smm-pro', status: 'active' });
    ok(await create(accounts.smmUser, 'Two'));
    ok(await create(accounts.smmUser, 'Three'));
    expect(await create(accounts.smmUser, 'Four')).toMatchObject({
      ok: false,
      code: 'resource-exhausted',
    });
  });
});

describe('workspace members', () => {
  it('keeps the last owner: they can neither leave nor be demoted', async () => {
    const before = await dumpDatabase();
    const owner = accounts.smmUser;
    for (const memberRole of [null, 'editor']) {
      const outcome = await call(
        'setWorkspaceMember',
        { workspaceId: WS_SMM, uid: owner.uid, memberRole },
        owner,
      );
      expect(outcome).toMatchObject({ ok: false, code: 'failed-precondition' });
      expect(outcome.ok ? '' : outcome.message).toMatch(/at least one owner/);
    }
    const byAdmin = await call(
      'setWorkspaceMember',
      { workspaceId: WS_SMM, uid: owner.uid, memberRole: null },
      accounts.smmAdmin,
    );
    expect(byAdmin).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect(await dumpDatabase()).toEqual(before);
  });

  it('lets a member leave, and an owner leave once another owner exists', async () => {
    const owner = accounts.smmUser;
    const member = accounts.target;
    await db()
      .doc(`workspaces/${WS_SMM}`)
      .update({
        [`members.${member.uid}`]: 'viewer',
        memberUids: FieldValue.arrayUnion(member.uid),
      });
    ok(
      await call(
        'setWorkspaceMember',
        { workspaceId: WS_SMM, uid: member.uid, memberRole: null },
        member,
      ),
    );
    expect((await data(`workspaces/${WS_SMM}`))?.members).toEqual({ [owner.uid]: 'owner' });
    // An owner cannot pull someone in without an invitation.
    expect(
      await call(
        'setWorkspaceMember',
        { workspaceId: WS_SMM, uid: member.uid, memberRole: 'owner' },
        owner,
      ),
    ).toMatchObject({ ok: false, code: 'failed-precondition' });
    await db()
      .doc(`workspaces/${WS_SMM}`)
      .update({
        [`members.${member.uid}`]: 'owner',
        memberUids: FieldValue.arrayUnion(member.uid),
      });
    ok(
      await call(
        'setWorkspaceMember',
        { workspaceId: WS_SMM, uid: owner.uid, memberRole: null },
        owner,
      ),
    );
    expect(await data(`workspaces/${WS_SMM}`)).toMatchObject({
      members: { [member.uid]: 'owner' },
      ownerUid: member.uid,
    });
  });
});

describe('updateWorkspace and deleteWorkspace', () => {
  it('lets the owner rename and refuses others', async () => {
    expect(
      ok(
        await call(
          'updateWorkspace',
          { workspaceId: WS_SMM, name: 'Patisserie' },
          accounts.smmUser,
        ),
      ),
    ).toEqual({ workspaceId: WS_SMM, updated: ['name'] });
    expect((await data(`workspaces/${WS_SMM}`))?.name).toBe('Patisserie');
    const before = await dumpDatabase();
    expect(
      await call('updateWorkspace', { workspaceId: WS_SMM, name: 'Mine' }, accounts.outsider),
    ).toMatchObject({ ok: false, code: 'permission-denied' });
    expect(await call('updateWorkspace', { workspaceId: WS_SMM }, accounts.smmUser)).toMatchObject({
      ok: false,
      code: 'invalid-argument',
    });
    expect(await dumpDatabase()).toEqual(before);
  });

  it('deletes the workspace with its channels, posts, comments, secrets, keys and subscription', async () => {
    await seedPost(WS_SMM, 'p1', { authorUid: accounts.smmUser.uid });
    await db()
      .doc(`workspaces/${WS_SMM}/posts/p1/comments/c1`)
      .set({ authorUid: accounts.smmUser.uid, text: 'Nice' });
    await db().doc('channelSecrets/ch1').set({ accessToken: 'secret' });
    await db().doc('apiKeys/k1').set({ hash: 'h', workspaceId: WS_SMM, createdBy: 'x' });
    await db().doc(`subscriptions/${WS_SMM}`).set({ planId: 'p', status: 'active' });
    expect(await call('deleteWorkspace', { workspaceId: WS_SMM }, accounts.outsider)).toMatchObject(
      { ok: false, code: 'permission-denied' },
    );
    ok(await call('deleteWorkspace', { workspaceId: WS_SMM }, accounts.smmUser));
    const left = Object.keys(await dumpDatabase());
    expect(left.filter((path) => path.includes(WS_SMM))).toEqual([]);
    expect(left).not.toContain('channelSecrets/ch1');
    expect(left).not.toContain('apiKeys/k1');
    const audit = await db().collection('auditLog').where('action', '==', 'workspace.delete').get();
    expect(audit.size).toBe(1);
  });
});

describe('exportMyData', () => {
  it("returns the caller's profile, consents, workspaces, posts, comments and requests", async () => {
    const me = accounts.smmUser;
    await db()
      .doc(`users/${me.uid}/consents/privacy`)
      .set({ version: 1, acceptedAt: Timestamp.fromMillis(Date.UTC(2026, 0, 2)) });
    await seedPost(WS_SMM, 'mine', { authorUid: me.uid });
    await seedPost(WS_SMM, 'theirs', { authorUid: accounts.target.uid });
    // Written in a workspace the caller has since left, and edited there by its team.
    await seedPost(WS_CONNECT, 'left', { authorUid: me.uid, text: 'Rewritten by the client team' });
    await db()
      .doc(`workspaces/${WS_SMM}/posts/theirs/comments/c1`)
      .set({ authorUid: me.uid, text: 'Looks good' });
    await db()
      .doc('serviceRequests/sr1')
      .set({ workspaceId: WS_SMM, requesterUid: me.uid, title: 'Help', status: 'new' });
    const result = ok(await call('exportMyData', {}, me));
    expect(result.user).toMatchObject({ id: me.uid, email: me.email, roles: { smm: 'user' } });
    expect(result.consents).toEqual([
      expect.objectContaining({
        id: 'privacy',
        version: 1,
        acceptedAt: '2026-01-02T00:00:00.000Z',
      }),
    ]);
    expect(result.workspaces).toEqual([
      expect.objectContaining({ id: WS_SMM, name: 'Bakery', memberRole: 'owner', owner: true }),
    ]);
    const posts = result.posts as Record<string, unknown>[];
    expect(posts.map((post) => post.id).sort()).toEqual(['left', 'mine']);
    expect(posts.find((post) => post.id === 'mine')).toMatchObject({ text: 'Fresh bread at 7' });
    expect(posts.find((post) => post.id === 'left')).toEqual({
      id: 'left',
      path: `workspaces/${WS_CONNECT}/posts/left`,
      workspaceId: WS_CONNECT,
      createdAt: null,
      authoredOnly: true,
    });
    expect(JSON.stringify(result)).not.toContain('Rewritten by the client team');
    expect(String(result.readme)).toMatch(/no longer belong to/);
    expect(result.comments).toEqual([expect.objectContaining({ text: 'Looks good' })]);
    expect(result.serviceRequests).toEqual([expect.objectContaining({ title: 'Help' })]);
    expect(Date.parse(String(result.exportedAt))).not.toBeNaN();
  });
});

describe('an unknown workspace and a forbidden one', () => {
  it('get the same answer, so nobody learns which workspace ids exist', async () => {
    const outsider = accounts.outsider;
    for (const [name, payload] of [
      ['updateWorkspace', { name: 'Mine now' }],
      [
        'inviteWorkspaceMember',
        { requestId: requestId(), email: 'x@example.test', memberRole: 'viewer' },
      ],
      ['listReviewLinks', {}],
    ] as const) {
      const forbidden = await call(name, { ...payload, workspaceId: WS_SMM }, outsider);
      const unknown = await call(name, { ...payload, workspaceId: 'no-such-workspace' }, outsider);
      expect(forbidden, name).toMatchObject({ ok: false, code: 'permission-denied' });
      expect(unknown.ok ? null : { code: unknown.code, message: unknown.message }, name).toEqual({
        code: 'permission-denied',
        message: forbidden.ok ? '' : forbidden.message,
      });
    }
  });
});

describe('service requests name an active service', () => {
  it('refuses a request for an inactive service as for an unknown one, writing nothing', async () => {
    await db()
      .doc('services/svc-retired')
      .set({ name: { en: 'Retired' }, order: 9, active: false });
    const request = (serviceId: string) =>
      call(
        'createServiceRequest',
        {
          requestId: requestId(),
          workspaceId: WS_CONNECT,
          serviceId,
          title: 'Help',
          details: 'Please',
        },
        accounts.client,
      );
    expect(await request('svc-retired')).toMatchObject({ ok: false, code: 'not-found' });
    expect(await request('svc-unknown')).toMatchObject({ ok: false, code: 'not-found' });
    expect((await db().collection('serviceRequests').get()).size).toBe(0);
  });
});

describe('disabling ends the sessions', () => {
  it('refuses a token from before the disable even after the account is enabled again', async () => {
    const person = await signUp('disabled');
    await triggeredUserDoc(person.uid);
    await pastSignInSecond(person);
    const admin = accounts.smmAdmin;
    ok(await call('setUserDisabled', { uid: person.uid, disabled: true }, admin));
    expect(await call('exportMyData', {}, person)).toMatchObject({ code: 'permission-denied' });
    ok(await call('setUserDisabled', { uid: person.uid, disabled: false }, admin));
    expect(await call('exportMyData', {}, person)).toMatchObject({ code: 'unauthenticated' });
    expect(await call('exportMyData', {}, await signIn(person))).toMatchObject({ ok: true });
  });
});

describe('deleteMyAccount', () => {
  it('refuses without a recent sign-in and changes nothing', async () => {
    const me = await freshAccount('stale');
    const before = await dumpDatabase();
    const outcome = await call('deleteMyAccount', {}, signedInAgo(me, 10 * 60_000));
    expect(outcome).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect(outcome.ok ? '' : outcome.message).toMatch(/^requires-recent-login/);
    expect(await dumpDatabase()).toEqual(before);
    expect((await adminAuth().getUser(me.uid)).uid).toBe(me.uid);
  });

  it('asks what to do with an owned workspace others use, then removes the account and its data', async () => {
    const me = await freshAccount('leaver');
    const colleague = accounts.target;
    await db()
      .doc('workspaces/ws-mine')
      .set({
        name: 'Shared',
        product: 'smm',
        ownerUid: me.uid,
        members: { [me.uid]: 'owner', [colleague.uid]: 'editor' },
        memberUids: [me.uid, colleague.uid],
      });
    await db()
      .doc('workspaces/ws-solo')
      .set({
        name: 'Solo',
        product: 'smm',
        ownerUid: me.uid,
        members: { [me.uid]: 'owner' },
        memberUids: [me.uid],
      });
    await seedPost('ws-solo', 'solo-post', { authorUid: me.uid });
    await db()
      .doc(`workspaces/${WS_SMM}`)
      .update({ [`members.${me.uid}`]: 'editor', memberUids: FieldValue.arrayUnion(me.uid) });
    await seedPost(WS_SMM, 'written', { authorUid: me.uid });
    await db().doc(`users/${me.uid}/consents/terms`).set({ version: 1 });
    await db()
      .doc('apiKeys/mykey')
      .set({ hash: 'h', workspaceId: 'ws-mine', createdBy: me.uid, revokedAt: null });
    await db()
      .doc('apiKeys/otherkey')
      .set({ hash: 'h', workspaceId: WS_SMM, createdBy: me.uid, revokedAt: null });

    const before = await dumpDatabase();
    const unanswered = await call('deleteMyAccount', {}, me);
    expect(unanswered).toMatchObject({ ok: false, code: 'invalid-argument' });
    expect(unanswered.ok ? '' : unanswered.message).toContain('Shared (ws-mine)');
    const badTarget = await call(
      'deleteMyAccount',
      { workspaces: { 'ws-mine': { action: 'transfer', toUid: accounts.outsider.uid } } },
      me,
    );
    expect(badTarget).toMatchObject({ ok: false, code: 'invalid-argument' });
    expect(await dumpDatabase()).toEqual(before);

    const result = ok(
      await call(
        'deleteMyAccount',
        { workspaces: { 'ws-mine': { action: 'transfer', toUid: colleague.uid } } },
        me,
      ),
    );
    expect(result).toEqual({
      uid: me.uid,
      deletedWorkspaces: ['ws-solo'],
      transferredWorkspaces: ['ws-mine'],
    });
    expect(await data('workspaces/ws-mine')).toMatchObject({
      ownerUid: colleague.uid,
      members: { [colleague.uid]: 'owner' },
      memberUids: [colleague.uid],
    });
    expect(await data('workspaces/ws-solo')).toBeUndefined();
    expect(await data('workspaces/ws-solo/posts/solo-post')).toBeUndefined();
    expect((await data(`workspaces/${WS_SMM}`))?.memberUids).toEqual([accounts.smmUser.uid]);
    expect(await data(`workspaces/${WS_SMM}/posts/written`)).toMatchObject({
      authorUid: null,
      authorDeleted: true,
    });
    expect(await data(`users/${me.uid}`)).toBeUndefined();
    expect(await data(`users/${me.uid}/consents/terms`)).toBeUndefined();
    expect(await data('apiKeys/otherkey')).toMatchObject({ revokedBy: me.uid });
    expect((await data('apiKeys/otherkey'))?.revokedAt).toBeInstanceOf(Timestamp);
    await expect(adminAuth().getUser(me.uid)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
    const audit = await db().collection('auditLog').where('action', '==', 'account.delete').get();
    expect(audit.docs.map((doc) => doc.data().target)).toEqual([`users/${me.uid}`]);
  });
});

describe('deleting an account anonymises what it leaves behind', () => {
  it('takes their name off the invitations they sent and their uid off every request message, past one batch', async () => {
    const me = await freshAccount('writer');
    const other = accounts.connectAdmin;
    const request = db().doc('serviceRequests/sr-talk');
    await request.set({ workspaceId: WS_SMM, requesterUid: other.uid, status: 'new' });
    // More messages than one page of the deletion's batches, so a second page must be read.
    const mine = ANONYMISE_BATCH + 5;
    const batch = db().batch();
    for (let i = 0; i < mine; i++)
      batch.set(request.collection('messages').doc(`m${String(i).padStart(3, '0')}`), {
        authorUid: me.uid,
        text: `Message ${i}`,
        staff: false,
      });
    batch.set(request.collection('messages').doc('reply'), {
      authorUid: other.uid,
      text: 'Noted.',
      staff: true,
    });
    const invitation = (invitedBy: string, invitedByName: string) => ({
      kind: 'member',
      email: 'guest@example.com',
      emailLower: 'guest@example.com',
      product: 'smm',
      workspaceId: WS_SMM,
      memberRole: 'viewer',
      status: 'pending',
      invitedBy,
      invitedByName,
      tokenHash: 'a'.repeat(64),
      sendCount: 1,
    });
    batch.set(db().doc('invitations/inv-from-me'), invitation(me.uid, 'Wanda Writer'));
    batch.set(db().doc('invitations/inv-from-other'), invitation(other.uid, 'Connie Admin'));
    await batch.commit();

    ok(await call('deleteMyAccount', {}, me));

    const messages = await request.collection('messages').get();
    const byMe = messages.docs.filter((doc) => doc.id !== 'reply');
    expect(byMe).toHaveLength(mine);
    for (const doc of byMe) {
      expect(doc.data()).toMatchObject({ authorUid: null, authorDeleted: true });
      expect(doc.get('text')).toMatch(/^Message \d+$/);
    }
    expect(await data('serviceRequests/sr-talk/messages/reply')).toEqual({
      authorUid: other.uid,
      text: 'Noted.',
      staff: true,
    });
    expect(await data('invitations/inv-from-me')).toMatchObject({
      invitedBy: null,
      invitedByName: null,
      inviterDeleted: true,
      status: 'pending',
    });
    expect(await data('invitations/inv-from-other')).toMatchObject({
      invitedBy: other.uid,
      invitedByName: 'Connie Admin',
    });
    expect((await data('invitations/inv-from-other'))?.inviterDeleted).toBeUndefined();
  });
});

describe('deleteUser', () => {
  it('lets an admin delete a user of their product, audited, and nobody beyond their power', async () => {
    const victim = await freshAccount('victim');
    const before = await dumpDatabase();
    const codes = [];
    for (const [caller, target] of [
      [accounts.connectAdmin, victim],
      [accounts.smmUser, victim],
      [accounts.smmAdmin, accounts.superAdmin],
      [accounts.smmAdmin, accounts.smmAdmin],
    ] as const) {
      const outcome = await call('deleteUser', { uid: target.uid }, caller);
      codes.push(outcome.ok ? 'ok' : outcome.code);
    }
    expect(codes).toEqual([
      'permission-denied',
      'permission-denied',
      'permission-denied',
      'invalid-argument',
    ]);
    expect(await dumpDatabase()).toEqual(before);
    ok(await call('deleteUser', { uid: victim.uid }, accounts.smmAdmin));
    expect(await data(`users/${victim.uid}`)).toBeUndefined();
    await expect(adminAuth().getUser(victim.uid)).rejects.toMatchObject({
      code: 'auth/user-not-found',
    });
    const audit = await db().collection('auditLog').where('action', '==', 'user.delete').get();
    expect(audit.docs.map((doc) => doc.data())).toEqual([
      expect.objectContaining({ actorUid: accounts.smmAdmin.uid, target: `users/${victim.uid}` }),
    ]);
  });
});
