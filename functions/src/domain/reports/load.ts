// Reads what a report is computed from, for one workspace and a time span (the previous period's
// start to the current one's end): posts published or failed, the metrics snapshots of the span
// (and a week before it, for the followers at its start), approval decisions from the posts'
// activity, the workspace's service requests with their first agency reply, and the inbox's
// conversations answered, and each post's short-link clicks. Each read is one query; documents
// become plain records (compute.ts).

import { type Firestore, type QueryDocumentSnapshot, Timestamp } from 'firebase-admin/firestore';
import type {
  ReportApproval,
  ReportChannel,
  ReportConversation,
  ReportData,
  ReportPost,
  ReportRequest,
} from './compute';

const DAY_MS = 86_400_000;
/** How far before the span a channel's follower count is looked for. */
const FOLLOWERS_LOOKBACK_MS = 7 * DAY_MS;
/** Approvals decided in the span may have been asked for this long before it. */
const APPROVAL_LOOKBACK_MS = 60 * DAY_MS;
const DECISIONS = new Set(['approved', 'changes_requested']);
const METRIC_FIELDS = [
  'kind',
  'postId',
  'channelId',
  'capturedAt',
  'likes',
  'reposts',
  'replies',
  'quotes',
  'clicks',
  'impressions',
  'reach',
  'followers',
];

const ms = (value: unknown): number | null =>
  value instanceof Timestamp ? value.toMillis() : null;
const num = (value: unknown): number | null =>
  typeof value === 'number' && Number.isFinite(value) ? value : null;
const str = (value: unknown): string | null => (typeof value === 'string' ? value : null);

function postOf(snap: QueryDocumentSnapshot): ReportPost {
  const data = snap.data();
  const results: ReportPost['results'] = {};
  for (const [channelId, raw] of Object.entries(
    (data.results ?? {}) as Record<string, Record<string, unknown>>,
  )) {
    results[channelId] = {
      status: String(raw.status ?? ''),
      publishedAtMs:
        ms(raw.publishedAt) ?? (raw.status === 'published' ? ms(data.publishedAt) : null),
      lastAttemptAtMs: ms(raw.lastAttemptAt) ?? ms(data.updatedAt),
      error: str(raw.error),
      url: str(raw.url),
      receipt: str((raw.receipt as Record<string, unknown> | undefined)?.status),
    };
  }
  const media = Array.isArray(data.media) ? (data.media as { path?: unknown }[]) : [];
  return {
    id: snap.id,
    text: String(data.text ?? ''),
    mediaPath: str(media[0]?.path),
    scheduledAtMs: ms(data.scheduledAt),
    results,
  };
}

async function readPosts(
  db: Firestore,
  workspace: string,
  from: number,
  to: number,
): Promise<ReportPost[]> {
  const posts = db.collection('workspaces').doc(workspace).collection('posts');
  const [published, failing] = await Promise.all([
    posts
      .where('publishedAt', '>=', Timestamp.fromMillis(from))
      .where('publishedAt', '<', Timestamp.fromMillis(to))
      .get(),
    // Failures are few: a failed post, or one out on some networks only.
    posts.where('status', 'in', ['failed', 'partially_published']).get(),
  ]);
  const byId = new Map<string, ReportPost>();
  for (const snap of [...published.docs, ...failing.docs]) byId.set(snap.id, postOf(snap));
  return [...byId.values()];
}

async function readApprovals(
  db: Firestore,
  workspace: string,
  from: number,
  to: number,
): Promise<ReportApproval[]> {
  // Activity lives under each post; one collection-group query over the span, kept to this
  // workspace by the documents' paths.
  const prefix = `workspaces/${workspace}/posts/`;
  const snaps = await db
    .collectionGroup('activity')
    .where('at', '>=', Timestamp.fromMillis(from - APPROVAL_LOOKBACK_MS))
    .where('at', '<', Timestamp.fromMillis(to))
    .get();
  const byPost = new Map<string, { id: string; type: string; at: number }[]>();
  for (const snap of snaps.docs) {
    if (!snap.ref.path.startsWith(prefix)) continue;
    const data = snap.data();
    const at = ms(data.at);
    const type = String(data.type);
    if (at === null || (type !== 'approval_requested' && !DECISIONS.has(type))) continue;
    const postId = snap.ref.parent.parent?.id as string;
    const list = byPost.get(postId) ?? [];
    list.push({ id: snap.id, type, at });
    byPost.set(postId, list);
  }
  const approvals: ReportApproval[] = [];
  for (const [postId, entries] of byPost) {
    entries.sort((a, b) => a.at - b.at);
    let requested: number | null = null;
    for (const entry of entries) {
      if (entry.type === 'approval_requested') requested ??= entry.at;
      else if (requested !== null) {
        approvals.push({
          id: entry.id,
          postId,
          requestedAtMs: requested,
          decidedAtMs: entry.at,
          decision: entry.type as ReportApproval['decision'],
        });
        requested = null;
      }
    }
  }
  return approvals;
}

async function readRequests(
  db: Firestore,
  workspace: string,
  from: number,
  to: number,
): Promise<ReportRequest[]> {
  const snaps = await db.collection('serviceRequests').where('workspaceId', '==', workspace).get();
  const inSpan = snaps.docs.filter((snap) => {
    const created = ms(snap.get('createdAt'));
    return created !== null && created >= from && created < to;
  });
  return Promise.all(
    inSpan.map(async (snap) => {
      // A thread is a few messages: read in order, the agency's first is the reply.
      const thread = await snap.ref.collection('messages').orderBy('createdAt').get();
      return {
        id: snap.id,
        title: String(snap.get('title') ?? ''),
        createdAtMs: ms(snap.get('createdAt')) as number,
        firstReplyAtMs: ms(thread.docs.find((m) => m.get('staff') === true)?.get('createdAt')),
      };
    }),
  );
}

async function readConversations(
  db: Firestore,
  workspace: string,
  from: number,
  to: number,
): Promise<ReportConversation[]> {
  const snaps = await db
    .collection('workspaces')
    .doc(workspace)
    .collection('conversations')
    .where('firstReplyAt', '>=', Timestamp.fromMillis(from))
    .where('firstReplyAt', '<', Timestamp.fromMillis(to))
    .get();
  return snaps.docs.map((snap) => {
    const data = snap.data();
    const replied = ms(data.firstReplyAt) as number;
    return {
      id: snap.id,
      channelId: String(data.channelId ?? ''),
      subject: String(data.subject ?? ''),
      firstAtMs: ms(data.firstAt) ?? replied - (num(data.firstReplyMs) ?? 0),
      firstReplyAtMs: replied,
    };
  });
}

/** Everything a report over [from, to) is computed from. */
export async function loadReportData(
  db: Firestore,
  workspace: string,
  from: number,
  to: number,
): Promise<ReportData> {
  const root = db.collection('workspaces').doc(workspace);
  const [channelSnaps, posts, metrics, approvals, requests, conversations, clicks] =
    await Promise.all([
      root.collection('channels').get(),
      readPosts(db, workspace, from, to),
      root
        .collection('metrics')
        .where('capturedAt', '>=', Timestamp.fromMillis(from - FOLLOWERS_LOOKBACK_MS))
        .where('capturedAt', '<', Timestamp.fromMillis(to))
        // Only the counts: the bulk of a report's reading is here.
        .select(...METRIC_FIELDS)
        .get(),
      readApprovals(db, workspace, from, to),
      readRequests(db, workspace, from, to),
      readConversations(db, workspace, from, to),
      // One document per post whose short links were clicked: few, read whole.
      root.collection('linkClicks').get(),
    ]);
  const channels: ReportChannel[] = channelSnaps.docs.map((snap) => ({
    id: snap.id,
    network: String(snap.get('provider') ?? 'unknown'),
    name: String(snap.get('displayName') ?? snap.get('handle') ?? snap.id),
  }));
  const data: ReportData = {
    channels,
    posts,
    postSnapshots: [],
    channelSnapshots: [],
    approvals,
    requests,
    conversations,
    linkClicks: clicks.docs.map((snap) => ({
      postId: snap.id,
      clicks: num(snap.get('clicks')) ?? 0,
      visitors: num(snap.get('visitors')) ?? 0,
      lastAtMs: ms(snap.get('updatedAt')),
    })),
  };
  for (const snap of metrics.docs) {
    const m = snap.data();
    const capturedAtMs = ms(m.capturedAt);
    if (capturedAtMs === null) continue;
    if (m.kind === 'channel') {
      data.channelSnapshots.push({
        id: snap.id,
        channelId: String(m.channelId),
        capturedAtMs,
        followers: num(m.followers) ?? 0,
      });
    } else if (m.kind === 'post') {
      data.postSnapshots.push({
        id: snap.id,
        postId: String(m.postId),
        channelId: String(m.channelId),
        capturedAtMs,
        likes: num(m.likes) ?? 0,
        reposts: num(m.reposts) ?? 0,
        replies: num(m.replies) ?? 0,
        quotes: num(m.quotes),
        clicks: num(m.clicks),
        impressions: num(m.impressions),
        reach: num(m.reach),
      });
    }
  }
  return data;
}
