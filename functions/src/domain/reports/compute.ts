// A report's figures from plain records (load.ts reads them): pure, so the unit tests, the
// callable, the PDF and the bench compute the same thing. Every figure names the rows it was
// computed from (keys into `sources`), and a total is the sum of its parts with the union of
// their sources, so any number on any format opens what it was made of.

import type {
  ComputedReport,
  Engagement,
  Figure,
  FollowerChange,
  LedgerLine,
  PeriodFigures,
  PostClicks,
  SourceRow,
  TopPost,
} from '@model/schemas/reports/reports';
import {
  byNetwork,
  duration,
  engagement,
  engagementsOf,
  excerpt,
  figure,
  groupBy,
  inside,
  iso,
  sumFigures,
  totalEngagement,
} from './figures';
import type { Period } from './period';
import type { ReportData, ReportPost, ReportPostSnapshot, ReportRequest } from './records';

export type * from './records';
export type { ComputedReport, Figure, PeriodFigures, SourceRow };

/** Published within this long after its time counts as on time (the 60 s). */
export const ON_TIME_MS = 60_000;
export const TOP_POSTS = 5;
/** The cause a report gives a post the network accepted and its read-back did not find. */
export const MISSING_CAUSE = 'Accepted by the network, then not found there when read back';

/** Computes one period's figures, adding the rows it used to `sources`. */
export function computePeriod(
  data: ReportData,
  period: Period,
  sources: Record<string, SourceRow>,
): PeriodFigures {
  const channels = new Map(data.channels.map((c) => [c.id, c]));
  const networkOf = (channelId: string) => channels.get(channelId)?.network ?? 'unknown';
  const add = (row: SourceRow) => {
    sources[row.key] = row;
    return row.key;
  };

  // Deliveries: one per post and channel published in the period.
  const deliveries: {
    key: string;
    network: string;
    post: ReportPost;
    channelId: string;
    onTime: boolean | null;
  }[] = [];
  const failures: { key: string; network: string }[] = [];
  for (const post of data.posts) {
    for (const [channelId, result] of Object.entries(post.results)) {
      const network = networkOf(channelId);
      // Accepted, then not found when read back (proof of publish): not a post the audience got.
      const missing = result.status === 'published' && result.receipt === 'missing';
      if (result.status === 'published' && !missing && inside(result.publishedAtMs, period)) {
        const lateMs =
          post.scheduledAtMs === null ? null : result.publishedAtMs - post.scheduledAtMs;
        const key = add({
          key: `delivery:${post.id}/${channelId}`,
          kind: 'delivery',
          docId: post.id,
          postId: post.id,
          channelId,
          network,
          at: iso(result.publishedAtMs),
          label: excerpt(post.text),
          values: {
            scheduledAt: post.scheduledAtMs === null ? null : iso(post.scheduledAtMs),
            lateSeconds: lateMs === null ? null : Math.round(lateMs / 1000),
            url: result.url,
          },
        });
        deliveries.push({
          key,
          network,
          post,
          channelId,
          onTime: lateMs === null ? null : lateMs <= ON_TIME_MS,
        });
      } else if (
        (result.status === 'failed' && inside(result.lastAttemptAtMs, period)) ||
        (missing && inside(result.publishedAtMs, period))
      ) {
        const key = add({
          key: `failure:${post.id}/${channelId}`,
          kind: 'failure',
          docId: post.id,
          postId: post.id,
          channelId,
          network,
          at: iso((missing ? result.publishedAtMs : result.lastAttemptAtMs) as number),
          label: excerpt(post.text),
          values: { cause: missing ? MISSING_CAUSE : (result.error ?? 'unknown') },
        });
        failures.push({ key, network });
      }
    }
  }
  const count = (rows: readonly { key: string }[]) =>
    figure(rows.map((r) => ({ key: r.key, value: 1 })));
  const publishedByNetwork = byNetwork(deliveries, count);
  const scheduled = deliveries.filter((d) => d.onTime !== null);
  const due = count(scheduled);
  const onTime = count(scheduled.filter((d) => d.onTime));

  // Metrics: each delivery's latest snapshot taken before the period ended (running totals).
  const latest = new Map<string, ReportPostSnapshot>();
  for (const snap of data.postSnapshots) {
    if (snap.capturedAtMs >= period.endMs) continue;
    const k = `${snap.postId}/${snap.channelId}`;
    const held = latest.get(k);
    if (!held || snap.capturedAtMs > held.capturedAtMs) latest.set(k, snap);
  }
  const measured: {
    key: string;
    network: string;
    postId: string;
    reach: number | null;
    impressions: number | null;
    engagements: number;
  }[] = [];
  for (const d of deliveries) {
    const snap = latest.get(`${d.post.id}/${d.channelId}`);
    if (!snap) continue;
    const engagements = engagementsOf(snap);
    const key = add({
      key: `snapshot:${snap.id}`,
      kind: 'snapshot',
      docId: snap.id,
      postId: snap.postId,
      channelId: snap.channelId,
      network: d.network,
      at: iso(snap.capturedAtMs),
      label: excerpt(d.post.text),
      values: {
        likes: snap.likes,
        reposts: snap.reposts,
        replies: snap.replies,
        quotes: snap.quotes,
        clicks: snap.clicks,
        impressions: snap.impressions,
        reach: snap.reach,
        engagements,
      },
    });
    measured.push({
      key,
      network: d.network,
      postId: d.post.id,
      reach: snap.reach,
      impressions: snap.impressions,
      engagements,
    });
  }
  // Short-link clicks are counted as they happen, not per day: each post published in the period
  // shows its clicks to date.
  const clicksOf = new Map(data.linkClicks.map((c) => [c.postId, c]));
  const periodPosts = new Map(deliveries.map((d) => [d.post.id, d]));
  const linkClicks: PostClicks[] = [...periodPosts.values()]
    .flatMap(({ post, key: delivery }) => {
      const counted = clicksOf.get(post.id);
      if (!counted || counted.clicks === 0) return [];
      const key = add({
        key: `clicks:${post.id}`,
        kind: 'clicks',
        docId: post.id,
        postId: post.id,
        channelId: null,
        network: null,
        at: counted.lastAtMs === null ? (sources[delivery]?.at ?? '') : iso(counted.lastAtMs),
        label: excerpt(post.text),
        values: { clicks: counted.clicks, visitors: counted.visitors },
      });
      return [
        {
          postId: post.id,
          text: excerpt(post.text),
          clicks: counted.clicks,
          visitors: counted.visitors,
          sources: [key],
        },
      ];
    })
    .sort((a, b) => b.clicks - a.clicks || a.postId.localeCompare(b.postId));

  const engagementByNetwork: Record<string, Engagement> = {};
  for (const [network, rows] of groupBy(measured, (m) => m.network))
    engagementByNetwork[network] = engagement(rows);

  const posts = new Map(data.posts.map((p) => [p.id, p]));
  const topPosts: TopPost[] = [...groupBy(measured, (m) => m.postId)]
    .map(([postId, rows]) => {
      const post = posts.get(postId) as ReportPost;
      const url = Object.values(post.results).find((r) => r.url)?.url ?? null;
      return {
        postId,
        text: excerpt(post.text),
        mediaPath: post.mediaPath,
        url,
        networks: [...new Set(rows.map((r) => r.network))].sort(),
        engagements: rows.reduce((sum, r) => sum + r.engagements, 0),
        impressions: rows.reduce((sum, r) => sum + (r.impressions ?? 0), 0),
        sources: rows.map((r) => r.key),
      };
    })
    .sort(
      (a, b) =>
        b.engagements - a.engagements ||
        b.impressions - a.impressions ||
        a.postId.localeCompare(b.postId),
    )
    .slice(0, TOP_POSTS);

  // Followers: the last count at or before the start against the last before the end.
  const followers: FollowerChange[] = [];
  for (const [channelId, snaps] of groupBy(data.channelSnapshots, (s) => s.channelId)) {
    const sorted = snaps
      .filter((s) => s.capturedAtMs < period.endMs)
      .sort((a, b) => a.capturedAtMs - b.capturedAtMs);
    const end = sorted.at(-1);
    if (!end) continue;
    const start =
      [...sorted].reverse().find((s) => s.capturedAtMs <= period.startMs) ??
      sorted.find((s) => s.capturedAtMs >= period.startMs);
    if (!start || start === end) continue;
    const channel = channels.get(channelId);
    const keys = [start, end].map((s) =>
      add({
        key: `followers:${s.id}`,
        kind: 'followers',
        docId: s.id,
        postId: null,
        channelId,
        network: channel?.network ?? 'unknown',
        at: iso(s.capturedAtMs),
        label: channel?.name ?? channelId,
        values: { followers: s.followers },
      }),
    );
    followers.push({
      channelId,
      network: channel?.network ?? 'unknown',
      name: channel?.name ?? channelId,
      start: start.followers,
      end: end.followers,
      change: end.followers - start.followers,
      sources: keys,
    });
  }
  followers.sort((a, b) => a.channelId.localeCompare(b.channelId));

  const approvals = duration(
    data.approvals
      .filter((a) => inside(a.decidedAtMs, period))
      .map((a) => ({
        key: add({
          key: `approval:${a.id}`,
          kind: 'approval',
          docId: a.postId,
          postId: a.postId,
          channelId: null,
          network: null,
          at: iso(a.decidedAtMs),
          label: excerpt(posts.get(a.postId)?.text ?? a.postId),
          values: {
            requestedAt: iso(a.requestedAtMs),
            decision: a.decision,
            minutes: Math.round((a.decidedAtMs - a.requestedAtMs) / 60_000),
          },
        }),
        ms: a.decidedAtMs - a.requestedAtMs,
      })),
  );

  const requestRow = (r: ReportRequest) =>
    add({
      key: `request:${r.id}`,
      kind: 'request',
      docId: r.id,
      postId: null,
      channelId: null,
      network: null,
      at: iso(r.createdAtMs),
      label: excerpt(r.title),
      values: { firstReplyAt: r.firstReplyAtMs === null ? null : iso(r.firstReplyAtMs) },
    });
  const opened = data.requests.filter((r) => inside(r.createdAtMs, period));
  const answered = opened.filter((r) => r.firstReplyAtMs !== null);
  const requests = {
    opened: count(opened.map((r) => ({ key: requestRow(r) }))),
    answered: count(answered.map((r) => ({ key: requestRow(r) }))),
    firstReply: duration(
      answered.map((r) => ({
        key: requestRow(r),
        ms: (r.firstReplyAtMs as number) - r.createdAtMs,
      })),
    ),
  };

  const replied = data.conversations
    .filter((c) => inside(c.firstReplyAtMs, period))
    .map((c) => ({
      key: add({
        key: `conversation:${c.id}`,
        kind: 'conversation',
        docId: c.id,
        postId: null,
        channelId: c.channelId,
        network: networkOf(c.channelId),
        at: iso(c.firstReplyAtMs as number),
        label: excerpt(c.subject),
        values: {
          firstAt: iso(c.firstAtMs),
          minutes: Math.round(((c.firstReplyAtMs as number) - c.firstAtMs) / 60_000),
        },
      }),
      ms: (c.firstReplyAtMs as number) - c.firstAtMs,
    }));
  const conversations = { answered: count(replied), firstReply: duration(replied) };

  const published = {
    total: sumFigures(Object.values(publishedByNetwork)),
    byNetwork: publishedByNetwork,
  };
  const failed = count(failures);
  const ledger: LedgerLine[] = [
    { kind: 'published' as const, count: published.total.value, sources: published.total.sources },
    { kind: 'approvals' as const, count: approvals.count, sources: approvals.sources },
    {
      kind: 'requests_answered' as const,
      count: requests.answered.value,
      sources: requests.answered.sources,
    },
    {
      kind: 'conversations_answered' as const,
      count: conversations.answered.value,
      sources: conversations.answered.sources,
    },
    { kind: 'failures' as const, count: failed.value, sources: failed.sources },
  ].filter((line) => line.count > 0);

  return {
    published,
    onTime: { due, onTime, rate: due.value > 0 ? onTime.value / due.value : null },
    failures: failed,
    engagement: {
      total: totalEngagement(Object.values(engagementByNetwork)),
      byNetwork: engagementByNetwork,
    },
    topPosts,
    linkClicks,
    followers: {
      total: sumFigures(followers.map((f) => ({ value: f.change, sources: f.sources }))),
      byChannel: followers,
    },
    approvals,
    requests,
    conversations,
    ledger,
  };
}

/** Both periods' figures and every row they name. */
export function computeReport(data: ReportData, current: Period, previous: Period): ComputedReport {
  const sources: Record<string, SourceRow> = {};
  return {
    current: computePeriod(data, current, sources),
    previous: computePeriod(data, previous, sources),
    sources,
  };
}
