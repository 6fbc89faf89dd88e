// A post's first comment: once a channel's post (and the last part of its thread) is confirmed,
// the comment goes out as the author's reply (Bluesky, Mastodon, X, Threads) or comment
// (LinkedIn, Facebook, Instagram). It has its own state in the channel's result, `comment`,
// written before the request leaves like every send, so a run that stops mid-way looks the
// comment up instead of sending it twice; and its failure is the comment's, never the post's:
// the channel stays published and the post is not sent again.

import { postFirstCommentSchema, takesFirstComment } from '@model/schemas/posts/posts';
import { Timestamp } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { isProviderError } from '../../providers/errors';
import { checkLimits } from '../../providers/limits';
import type {
  ChannelSecrets,
  Provider,
  ProviderContext,
  PublishRequest,
  RemotePost,
} from '../../providers/types';
import { backoffMs, MAX_ATTEMPTS } from './publishPolicy';
import type { ChannelResult } from './publishTypes';
import { reconcileChannel } from './reconcile';

export type CommentResult = NonNullable<ChannelResult['comment']>;

/** The post's first comment, or null when it has none (or a malformed one, which is skipped). */
export function readFirstComment(raw: unknown): string | null {
  const parsed = v.safeParse(postFirstCommentSchema, raw);
  return parsed.success && parsed.output !== '' ? parsed.output : null;
}

/** How a comment (or the inbox's reply) is sent, and found again after a lost answer. */
export interface CommentWay {
  send(request: PublishRequest, secrets: ChannelSecrets, ctx: ProviderContext): Promise<RemotePost>;
  find(
    request: PublishRequest,
    secrets: ChannelSecrets,
    ctx: ProviderContext,
  ): Promise<RemotePost | null>;
}

/** How a network takes a first comment: its own comment call, or a reply; null when it has none. */
export function commentWayOf(provider: Provider): CommentWay | null {
  if (!takesFirstComment(provider.id)) return null;
  if (provider.comment) {
    const comment = provider.comment.bind(provider);
    const find = provider.findComment?.bind(provider);
    return { send: comment, find: find ?? (async () => null) };
  }
  return {
    send: (request, secrets, ctx) => provider.publish(request, secrets, ctx),
    find: (request, secrets, ctx) => provider.lookup(request, secrets, ctx),
  };
}

/** Whether the channel still owes its first comment: the post is out, the comment is not final. */
export function commentPending(result: ChannelResult, comment: string | null): boolean {
  if (!comment || result.status !== 'published' || !result.externalId) return false;
  const status = result.comment?.status;
  return status !== 'published' && status !== 'failed';
}

/** When a channel waiting on its comment should be looked at again (null: now). */
export function commentNextAttempt(result: ChannelResult): number | null {
  return result.comment?.nextAttemptAt?.toMillis() ?? null;
}

const EMPTY: CommentResult = {
  status: 'pending',
  externalId: null,
  url: null,
  error: null,
  attempts: 0,
  firstAttemptAt: null,
  lastAttemptAt: null,
  nextAttemptAt: null,
  publishedAt: null,
};

function commentRequest(
  result: ChannelResult,
  text: string,
  idempotencyKey: string,
  at: Date,
): PublishRequest {
  const root: RemotePost = { externalId: result.externalId ?? '', url: result.url ?? '' };
  if (result.cid) root.cid = result.cid;
  const last = result.parts?.at(-1);
  const parent: RemotePost = last
    ? { externalId: last.externalId, url: last.url, ...(last.cid ? { cid: last.cid } : {}) }
    : root;
  return {
    idempotencyKey: `${idempotencyKey}_comment`,
    text,
    media: [],
    attemptedAt: (result.comment?.firstAttemptAt ?? Timestamp.fromDate(at)).toDate(),
    replyTo: { root, parent },
  };
}

function messageOf(error: unknown): string {
  if (isProviderError(error) || error instanceof Error) return error.message;
  return String(error);
}

/** The comment's state after a failed send, by the kind of failure. */
function afterCommentFailure(comment: CommentResult, error: unknown, now: Date): CommentResult {
  const message = messageOf(error);
  const kind = isProviderError(error) ? error.kind : 'unknown_outcome';
  if (kind === 'unknown_outcome') {
    return {
      ...comment,
      status: 'reconcile',
      error: message,
      nextAttemptAt: Timestamp.fromMillis(now.getTime() + 60_000),
    };
  }
  if (kind === 'transient' || kind === 'rate_limited') {
    if (comment.attempts >= MAX_ATTEMPTS) {
      return {
        ...comment,
        status: 'failed',
        nextAttemptAt: null,
        error: `Gave up after ${comment.attempts} attempts. Last error: ${message}`,
      };
    }
    const retryAfter = isProviderError(error) ? error.retryAfterMs : undefined;
    return {
      ...comment,
      status: 'retry',
      error: message,
      nextAttemptAt: Timestamp.fromMillis(now.getTime() + backoffMs(comment.attempts, retryAfter)),
    };
  }
  return { ...comment, status: 'failed', nextAttemptAt: null, error: message };
}

export interface CommentStep {
  provider: Provider;
  secrets: ChannelSecrets;
  ctx: ProviderContext;
  /** Our post id and channel id, as the post's own send names them. */
  idempotencyKey: string;
  now: () => Date;
  /** Saves the channel's result under the run's lease (throws when the lease is lost). */
  save: (next: ChannelResult) => Promise<ChannelResult>;
}

/**
 * Publishes the first comment of a channel whose post is out; returns the channel's result with
 * the comment's outcome. A comment waiting for its next attempt is left until then.
 */
export async function publishFirstComment(
  result: ChannelResult,
  text: string,
  step: CommentStep,
): Promise<ChannelResult> {
  const way = commentWayOf(step.provider);
  if (!way || !commentPending(result, text)) return result;
  const now = step.now();
  let comment: CommentResult = { ...EMPTY, ...result.comment };
  if (comment.nextAttemptAt && comment.nextAttemptAt.toMillis() > now.getTime()) return result;
  const request = commentRequest(result, text, step.idempotencyKey, now);

  if (comment.status === 'sending' || comment.status === 'reconcile') {
    // The comment may be out: it is looked for, never sent again.
    const finder: Provider = { ...step.provider, lookup: way.find };
    const checked = await reconcileChannel(
      finder,
      request,
      step.secrets,
      step.ctx,
      { ...result, ...comment, cid: null } as ChannelResult,
      now,
    );
    comment = {
      ...comment,
      status: checked.status,
      externalId: checked.externalId,
      url: checked.url,
      error: checked.error,
      nextAttemptAt: checked.nextAttemptAt,
      publishedAt: checked.status === 'published' ? Timestamp.fromDate(now) : null,
      ...(checked.unconfirmed ? { unconfirmed: true } : {}),
    };
    return step.save({ ...result, comment });
  }

  const limits = await step.provider.limits(step.secrets, step.ctx).catch(() => null);
  const problems = limits ? checkLimits(limits, text, []) : [];
  if (problems.length > 0) {
    return step.save({
      ...result,
      comment: {
        ...comment,
        status: 'failed',
        nextAttemptAt: null,
        error: problems.join(' '),
      },
    });
  }
  comment = {
    ...comment,
    status: 'sending',
    attempts: comment.attempts + 1,
    firstAttemptAt: comment.firstAttemptAt ?? Timestamp.fromDate(now),
    lastAttemptAt: Timestamp.fromDate(now),
    nextAttemptAt: null,
  };
  const sending = await step.save({ ...result, comment });
  try {
    const posted = await way.send(request, step.secrets, step.ctx);
    return step.save({
      ...sending,
      comment: {
        ...comment,
        status: 'published',
        externalId: posted.externalId,
        url: posted.url,
        error: null,
        publishedAt: Timestamp.fromDate(step.now()),
      },
    });
  } catch (error) {
    return step.save({ ...sending, comment: afterCommentFailure(comment, error, step.now()) });
  }
}
