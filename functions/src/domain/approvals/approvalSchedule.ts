// What the last approval does with the post's time. A post sent for approval usually carries the
// time it was written for; once approved it is scheduled for that time at once, unless the
// workspace asked to schedule approved posts itself (scheduleOnApproval: false). A time that has
// passed, or a channel that can no longer publish, leaves the post approved and unscheduled, and
// the author is told why: an approval never publishes late or half by surprise.

import { APPROVAL_SCHEDULING, type ApprovalScheduling } from '@model/schemas/approval';
import { Timestamp, type Transaction } from 'firebase-admin/firestore';
import type { LoadedPost } from '../posts/posts';
import { readChannels } from '../posts/posts';

export { APPROVAL_SCHEDULING, type ApprovalScheduling };

export interface ApprovalPlacement {
  outcome: ApprovalScheduling;
  /** The post's time, when it has one. */
  at: number | null;
  /** The channel that can no longer publish (outcome channel_gone). */
  channel?: string;
}

/** Whether the workspace schedules approved posts itself; on unless switched off. */
export function schedulesOnApproval(workspace: Record<string, unknown>): boolean {
  return workspace.scheduleOnApproval !== false;
}

/** Reads what it needs in the transaction (before any write) and says what the approval does. */
export async function placementOnApproval(
  tx: Transaction,
  post: LoadedPost,
  now: Date,
): Promise<ApprovalPlacement> {
  const stored = post.data.scheduledAt;
  const at = stored instanceof Timestamp ? stored.toMillis() : null;
  if (!schedulesOnApproval(post.workspace.data)) return { outcome: 'manual', at };
  if (at === null) return { outcome: 'no_time', at };
  if (at <= now.getTime()) return { outcome: 'past', at };
  const ids = Array.isArray(post.data.channelIds) ? post.data.channelIds : [];
  if (ids.length === 0) return { outcome: 'no_time', at };
  const docs = await readChannels(tx, post.workspace.ref, ids);
  const gone = docs.find((doc) => !doc.exists || doc.get('status') !== 'connected');
  if (gone) {
    return {
      outcome: 'channel_gone',
      at,
      channel: String(gone.get('displayName') ?? gone.id),
    };
  }
  return { outcome: 'scheduled', at };
}
