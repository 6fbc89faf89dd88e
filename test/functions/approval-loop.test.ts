// The approval loop closes itself: the last approval schedules a post that has a time, unless the
// workspace schedules approved posts itself; a time that passed or a channel that cannot publish
// leaves the post approved and unscheduled, and the author hears which.

import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts, seedBase, seedPost, WS_CONNECT, WS_SMM } from './fixtures';
import { adminDb, type CallOutcome, call, requestId } from './support';

let accounts: Accounts;

beforeAll(async () => {
  accounts = await createAccounts();
}, 120_000);

beforeEach(async () => {
  await seedBase(accounts);
});

const db = () => adminDb();
const HOUR = 3_600_000;

function ok(outcome: CallOutcome): Record<string, unknown> {
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
  return outcome.result;
}

async function inReview(postId: string, at: number | null, workspaceId = WS_CONNECT) {
  await seedPost(workspaceId, postId, {
    text: `Loop ${postId}`,
    status: 'in_review',
    authorUid: accounts.connectAdmin.uid,
    timeZone: 'Europe/Madrid',
    ...(at === null ? {} : { scheduledAt: Timestamp.fromMillis(at) }),
    approval: { requestedBy: accounts.connectAdmin.uid, levels: ['client'], level: 0 },
  });
}

const approve = (postId: string, workspaceId = WS_CONNECT, who = accounts.client) =>
  call(
    'decidePostApproval',
    { workspaceId, postId, decision: 'approved', requestId: requestId() },
    who,
  );

const post = async (postId: string, workspaceId = WS_CONNECT) =>
  (await db().doc(`workspaces/${workspaceId}/posts/${postId}`).get()).data() ?? {};

async function outboxEvents(): Promise<string[]> {
  return (await db().collection('outbox').get()).docs.map((doc) => String(doc.get('event')));
}

describe('the last approval', () => {
  it('schedules a post that has a time ahead for that time, and tells its author when', async () => {
    const at = Date.now() + 48 * HOUR;
    await inReview('timed', at);
    const reply = ok(await approve('timed'));
    expect(reply).toMatchObject({ status: 'scheduled', scheduling: 'scheduled' });
    const stored = await post('timed');
    expect(stored.status).toBe('scheduled');
    expect((stored.scheduledAt as Timestamp).toMillis()).toBe(at);
    expect((stored.dueAt as Timestamp).toMillis()).toBe(at);
    expect(stored.held).toBe(false);
    expect(stored.approval.decision).toBe('approved');
    const outbox = (await db().collection('outbox').get()).docs.map((doc) => doc.data());
    const told = outbox.find((doc) => doc.event === 'approved');
    expect(told?.params.when).toBe(new Date(at).toISOString());
    expect(told?.params.zone).toBe('Europe/Madrid');
    expect(told?.audience.uids).toEqual([accounts.connectAdmin.uid]);
    // Both written by the one transaction, at the same instant.
    const history = await db().collection(`workspaces/${WS_CONNECT}/posts/timed/activity`).get();
    expect(history.docs.map((doc) => doc.get('type')).sort()).toEqual(['approved', 'scheduled']);
  });

  it('through a review link schedules it the same way', async () => {
    const at = Date.now() + 24 * HOUR;
    await inReview('linked', at);
    const created = ok(
      await call(
        'createReviewLink',
        {
          requestId: requestId(),
          workspaceId: WS_CONNECT,
          from: new Date(Date.now() - 24 * HOUR).toISOString(),
          to: new Date(Date.now() + 30 * 24 * HOUR).toISOString(),
        },
        accounts.connectAdmin,
      ),
    );
    const token = String(created.url).split('/').pop();
    const reply = ok(
      await call('actOnReviewLink', {
        token,
        postId: 'linked',
        action: 'approve',
        reviewerName: 'Rita',
      }),
    );
    // The reviewer hears the outcome, never the workspace's id.
    expect(reply).toEqual({ postId: 'linked', status: 'scheduled', scheduling: 'scheduled' });
    expect((await post('linked')).status).toBe('scheduled');
  });

  it('leaves the post approved for the team when the workspace schedules approved posts itself', async () => {
    expect(
      ok(
        await call(
          'setApprovalMode',
          { workspaceId: WS_CONNECT, mode: 'required', scheduleOnApproval: false },
          accounts.connectAdmin,
        ),
      ),
    ).toMatchObject({ scheduleOnApproval: false });
    const listed = ok(await call('listReviewLinks', { workspaceId: WS_CONNECT }, accounts.client));
    expect(listed.scheduleOnApproval).toBe(false);
    await inReview('manual', Date.now() + 48 * HOUR);
    expect(ok(await approve('manual'))).toMatchObject({ status: 'approved', scheduling: 'manual' });
    const stored = await post('manual');
    expect(stored.status).toBe('approved');
    expect(stored.approval.scheduling).toBe('manual');
    expect(await outboxEvents()).toEqual(['approved_unscheduled']);
  });

  it('never schedules a post whose time passed while it waited, and says so', async () => {
    await inReview('late', Date.now() - HOUR);
    expect(ok(await approve('late'))).toMatchObject({ status: 'approved', scheduling: 'past' });
    const stored = await post('late');
    expect(stored.status).toBe('approved');
    expect(stored.dueAt).toBeUndefined();
    expect(await outboxEvents()).toEqual(['approved_unscheduled']);
  });

  it('does not schedule a post over a channel that can no longer publish, and names it', async () => {
    await db()
      .doc(`workspaces/${WS_CONNECT}/channels/ch1`)
      .update({ status: 'disconnected', displayName: 'Bakery on Bluesky' });
    await inReview('orphan', Date.now() + 48 * HOUR);
    expect(ok(await approve('orphan'))).toMatchObject({
      status: 'approved',
      scheduling: 'channel_gone',
    });
    const stored = await post('orphan');
    expect(stored.approval.schedulingChannel).toBe('Bakery on Bluesky');
    expect(await outboxEvents()).toEqual(['approved_unscheduled']);
  });

  it('an approval that is not the last schedules nothing', async () => {
    const approver = accounts.outsider;
    await db()
      .doc(`workspaces/${WS_SMM}`)
      .update({ [`members.${approver.uid}`]: 'approver' });
    await seedPost(WS_SMM, 'two', {
      status: 'in_review',
      authorUid: accounts.smmUser.uid,
      scheduledAt: Timestamp.fromMillis(Date.now() + 48 * HOUR),
      approval: { levels: ['internal', 'client'], level: 0 },
    });
    // The client's step comes second: the approver cannot take the internal one.
    expect(await approve('two', WS_SMM, approver)).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });
    expect(ok(await approve('two', WS_SMM, accounts.smmUser)).status).toBe('in_review');
    expect(await outboxEvents()).toEqual(['approval_requested']);
    expect(ok(await approve('two', WS_SMM, approver)).status).toBe('scheduled');
  });
});
