// One run of the metrics collection (the hourly scheduled function): each connected channel's
// followers and each published post's counts, asked of the networks within a budget per
// network, written as hourly snapshots into workspaces/{wid}/metrics for the analytics screen.

import {
  type DocumentReference,
  FieldPath,
  FieldValue,
  type Firestore,
  type QueryDocumentSnapshot,
  Timestamp,
  type WriteBatch,
} from 'firebase-admin/firestore';
import { isProviderError } from '../../providers/errors';
import type { ChannelMetrics, PostMetrics, Provider } from '../../providers/types';
import { markChannelNeedsReconnect } from '../channels/channelHealth';
import { inPool } from '../publishing/lease';
import { type ChannelSetup, loadChannel } from '../publishing/publish';
import { readResult } from '../publishing/publishTypes';
import {
  DEFAULT_BUDGET,
  DEFAULT_RETRY_AFTER_MS,
  hourBucket,
  isDue,
  MAX_AGE_MS,
  MAX_POSTS_PER_CALL,
  METRICS_BUDGETS,
  type ProviderBudget,
} from './metricsPolicy';

export interface MetricsDeps {
  now: () => Date;
  providerFor: (id: unknown) => Provider;
  /** Per network id; networks not named use their entry in METRICS_BUDGETS. */
  budgets?: Readonly<Record<string, ProviderBudget>>;
  providerTimeoutMs?: number;
  /** Channels measured at once. */
  concurrency?: number;
}

export interface MetricsSummary {
  /** Channels whose followers were written. */
  channels: number;
  /** Post snapshots written. */
  posts: number;
  skipped: {
    /** Channels that need reconnecting: never asked. */
    reconnect: number;
    /** Channels still inside the wait a network asked for after a 429. */
    waiting: number;
    /** Posts left for the next run because their network's budget ran out. */
    overBudget: number;
  };
  /** Channels that answered 429 in this run, with the time they may be asked again. */
  rateLimited: { path: string; retryAt: string }[];
  /** Channels that stopped on any other failure. */
  errors: { path: string; message: string }[];
}

/** A post on one channel that is due for a measurement. */
interface DuePost {
  ref: DocumentReference;
  externalId: string;
  lastMs: number | null;
}

interface ChannelWork {
  snap: QueryDocumentSnapshot;
  posts: DuePost[];
}

const PUBLISHED = ['published', 'partially_published'];
const NOT_FOUND = 5;

function millis(value: unknown): number | null {
  return value instanceof Timestamp ? value.toMillis() : null;
}

/** The channel's key in this run: workspace and channel id. */
function channelKey(workspaceId: string, channelId: string): string {
  return `${workspaceId}/${channelId}`;
}

/** Published posts of the last MAX_AGE_MS, per channel, due for a measurement now. */
async function duePosts(db: Firestore, now: Date): Promise<Map<string, DuePost[]>> {
  const since = Timestamp.fromMillis(now.getTime() - MAX_AGE_MS);
  const snaps = await db
    .collectionGroup('posts')
    .where('status', 'in', PUBLISHED)
    .where('publishedAt', '>=', since)
    .get();
  const byChannel = new Map<string, DuePost[]>();
  for (const snap of snaps.docs) {
    const workspace = snap.ref.parent.parent;
    if (!workspace) continue;
    const data = snap.data();
    const results = (data.results as Record<string, unknown> | undefined) ?? {};
    const collected = (data.metricsCollectedAt as Record<string, unknown> | undefined) ?? {};
    for (const [channelId, raw] of Object.entries(results)) {
      const result = readResult(raw);
      if (result.status !== 'published' || !result.externalId) continue;
      const publishedMs = result.publishedAt?.toMillis() ?? millis(data.publishedAt);
      if (publishedMs === null) continue;
      const lastMs = millis(collected[channelId]);
      if (!isDue(now.getTime() - publishedMs, lastMs, now.getTime())) continue;
      const key = channelKey(workspace.id, channelId);
      const list = byChannel.get(key) ?? [];
      list.push({ ref: snap.ref, externalId: result.externalId, lastMs });
      byChannel.set(key, list);
    }
  }
  // Never measured first, then the longest waiting: a budget that runs out rotates.
  for (const list of byChannel.values()) {
    list.sort((a, b) => (a.lastMs ?? -1) - (b.lastMs ?? -1));
  }
  return byChannel;
}

/** What a network may still be asked in this run. */
class Budgets {
  private readonly left = new Map<string, number>();

  constructor(private readonly budgets: Readonly<Record<string, ProviderBudget>>) {}

  of(provider: string): ProviderBudget {
    return this.budgets[provider] ?? METRICS_BUDGETS[provider] ?? DEFAULT_BUDGET;
  }

  remaining(provider: string): number {
    return this.left.get(provider) ?? this.of(provider).requestsPerRun;
  }

  spend(provider: string, requests: number): void {
    this.left.set(provider, this.remaining(provider) - requests);
  }
}

function countOrNull(value: number | undefined): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

function postSnapshot(
  postId: string,
  channelId: string,
  provider: string,
  metrics: PostMetrics,
  at: Timestamp,
): Record<string, unknown> {
  return {
    kind: 'post',
    postId,
    channelId,
    provider,
    capturedAt: at,
    likes: metrics.likes,
    reposts: metrics.reposts,
    replies: metrics.replies,
    quotes: countOrNull(metrics.quotes),
    impressions: countOrNull(metrics.impressions),
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
}

function channelSnapshot(
  channelId: string,
  provider: string,
  metrics: ChannelMetrics,
  at: Timestamp,
): Record<string, unknown> {
  return {
    kind: 'channel',
    postId: null,
    channelId,
    provider,
    capturedAt: at,
    followers: metrics.followers,
    following: countOrNull(metrics.following),
    posts: countOrNull(metrics.posts),
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
}

/**
 * Writes the snapshots of one call and marks each post measured, all or nothing. A post deleted
 * since it was read would fail the whole batch, so then each post is written on its own.
 */
async function writePostSnapshots(
  db: Firestore,
  workspace: DocumentReference,
  channelId: string,
  provider: string,
  posts: DuePost[],
  metrics: Map<string, PostMetrics>,
  now: Date,
): Promise<number> {
  const at = Timestamp.fromDate(now);
  const bucket = hourBucket(now);
  const found = posts.filter((post) => metrics.has(post.externalId));
  const write = (batch: WriteBatch, post: DuePost) => {
    const snapshot = workspace.collection('metrics').doc(`${post.ref.id}_${channelId}_${bucket}`);
    batch.set(
      snapshot,
      postSnapshot(
        post.ref.id,
        channelId,
        provider,
        metrics.get(post.externalId) as PostMetrics,
        at,
      ),
    );
    batch.update(post.ref, new FieldPath('metricsCollectedAt', channelId), at);
  };
  if (found.length === 0) return 0;
  const batch = db.batch();
  for (const post of found) write(batch, post);
  try {
    await batch.commit();
    return found.length;
  } catch (error) {
    if ((error as { code?: unknown }).code !== NOT_FOUND) throw error;
  }
  let written = 0;
  for (const post of found) {
    const single = db.batch();
    write(single, post);
    try {
      await single.commit();
      written++;
    } catch (error) {
      if ((error as { code?: unknown }).code !== NOT_FOUND) throw error;
    }
  }
  return written;
}

class StopChannel extends Error {}
class OverBudget extends Error {}

/** Measures one channel: followers, then its due posts while the network's budget lasts. */
async function collectChannel(
  db: Firestore,
  work: ChannelWork,
  deps: MetricsDeps,
  budgets: Budgets,
  summary: MetricsSummary,
): Promise<void> {
  const now = deps.now();
  const channelRef = work.snap.ref;
  const workspace = channelRef.parent.parent as DocumentReference;
  const channelId = channelRef.id;
  const data = work.snap.data();
  const providerId = String(data.provider);
  if (data.status === 'needs_reconnect') {
    summary.skipped.reconnect++;
    return;
  }
  if (data.status !== 'connected') return;
  const retryAt = millis(data.metricsRetryAt);
  if (retryAt !== null && retryAt > now.getTime()) {
    summary.skipped.waiting++;
    return;
  }
  if (budgets.remaining(providerId) <= 0) {
    summary.skipped.overBudget += work.posts.length;
    return;
  }
  const setup: ChannelSetup | string = await loadChannel(db, workspace, channelId, deps);
  if (typeof setup === 'string') {
    summary.errors.push({ path: channelRef.path, message: setup });
    return;
  }

  // Every request is paid for before it is made: a failed one used the network's quota too.
  const ask = async <T>(requests: number, call: () => Promise<T>): Promise<T> => {
    if (budgets.remaining(providerId) < requests) throw new OverBudget();
    budgets.spend(providerId, requests);
    try {
      return await call();
    } catch (error) {
      await stopOn(error);
      throw new StopChannel();
    }
  };
  const stopOn = async (error: unknown) => {
    const message = error instanceof Error ? error.message : String(error);
    if (isProviderError(error) && error.kind === 'rate_limited') {
      const until = new Date(now.getTime() + (error.retryAfterMs ?? DEFAULT_RETRY_AFTER_MS));
      await channelRef.update({
        metricsRetryAt: Timestamp.fromDate(until),
        updatedAt: FieldValue.serverTimestamp(),
      });
      summary.rateLimited.push({ path: channelRef.path, retryAt: until.toISOString() });
      return;
    }
    if (isProviderError(error) && error.kind === 'auth') {
      // The same mark and workspace notification as the publisher's.
      await markChannelNeedsReconnect(db, workspace.id, channelId, message, now);
    }
    summary.errors.push({ path: channelRef.path, message });
  };

  try {
    const followers = await ask(1, () => setup.provider.channelMetrics(setup.secrets, setup.ctx));
    await workspace
      .collection('metrics')
      .doc(`channel_${channelId}_${hourBucket(now)}`)
      .set(channelSnapshot(channelId, providerId, followers, Timestamp.fromDate(now)));
    summary.channels++;

    const { postsPerRequest } = budgets.of(providerId);
    let next = 0;
    while (next < work.posts.length) {
      const affordable = budgets.remaining(providerId) * postsPerRequest;
      if (affordable <= 0) break;
      const size = Math.min(affordable, MAX_POSTS_PER_CALL, work.posts.length - next);
      const chunk = work.posts.slice(next, next + size);
      next += size;
      const metrics = await ask(Math.ceil(size / postsPerRequest), () =>
        setup.provider.postMetrics(
          chunk.map((post) => post.externalId),
          setup.secrets,
          setup.ctx,
        ),
      );
      // Read the total only after the write: channels run concurrently.
      const written = await writePostSnapshots(
        db,
        workspace,
        channelId,
        providerId,
        chunk,
        metrics,
        now,
      );
      summary.posts += written;
    }
    summary.skipped.overBudget += work.posts.length - next;
  } catch (error) {
    // Another channel of the same network spent the last of the budget meanwhile.
    if (error instanceof OverBudget) summary.skipped.overBudget += work.posts.length;
    else if (!(error instanceof StopChannel)) throw error;
  }
}

/** Collects every channel's and every due post's metrics once. */
export async function collectMetrics(db: Firestore, deps: MetricsDeps): Promise<MetricsSummary> {
  const now = deps.now();
  const [channels, posts] = await Promise.all([
    db.collectionGroup('channels').get(),
    duePosts(db, now),
  ]);
  const work: ChannelWork[] = [];
  for (const snap of channels.docs) {
    const workspace = snap.ref.parent.parent;
    if (workspace?.parent.id !== 'workspaces') continue;
    work.push({ snap, posts: posts.get(channelKey(workspace.id, snap.id)) ?? [] });
  }
  const summary: MetricsSummary = {
    channels: 0,
    posts: 0,
    skipped: { reconnect: 0, waiting: 0, overBudget: 0 },
    rateLimited: [],
    errors: [],
  };
  const budgets = new Budgets(deps.budgets ?? {});
  await inPool(work, deps.concurrency ?? 4, async (item) => {
    try {
      await collectChannel(db, item, { ...deps, now: () => now }, budgets, summary);
    } catch (error) {
      summary.errors.push({
        path: item.snap.ref.path,
        message: error instanceof Error ? error.message : String(error),
      });
    }
  });
  return summary;
}
