// Best time to post per channel of a workspace: the engagement rate of each post it published in
// the last LOOKBACK_DAYS, from the post's latest metrics snapshot, by hour of the week in the
// channel's zone (the workspace's unless the channel names its own audience zone). With fewer
// than MIN_MEASURED_POSTS posts the network's documented default is suggested, labelled as such.
// The same measured posts answer the best-time experiment (experiment.ts).

import {
  type ChannelBestTimes,
  DEFAULT_BEST_TIMES,
  MIN_MEASURED_POSTS,
  type ReadBestTimesInput,
} from '@model/best-time';
import { GROWTH_ROLES } from '@model/capabilities';
import type { NetworkId } from '@model/networks';
import type { ExperimentReport } from '@model/schemas/growth/experiment';
import {
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  Timestamp,
} from 'firebase-admin/firestore';
import type { Caller } from '../caller';
import { zoneOf } from '../posts/series';
import { actAs, type Workspace, workspaceOf } from '../workspaces/workspaces';
import { bestTimeGrid, type PostSample } from './bestTimeGrid';
import { experimentReport } from './experimentReport';

const LOOKBACK_DAYS = 180;
const DAY_MS = 86_400_000;

const count = (value: unknown) => (typeof value === 'number' && value > 0 ? value : 0);

/** A measured post on one channel, with what the experiment needs to know of it. */
export interface MeasuredPost extends PostSample {
  postId: string;
  /** The post's `experiment` as stored, and its scheduled time (epoch ms). */
  experiment: unknown;
  scheduledAt: number | null;
}

/**
 * Each channel's measured posts (or one channel's): the latest snapshot of each post with
 * impressions.
 */
async function measuredPosts(
  db: Firestore,
  ref: DocumentReference,
  now: Date,
  channelId?: string,
): Promise<Map<string, MeasuredPost[]>> {
  const since = Timestamp.fromMillis(now.getTime() - LOOKBACK_DAYS * DAY_MS);
  const metrics = await (channelId === undefined
    ? ref.collection('metrics').where('capturedAt', '>=', since)
    : ref.collection('metrics').where('channelId', '==', channelId).where('capturedAt', '>=', since)
  ).get();
  // Each post's latest snapshot per channel: its running totals.
  const latest = new Map<string, Record<string, unknown>>();
  for (const doc of metrics.docs) {
    const data = doc.data();
    if (data.kind !== 'post' || typeof data.postId !== 'string') continue;
    const key = `${data.postId}/${data.channelId}`;
    const known = latest.get(key)?.capturedAt as Timestamp | undefined;
    if (!known || known.toMillis() < (data.capturedAt as Timestamp).toMillis())
      latest.set(key, data);
  }
  const postIds = [...new Set([...latest.values()].map((data) => String(data.postId)))];
  const posts = postIds.length
    ? await db.getAll(...postIds.map((id) => ref.collection('posts').doc(id)))
    : [];
  const byId = new Map(posts.map((post) => [post.id, post]));
  const samples = new Map<string, MeasuredPost[]>();
  for (const data of latest.values()) {
    const impressions = count(data.impressions);
    const channelId = String(data.channelId);
    const post = byId.get(String(data.postId));
    const published = post?.get('results')?.[channelId]?.publishedAt;
    if (!post || impressions === 0 || !(published instanceof Timestamp)) continue;
    const engaged =
      count(data.likes) + count(data.reposts) + count(data.replies) + count(data.clicks);
    const scheduledAt = post.get('scheduledAt');
    const list = samples.get(channelId) ?? [];
    list.push({
      at: published.toMillis(),
      rate: engaged / impressions,
      postId: post.id,
      experiment: post.get('experiment'),
      scheduledAt: scheduledAt instanceof Timestamp ? scheduledAt.toMillis() : null,
    });
    samples.set(channelId, list);
  }
  return samples;
}

function channelTimes(
  channel: DocumentSnapshot,
  own: readonly PostSample[],
  workspaceZone: string,
): ChannelBestTimes {
  const data = channel.data() ?? {};
  const network = String(data.provider ?? 'sandbox');
  const zone = typeof data.timeZone === 'string' ? data.timeZone : workspaceZone;
  const grid = bestTimeGrid(own, zone);
  const measured = own.length >= MIN_MEASURED_POSTS;
  const fallback = DEFAULT_BEST_TIMES[network as NetworkId] ?? DEFAULT_BEST_TIMES.sandbox;
  return {
    channelId: channel.id,
    name: String(data.displayName ?? data.handle ?? channel.id),
    network,
    zone,
    posts: own.length,
    rates: grid.rates,
    counts: grid.counts,
    best: measured ? grid.best : [...fallback.slots],
    basis: measured ? 'measured' : 'default',
    confidence: measured ? grid.confidence : null,
    source: measured ? null : fallback.source,
  };
}

export async function readBestTimes(
  db: Firestore,
  caller: Caller,
  input: ReadBestTimesInput,
  now: Date,
): Promise<{ channels: ChannelBestTimes[]; experiment: ExperimentReport }> {
  const ref = db.collection('workspaces').doc(input.workspaceId);
  const workspace = workspaceOf(ref, await ref.get());
  actAs(workspace, caller, GROWTH_ROLES.read);
  const [channels, samples, experiment] = await Promise.all([
    ref.collection('channels').get(),
    measuredPosts(db, ref, now),
    ref.collection('growth').doc('experiment').get(),
  ]);
  const workspaceZone = zoneOf(workspace);
  return {
    channels: channels.docs.map((channel) =>
      channelTimes(channel, samples.get(channel.id) ?? [], workspaceZone),
    ),
    experiment: experimentReport(experiment.data(), samples),
  };
}

/** One channel's best times as a post placed now would be suggested them (null: no channel). */
export async function suggestionFor(
  db: Firestore,
  workspace: Workspace,
  channelId: string,
  now: Date,
): Promise<ChannelBestTimes | null> {
  const [channel, samples] = await Promise.all([
    workspace.ref.collection('channels').doc(channelId).get(),
    // That channel's metrics alone: placing a post reads no more than it needs.
    measuredPosts(db, workspace.ref, now, channelId),
  ]);
  if (!channel.exists) return null;
  return channelTimes(channel, samples.get(channelId) ?? [], zoneOf(workspace));
}
