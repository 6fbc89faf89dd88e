// Each network's outcome of a post in words a user acts on: published (with its link), failed
// because the channel must be reconnected, failed with the network's own reason, or never
// confirmed (so deliberately not sent again).

import type { Channel, Post, Receipt } from '../../firebase/posts/post-types';

export type Outcome =
  | {
      kind: 'published';
      channelId: string;
      url: string | null;
      /** Set when the post is out but its first comment failed: the network's reason. */
      commentFailed?: string | null;
      /** The read-back's receipt, pending or confirmed (a missing one is its own outcome). */
      receipt?: Receipt;
    }
  /** Accepted by the network, but not there when read back by its id: shown as a failure. */
  | { kind: 'missing'; channelId: string; receipt: Receipt }
  | { kind: 'reconnect'; channelId: string }
  | { kind: 'unconfirmed'; channelId: string }
  | { kind: 'failed'; channelId: string; reason: string | null }
  /** The network refused the post as a duplicate of an earlier one: said in the user's words. */
  | { kind: 'duplicate'; channelId: string };

const FINISHED = ['published', 'partially_published', 'failed'];

/** What the outcomes are read from: the post's results (a review link's view has no more). */
export type OutcomePost = Pick<Post, 'status' | 'channelIds' | 'results'>;
export type OutcomeChannel = Pick<Channel, 'id' | 'displayName' | 'status'>;

/** The outcome per channel of a post that went out or tried to, failures first. */
export function outcomesOf(post: OutcomePost, channels: readonly OutcomeChannel[]): Outcome[] {
  if (!FINISHED.includes(post.status)) return [];
  const out: Outcome[] = [];
  for (const channelId of post.channelIds) {
    const result = post.results[channelId];
    if (!result) continue;
    // A thread that failed halfway has a remote id too, but is told as the failure it is.
    if (result.status === 'published' && result.receipt?.status === 'missing') {
      out.push({ kind: 'missing', channelId, receipt: result.receipt });
    } else if (result.status === 'published' || (result.externalId && result.status !== 'failed')) {
      out.push({
        kind: 'published',
        channelId,
        url: result.url,
        ...(result.comment?.status === 'failed' ? { commentFailed: result.comment.error } : {}),
        ...(result.receipt ? { receipt: result.receipt } : {}),
      });
    } else if (result.unconfirmed || result.status === 'reconcile') {
      out.push({ kind: 'unconfirmed', channelId });
    } else if (result.status === 'failed') {
      const channel = channels.find((c) => c.id === channelId);
      const reconnect = channel !== undefined && channel.status !== 'connected';
      out.push(
        reconnect
          ? { kind: 'reconnect', channelId }
          : result.code === 'duplicate_content'
            ? { kind: 'duplicate', channelId }
            : { kind: 'failed', channelId, reason: result.error },
      );
    }
  }
  return out.sort((a, b) => Number(a.kind === 'published') - Number(b.kind === 'published'));
}

/** Whether a channel of the post is still to be read back: the list keeps itself current. */
export function awaitingReceipt(post: Post): boolean {
  return Object.values(post.results).some((result) => result.receipt?.waiting === true);
}

/**
 * Whether the server's retry would find a channel to send again (as retryPost decides): one
 * that failed for sure and is connected now (a thread that failed halfway resumes after its
 * last published part).
 */
export function canRetry(post: Post, channels: readonly Channel[]): boolean {
  if (post.status !== 'failed' && post.status !== 'partially_published') return false;
  return post.channelIds.some((id) => {
    const result = post.results[id];
    const channel = channels.find((c) => c.id === id);
    return (
      result !== undefined &&
      result.status === 'failed' &&
      !result.unconfirmed &&
      // Sending the same text again would be refused again.
      result.code !== 'duplicate_content' &&
      (channel === undefined || channel.status === 'connected')
    );
  });
}
