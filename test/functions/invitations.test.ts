// Invitations are link secrets, through the real Functions and Auth emulators: knowing (or
// registering, or even verifying) an invited address grants nothing; only a signed-in account
// whose verified email is the invited one, holding the current link, gets the grant, once.

import { randomBytes, randomUUID } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts, seedBase, WS_CONNECT, WS_SMM } from './fixtures';
import {
  type Account,
  adminAuth,
  adminDb,
  type CallOutcome,
  call,
  countDocs,
  dumpDatabase,
  pastSignInSecond,
  requestId,
  signIn,
  signUp,
  stack,
  triggeredUserDoc,
  verifyEmail,
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
const freshEmail = (label: string) => `${label}-${randomUUID().slice(0, 8)}@example.test`;

function ok(outcome: CallOutcome): Record<string, unknown> {
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
  return outcome.result;
}

/** The tokens of an invitation's links, oldest first, as the outbox would mail them. */
async function tokensOf(invitationId: string): Promise<string[]> {
  const outbox = await db()
    .collection('outbox')
    .where('data.invitationId', '==', invitationId)
    .get();
  return outbox.docs
    .map((doc) => doc.data())
    .sort((a, b) => a.createdAt.toMillis() - b.createdAt.toMillis())
    .map((record) => String(record.data.acceptUrl).split('/').pop() as string);
}

async function latestToken(invitationId: string): Promise<string> {
  const tokens = await tokensOf(invitationId);
  return tokens[tokens.length - 1] as string;
}

async function inviteSmmAdmin(email: string): Promise<string> {
  const result = ok(
    await call(
      'inviteUser',
      { requestId: requestId(), email, product: 'smm', role: 'admin' },
      accounts.smmAdmin,
    ),
  );
  return String(result.invitationId);
}

async function inviteEditor(email: string): Promise<string> {
  const result = ok(
    await call(
      'inviteWorkspaceMember',
      { requestId: requestId(), workspaceId: WS_SMM, email, memberRole: 'editor' },
      accounts.smmUser,
    ),
  );
  return String(result.invitationId);
}

async function verifiedAccount(label: string, email = freshEmail(label)): Promise<Account> {
  const account = await signUp(label, email);
  await triggeredUserDoc(account.uid);
  return verifyEmail(account);
}

async function accepts(): Promise<number> {
  const audit = await db().collection('auditLog').where('action', '==', 'invitation.accept').get();
  return audit.size;
}

describe('creating an invitation', () => {
  it('stores only the hash of a 43-character token, expires in 7 days and writes the mail to the outbox', async () => {
    const email = freshEmail('Staff').replace('staff', 'Staff');
    const before = Date.now();
    const id = await inviteSmmAdmin(email);
    const invitation = await data(`invitations/${id}`);
    const token = await latestToken(id);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(JSON.stringify(invitation)).not.toContain(token);
    expect(invitation).toMatchObject({
      kind: 'staff',
      email,
      emailLower: email.toLowerCase(),
      product: 'smm',
      role: 'admin',
      status: 'pending',
      invitedBy: accounts.smmAdmin.uid,
      sendCount: 1,
    });
    const ttl = (invitation?.expiresAt as Timestamp | undefined)?.toMillis() ?? 0;
    expect(ttl - before).toBeGreaterThan(7 * 86_400_000 - 60_000);
    expect(ttl - before).toBeLessThan(7 * 86_400_000 + 60_000);
    const [mail] = (await db().collection('outbox').get()).docs.map((doc) => doc.data());
    expect(mail).toMatchObject({
      event: 'invitation',
      status: 'pending',
      recipients: [{ email, uid: null }],
      data: { kind: 'staff', product: 'smm', role: 'admin', invitationId: id },
    });
    expect(mail?.data.acceptUrl).toMatch(new RegExp(`/invite/${token}$`));
    expect(mail?.data.acceptUrl).not.toContain('/connect/');
  });

  it('refuses a plain admin inviting a super admin, and a non-owner inviting into a workspace', async () => {
    const before = await dumpDatabase();
    const superInvite = await call(
      'inviteUser',
      { requestId: requestId(), email: freshEmail('x'), product: 'smm', role: 'super_admin' },
      accounts.smmAdmin,
    );
    const memberInvite = await call(
      'inviteWorkspaceMember',
      { requestId: requestId(), workspaceId: WS_SMM, email: freshEmail('y'), memberRole: 'owner' },
      accounts.outsider,
    );
    expect([superInvite, memberInvite]).toMatchObject([
      { ok: false, code: 'permission-denied' },
      { ok: false, code: 'permission-denied' },
    ]);
    expect(await dumpDatabase()).toEqual(before);
  });

  it('lets staff invite members into a connect client workspace', async () => {
    const result = ok(
      await call(
        'inviteWorkspaceMember',
        {
          requestId: requestId(),
          workspaceId: WS_CONNECT,
          email: freshEmail('c'),
          memberRole: 'approver',
        },
        accounts.connectAdmin,
      ),
    );
    const mail = (await db().collection('outbox').get()).docs[0]?.data();
    expect(mail?.data.acceptUrl).toContain('/connect/invite/');
    expect(await data(`invitations/${result.invitationId}`)).toMatchObject({
      kind: 'member',
      product: 'connect',
      workspaceName: 'Client Co',
      memberRole: 'approver',
    });
  });
});

describe('nobody gains anything by knowing an address', () => {
  it('a stranger who signs up unverified with an invited address gets no role before or after the invitation', async () => {
    const email = freshEmail('target');
    // Registered before the invitation: inviting must not grant to an existing account.
    const early = await signUp('early', email);
    expect((await triggeredUserDoc(early.uid)).roles).toEqual({ smm: 'user' });
    const id = await inviteSmmAdmin(email);
    const member = await inviteEditor(email);
    expect((await data(`users/${early.uid}`))?.roles).toEqual({ smm: 'user' });
    // Holding even the real link is not enough while the address is unverified.
    const outcome = await call('acceptInvitation', { token: await latestToken(id) }, early);
    expect(outcome).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect(outcome.ok ? '' : outcome.message).toMatch(/verify your email/i);
    await adminAuth().deleteUser(early.uid);
    // Registered after the invitation (the address case-folded differently).
    const late = await signUp('late', email.toUpperCase());
    expect((await triggeredUserDoc(late.uid)).roles).toEqual({ smm: 'user' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect((await data(`users/${late.uid}`))?.roles).toEqual({ smm: 'user' });
    expect((await data(`workspaces/${WS_SMM}`))?.memberUids).toEqual([accounts.smmUser.uid]);
    expect((await data(`invitations/${id}`))?.status).toBe('pending');
    expect((await data(`invitations/${member}`))?.status).toBe('pending');
    expect(await accepts()).toBe(0);
  });

  it('a verified stranger with the address but without the link gets nothing', async () => {
    const email = freshEmail('holder');
    const id = await inviteEditor(email);
    const holder = await verifiedAccount('holder', email);
    const guessed = randomBytes(32).toString('base64url');
    const outcome = await call('acceptInvitation', { token: guessed }, holder);
    expect(outcome).toMatchObject({ ok: false, code: 'not-found' });
    expect((await data(`users/${holder.uid}`))?.roles).toEqual({ smm: 'user' });
    expect((await data(`workspaces/${WS_SMM}`))?.members).toEqual({
      [accounts.smmUser.uid]: 'owner',
    });
    expect((await data(`invitations/${id}`))?.status).toBe('pending');
  });

  it('refuses the link for a verified account with another address, and tells it so', async () => {
    const id = await inviteSmmAdmin(freshEmail('meant'));
    const other = await verifiedAccount('other');
    const outcome = await call('acceptInvitation', { token: await latestToken(id) }, other);
    expect(outcome).toMatchObject({ ok: false, code: 'permission-denied' });
    expect(outcome.ok ? '' : outcome.message).toMatch(/another email address/);
    expect((await data(`users/${other.uid}`))?.roles).toEqual({ smm: 'user' });
    expect((await data(`invitations/${id}`))?.status).toBe('pending');
  });
});

describe('accepting', () => {
  it('grants to the verified invitee in one audited step, and accepting the same link twice grants once', async () => {
    const email = freshEmail('Editor');
    const id = await inviteEditor(email);
    const token = await latestToken(id);
    const invitee = await verifiedAccount('editor', email.toUpperCase());
    const first = ok(await call('acceptInvitation', { token }, invitee));
    expect(first).toEqual({ kind: 'member', product: 'smm', workspaceId: WS_SMM, role: 'user' });
    const workspace = await data(`workspaces/${WS_SMM}`);
    expect(workspace?.members).toEqual({
      [accounts.smmUser.uid]: 'owner',
      [invitee.uid]: 'editor',
    });
    expect(workspace?.memberUids).toEqual([accounts.smmUser.uid, invitee.uid]);
    expect(await data(`invitations/${id}`)).toMatchObject({
      status: 'accepted',
      acceptedBy: invitee.uid,
    });
    const again = await call('acceptInvitation', { token }, invitee);
    expect(again).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect(again.ok ? '' : again.message).toMatch(/already accepted/);
    expect(await accepts()).toBe(1);
    expect((await data(`workspaces/${WS_SMM}`))?.memberUids).toEqual([
      accounts.smmUser.uid,
      invitee.uid,
    ]);
  });

  it('gives a staff role without lowering a higher one', async () => {
    const email = freshEmail('staff');
    const id = await inviteSmmAdmin(email);
    const invitee = await verifiedAccount('staff', email);
    expect(ok(await call('acceptInvitation', { token: await latestToken(id) }, invitee))).toEqual({
      kind: 'staff',
      product: 'smm',
      role: 'admin',
    });
    expect((await data(`users/${invitee.uid}`))?.roles).toEqual({ smm: 'admin' });
  });

  it('makes the onboarding client the owner of the new workspace, and lets them fill it in', async () => {
    const email = freshEmail('client');
    const started = ok(
      await call(
        'startOnboarding',
        { requestId: requestId(), email, workspaceName: 'Fresh Client Ltd' },
        accounts.connectAdmin,
      ),
    );
    const client = await verifiedAccount('client', email);
    const accepted = ok(
      await call(
        'acceptInvitation',
        { token: await latestToken(String(started.invitationId)) },
        client,
      ),
    );
    expect(accepted).toMatchObject({
      kind: 'client',
      product: 'connect',
      workspaceId: started.workspaceId,
      onboardingId: started.onboardingId,
    });
    expect((await data(`users/${client.uid}`))?.roles).toEqual({ smm: 'user', connect: 'user' });
    expect(await data(`workspaces/${started.workspaceId}`)).toMatchObject({
      ownerUid: client.uid,
      members: { [client.uid]: 'owner' },
    });
    expect((await data(`onboarding/${started.onboardingId}`))?.clientUid).toBe(client.uid);
    const steps = { profile: { company: 'Fresh' } };
    ok(
      await call(
        'submitOnboarding',
        { onboardingId: started.onboardingId, steps, submit: false },
        client,
      ),
    );
  });
});

describe('the caller email counts only when verified', () => {
  it('lets the invited client fill in the onboarding by email only once the address is verified', async () => {
    const email = freshEmail('onboarder');
    await db()
      .doc('onboarding/ob-mail')
      .set({ invitedEmail: email, workspaceId: WS_CONNECT, status: 'invited', steps: {} });
    const account = await signUp('onboarder', email);
    await triggeredUserDoc(account.uid);
    const payload = {
      onboardingId: 'ob-mail',
      steps: { profile: { company: 'Mine' } },
      submit: false,
    };
    const before = await dumpDatabase();
    expect(await call('submitOnboarding', payload, account)).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });
    expect(await dumpDatabase()).toEqual(before);
    ok(await call('submitOnboarding', payload, await verifyEmail(account)));
    expect((await data('onboarding/ob-mail'))?.status).toBe('in_progress');
  });
});

describe('dead links grant nothing', () => {
  it('an expired link', async () => {
    const email = freshEmail('late');
    const id = await inviteEditor(email);
    await db()
      .doc(`invitations/${id}`)
      .update({ expiresAt: Timestamp.fromMillis(Date.now() - 1000) });
    const invitee = await verifiedAccount('late', email);
    const token = await latestToken(id);
    const outcome = await call('acceptInvitation', { token }, invitee);
    expect(outcome).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect(outcome.ok ? '' : outcome.message).toMatch(/expired/);
    expect(ok(await call('getInvitation', { token }, null)).status).toBe('expired');
    expect((await data(`workspaces/${WS_SMM}`))?.memberUids).toEqual([accounts.smmUser.uid]);
  });

  it('a revoked link', async () => {
    const email = freshEmail('revoked');
    const id = await inviteEditor(email);
    expect(ok(await call('revokeInvitation', { invitationId: id }, accounts.smmUser))).toEqual({
      invitationId: id,
      status: 'revoked',
    });
    const invitee = await verifiedAccount('revoked', email);
    const outcome = await call('acceptInvitation', { token: await latestToken(id) }, invitee);
    expect(outcome).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect(outcome.ok ? '' : outcome.message).toMatch(/revoked/);
    expect((await data(`workspaces/${WS_SMM}`))?.memberUids).toEqual([accounts.smmUser.uid]);
    expect(await data(`invitations/${id}`)).toMatchObject({
      status: 'revoked',
      revokedBy: accounts.smmUser.uid,
    });
  });

  it('the link a resend replaced, while the new one works', async () => {
    const email = freshEmail('resent');
    const id = await inviteEditor(email);
    const old = await latestToken(id);
    const resent = ok(await call('resendInvitation', { invitationId: id }, accounts.smmUser));
    expect(typeof resent.expiresAt).toBe('string');
    const tokens = await tokensOf(id);
    expect(tokens).toHaveLength(2);
    const fresh = tokens.find((token) => token !== old) as string;
    expect((await data(`invitations/${id}`))?.sendCount).toBe(2);
    const invitee = await verifiedAccount('resent', email);
    expect(await call('acceptInvitation', { token: old }, invitee)).toMatchObject({
      ok: false,
      code: 'not-found',
    });
    ok(await call('acceptInvitation', { token: fresh }, invitee));
    expect((await data(`workspaces/${WS_SMM}`))?.members?.[invitee.uid]).toBe('editor');
  });

  it('revoke and resend take the authority of whoever could invite', async () => {
    const id = await inviteEditor(freshEmail('auth'));
    const before = await dumpDatabase();
    for (const name of ['revokeInvitation', 'resendInvitation']) {
      expect(await call(name, { invitationId: id }, accounts.outsider)).toMatchObject({
        ok: false,
        code: 'permission-denied',
      });
      expect(await call(name, { invitationId: id }, accounts.connectAdmin)).toMatchObject({
        ok: false,
        code: 'permission-denied',
      });
    }
    expect(await dumpDatabase()).toEqual(before);
  });
});

describe('reading a link', () => {
  it('shows visitors a masked address and its owner the full one', async () => {
    const email = freshEmail('jane');
    const id = await inviteEditor(email);
    const token = await latestToken(id);
    const visitor = ok(await call('getInvitation', { token }, null));
    expect(visitor).toMatchObject({
      status: 'pending',
      kind: 'member',
      product: 'smm',
      emailMasked: `j***@example.test`,
      workspaceName: 'Bakery',
      memberRole: 'editor',
    });
    expect(visitor.email).toBeUndefined();
    const owner = await verifiedAccount('jane', email);
    expect(ok(await call('getInvitation', { token }, owner)).email).toBe(email);
  });

  it('answers not-found to an unknown token and invalid-argument to malformed ones, writing nothing', async () => {
    const malformed: unknown[] = [
      { token: 'short' },
      { token: 'x'.repeat(100_000) },
      { token: `${'a'.repeat(42)}!` },
      { token: 12345 },
      { token: null },
      {},
      { token: 'a'.repeat(43), extra: true },
    ];
    const holder = await verifiedAccount('bad');
    const before = await dumpDatabase();
    for (const name of ['getInvitation', 'acceptInvitation']) {
      for (const payload of malformed) {
        const outcome = await call(name, payload, holder);
        expect(outcome, `${name} ${JSON.stringify(payload).slice(0, 60)}`).toMatchObject({
          ok: false,
          code: 'invalid-argument',
        });
      }
    }
    expect(await dumpDatabase()).toEqual(before);
    const unknown = randomBytes(32).toString('base64url');
    const accept = await call('acceptInvitation', { token: unknown }, holder);
    expect(accept).toMatchObject({ ok: false, code: 'not-found' });
    expect(accept.ok ? '' : accept.message).toMatch(/not valid/);
    expect(await dumpDatabase()).toEqual(before);
    // A look-up counts against the caller's rate limit (its only write), then finds nothing.
    expect(await call('getInvitation', { token: unknown }, holder)).toMatchObject({
      ok: false,
      code: 'not-found',
    });
    const after = await dumpDatabase();
    const changed = Object.keys(after).filter(
      (path) => JSON.stringify(after[path]) !== JSON.stringify(before[path]),
    );
    expect(changed.every((path) => path.startsWith('rateLimits/'))).toBe(true);
  });

  it('refuses invalid and oversized addresses when inviting, writing nothing', async () => {
    const before = await dumpDatabase();
    for (const email of ['not-an-email', '', `${'a'.repeat(250)}@example.test`, 'a@b@c.test']) {
      const outcome = await call(
        'inviteWorkspaceMember',
        { requestId: requestId(), workspaceId: WS_SMM, email, memberRole: 'editor' },
        accounts.smmUser,
      );
      expect(outcome, email.slice(0, 20)).toMatchObject({ ok: false, code: 'invalid-argument' });
    }
    expect(
      await call('revokeInvitation', { invitationId: 'nope' }, accounts.smmUser),
    ).toMatchObject({ ok: false, code: 'not-found' });
    expect(await dumpDatabase()).toEqual(before);
    expect(await countDocs('invitations')).toBe(0);
  });
});

describe('closed smm sign-up', () => {
  it('leaves a new account without a product role, unable to create workspaces, able to accept', async () => {
    ok(await call('updateSettings', { patch: { smmSignupOpen: false } }, accounts.superAdmin));
    try {
      expect((await data('settings/app'))?.smmSignupOpen).toBe(false);
      const email = freshEmail('closed');
      const id = await inviteEditor(email);
      const account = await verifiedAccount('closed', email);
      expect((await data(`users/${account.uid}`))?.roles).toEqual({});
      const create = await call(
        'createWorkspace',
        { requestId: requestId(), name: 'Mine', timeZone: 'Europe/Paris' },
        account,
      );
      expect(create).toMatchObject({ ok: false, code: 'permission-denied' });
      ok(await call('acceptInvitation', { token: await latestToken(id) }, account));
      expect((await data(`workspaces/${WS_SMM}`))?.members?.[account.uid]).toBe('editor');
    } finally {
      // Later suites share the stack and sign up expecting the default.
      await db().doc('settings/app').delete();
    }
  });
});

/** Signs in with an email link, the sign-in that verifies the address as it signs in. */
async function signInWithEmailLink(email: string, uid: string): Promise<Account> {
  const auth = `http://${stack().authHost}`;
  const post = async (path: string, body: Record<string, unknown>) => {
    const response = await fetch(
      `${auth}/identitytoolkit.googleapis.com/v1/${path}?key=fake-api-key`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      },
    );
    return (await response.json()) as Record<string, unknown>;
  };
  await post('accounts:sendOobCode', {
    requestType: 'EMAIL_SIGNIN',
    email,
    continueUrl: 'http://app.test/',
  });
  const codes = (await (
    await fetch(`${auth}/emulator/v1/projects/${stack().projectId}/oobCodes`)
  ).json()) as { oobCodes: { email: string; oobCode: string; requestType: string }[] };
  const code = codes.oobCodes
    .filter((c) => c.email === email && c.requestType === 'EMAIL_SIGNIN')
    .at(-1);
  const signedIn = await post('accounts:signInWithEmailLink', {
    email,
    oobCode: code?.oobCode,
    returnSecureToken: true,
  });
  expect(signedIn.localId).toBe(uid);
  return { uid, email, idToken: String(signedIn.idToken) };
}

async function signInWithCustomToken(account: Account, token: string): Promise<Account> {
  const response = await fetch(
    `http://${stack().authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithCustomToken?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ token, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string };
  return { ...account, idToken: String(body.idToken) };
}

describe('a password set before the address was verified', () => {
  it('stops working when the invitee accepts after an email-link sign-in, and the earlier session ends', async () => {
    const email = freshEmail('preclaimed');
    // Someone signs up first with the address the agency will invite, with a password of theirs.
    const squatter = await signUp('preclaimed', email);
    await triggeredUserDoc(squatter.uid);
    const id = await inviteSmmAdmin(email);
    await pastSignInSecond(squatter);
    // The address's owner cannot sign up (taken) and signs in with an email link instead.
    const owner = await signInWithEmailLink(email, squatter.uid);
    await pastSignInSecond(owner);
    const accepted = ok(await call('acceptInvitation', { token: await latestToken(id) }, owner));
    expect(accepted).toMatchObject({ kind: 'staff', role: 'admin', passwordRemoved: true });
    expect((await data(`users/${owner.uid}`))?.roles).toEqual({ smm: 'admin' });
    // The squatter's password is gone, and the session it opened is refused.
    await expect(signIn(squatter)).rejects.toThrow(/INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS/);
    expect(await call('exportMyData', {}, squatter)).toMatchObject({
      ok: false,
      code: 'unauthenticated',
    });
    // The sign-in that proved the address goes on (ending it too refused the app's own session
    // while it switched over); the sign-in handed back starts a fresh one as well.
    expect(await call('exportMyData', {}, owner)).toMatchObject({ ok: true });
    const resumed = await signInWithCustomToken(owner, String(accepted.customToken));
    expect(await call('exportMyData', {}, resumed)).toMatchObject({ ok: true });
    const user = await adminAuth().getUser(owner.uid);
    expect(user.emailVerified).toBe(true);
    expect(user.email).toBe(email);
  });

  it('is removed on the first email-link sign-in (secureSignIn), once; a password set afterwards stays', async () => {
    const email = freshEmail('linked');
    const squatter = await signUp('linked', email);
    await triggeredUserDoc(squatter.uid);
    await pastSignInSecond(squatter);
    const owner = await signInWithEmailLink(email, squatter.uid);
    const first = ok(await call('secureSignIn', {}, owner));
    expect(first).toMatchObject({ passwordRemoved: true });
    await expect(signIn(squatter)).rejects.toThrow(/INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS/);
    const resumed = await signInWithCustomToken(owner, String(first.customToken));
    // The owner sets a password of their own (as the reset flow would): it is kept from now on.
    await adminAuth().updateUser(owner.uid, { password: 'correct-horse-battery' });
    const again = await signInWithEmailLink(email, owner.uid);
    expect(ok(await call('secureSignIn', {}, again))).toEqual({ passwordRemoved: false });
    expect((await signIn(resumed)).uid).toBe(owner.uid);
  });

  it('is removed when a self-registered account, verified through the verification mail, accepts', async () => {
    const email = freshEmail('selfsignup');
    const id = await inviteEditor(email);
    const account = await signUp('selfsignup', email);
    await triggeredUserDoc(account.uid);
    await adminAuth().updateUser(account.uid, { emailVerified: true });
    const verified = await signIn(account);
    await pastSignInSecond(verified);
    const accepted = ok(await call('acceptInvitation', { token: await latestToken(id) }, verified));
    expect(accepted).toMatchObject({ kind: 'member', passwordRemoved: true });
    await expect(signIn(account)).rejects.toThrow(/INVALID_PASSWORD|INVALID_LOGIN_CREDENTIALS/);
  });
});
