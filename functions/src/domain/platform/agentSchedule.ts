// Scheduling by an agent passes the workspace's approval mode exactly as a person's post does: in
// a workspace that requires approval, a draft (or a post with changes requested) is sent for
// approval with the time it asks for, and the last approval schedules it then (approvalSchedule);
// it never goes straight out. An approved post, or any post where approval is not required, is
// scheduled as the REST route schedules it.

import { postRulesOf, postStatusesFor } from '@model/capabilities';
import type { ApiSchedulePostInput } from '@model/schemas/posts/posts';
import type { Firestore } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { SCHEDULE_MAX_AHEAD_MS } from '../../config';
import { sendForApproval } from '../approvalRequest';
import { invalid } from '../errors';
import { readApiPost, scheduleApiPost } from '../posts/apiSchedule';
import { assertSchedulable, readChannels, refuseBroken } from '../posts/posts';
import { type ApiActor, actorLabel, recordAgentAudit } from './apiActor';

export interface AgentScheduleResult extends Record<string, unknown> {
  id: string;
  status: 'scheduled' | 'in_review';
  scheduledAt: string;
  changed: boolean;
  /** What happened, in a sentence an agent can relay. */
  note: string;
}

export async function scheduleAsAgent(
  db: Firestore,
  actor: ApiActor,
  postId: string,
  input: ApiSchedulePostInput,
  now: Date,
): Promise<AgentScheduleResult> {
  const at = Date.parse(input.scheduledAt);
  if (at <= now.getTime() || at > now.getTime() + SCHEDULE_MAX_AHEAD_MS) {
    throw invalid('scheduledAt must be in the future and within a year.');
  }
  const review = await db.runTransaction(async (tx) => {
    const post = await readApiPost(db, tx, actor, postId);
    const rules = postRulesOf(post.workspace.data);
    if (rules !== 'connect') return null;
    const iso = new Date(at).toISOString();
    if (post.status === 'in_review') {
      return {
        id: postId,
        status: 'in_review' as const,
        scheduledAt: iso,
        changed: false,
        note: 'The post is already waiting for approval; it is scheduled once approved.',
      };
    }
    if (!postStatusesFor('requestApproval', rules).includes(post.status)) return null;
    // The checks a schedule would make, as if approved: channels that can publish, content.
    assertSchedulable({ ...post, status: 'approved' });
    refuseBroken(await readChannels(tx, post.workspace.ref, post.data.channelIds as unknown[]));
    const zone =
      input.timeZone ??
      (typeof post.workspace.data.timeZone === 'string' ? post.workspace.data.timeZone : 'UTC');
    tx.update(post.ref, { scheduledAt: Timestamp.fromMillis(at), timeZone: zone });
    sendForApproval(db, tx, post, {
      uid: actor.createdBy,
      name: actor.name,
      notifyName: actorLabel(actor),
      via: actor.via,
    });
    if (actor.via === 'mcp') {
      recordAgentAudit(
        db,
        tx,
        actor,
        'mcp.post.approval_requested',
        post.ref.path,
        post.workspace.product,
        {
          scheduledAt: iso,
        },
      );
    }
    return {
      id: postId,
      status: 'in_review' as const,
      scheduledAt: iso,
      changed: true,
      note: 'This workspace requires approval: the post was sent for approval with this time and is scheduled once approved.',
    };
  });
  if (review) return review;
  const scheduled = await scheduleApiPost(db, actor, postId, input, now);
  return {
    id: postId,
    status: 'scheduled',
    scheduledAt: scheduled.scheduledAt,
    changed: scheduled.changed,
    note: 'The post is scheduled.',
  };
}
