// Approval workflows (issue #39) against the functions: a workspace's steps, each naming who
// decides (named people, a role, the client's approvers) and whether Any or All must approve,
// walked in order through decidePostApproval; the server refuses exactly those the screens do not
// offer the decision (model/schemas/approval-steps.ts decidesStep is both's rule). Reopening an
// approved post tells those who approved it and carries the approved text into the next review.

import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts, seedBase, seedPost, WS_SMM } from './fixtures';
import { adminDb, type CallOutcome, call, requestId } from './support';

let accounts: Accounts;

beforeAll(async () => {
  accounts = await createAccounts();
}, 120_000);

const db = () => adminDb();
const POST = 'walk';

function ok(outcome: CallOutcome): Record<string, unknown> {
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
  return outcome.result;
}

const post = async () => (await db().doc(`workspaces/${WS_SMM}/posts/${POST}`).get()).data() ?? {};

const decide = (who: keyof Accounts, decision = 'approved') =>
  call(
    'decidePostApproval',
    {
      workspaceId: WS_SMM,
      postId: POST,
      decision,
      requestId: requestId(),
      ...(decision === 'approved' ? {} : { comment: 'Shorter, please' }),
    },
    accounts[who],
  );

/** The outbox's notices of `event`, each as the uids it goes to. */
async function told(event: string): Promise<string[][]> {
  const snap = await db().collection('outbox').where('event', '==', event).get();
  return snap.docs.map((doc) => [...((doc.get('audience.uids') as string[]) ?? [])].sort());
}

const setMode = (data: Record<string, unknown>, who: keyof Accounts = 'smmUser') =>
  call('setApprovalMode', { workspaceId: WS_SMM, ...data }, accounts[who]);

beforeEach(async () => {
  await seedBase(accounts);
  // The bakery's team: its owner, two editors, and the client's approver.
  await db()
    .doc(`workspaces/${WS_SMM}`)
    .update({
      members: {
        [accounts.smmUser.uid]: 'owner',
        [accounts.outsider.uid]: 'editor',
        [accounts.target.uid]: 'editor',
        [accounts.client.uid]: 'approver',
      },
    });
  await seedPost(WS_SMM, POST, { text: 'Rye at noon', authorUid: accounts.smmUser.uid });
});

describe('the workflow a workspace stores', () => {
  it('stores the steps in the order given, and refuses a step naming a non-member', async () => {
    const steps = [
      { who: 'client', rule: 'any' },
      { who: 'role', role: 'editor', rule: 'all' },
    ];
    expect(ok(await setMode({ mode: 'multi', steps }))).toMatchObject({
      mode: 'multi',
      levels: ['client', 'internal'],
    });
    expect((await db().doc(`workspaces/${WS_SMM}`).get()).get('approvalSteps')).toEqual(steps);
    const refused = await setMode({
      mode: 'multi',
      steps: [{ who: 'people', uids: [accounts.smmAdmin.uid], rule: 'any' }],
    });
    expect(refused).toMatchObject({ ok: false, code: 'invalid-argument' });
    if (!refused.ok) expect(refused.message).toContain('member of this workspace');
    expect((await db().doc(`workspaces/${WS_SMM}`).get()).get('approvalSteps')).toEqual(steps);
    // Steps belong to the multi-step mode; an editor may not change the workflow.
    expect(await setMode({ mode: 'required', steps })).toMatchObject({ code: 'invalid-argument' });
    expect(await setMode({ mode: 'none' }, 'outsider')).toMatchObject({
      code: 'permission-denied',
    });
  });

  it('with approvals turned off, refuses a request for approval', async () => {
    ok(await setMode({ mode: 'none' }));
    const outcome = await call(
      'requestPostApproval',
      { workspaceId: WS_SMM, postId: POST },
      accounts.outsider,
    );
    expect(outcome).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect((await post()).status).toBe('draft');
  });
});

describe('walking the steps', () => {
  it('takes All the named people, then Any client approver, and refuses everyone else at each step', async () => {
    ok(
      await setMode({
        mode: 'multi',
        steps: [
          { who: 'people', uids: [accounts.outsider.uid, accounts.target.uid], rule: 'all' },
          { who: 'client', rule: 'any' },
        ],
      }),
    );
    ok(await call('requestPostApproval', { workspaceId: WS_SMM, postId: POST }, accounts.outsider));
    // The first step's people hear of it (the requester is never told of their own request).
    expect(await told('approval_requested')).toEqual([[accounts.target.uid]]);

    // The client's step has not come: refused, nothing written.
    expect(await decide('client')).toMatchObject({ ok: false, code: 'permission-denied' });
    ok(await decide('outsider'));
    expect((await post()).status).toBe('in_review');
    expect((await post()).approval).toMatchObject({
      level: 0,
      approvedBy: [accounts.outsider.uid],
    });
    // All: one approval of two leaves the step open, and the same person is not asked twice.
    const twice = await decide('outsider');
    expect(twice).toMatchObject({ ok: false, code: 'permission-denied' });
    if (!twice.ok) expect(twice.message).toContain('approved this step already');

    ok(await decide('target'));
    expect((await post()).approval).toMatchObject({ level: 1, approvedBy: [] });
    expect(await told('approval_requested')).toContainEqual([accounts.client.uid]);
    // Now the client's: the editors are refused.
    expect(await decide('target')).toMatchObject({ ok: false, code: 'permission-denied' });
    expect(ok(await decide('client'))).toMatchObject({ status: 'approved' });
    expect((await post()).approval.steps.map((step: { by: string }) => step.by)).toEqual([
      accounts.outsider.uid,
      accounts.target.uid,
      accounts.client.uid,
    ]);
  });

  it('takes one approval for an Any step of a role', async () => {
    ok(await setMode({ mode: 'multi', steps: [{ who: 'role', role: 'editor', rule: 'any' }] }));
    ok(await call('requestPostApproval', { workspaceId: WS_SMM, postId: POST }, accounts.smmUser));
    expect(await told('approval_requested')).toEqual([
      [accounts.outsider.uid, accounts.target.uid].sort(),
    ]);
    expect(await decide('client')).toMatchObject({ ok: false, code: 'permission-denied' });
    expect(ok(await decide('target'))).toMatchObject({ status: 'approved' });
  });
});

describe('reopening an approved post', () => {
  it('tells those who approved it and shows the next review the approved text', async () => {
    ok(await setMode({ mode: 'required' }));
    ok(await call('requestPostApproval', { workspaceId: WS_SMM, postId: POST }, accounts.outsider));
    ok(await decide('client'));
    expect((await post()).status).toBe('approved');

    ok(await call('reopenPost', { workspaceId: WS_SMM, postId: POST }, accounts.outsider));
    expect((await post()).status).toBe('draft');
    expect((await post()).approval).toMatchObject({ previousText: 'Rye at noon', decision: null });
    expect(await told('approval_reopened')).toEqual([[accounts.client.uid]]);

    // The editor changes the draft as the app does, under the rules.
    await db().doc(`workspaces/${WS_SMM}/posts/${POST}`).update({ text: 'Rye and spelt at noon' });
    ok(await call('requestPostApproval', { workspaceId: WS_SMM, postId: POST }, accounts.outsider));
    const reviewed = await post();
    expect(reviewed.status).toBe('in_review');
    expect(reviewed.text).toBe('Rye and spelt at noon');
    expect(reviewed.approval.previousText).toBe('Rye at noon');
  });
});
