// Mail people can make the platform send to others (invitations and their resends, review
// links, mentions) through the real Functions emulator: only a verified address sends, and each
// recipient counts against the sender and the workspace per hour and per day (MAIL_CAPS). A
// refusal is resource-exhausted and writes nothing.

import { FieldValue } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { MAIL_CAPS } from '../../functions/src/config';
import { type Accounts, createAccounts, seedBase, seedPost, WS_SMM } from './fixtures';
import {
  adminDb,
  type CallOutcome,
  call,
  countDocs,
  requestId,
  signUp,
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
const HOUR = MAIL_CAPS.senderHour.max;

function ok(outcome: CallOutcome): Record<string, unknown> {
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
  return outcome.result;
}

const invite = (n: number, sender = accounts.smmUser) =>
  call(
    'inviteWorkspaceMember',
    {
      requestId: requestId(),
      workspaceId: WS_SMM,
      email: `guest-${n}@example.test`,
      memberRole: 'viewer',
    },
    sender,
  );

describe('who may mail others', () => {
  it('refuses an account whose address is not verified, writing no invitation and no mail', async () => {
    const unverified = await signUp('unverified');
    await triggeredUserDoc(unverified.uid);
    await db()
      .doc(`workspaces/${WS_SMM}`)
      .update({ [`members.${unverified.uid}`]: 'owner' });
    const outcome = await invite(1, unverified);
    expect(outcome).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect(outcome.ok ? '' : outcome.message).toMatch(/Verify your email address/);
    expect(await countDocs('invitations')).toBe(0);
    expect(await countDocs('outbox')).toBe(0);
  });
});

describe('caps per sender and per workspace', () => {
  it(`lets one sender mail ${HOUR} people an hour, then refuses invitations, resends, review links and mentions`, async () => {
    for (let n = 0; n < HOUR; n++) ok(await invite(n));
    const invitations = await countDocs('invitations');
    const mails = await countDocs('outbox');
    expect(invitations).toBe(HOUR);

    const refused = await invite(HOUR);
    expect(refused).toMatchObject({ ok: false, code: 'resource-exhausted' });
    expect(refused.ok ? '' : refused.message).toMatch(/as many emails as allowed/);
    const first = (await db().collection('invitations').limit(1).get()).docs[0]?.id;
    expect(await call('resendInvitation', { invitationId: first }, accounts.smmUser)).toMatchObject(
      { ok: false, code: 'resource-exhausted' },
    );
    const link = {
      requestId: requestId(),
      workspaceId: WS_SMM,
      from: new Date(Date.now() - 86_400_000).toISOString(),
      to: new Date(Date.now() + 30 * 86_400_000).toISOString(),
      reviewerName: 'Rita',
    };
    expect(
      await call(
        'createReviewLink',
        { ...link, reviewerEmail: 'rita@example.test' },
        accounts.smmUser,
      ),
    ).toMatchObject({ ok: false, code: 'resource-exhausted' });
    // A link the sender copies themselves mails nobody and is still allowed.
    ok(await call('createReviewLink', { ...link, requestId: requestId() }, accounts.smmUser));

    await db()
      .doc(`workspaces/${WS_SMM}`)
      .update({
        [`members.${accounts.target.uid}`]: 'editor',
        memberUids: FieldValue.arrayUnion(accounts.target.uid),
      });
    await seedPost(WS_SMM, 'p1', { status: 'in_review', authorUid: accounts.smmUser.uid });
    const handle = accounts.target.email.split('@')[0];
    const comment = { requestId: requestId(), workspaceId: WS_SMM, postId: 'p1' };
    expect(
      await call('addPostComment', { ...comment, text: `Look @${handle}` }, accounts.smmUser),
    ).toMatchObject({ ok: false, code: 'resource-exhausted' });
    // A comment that mentions nobody mails nobody.
    ok(
      await call(
        'addPostComment',
        { ...comment, requestId: requestId(), text: 'Looks good' },
        accounts.smmUser,
      ),
    );

    expect(await countDocs('invitations')).toBe(invitations);
    expect(await countDocs('outbox')).toBe(mails);
  });

  it(`lets a workspace's senders together mail ${MAIL_CAPS.workspaceHour.max} people an hour`, async () => {
    const second = await verifyEmail(await signUp('coowner'));
    await triggeredUserDoc(second.uid);
    await db()
      .doc(`workspaces/${WS_SMM}`)
      .update({ [`members.${second.uid}`]: 'owner' });
    for (let n = 0; n < HOUR; n++) ok(await invite(n));
    const rest = MAIL_CAPS.workspaceHour.max - HOUR;
    for (let n = 0; n < rest; n++) ok(await invite(100 + n, second));
    expect(await invite(200, second)).toMatchObject({ ok: false, code: 'resource-exhausted' });
    expect(await countDocs('invitations')).toBe(MAIL_CAPS.workspaceHour.max);
  });
});
