// A reply from the inbox, sent from the conversation's own channel in its thread, and sent once.
// The reply is written (state `sending`, keyed by the caller's requestId) before the request
// leaves, as posts are; the network gets the same idempotency key on every try. An answer lost
// after sending leaves it `unknown`: the next try with the same requestId looks for it on the
// network first (the same reconcile rule as posts) and sends only when it is not there. A
// network's refusal (limits, a deleted comment, a channel to reconnect, a rate limit) is a
// sentence for the dialog; the reply's text stays stored with the reason.

import type { CallableReply } from '@model/callables';
import type { ReplyToConversationInput } from '@model/schemas/inbox';
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { isProviderError, type ProviderError } from '../../providers/errors';
import { findReviewReply, replyToReview } from '../../providers/inbox/googleBusiness';
import { checkLimits } from '../../providers/limits';
import type { Provider, PublishRequest, RemotePost } from '../../providers/types';
import type { Caller } from '../caller';
import { markChannelNeedsReconnect } from '../channels/channelHealth';
import { because, DomainError, invalid, notFound, precondition, unavailable } from '../errors';
import { actorName } from '../notifications/outbox';
import { loadChannel } from '../publishing/publish';
import { type CommentWay, commentWayOf } from '../publishing/publishComment';
import { readConversation } from './conversation';

export interface ReplyDeps {
  providerFor: (id: unknown) => Provider;
  providerTimeoutMs?: number;
}

export type ReplyResult = CallableReply<'replyToConversation'> & Record<string, unknown>;

/** A `sending` reply younger than this is another try still under way. */
const SENDING_MS = 60_000;

/** How the channel answers an item of `kind`, or null when the inbox cannot answer it there. */
function wayOf(provider: Provider, kind: string, sandbox: boolean): CommentWay | null {
  if (kind === 'review' && provider.id === 'google_business' && !sandbox) {
    return { send: replyToReview, find: findReviewReply };
  }
  // Direct messages have calls of their own; only the sandbox takes them here.
  if ((kind === 'message' || kind === 'review') && !sandbox) return null;
  return commentWayOf(provider);
}

const str = (value: unknown): string => (typeof value === 'string' ? value : '');

/**
 * Why the network refused, for the dialog, and the error the callable answers. The reason is the
 * word the screen puts in the reader's language (the message is English, for logs and the API).
 */
export function refusal(error: ProviderError, label: string): DomainError {
  switch (error.kind) {
    case 'rate_limited':
      return because(
        new DomainError(
          'resource-exhausted',
          `${label} asks us to slow down. The reply was kept; send it again in a moment.`,
          Math.ceil((error.retryAfterMs ?? 60_000) / 1000),
        ),
        'rate_limited',
      );
    case 'auth':
      return because(
        precondition(`${label} needs to be reconnected before you can reply from it.`),
        'reconnect',
      );
    case 'permanent':
      return error.status === 404
        ? because(
            precondition('The comment was deleted on the network; the reply was not sent.'),
            'comment_deleted',
          )
        : because(precondition(`${label} refused the reply: ${error.message}`), 'refused');
    default:
      return because(
        unavailable(`${label} could not be reached. The reply was kept; try again.`),
        'unreachable',
      );
  }
}

export async function replyToConversation(
  db: Firestore,
  caller: Caller,
  input: ReplyToConversationInput,
  now: Date,
  deps: ReplyDeps,
): Promise<ReplyResult> {
  const ws = db.collection('workspaces').doc(input.workspaceId);
  const replyRef = ws.collection('inboxItems').doc(`reply:${input.requestId}`);

  // Claim: the conversation, the item answered, and the reply written before anything is sent.
  const claim = await db.runTransaction(async (tx) => {
    const c = await readConversation(db, tx, caller, input, 'reply');
    const targetId = input.itemId ?? str(c.data.lastItemId);
    const [existing, target] = await tx.getAll(
      replyRef,
      ws.collection('inboxItems').doc(targetId || 'none'),
    );
    if (!target?.exists || target.get('conversationId') !== c.ref.id) {
      throw notFound('The message you answer');
    }
    if (existing?.exists) {
      if (existing.get('conversationId') !== c.ref.id || existing.get('text') !== input.text) {
        throw invalid('This requestId was already used for a different reply.');
      }
      const state = existing.get('replyState');
      if (state === 'sent') return { done: existing, c, target };
      const since = now.getTime() - (existing.get('at') as Timestamp).toMillis();
      if (state === 'sending' && since < SENDING_MS) {
        throw new DomainError('aborted', 'This reply is being sent; wait for its answer.');
      }
      tx.update(replyRef, { replyState: 'sending', replyError: null });
      return { resumed: true, c, target, attemptedAt: (existing.get('at') as Timestamp).toDate() };
    }
    tx.create(replyRef, {
      network: c.data.network,
      channelId: c.data.channelId,
      externalId: '',
      conversationId: c.ref.id,
      kind: c.data.kind,
      direction: 'out',
      parentId: target.get('externalId'),
      authorName: (actorName(caller) ?? caller.uid).slice(0, 120),
      authorHandle: '',
      text: input.text,
      url: null,
      at: Timestamp.fromDate(now),
      shared: c.data.shared === true,
      replyState: 'sending',
      replyError: null,
      sentBy: caller.uid,
      createdAt: FieldValue.serverTimestamp(),
    });
    return { resumed: false, c, target, attemptedAt: now };
  });
  if ('done' in claim && claim.done) {
    return {
      itemId: replyRef.id,
      externalId: str(claim.done.get('externalId')),
      url: str(claim.done.get('url')),
    };
  }
  const { c, target } = claim;
  const fail = async (error: DomainError): Promise<never> => {
    await replyRef.update({ replyState: 'failed', replyError: error.message });
    throw error;
  };

  const channelId = str(c.data.channelId);
  const setup = await loadChannel(db, ws, channelId, deps);
  if (typeof setup === 'string') return fail(precondition(setup));
  const { provider, secrets, ctx, label } = setup;
  const way = wayOf(
    provider,
    str(c.data.kind),
    secrets.sandbox === true || provider.id === 'sandbox',
  );
  if (!way) {
    return fail(precondition(`Replying to this kind of message is not available for ${label}.`));
  }
  const limits = await provider.limits(secrets, ctx);
  const problems = checkLimits(limits, input.text, []);
  if (problems.length > 0) {
    await replyRef.delete();
    // The network's length limit: the dialog shows it under the text, in the reader's words.
    throw new DomainError('invalid-argument', problems.join(' '), undefined, {
      issues: problems.map((message) => ({ path: 'text', message })),
      maxLength: limits.maxLength,
    });
  }
  const ref = (target.get('replyRef') ?? {}) as { cid?: string; rootId?: string; rootCid?: string };
  const request: PublishRequest = {
    idempotencyKey: `inbox_${input.workspaceId}_${input.requestId}`,
    text: input.text,
    media: [],
    attemptedAt: 'attemptedAt' in claim && claim.attemptedAt ? claim.attemptedAt : now,
    replyTo: {
      parent: {
        externalId: str(target.get('externalId')),
        url: str(target.get('url')),
        cid: ref.cid,
      },
      root: {
        externalId: ref.rootId ?? str(c.data.threadId),
        url: '',
        cid: ref.rootCid,
      },
    },
  };

  let sent: RemotePost | null = null;
  // A reply whose earlier answer was lost is looked for before anything is sent again.
  if ('resumed' in claim && claim.resumed) {
    sent = await way.find(request, secrets, ctx).catch(() => null);
  }
  if (!sent) {
    try {
      sent = await way.send(request, secrets, ctx);
    } catch (error) {
      if (!isProviderError(error)) throw error;
      if (error.kind === 'unknown_outcome') {
        sent = await way.find(request, secrets, ctx).catch(() => null);
        if (!sent) {
          await replyRef.update({ replyState: 'unknown', replyError: error.message });
          throw because(
            unavailable(
              `${label} did not confirm the reply. Send it again: we look for it first, so it is never sent twice.`,
            ),
            'unconfirmed',
          );
        }
      } else {
        if (error.kind === 'auth') {
          await markChannelNeedsReconnect(db, input.workspaceId, channelId, error.message).catch(
            () => undefined,
          );
        }
        return fail(refusal(error, label));
      }
    }
  }

  const result = sent;
  await db.runTransaction(async (tx) => {
    const conversation = await tx.get(c.ref);
    const firstAt = conversation.get('firstAt') as Timestamp | undefined;
    tx.update(replyRef, {
      replyState: 'sent',
      replyError: null,
      externalId: result.externalId,
      url: result.url || null,
    });
    tx.update(c.ref, {
      itemCount: FieldValue.increment(1),
      unread: 0,
      ...(conversation.get('firstReplyAt') == null
        ? {
            firstReplyAt: Timestamp.fromDate(now),
            firstReplyMs: firstAt ? Math.max(0, now.getTime() - firstAt.toMillis()) : null,
          }
        : {}),
      updatedAt: FieldValue.serverTimestamp(),
    });
  });
  return { itemId: replyRef.id, externalId: result.externalId, url: result.url };
}
