// The clock of posts in review (model/schemas/posts/approval-clock.ts), run by a scheduled job:
// a post whose deadline passed before its last approval is held and its requester told; the
// people whose step a post awaits are reminded once the workspace's interval has passed since
// the step began or since their last reminder. Each post is settled in its own transaction, so
// two runs at once remind nobody twice, and a post that left review meanwhile is left alone.

import { approvalStep } from '@model/schemas/approval';
import {
  approvalClockOf,
  remindedOf,
  reminderHoursOf,
  stepSinceOf,
} from '@model/schemas/posts/approval-clock';
import {
  type DocumentReference,
  type Firestore,
  type QueryDocumentSnapshot,
  Timestamp,
} from 'firebase-admin/firestore';
import { excerpt, queueNotification } from '../notifications/outbox';
import { postPath, stepAudience } from '../posts/posts';
import { readWorkspace, type Workspace } from '../workspaces/workspaces';

/** Posts in review read per page. */
const PAGE = 200;

export interface ClockOutcome {
  /** Posts held for a passed deadline by this run. */
  held: number;
  /** Reminders sent (one per person and post). */
  reminded: number;
}

/** Holds overdue posts and reminds waiting deciders, across every workspace. */
export async function runApprovalClock(db: Firestore, now: Date): Promise<ClockOutcome> {
  const outcome: ClockOutcome = { held: 0, reminded: 0 };
  let after: QueryDocumentSnapshot | undefined;
  for (;;) {
    let query = db
      .collectionGroup('posts')
      .where('status', '==', 'in_review')
      .orderBy('approval.requestedAt')
      .limit(PAGE);
    if (after) query = query.startAfter(after);
    const page = await query.get();
    for (const doc of page.docs) {
      const settled = await settlePost(db, doc.ref, now);
      outcome.held += settled.held;
      outcome.reminded += settled.reminded;
    }
    if (page.size < PAGE) return outcome;
    after = page.docs[page.docs.length - 1];
  }
}

/** One post's hold and reminders, decided on what the transaction reads. */
async function settlePost(db: Firestore, ref: DocumentReference, now: Date): Promise<ClockOutcome> {
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const data = snap.data();
    const workspaceId = ref.parent.parent?.id;
    if (data?.status !== 'in_review' || !workspaceId) return { held: 0, reminded: 0 };
    const workspace = await readWorkspace(db, tx, workspaceId);
    const approval = (data.approval ?? {}) as Record<string, unknown>;
    const post = { ref, workspace };
    const subject = excerpt(data.text);
    const patch: Record<string, unknown> = {};
    const { deadline, heldAt } = approvalClockOf(approval);
    const holds = deadline !== null && heldAt === null && deadline.getTime() <= now.getTime();
    if (holds) {
      patch['approval.heldAt'] = Timestamp.fromDate(now);
      const requester = typeof approval.requestedBy === 'string' ? approval.requestedBy : null;
      if (requester) {
        queueNotification(db, tx, {
          event: 'approval_overdue',
          audience: { uids: [requester] },
          params: {
            subject,
            when: deadline.toISOString(),
            zone: typeof data.timeZone === 'string' ? data.timeZone : 'UTC',
          },
          path: postPath(post),
          workspaceId: workspace.id,
          product: workspace.product,
        });
      }
    }
    const due = dueForReminder(approval, workspace, now);
    if (due.length > 0) {
      const reminded: Record<string, Timestamp> = {};
      for (const [uid, at] of Object.entries(remindedOf(approval)))
        reminded[uid] = Timestamp.fromMillis(at);
      for (const uid of due) reminded[uid] = Timestamp.fromDate(now);
      patch['approval.reminded'] = reminded;
      const since = stepSinceOf(approval) ?? now.getTime();
      queueNotification(db, tx, {
        event: 'approval_reminder',
        audience: { uids: due },
        params: { subject, date: new Date(since).toISOString() },
        path: postPath(post),
        workspaceId: workspace.id,
        product: workspace.product,
      });
    }
    if (Object.keys(patch).length > 0) tx.update(ref, patch);
    return { held: holds ? 1 : 0, reminded: due.length };
  });
}

/**
 * The people of the awaited step (not those who approved it already, for All) whose last
 * reminder, or the step's start when they had none, is at least the workspace's interval ago.
 */
function dueForReminder(
  approval: Record<string, unknown>,
  workspace: Workspace,
  now: Date,
): string[] {
  const hours = reminderHoursOf(workspace.data);
  const since = stepSinceOf(approval);
  if (hours === 0 || since === null) return [];
  const { step, approvedBy } = approvalStep(approval, workspace.data);
  const reminded = remindedOf(approval);
  const interval = hours * 3_600_000;
  return stepAudience(workspace, step).filter(
    (uid) => !approvedBy.includes(uid) && now.getTime() - (reminded[uid] ?? since) >= interval,
  );
}
