// Over 400 lines: the steps of one publication (checks, sends, records) read best in order.
// Publishing one claimed post: each chosen channel goes out through its provider, the remote id
// is recorded the moment the network confirms it, and the post ends published, partially
// published or failed with a reason per channel. Every write before a send checks that this run
// still holds the post's lease.

import { channelDocSchema } from '@model/schemas/channels/channels';
import type { PostStatus, ThreadElsewhere } from '@model/schemas/posts/posts';
import type { postMediaSchema } from '@model/schemas/posts/posts-stored';
import {
  type DocumentReference,
  type DocumentSnapshot,
  FieldValue,
  type Firestore,
  Timestamp,
} from 'firebase-admin/firestore';
import type * as v from 'valibot';
import { appOrigin } from '../../config';
import { isProviderError } from '../../providers/errors';
import { checkLimits } from '../../providers/limits';
import type {
  ChannelSecrets,
  MediaInput,
  Provider,
  ProviderContext,
  PublishRequest,
} from '../../providers/types';
import { markChannelNeedsReconnect } from '../channels/channelHealth';
import { saveWhileConnected } from '../channels/channelRefresh';
import { adapterFor } from '../channels/channelSandbox';
import { linkedText, linkSettingsOf, linkSettingsRef } from '../links/postLinks';
import { loadedMediaFacts } from '../media/mediaPreflight';
import { queuePublishOutcome } from '../notifications/publishOutcome';
import { recordActivity } from '../posts/postActivity';
import { receiptDueAt, withPendingReceipts } from '../receipts/receiptPolicy';
import { openSecrets } from '../secretBox';
import { storedField } from '../stored';
import { readThreadElsewhere } from '../threads/threadChoice';
import { commentPending, publishFirstComment, readFirstComment } from './publishComment';
import { type LoadedMedia, mediaInputOf } from './publishMedia';
import {
  backoffMs,
  LEASE_MS,
  MAX_ATTEMPTS,
  RECONCILE_INTERVAL_MS,
  RECONCILE_WINDOW_MS,
} from './publishPolicy';
import {
  channelThread,
  partRequest,
  readThread,
  reconciledPart,
  withConfirmed,
  withThreadNote,
} from './publishThread';
import { type ChannelResult, confirmedParts, type PostLease, readResult } from './publishTypes';
import { PostWriter } from './publishWriter';
import { reconcileChannel } from './reconcile';

export interface PublishDeps {
  /** The run's name, as written in the lease. */
  owner: string;
  now: () => Date;
  providerFor: (id: unknown) => Provider;
  /** A post's media file, whole or in ranges (Cloud Storage in production: storageMediaLoader). */
  loadMedia: (path: string) => Promise<LoadedMedia>;
  /** A short-lived public address of a media file, for networks that fetch media themselves. */
  mediaUrl?: (path: string) => Promise<string | undefined>;
  providerTimeoutMs?: number;
  /** Waits before each read-back of a published channel (receipts/receiptPolicy.ts). */
  receiptDelaysMs?: readonly number[];
}

export interface PostOutcome {
  path: string;
  /** 'lost_lease': another run or a cancellation took the post; this run left it alone. */
  status: PostStatus | 'lost_lease';
  channels: Record<string, ChannelResult['status']>;
}

type MediaItem = v.InferOutput<typeof postMediaSchema>;

interface PostData {
  text: string;
  /** A channel's own text and, once a failed channel was edited for a retry, its own parts. */
  variants: Record<string, { text?: string; thread?: unknown }>;
  media: MediaItem[];
  channelIds: string[];
  results: Record<string, unknown>;
  language?: string;
  /** Follow-up parts of a thread, or why they cannot be published. */
  thread: string[] | { problem: string };
  /** What the parts do on networks without threads, as chosen before scheduling. */
  threadElsewhere: ThreadElsewhere | null;
  /** Network settings (a YouTube title, a Pinterest board) by provider id and by channel id. */
  networkOptions: Record<string, Record<string, unknown>>;
  /** Published after the post and its thread, where the network takes one. */
  firstComment: string | null;
  /** What names the UTM campaign of its links (the post's campaign, else its series). */
  campaign?: unknown;
  series?: unknown;
}

function postData(raw: Record<string, unknown>): PostData {
  return {
    text: typeof raw.text === 'string' ? raw.text : '',
    variants: (raw.variants as PostData['variants']) ?? {},
    media: Array.isArray(raw.media) ? (raw.media as MediaItem[]) : [],
    channelIds: Array.isArray(raw.channelIds)
      ? raw.channelIds.filter((id): id is string => typeof id === 'string')
      : [],
    results: (raw.results as Record<string, unknown>) ?? {},
    language: typeof raw.language === 'string' ? raw.language : undefined,
    thread: readThread(raw.thread),
    threadElsewhere: readThreadElsewhere(raw.threadElsewhere),
    networkOptions:
      typeof raw.networkOptions === 'object' && raw.networkOptions !== null
        ? (raw.networkOptions as PostData['networkOptions'])
        : {},
    firstComment: readFirstComment(raw.firstComment),
    campaign: raw.campaign,
    series: raw.series,
  };
}

function failed(result: ChannelResult, error: string): ChannelResult {
  return { ...result, status: 'failed', error, nextAttemptAt: null };
}

export interface ChannelSetup {
  provider: Provider;
  secrets: ChannelSecrets;
  ctx: ProviderContext;
  label: string;
}

/** A channel's provider, secrets and context, or why it cannot be used now. */
export async function loadChannel(
  db: Firestore,
  workspace: DocumentReference,
  channelId: string,
  deps: Pick<PublishDeps, 'providerFor' | 'providerTimeoutMs'>,
): Promise<ChannelSetup | string> {
  return (await loadChannelWith(db, workspace, channelId, deps, [])).setup;
}

/**
 * loadChannel, with the delivery's other reads (the workspace's link settings, the account's
 * pace) in the same round trip: a delivery's Firestore calls are most of its cost.
 */
export async function loadChannelWith(
  db: Firestore,
  workspace: DocumentReference,
  channelId: string,
  deps: Pick<PublishDeps, 'providerFor' | 'providerTimeoutMs'>,
  extra: DocumentReference[],
): Promise<{ setup: ChannelSetup | string; extra: DocumentSnapshot[] }> {
  const [channelSnap, secretSnap, ...rest] = await db.getAll(
    workspace.collection('channels').doc(channelId),
    db.collection('channelSecrets').doc(channelId),
    ...extra,
  );
  return {
    setup: channelSetup(db, workspace, channelId, deps, channelSnap, secretSnap),
    extra: rest,
  };
}

function channelSetup(
  db: Firestore,
  workspace: DocumentReference,
  channelId: string,
  deps: Pick<PublishDeps, 'providerFor' | 'providerTimeoutMs'>,
  channelSnap: DocumentSnapshot | undefined,
  secretSnap: DocumentSnapshot | undefined,
): ChannelSetup | string {
  const channel = channelSnap?.data();
  if (!channel) return 'The channel no longer exists.';
  const label = storedField(channelDocSchema, channel, 'displayName', channelId);
  // A channel written without a status (an old one) is tried: the network tells if it is gone.
  const status = storedField(channelDocSchema, channel, 'status', null);
  if (status === 'disconnected') return `${label} was disconnected.`;
  if (status === 'needs_reconnect')
    return `${label} needs to be reconnected before it can publish.`;
  let provider: Provider;
  try {
    provider = deps.providerFor(channel.provider);
  } catch (error) {
    return isProviderError(error) ? error.message : String(error);
  }
  const secrets = openSecrets(channelId, secretSnap?.data()) ?? {};
  // A sandbox channel of a real network (local stack) publishes through the sandbox.
  provider = adapterFor(provider, secrets);
  const channelRef = workspace.collection('channels').doc(channelId);
  const ctx: ProviderContext = {
    // Tokens renewed mid-publish are kept only while the channel is still connected: a user who
    // disconnected it meanwhile must not find its secrets stored again.
    saveSecrets: (next, rotation) => saveWhileConnected(db, channelRef, next, { rotation }),
    loadSecrets: async () =>
      openSecrets(channelId, (await db.collection('channelSecrets').doc(channelId).get()).data()),
    settings: storedField(channelDocSchema, channel, 'settings', undefined) ?? {},
    timeoutMs: deps.providerTimeoutMs,
  };
  return { provider, secrets, ctx, label };
}

/**
 * Tells the workspace that the user must reconnect the channel: its status, and one notification.
 * A failure here must not lose the post's own result, which the caller saves next.
 */
export async function markNeedsReconnect(
  workspace: DocumentReference,
  channelId: string,
  reason: string,
) {
  await markChannelNeedsReconnect(workspace.firestore, workspace.id, channelId, reason).catch(
    () => undefined,
  );
}

class LostLease extends Error {}

/**
 * The result for a channel that cannot be used now (`reason`): a published post's pending
 * comment fails; a send that may have gone out is looked for again within the reconcile window,
 * then reported unconfirmed; anything else fails with the reason.
 */
function unusableChannelResult(result: ChannelResult, reason: string, now: Date): ChannelResult {
  if (result.status === 'published') {
    // The post is out; its comment cannot follow on a channel that no longer works.
    const comment = { ...result.comment, status: 'failed' as const, nextAttemptAt: null };
    return {
      ...result,
      comment: { attempts: 0, externalId: null, url: null, ...comment, error: reason },
    };
  }
  if (result.status !== 'sending' && result.status !== 'reconcile') return failed(result, reason);
  // A send that may have gone out is checked once the channel works again, within the window.
  const since = (result.lastAttemptAt ?? result.firstAttemptAt)?.toMillis() ?? now.getTime();
  if (now.getTime() - since < RECONCILE_WINDOW_MS) {
    return {
      ...result,
      status: 'reconcile',
      error: reason,
      nextAttemptAt: Timestamp.fromMillis(now.getTime() + RECONCILE_INTERVAL_MS),
    };
  }
  return {
    ...failed(
      result,
      `${reason} Whether the post went out could not be checked; please look at the channel.`,
    ),
    unconfirmed: true,
  };
}

/**
 * Before the first send: the post's text, media and thread parts against the network's limits,
 * then the media loaded. Answers why the post cannot go out, or the media to send.
 */
async function checkedMedia(
  setup: ChannelSetup,
  post: PostData,
  text: string,
  thread: string[],
  replies: boolean,
  media: (item: MediaItem) => Promise<MediaInput>,
): Promise<{ problem: string } | { media: MediaInput[] }> {
  const limits = await setup.provider.limits(setup.secrets, setup.ctx);
  const problems = checkLimits(
    limits,
    text,
    // Pictures carry their size in the post, so their aspect ratio is checked here too.
    post.media.map((item) => ({
      contentType: item.contentType,
      width: item.width,
      height: item.height,
      alt: item.alt,
    })),
  );
  if (thread.length > 0 && replies && !limits.threads) {
    problems.push('This network has no threads; publish the parts as separate posts.');
  }
  for (const [part, partText] of thread.entries()) {
    for (const problem of checkLimits(limits, partText, [])) {
      problems.push(`Part ${part + 2}: ${problem}`);
    }
  }
  if (problems.length > 0) return { problem: `${setup.label}: ${problems.join(' ')}` };
  const loaded = await Promise.all(post.media.map(media));
  // The files themselves: sizes, and a video's length, codec and frame rate from its boxes.
  const sized = checkLimits(limits, text, await Promise.all(loaded.map(loadedMediaFacts)));
  return sized.length > 0 ? { problem: `${setup.label}: ${sized.join(' ')}` } : { media: loaded };
}

/** What one channel's publication works with, fixed for the run. */
interface ChannelRun {
  setup: ChannelSetup;
  writer: PostWriter;
  channelId: string;
  workspace: DocumentReference;
  deps: PublishDeps;
  parts: number;
  /** Saves a result, or stops the run when its lease is gone. */
  save: (next: ChannelResult) => Promise<ChannelResult>;
}

/**
 * Sends one part (the post itself or a thread part): the attempt is recorded as `sending`
 * before the network is called, the confirmation the moment it answers, so a crash in between
 * leaves a send to look for, never one to repeat. Answers the confirmed result, or the saved
 * result after a failure (`ended`).
 */
async function sendPart(
  run: ChannelRun,
  result: ChannelResult,
  request: PublishRequest,
  index: number,
  at: Date,
): Promise<{ confirmed: ChannelResult } | { ended: ChannelResult }> {
  const sending = await run.save({
    ...result,
    status: 'sending',
    attempts: result.attempts + 1,
    firstAttemptAt: result.firstAttemptAt ?? Timestamp.fromDate(at),
    lastAttemptAt: Timestamp.fromDate(at),
    nextAttemptAt: null,
    ...(index > 0 ? { partAttemptAt: result.partAttemptAt ?? Timestamp.fromDate(at) } : {}),
  });
  try {
    const posted = await run.setup.provider.publish(request, run.setup.secrets, run.setup.ctx);
    const confirmed = withConfirmed(sending, index, posted, run.parts, run.deps.now());
    await run.writer.recordConfirmed(run.channelId, confirmed);
    return { confirmed };
  } catch (error) {
    const next = afterFailure(sending, error, run.deps.now(), run.setup.label, true);
    if (isProviderError(error) && error.kind === 'auth') {
      await markNeedsReconnect(run.workspace, run.channelId, error.message);
    }
    return { ended: await run.save(withThreadNote(next, run.parts)) };
  }
}

/**
 * One channel of a claimed post: the post, then each part of its thread, in order, resuming
 * where a stored result stopped; a send that may have reached the network is looked for, never
 * repeated; then the first comment.
 */
async function publishChannel(
  db: Firestore,
  writer: PostWriter,
  post: PostData,
  channelId: string,
  deps: PublishDeps,
  media: (item: MediaItem) => Promise<MediaInput>,
): Promise<ChannelResult> {
  const now = deps.now();
  let result = readResult(post.results[channelId]);
  if (result.status === 'failed') return result;
  if (result.status === 'published' && !commentPending(result, post.firstComment)) return result;
  if (result.nextAttemptAt && result.nextAttemptAt.toMillis() > now.getTime()) return result;

  const ref = writer.ref;
  const workspace = ref.parent.parent as DocumentReference;
  const {
    setup,
    extra: [linkSnap],
  } = await loadChannelWith(db, workspace, channelId, deps, [linkSettingsRef(workspace)]);
  const save = async (next: ChannelResult) => {
    if (!(await writer.saveResult(channelId, next))) throw new LostLease();
    return next;
  };
  if (typeof setup === 'string') return save(unusableChannelResult(result, setup, now));
  const inFlight = result.status === 'sending' || result.status === 'reconcile';
  const variant = post.variants[channelId];
  // A channel edited for a retry has parts of its own.
  const wholeThread = variant?.thread === undefined ? post.thread : readThread(variant.thread);
  // A malformed thread stops the post before anything is sent; a send already made is still
  // looked for.
  if (!Array.isArray(wholeThread) && !inFlight)
    return save(failed(result, `${setup.label}: ${wholeThread.problem}`));
  const { parts: written, replies } = channelThread(
    Array.isArray(wholeThread) ? wholeThread : [],
    setup.provider.id,
    post.threadElsewhere,
  );
  // Links as this network receives them (UTM parameters, short links): the same on every
  // attempt, so a retry or a reconciliation looks for what was sent.
  const settings = linkSettingsOf(linkSnap?.data());
  const links = (part: string) =>
    linkedText(part, settings, {
      db,
      workspace,
      postId: ref.id,
      channelId,
      network: setup.provider.id,
      post,
      origin: appOrigin(),
    });
  const text = await links(variant?.text ?? post.text);
  const thread = await Promise.all(written.map(links));
  const first: PublishRequest = {
    idempotencyKey: `${ref.id}_${channelId}`,
    text,
    media: [],
    attemptedAt: (result.firstAttemptAt ?? Timestamp.fromDate(now)).toDate(),
    language: post.language,
    options: {
      ...post.networkOptions[setup.provider.id],
      ...post.networkOptions[channelId],
    },
  };
  const run: ChannelRun = { setup, writer, channelId, workspace, deps, parts: thread.length, save };
  // Once the post and its thread are out, its first comment follows.
  const commented = (next: ChannelResult) =>
    post.firstComment
      ? publishFirstComment(next, post.firstComment, {
          provider: setup.provider,
          secrets: setup.secrets,
          ctx: setup.ctx,
          idempotencyKey: first.idempotencyKey,
          now: deps.now,
          save,
        })
      : next;
  if (result.status === 'published') return commented(result);

  for (;;) {
    const index = confirmedParts(result);
    const at = index === 0 ? now : deps.now();
    const request = partRequest(first, result, thread, index, at, replies);

    if (result.status === 'sending' || result.status === 'reconcile') {
      const checked = reconciledPart(
        result,
        await reconcileChannel(setup.provider, request, setup.secrets, setup.ctx, result, now),
        index,
        thread.length,
        now,
      );
      if (confirmedParts(checked) <= index) return save(withThreadNote(checked, thread.length));
      await writer.recordConfirmed(channelId, checked);
      if (checked.status === 'published') return commented(checked);
      result = checked;
      continue;
    }

    if (index === 0) {
      try {
        const checked = await checkedMedia(setup, post, text, thread, replies, media);
        if ('problem' in checked) return save(failed(result, checked.problem));
        request.media = checked.media;
      } catch (error) {
        if (error instanceof LostLease) throw error;
        return save(afterFailure(result, error, now, setup.label, false));
      }
    }

    const sent = await sendPart(run, result, request, index, at);
    if ('ended' in sent) return sent.ended;
    if (sent.confirmed.status === 'published') return commented(sent.confirmed);
    result = sent.confirmed;
  }
}

/** The result after a failed attempt, by the kind of failure. */
function afterFailure(
  result: ChannelResult,
  error: unknown,
  now: Date,
  label: string,
  sent: boolean,
): ChannelResult {
  const message = isProviderError(error)
    ? error.message
    : error instanceof Error
      ? error.message
      : String(error);
  const kind = isProviderError(error) ? error.kind : sent ? 'unknown_outcome' : 'transient';
  switch (kind) {
    case 'unknown_outcome':
      return {
        ...result,
        status: 'reconcile',
        error: message,
        nextAttemptAt: Timestamp.fromMillis(now.getTime() + 60_000),
      };
    case 'auth':
      return failed(result, `${label} needs to be reconnected: ${message}`);
    case 'permanent': {
      const code =
        isProviderError(error) && error.code === 'duplicate_content' ? error.code : undefined;
      // A duplicate-content refusal is said as such on the screens, and never retried.
      return code
        ? { ...failed(result, `${label}: ${message}`), code }
        : failed(result, `${label}: ${message}`);
    }
    default: {
      // A failure before anything was sent still uses up an attempt, so it cannot loop forever.
      const attempts = sent ? result.attempts : result.attempts + 1;
      if (attempts >= MAX_ATTEMPTS) {
        return failed(
          { ...result, attempts },
          `${label}: gave up after ${attempts} attempts. Last error: ${message}`,
        );
      }
      const retryAfter = isProviderError(error) ? error.retryAfterMs : undefined;
      return {
        ...result,
        status: 'retry',
        attempts,
        error: message,
        nextAttemptAt: Timestamp.fromMillis(now.getTime() + backoffMs(attempts, retryAfter)),
      };
    }
  }
}

function finalStatus(results: ChannelResult[]): PostStatus {
  const published = results.filter((result) => result.status === 'published').length;
  if (published === results.length) return 'published';
  return published > 0 ? 'partially_published' : 'failed';
}

/** Ends the run's hold on the post: a final status, or a lease that runs out at the next attempt. */
async function finish(
  db: Firestore,
  ref: DocumentReference,
  deps: PublishDeps,
): Promise<PostOutcome> {
  return db.runTransaction(async (tx) => {
    const raw = (await tx.get(ref)).data();
    const lease = raw?.lease as PostLease | null | undefined;
    if (raw?.status !== 'publishing' || lease?.owner !== deps.owner) {
      return { path: ref.path, status: 'lost_lease' as const, channels: {} };
    }
    const post = postData(raw);
    const results = post.channelIds.map((id) => readResult(post.results[id]));
    const channels = Object.fromEntries(
      post.channelIds.map((id, index) => [id, results[index]?.status ?? 'pending']),
    );
    // A channel waits for its next attempt, or for its first comment's.
    const waiting = results.flatMap((result) => {
      if (result.status !== 'published' && result.status !== 'failed') return [result];
      return result.comment && commentPending(result, post.firstComment) ? [result.comment] : [];
    });
    if (waiting.length > 0) {
      const now = deps.now().getTime();
      const next = Math.min(
        ...waiting.map((result) => result.nextAttemptAt?.toMillis() ?? now + LEASE_MS),
      );
      const released: PostLease = {
        owner: null,
        expiresAt: Timestamp.fromMillis(Math.max(next, now)),
      };
      tx.update(ref, { lease: released, updatedAt: FieldValue.serverTimestamp() });
      return { path: ref.path, status: 'publishing' as const, channels };
    }
    const status = results.length === 0 ? 'failed' : finalStatus(results);
    const reasons = post.channelIds
      .map((id, index) => ({ id, result: results[index] }))
      .filter(({ result }) => result?.status === 'failed')
      .map(({ result }) => result?.error ?? 'failed');
    const failures = post.channelIds.flatMap((channelId, index) =>
      results[index]?.status === 'failed'
        ? [{ channelId, reason: results[index]?.error ?? '' }]
        : [],
    );
    await queuePublishOutcome(db, tx, ref, raw ?? {}, status, failures);
    // Client review: the post's history records how publishing ended.
    recordActivity(tx, ref, {
      type: status === 'failed' ? 'failed' : 'published',
      actorUid: null,
      actorName: 'Publisher',
      via: 'publisher',
      details: { status, failures: failures.length },
    });
    // Every channel the network accepted is read back by its id (proof of publish).
    const receipted = withPendingReceipts(
      raw?.results,
      post.media.length,
      deps.now().getTime(),
      deps.receiptDelaysMs,
    );
    tx.update(ref, {
      status,
      results: receipted,
      receiptDueAt: receiptDueAt(receipted),
      lease: null,
      statusReason:
        results.length === 0
          ? 'The post has no channel to publish to.'
          : reasons.length > 0
            ? reasons.join(' ')
            : null,
      publishedAt: status === 'failed' ? null : Timestamp.fromDate(deps.now()),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return { path: ref.path, status, channels };
  });
}

/** Publishes a post this run has claimed (see claimDuePosts). */
export async function publishPost(
  db: Firestore,
  ref: DocumentReference,
  deps: PublishDeps,
): Promise<PostOutcome> {
  const snap = await ref.get();
  const raw = snap.data();
  const lease = raw?.lease as PostLease | null | undefined;
  if (raw?.status !== 'publishing' || lease?.owner !== deps.owner) {
    return { path: ref.path, status: 'lost_lease', channels: {} };
  }
  const post = postData(raw);
  const writer = new PostWriter(db, ref, deps.owner, snap.updateTime as Timestamp);
  const loaded = new Map<string, Promise<LoadedMedia>>();
  const media = async (item: MediaItem): Promise<MediaInput> => {
    if (!loaded.has(item.path)) loaded.set(item.path, deps.loadMedia(item.path));
    const file = await (loaded.get(item.path) as Promise<LoadedMedia>);
    return mediaInputOf(file, item, await deps.mediaUrl?.(item.path).catch(() => undefined));
  };
  try {
    for (const channelId of post.channelIds) {
      await publishChannel(db, writer, post, channelId, deps, media);
    }
  } catch (error) {
    if (error instanceof LostLease) return { path: ref.path, status: 'lost_lease', channels: {} };
    throw error;
  }
  return finish(db, ref, deps);
}
