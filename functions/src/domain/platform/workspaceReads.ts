// What a key may read of its workspace besides posts: its channels, the figures of a post and of
// a period (the hourly snapshots in workspaces/{wid}/metrics, latest per post and channel) and
// its service requests, each shaped as the API's schemas say.

import { channelStatusOf } from '@model/schemas/channels/channel-status';
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { toJson } from '../catalogue';
import { invalid, notFound } from '../errors';

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const count = (value: unknown): number => (typeof value === 'number' ? value : 0);

export async function listApiChannels(
  db: Firestore,
  workspaceId: string,
): Promise<Record<string, unknown>[]> {
  const snap = await db.collection('workspaces').doc(workspaceId).collection('channels').get();
  return snap.docs.map((doc) => {
    const data = doc.data();
    return {
      id: doc.id,
      network: text(data.provider) ?? 'unknown',
      name: text(data.displayName) ?? text(data.handle) ?? doc.id,
      handle: text(data.handle),
      status: channelStatusOf(data.status),
    };
  });
}

interface Figures {
  likes: number;
  reposts: number;
  replies: number;
  impressions: number | null;
}

function latestPerChannel(docs: QueryDocumentSnapshot[]): Map<string, Record<string, unknown>> {
  const latest = new Map<string, Record<string, unknown>>();
  for (const doc of docs) {
    const data = doc.data();
    if (data.kind !== 'post') continue;
    const slot = `${String(data.postId)}\n${String(data.channelId)}`;
    const seen = latest.get(slot)?.capturedAt;
    const at = data.capturedAt;
    if (!(seen instanceof Timestamp) || (at instanceof Timestamp && at > seen)) {
      latest.set(slot, data);
    }
  }
  return latest;
}

function sum(rows: Iterable<Record<string, unknown>>): Figures {
  const totals: Figures = { likes: 0, reposts: 0, replies: 0, impressions: null };
  for (const row of rows) {
    totals.likes += count(row.likes);
    totals.reposts += count(row.reposts);
    totals.replies += count(row.replies);
    if (typeof row.impressions === 'number') {
      totals.impressions = (totals.impressions ?? 0) + row.impressions;
    }
  }
  return totals;
}

export async function postAnalytics(
  db: Firestore,
  workspaceId: string,
  postId: string,
): Promise<Record<string, unknown>> {
  const workspace = db.collection('workspaces').doc(workspaceId);
  const post = await workspace.collection('posts').doc(postId).get();
  if (!post.exists) throw notFound('The post');
  const snap = await workspace.collection('metrics').where('postId', '==', postId).get();
  const latest = [...latestPerChannel(snap.docs).values()];
  return {
    postId,
    channels: latest.map((row) => ({
      channelId: String(row.channelId),
      capturedAt: toJson(row.capturedAt) ?? null,
      likes: count(row.likes),
      reposts: count(row.reposts),
      replies: count(row.replies),
      impressions: typeof row.impressions === 'number' ? row.impressions : null,
    })),
    totals: sum(latest),
  };
}

export const PERIOD_MAX_MS = 366 * 24 * 3_600_000;
const PUBLISHED = new Set(['published', 'partially_published']);

/** Posts published for a time in [from, to) and the sum of their latest figures. */
export async function periodAnalytics(
  db: Firestore,
  workspaceId: string,
  from: Date,
  to: Date,
): Promise<Record<string, unknown>> {
  if (!(from < to) || to.getTime() - from.getTime() > PERIOD_MAX_MS) {
    throw invalid('from must be before to, and the period at most a year long.');
  }
  const workspace = db.collection('workspaces').doc(workspaceId);
  const posts = await workspace
    .collection('posts')
    .where('scheduledAt', '>=', Timestamp.fromDate(from))
    .where('scheduledAt', '<', Timestamp.fromDate(to))
    .get();
  const ids = posts.docs.filter((doc) => PUBLISHED.has(String(doc.get('status')))).map((d) => d.id);
  const rows: QueryDocumentSnapshot[] = [];
  // Firestore's `in` takes 30 values at a time.
  for (let at = 0; at < ids.length; at += 30) {
    const chunk = await workspace
      .collection('metrics')
      .where('postId', 'in', ids.slice(at, at + 30))
      .get();
    rows.push(...chunk.docs);
  }
  return {
    from: from.toISOString(),
    to: to.toISOString(),
    published: ids.length,
    totals: sum(latestPerChannel(rows).values()),
  };
}

export async function listApiServiceRequests(
  db: Firestore,
  workspaceId: string,
): Promise<Record<string, unknown>[]> {
  const snap = await db.collection('serviceRequests').where('workspaceId', '==', workspaceId).get();
  const rows = snap.docs.map((doc) => {
    const data = doc.data();
    return {
      id: doc.id,
      title: text(data.title) ?? '',
      details: text(data.details) ?? '',
      status: text(data.status) ?? 'new',
      createdAt: toJson(data.createdAt) ?? null,
      updatedAt: toJson(data.updatedAt) ?? null,
    };
  });
  return rows.sort((a, b) => String(b.createdAt ?? '').localeCompare(String(a.createdAt ?? '')));
}
