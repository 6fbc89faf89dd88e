import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { suiteFirestore } from '../../../../test/support/functions/suiteFirestore';
import { sandbox } from '../../providers/sandbox';
import type { Provider } from '../../providers/types';
import { requestPostApproval } from '../approvalRequest';
import type { Caller } from '../caller';
import { runPublisher } from '../publishing/publishRun';
import { runApprovalClock } from './approvalClock';
import { setApprovalMode } from './approvalMode';
import { decidePostApproval } from './approvals';

const fs = suiteFirestore();

const WS = 'ws1';
const HOUR = 3_600_000;
const caller = (uid: string): Caller => ({ uid, email: null, doc: { roles: { smm: 'user' } } });
const author = caller('u-author');
const editor = caller('u-editor');
const approver = caller('u-approver');
const other = caller('u-approver2');

async function seedWorkspace(fields: Record<string, unknown>) {
  await fs.db.doc(`workspaces/${WS}`).set({
    name: 'Clockwork',
    product: 'smm',
    ownerUid: 'u-owner',
    timeZone: 'Europe/Berlin',
    members: {
      'u-owner': 'owner',
      'u-author': 'editor',
      'u-editor': 'editor',
      'u-approver': 'approver',
      'u-approver2': 'approver',
    },
    approvalMode: 'required',
    ...fields,
  });
  await fs.db.doc(`workspaces/${WS}/channels/c1`).set({
    provider: 'sandbox',
    displayName: 'Sandbox',
    handle: '@c1',
    status: 'connected',
  });
  await fs.db.doc('channelSecrets/c1').set({ handle: '@c1' });
}

async function seedDraft(id: string, scheduledAt: Date | null) {
  await fs.db.doc(`workspaces/${WS}/posts/${id}`).set({
    authorUid: author.uid,
    text: `Post ${id}`,
    variants: {},
    media: [],
    channelIds: ['c1'],
    timeZone: 'Europe/Berlin',
    scheduledAt: scheduledAt ? Timestamp.fromDate(scheduledAt) : null,
    status: 'draft',
    results: {},
  });
}

async function post(id: string) {
  return (await fs.db.doc(`workspaces/${WS}/posts/${id}`).get()).data() ?? {};
}

/** When the awaited step of a post began (a server timestamp, so read back). */
async function stepSince(id: string): Promise<number> {
  return ((await post(id)).approval.stepSince as Timestamp).toMillis();
}

/** Outbox notifications of one event: the audience of each, in order of creation. */
async function told(event: string): Promise<string[][]> {
  const snap = await fs.db.collection('outbox').where('event', '==', event).get();
  return snap.docs
    .sort((a, b) => a.createTime.toMillis() - b.createTime.toMillis())
    .map((doc) => doc.get('audience.uids') as string[]);
}

let requestIds = 0;
function decide(who: Caller, id: string, now: Date, decision: 'approved' = 'approved') {
  requestIds += 1;
  return decidePostApproval(
    fs.db,
    who,
    { workspaceId: WS, postId: id, requestId: `req-${requestIds}-abcdefgh`, decision },
    now,
  );
}

beforeEach(async () => {
  await fs.clear();
});

describe('approval reminders', () => {
  it('reminds the step’s people once the interval has passed, and once per interval', async () => {
    await seedWorkspace({ approvalReminderHours: 4 });
    await seedDraft('p1', null);
    await requestPostApproval(fs.db, author, { workspaceId: WS, postId: 'p1' });
    const since = await stepSince('p1');
    const at = (hours: number) => new Date(since + hours * HOUR);

    expect(await runApprovalClock(fs.db, at(3.99))).toEqual({ held: 0, reminded: 0 });
    expect(await told('approval_reminder')).toEqual([]);

    expect(await runApprovalClock(fs.db, at(4))).toEqual({ held: 0, reminded: 2 });
    expect(await told('approval_reminder')).toEqual([['u-approver', 'u-approver2']]);
    // Within the interval of that reminder: nobody hears twice.
    expect((await runApprovalClock(fs.db, at(7.9))).reminded).toBe(0);
    expect((await runApprovalClock(fs.db, at(8))).reminded).toBe(2);
    expect(await told('approval_reminder')).toHaveLength(2);
  });

  it('reminds at the interval the owner set, and at a day when none was set', async () => {
    await seedWorkspace({});
    await setApprovalMode(fs.db, caller('u-owner'), {
      workspaceId: WS,
      mode: 'required',
      reminderHours: 8,
    });
    expect((await fs.db.doc(`workspaces/${WS}`).get()).get('approvalReminderHours')).toBe(8);
    await seedDraft('p1', null);
    await requestPostApproval(fs.db, author, { workspaceId: WS, postId: 'p1' });
    const since = await stepSince('p1');
    expect((await runApprovalClock(fs.db, new Date(since + 7.9 * HOUR))).reminded).toBe(0);
    expect((await runApprovalClock(fs.db, new Date(since + 8 * HOUR))).reminded).toBe(2);

    await fs.db.doc(`workspaces/${WS}`).update({ approvalReminderHours: FieldValue.delete() });
    await seedDraft('p2', null);
    await requestPostApproval(fs.db, author, { workspaceId: WS, postId: 'p2' });
    const later = await stepSince('p2');
    expect((await runApprovalClock(fs.db, new Date(later + 23.9 * HOUR))).reminded).toBe(0);
    expect((await runApprovalClock(fs.db, new Date(later + 24 * HOUR))).reminded).toBe(2);
  });

  it('reminds nobody when the workspace turned reminders off', async () => {
    await seedWorkspace({ approvalReminderHours: 0 });
    await seedDraft('p1', null);
    await requestPostApproval(fs.db, author, { workspaceId: WS, postId: 'p1' });
    const since = await stepSince('p1');
    expect((await runApprovalClock(fs.db, new Date(since + 1000 * HOUR))).reminded).toBe(0);
  });

  it('counts from the start of the step awaited, reminds only those yet to approve, and stops once decided', async () => {
    await seedWorkspace({
      approvalMode: 'multi',
      approvalSteps: [
        { who: 'people', uids: ['u-editor'], rule: 'any' },
        { who: 'client', rule: 'all' },
      ],
    });
    await seedDraft('p1', null);
    await requestPostApproval(fs.db, author, { workspaceId: WS, postId: 'p1' });
    const first = await stepSince('p1');
    await decide(editor, 'p1', new Date(first + HOUR));
    const second = await stepSince('p1');
    expect(second).toBeGreaterThanOrEqual(first);
    // A day after the request but not after the client's step began: the editor decided their
    // step and is not reminded; the client's approvers wait for their own day.
    expect((await runApprovalClock(fs.db, new Date(second + 23.9 * HOUR))).reminded).toBe(0);
    await decide(approver, 'p1', new Date(second + HOUR));
    // The All step waits for the other approver alone.
    expect((await runApprovalClock(fs.db, new Date(second + 24 * HOUR))).reminded).toBe(1);
    expect(await told('approval_reminder')).toEqual([['u-approver2']]);
    await decide(other, 'p1', new Date(second + 25 * HOUR));
    expect((await post('p1')).status).toBe('approved');
    expect((await runApprovalClock(fs.db, new Date(second + 100 * HOUR))).reminded).toBe(0);
  });
});

describe('approval deadlines', () => {
  const sends: string[] = [];
  const provider: Provider = {
    ...sandbox,
    async publish(request) {
      sends.push(request.idempotencyKey);
      return { externalId: 'ext', url: 'https://net.test/1' };
    },
  };
  const publisher = (now: Date) =>
    runPublisher(fs.db, {
      owner: 'run',
      now: () => now,
      providerFor: () => provider,
      loadMedia: async () => new Uint8Array(1),
    });

  /** Post p1, to publish `ahead` from now, sent for approval by an hour from now. */
  async function sentWithDeadline(ahead: number) {
    await seedWorkspace({ approvalReminderHours: 0 });
    const now = new Date();
    const deadline = new Date(now.getTime() + HOUR);
    await seedDraft('p1', new Date(now.getTime() + ahead));
    await requestPostApproval(
      fs.db,
      author,
      { workspaceId: WS, postId: 'p1', deadline: deadline.toISOString() },
      now,
    );
    return { now, deadline };
  }

  it('refuses a deadline that has passed', async () => {
    await seedWorkspace({});
    await seedDraft('p1', null);
    const now = new Date();
    await expect(
      requestPostApproval(
        fs.db,
        author,
        { workspaceId: WS, postId: 'p1', deadline: new Date(now.getTime() - 1000).toISOString() },
        now,
      ),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    expect((await post('p1')).status).toBe('draft');
  });

  it('holds a post its deadline passed, tells the requester once, and never publishes it', async () => {
    const { now, deadline } = await sentWithDeadline(2 * HOUR);
    expect((await runApprovalClock(fs.db, new Date(deadline.getTime() - 1))).held).toBe(0);
    expect((await runApprovalClock(fs.db, deadline)).held).toBe(1);
    expect((await runApprovalClock(fs.db, new Date(deadline.getTime() + HOUR))).held).toBe(0);
    const held = await post('p1');
    expect(held.status).toBe('in_review');
    expect((held.approval.heldAt as Timestamp).toMillis()).toBe(deadline.getTime());
    expect(await told('approval_overdue')).toEqual([['u-author']]);

    // Its time comes and goes: the publisher leaves a post in review alone.
    const summary = await publisher(new Date(now.getTime() + 3 * HOUR));
    expect(summary.outcomes).toEqual([]);
    expect(sends).toEqual([]);
    expect((await post('p1')).status).toBe('in_review');
  });

  it('an approval after the deadline releases the post: scheduled while its time is ahead', async () => {
    const { now, deadline } = await sentWithDeadline(5 * HOUR);
    const time = new Date(now.getTime() + 5 * HOUR);
    await runApprovalClock(fs.db, deadline);
    const reply = await decide(approver, 'p1', new Date(deadline.getTime() + HOUR));
    expect(reply).toMatchObject({ status: 'scheduled', scheduling: 'scheduled' });
    const released = await post('p1');
    expect(released.approval.heldAt).toBeNull();
    expect((released.scheduledAt as Timestamp).toMillis()).toBe(time.getTime());
  });

  it('an approval after the deadline and the post’s time asks for a new time', async () => {
    const { now, deadline } = await sentWithDeadline(2 * HOUR);
    await runApprovalClock(fs.db, deadline);
    const reply = await decide(approver, 'p1', new Date(now.getTime() + 3 * HOUR));
    expect(reply).toMatchObject({ status: 'approved', scheduling: 'past' });
    expect(await told('approved_unscheduled')).toEqual([['u-author']]);
    expect((await post('p1')).approval.heldAt).toBeNull();
  });
});
