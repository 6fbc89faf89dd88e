// Totals, trends, breakdowns and CSV of metric snapshots. The collector keeps a post's running
// totals hour by hour, so a period counts only each post's latest snapshot on each channel
// (latestPerPost); sums over those are the period's totals. Pure.

import type { MetricSnapshot } from '../../firebase/metrics';

export const COUNTS = ['impressions', 'likes', 'reposts', 'replies', 'clicks'] as const;
export type Count = (typeof COUNTS)[number];
export type Totals = Record<Count, number> & { engagements: number; posts: number };

const DAY_MS = 86_400_000;

export function totals(snapshots: MetricSnapshot[]): Totals {
  const sum: Totals = {
    impressions: 0,
    likes: 0,
    reposts: 0,
    replies: 0,
    clicks: 0,
    engagements: 0,
    posts: 0,
  };
  const posts = new Set<string>();
  for (const s of snapshots) {
    for (const count of COUNTS) sum[count] += s[count];
    if (s.postId) posts.add(`${s.workspaceId}/${s.postId}`);
  }
  sum.engagements = sum.likes + sum.reposts + sum.replies + sum.clicks;
  sum.posts = posts.size;
  return sum;
}

/** Change from the previous period as a fraction (0.25 = +25 %); null when there is no base. */
export function trend(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return (current - previous) / previous;
}

/** Engagements per impression; null without impressions. */
export function engagementRate(t: Totals): number | null {
  return t.impressions > 0 ? t.engagements / t.impressions : null;
}

export function groupBy(
  snapshots: MetricSnapshot[],
  key: (s: MetricSnapshot) => string,
): Map<string, Totals> {
  const groups = new Map<string, MetricSnapshot[]>();
  for (const s of snapshots) {
    const k = key(s);
    groups.set(k, [...(groups.get(k) ?? []), s]);
  }
  return new Map([...groups].map(([k, list]) => [k, totals(list)]));
}

/** One point per calendar day (UTC) from `from` to `to`, zero on quiet days. */
export function dailySeries(
  snapshots: MetricSnapshot[],
  from: number,
  to: number,
): { days: number[]; impressions: number[]; engagements: number[] } {
  const start = Math.floor(from / DAY_MS) * DAY_MS;
  const days: number[] = [];
  for (let day = start; day < to; day += DAY_MS) days.push(day);
  const impressions = days.map(() => 0);
  const engagements = days.map(() => 0);
  for (const s of snapshots) {
    const index = Math.floor((s.capturedAt - start) / DAY_MS);
    if (index < 0 || index >= days.length) continue;
    impressions[index] = (impressions[index] ?? 0) + s.impressions;
    engagements[index] = (engagements[index] ?? 0) + s.likes + s.reposts + s.replies + s.clicks;
  }
  return { days, impressions, engagements };
}

/**
 * A CSV cell: quoted when needed, and a leading =, +, - or @ neutralised so that a post's
 * text cannot become a formula in a spreadsheet.
 */
export function csvCell(value: string | number): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: string[], rows: (string | number)[][]): string {
  return [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n');
}

/** Keeps, per key, the snapshot captured last. */
function latestBy(
  snapshots: MetricSnapshot[],
  key: (s: MetricSnapshot) => string,
): MetricSnapshot[] {
  const latest = new Map<string, MetricSnapshot>();
  for (const s of snapshots) {
    const k = key(s);
    const kept = latest.get(k);
    if (!kept || s.capturedAt > kept.capturedAt) latest.set(k, s);
  }
  return [...latest.values()];
}

/** The latest snapshot of each post on each channel; channel (follower) snapshots are left out. */
export function latestPerPost(snapshots: MetricSnapshot[]): MetricSnapshot[] {
  return latestBy(
    snapshots.filter((s) => s.postId !== null),
    (s) => `${s.workspaceId}/${s.postId}/${s.channelId}`,
  );
}

/** The latest follower snapshot of each channel. */
export function latestPerChannel(snapshots: MetricSnapshot[]): MetricSnapshot[] {
  return latestBy(
    snapshots.filter((s) => s.postId === null && typeof s.followers === 'number'),
    (s) => `${s.workspaceId}/${s.channelId}`,
  );
}

/** Followers of the channels, each at its latest snapshot. */
export function followers(snapshots: MetricSnapshot[]): number {
  return latestPerChannel(snapshots).reduce((sum, s) => sum + (s.followers ?? 0), 0);
}

/**
 * What each post gained on each channel between consecutive snapshots, as snapshots of the
 * increase (dated like the later one), so that a daily series shows the activity of each day. The
 * first snapshot of the period counts against the post's last one before it (`baseline`), or in
 * full. A count that fell (a like withdrawn) counts as no gain.
 */
export function gains(history: MetricSnapshot[], baseline: MetricSnapshot[]): MetricSnapshot[] {
  const key = (s: MetricSnapshot) => `${s.workspaceId}/${s.postId}/${s.channelId}`;
  const last = new Map(latestPerPost(baseline).map((s) => [key(s), s]));
  const ordered = history
    .filter((s) => s.postId !== null)
    .sort((a, b) => a.capturedAt - b.capturedAt);
  return ordered.map((s) => {
    const before = last.get(key(s));
    last.set(key(s), s);
    const gain = (count: Count) => Math.max(0, s[count] - (before?.[count] ?? 0));
    return {
      ...s,
      impressions: gain('impressions'),
      likes: gain('likes'),
      reposts: gain('reposts'),
      replies: gain('replies'),
      clicks: gain('clicks'),
    };
  });
}
