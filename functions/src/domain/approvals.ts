// Deciding a post's approval, level by level. The workspace's mode (src/lib/schemas/approval.ts)
// says which levels a post passes through; the post's approval.level says where it stands. An
// approval at a level that is not the last moves the post to the next level (it stays
// in_review); the last one approves it; changes requested at any level send it back to its
// author. The app's approvers and review-link reviewers decide through the same function.

import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { POST_ROLES } from '../../../src/lib/capabilities';
import {
  type ApprovalLevel,
  approvalLevelsOf,
  LEVEL_DECIDERS,
} from '../../../src/lib/schemas/approval';
import type { DecidePostApprovalInput } from '../../../src/lib/schemas/posts';
import type { Caller } from './caller';
import { isAdminFor } from './caller';
import { denied, invalid, precondition } from './errors';
import { runOnce } from './idempotency';
import { actorName, excerpt, queueNotification } from './notifications/outbox';
import { recordActivity } from './postActivity';
import {
  auditIfAdmin,
  type LoadedPost,
  membersWithRole,
  type PostStatusResult,
  postPath,
  readPost,
} from './posts';
import { actAs } from './workspaces';

export interface Decider {
  uid: string | null;
  name: string;
  via: 'app' | 'review_link';
}

/** The level the post awaits, and the levels of its workspace. */
export function currentLevel(post: LoadedPost): {
  levels: ApprovalLevel[];
  index: number;
  level: ApprovalLevel;
} {
  const approval = (post.data.approval ?? {}) as Record<string, unknown>;
  const stored = Array.isArray(approval.levels)
    ? (approval.levels as ApprovalLevel[])
    : approvalLevelsOf(post.workspace.data);
  const levels = stored.length > 0 ? stored : (['client'] as ApprovalLevel[]);
  const raw = typeof approval.level === 'number' ? approval.level : 0;
  const index = Math.min(Math.max(0, raw), levels.length - 1);
  return { levels, index, level: levels[index] as ApprovalLevel };
}

/** Writes a decision on a post in review; the caller has checked who may decide. */
export function applyDecision(
  db: Firestore,
  tx: Transaction,
  post: LoadedPost,
  decider: Decider,
  decision: 'approved' | 'changes_requested',
  comment: string | undefined,
): PostStatusResult {
  if (post.status !== 'in_review')
    throw precondition(`A post that is ${post.status} is not awaiting approval.`);
  if (decision === 'changes_requested' && !comment) {
    throw invalid('Say what should change: a comment is required when requesting changes.');
  }
  const approval = (post.data.approval ?? {}) as Record<string, unknown>;
  const { levels, index, level } = currentLevel(post);
  const steps = Array.isArray(approval.steps) ? approval.steps : [];
  const step = {
    level,
    decision,
    by: decider.uid,
    byName: decider.name.slice(0, 120),
    via: decider.via,
    at: new Date().toISOString(),
  };
  const final = decision === 'changes_requested' || index === levels.length - 1;
  const status = final ? decision : 'in_review';
  tx.update(post.ref, {
    status,
    approval: {
      requestedBy: approval.requestedBy ?? null,
      requestedAt: approval.requestedAt ?? null,
      levels,
      level: final ? index : index + 1,
      steps: [...steps, step],
      decidedBy: decider.uid,
      decidedByName: decider.name.slice(0, 120),
      decision: final ? decision : null,
      comment: comment || null,
      decidedAt: FieldValue.serverTimestamp(),
    },
    updatedAt: FieldValue.serverTimestamp(),
  });
  if (comment) {
    tx.create(post.ref.collection('comments').doc(), {
      authorUid: decider.uid,
      authorName: decider.name.slice(0, 120),
      text: comment,
      kind: decision,
      internal: false,
      mentions: [],
      via: decider.via,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
  }
  recordActivity(tx, post.ref, {
    type: final ? decision : 'approval_step',
    actorUid: decider.uid,
    actorName: decider.name,
    via: decider.via,
    details: { level, ...(comment ? { comment } : {}) },
  });
  const author = typeof post.data.authorUid === 'string' ? post.data.authorUid : null;
  const requester = typeof approval.requestedBy === 'string' ? approval.requestedBy : null;
  const next = final ? null : (levels[index + 1] as ApprovalLevel);
  queueNotification(db, tx, {
    event: next ? 'approval_requested' : decision === 'approved' ? 'approved' : 'changes_requested',
    audience: {
      uids: next
        ? membersWithRole(post.workspace, LEVEL_DECIDERS[next])
        : [author, requester].filter((uid): uid is string => uid !== null),
    },
    params: {
      actor: decider.name,
      subject: excerpt(post.data.text),
      comment: comment || undefined,
    },
    path: postPath(post),
    product: post.workspace.product,
    actorUid: decider.uid,
  });
  return { postId: post.ref.id, status, changed: true };
}

/** May this account decide at the post's current level? Admins of the product always may. */
function mayDecide(post: LoadedPost, caller: Caller, level: ApprovalLevel): boolean {
  const role = post.workspace.members[caller.uid] ?? null;
  return (
    (role !== null && LEVEL_DECIDERS[level].includes(role)) ||
    isAdminFor(caller, post.workspace.product)
  );
}

const ANY_DECIDER = [...new Set(Object.values(LEVEL_DECIDERS).flat())];

export async function decidePostApproval(
  db: Firestore,
  caller: Caller,
  input: DecidePostApprovalInput,
  now: Date,
): Promise<PostStatusResult> {
  return runOnce(
    db,
    {
      operation: 'decidePostApproval',
      owner: caller.uid,
      requestId: input.requestId,
      payload: input,
      now,
    },
    async (tx) => {
      const post = await readPost(db, tx, input.workspaceId, input.postId, caller, ANY_DECIDER);
      // Outside a review, who may decide is the capability table's (src/lib/capabilities.ts):
      // an editor hears permission-denied, as the screens never offer them the decision.
      if (post.status !== 'in_review') actAs(post.workspace, caller, POST_ROLES.decide);
      if (post.status === 'in_review') {
        const { level } = currentLevel(post);
        if (!mayDecide(post, caller, level)) {
          throw denied(
            level === 'internal'
              ? 'This post is in internal review: an editor decides first.'
              : 'You do not have permission to do this in this workspace.',
          );
        }
      }
      const result = applyDecision(
        db,
        tx,
        post,
        { uid: caller.uid, name: actorName(caller) ?? caller.uid, via: 'app' },
        input.decision,
        input.comment,
      );
      auditIfAdmin(db, tx, post.as, caller, post, 'post.approval.decide', {
        decision: input.decision,
      });
      return result;
    },
  );
}
