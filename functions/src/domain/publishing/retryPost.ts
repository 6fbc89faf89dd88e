// A user's retry of a post that failed on some or all of its channels. Only channels that
// failed for sure go back in the queue: one the network confirmed (published, or with a remote
// id) stays as it is, and one whose send may have reached the network without an answer is
// never sent again. The post goes back to `publishing` under a lease that has already run out,
// so the publisher's next run takes it without moving its scheduled time.

import type { CallableReply } from '@model/callables';
import { POST_ROLES, postStatusesFor } from '@model/capabilities';
import type { RetryPostInput } from '@model/schemas/posts/posts';
import { FieldPath, FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { Caller } from '../caller';
import { invalid, precondition } from '../errors';
import { runOnce } from '../idempotency';
import { actorName } from '../notifications/outbox';
import { recordActivity } from '../posts/postActivity';
import { auditIfAdmin, readPost } from '../posts/posts';
import { editedVariant } from '../threads/retryEdit';
import { leaseShardOf } from './lease';
import { type ChannelResult, type PostLease, readResult } from './publishTypes';

const RETRYABLE_POSTS = postStatusesFor('retry', 'smm');

export type RetryDecision = 'requeue' | 'published' | 'unconfirmed' | 'pending';

/**
 * What a retry does with one channel's stored result. A thread that failed after some parts went
 * out is requeued: the publisher resumes after its last confirmed part.
 */
export function retryDecision(result: ChannelResult): RetryDecision {
  if (result.status === 'published') return 'published';
  if (result.status !== 'failed') return 'pending';
  return result.unconfirmed ? 'unconfirmed' : 'requeue';
}

export type RetryPostResult = CallableReply<'retryPost'> & Record<string, unknown>;

export async function retryPost(
  db: Firestore,
  caller: Caller,
  input: RetryPostInput,
  now: Date,
): Promise<RetryPostResult> {
  return runOnce(
    db,
    { operation: 'retryPost', owner: caller.uid, requestId: input.requestId, payload: input, now },
    async (tx) => {
      const post = await readPost(
        db,
        tx,
        input.workspaceId,
        input.postId,
        caller,
        POST_ROLES.retry,
      );
      const as = post.as;
      if (!RETRYABLE_POSTS.includes(post.status)) {
        throw precondition(`A post that is ${post.status} cannot be retried.`);
      }
      const channelIds = Array.isArray(post.data.channelIds)
        ? post.data.channelIds.filter((id): id is string => typeof id === 'string')
        : [];
      const stored = (post.data.results ?? {}) as Record<string, unknown>;
      const edit = input.edit;
      if (edit) {
        if (!channelIds.includes(edit.channelId))
          throw invalid('The post is not published on that channel.');
        const decision = retryDecision(readResult(stored[edit.channelId]));
        if (decision !== 'requeue') {
          throw precondition(
            decision === 'published'
              ? 'This channel published the post; what is published cannot be changed.'
              : decision === 'unconfirmed'
                ? 'The network never confirmed whether this post went out, so it is not sent again.'
                : 'Only a channel that failed can be edited and tried again.',
          );
        }
      }
      // An edit retries its own channel; otherwise every channel that failed for sure.
      const candidates = edit
        ? [edit.channelId]
        : channelIds.filter((id) => retryDecision(readResult(stored[id])) === 'requeue');
      const unconfirmed = channelIds.filter(
        (id) => retryDecision(readResult(stored[id])) === 'unconfirmed',
      );
      // A channel that must be reconnected would only fail again: it waits for its owner.
      const channelSnaps = candidates.length
        ? await tx.getAll(
            ...candidates.map((id) => post.workspace.ref.collection('channels').doc(id)),
          )
        : [];
      const requeued: string[] = [];
      const blocked: string[] = [];
      const updates: unknown[] = [];
      if (edit) {
        const label = String(channelSnaps[0]?.data()?.displayName ?? edit.channelId);
        const variant = editedVariant(post.data, readResult(stored[edit.channelId]), edit, label);
        updates.push(new FieldPath('variants', edit.channelId), variant);
      }
      channelSnaps.forEach((snap, index) => {
        const id = candidates[index] as string;
        const status = snap.data()?.status;
        if (snap.exists && (status === undefined || status === 'connected')) requeued.push(id);
        else blocked.push(String(snap.data()?.displayName ?? id));
      });
      if (requeued.length === 0) {
        throw precondition(
          blocked.length > 0
            ? `Reconnect ${blocked.join(', ')} first, then try again.`
            : unconfirmed.length > 0
              ? 'The network never confirmed whether this post went out, so it is not sent again (that could publish it twice). Check the channel, then write a new post if it is missing.'
              : 'No channel of this post failed, so there is nothing to retry.',
        );
      }
      const lease: PostLease = { owner: null, expiresAt: Timestamp.fromDate(now) };
      for (const channelId of requeued) {
        const previous = readResult(stored[channelId]);
        // firstAttemptAt is kept: the networks key a post by it and our id, so a send that did
        // land before is found again instead of being created twice.
        const next: ChannelResult = {
          ...previous,
          status: 'pending',
          error: null,
          attempts: 0,
          nextAttemptAt: null,
        };
        updates.push(new FieldPath('results', channelId), next);
      }
      tx.update(
        post.ref,
        'status',
        'publishing',
        'lease',
        lease,
        // The reconciler looks for expired leases shard by shard: without it this post is never found.
        'leaseShard',
        leaseShardOf(post.ref.id),
        'statusReason',
        null,
        'retriedAt',
        FieldValue.serverTimestamp(),
        'updatedAt',
        FieldValue.serverTimestamp(),
        ...updates,
      );
      auditIfAdmin(db, tx, as, caller, post, 'post.retry', { channels: requeued });
      recordActivity(tx, post.ref, {
        type: 'retried',
        actorUid: caller.uid,
        actorName: actorName(caller) ?? caller.uid,
        details: { channels: requeued, ...(edit ? { edited: true } : {}) },
      });
      return { postId: input.postId, status: 'publishing', changed: true, requeued };
    },
  );
}
