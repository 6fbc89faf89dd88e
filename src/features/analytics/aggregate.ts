// Totals, trends, breakdowns and CSV of metric snapshots. The collector keeps a post's running
// totals hour by hour; a period counts what each post gained in it (periodActivity), so the
// cards, the breakdowns and the chart's days all add up to the same figures. Pure.

import type { MetricSnapshot } from '../../firebase/analytics/metrics';

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

/** What a period adds up to: one value per day, and per post on each channel. */
export interface PeriodActivity {
  /** Start of each calendar day (UTC) of the period. */
  days: number[];
  impressions: number[];
  engagements: number[];
  /** One snapshot per post on each channel, carrying what it gained over the period. */
  series: MetricSnapshot[];
}

const seriesKey = (s: MetricSnapshot) => `${s.workspaceId}/${s.postId}/${s.channelId}`;

/**
 * Spreads what each post gained in a period over the days it was gained. The collector keeps
 * running totals, so a day's gain is the difference from the snapshot before (the last one
 * before the period, `baseline`, or zero). A total that went down corrects what the days
 * before it counted, latest day first, rather than making a negative day; it never reaches
 * into the period before. So every day is zero or more, and the days of a post sum to its
 * last total in the period minus its total before the period (or zero if that is lower).
 */
export function periodActivity(
  history: MetricSnapshot[],
  baseline: MetricSnapshot[],
  from: number,
  to: number,
): PeriodActivity {
  const start = Math.floor(from / DAY_MS) * DAY_MS;
  const days: number[] = [];
  for (let day = start; day < to; day += DAY_MS) days.push(day);
  const perDay = Object.fromEntries(COUNTS.map((c) => [c, days.map(() => 0)])) as Record<
    Count,
    number[]
  >;
  const before = new Map(latestPerPost(baseline).map((s) => [seriesKey(s), s]));
  const groups = new Map<string, MetricSnapshot[]>();
  for (const s of history) {
    if (s.postId === null || s.capturedAt < start || s.capturedAt >= to) continue;
    const list = groups.get(seriesKey(s)) ?? [];
    list.push(s);
    groups.set(seriesKey(s), list);
  }
  const series: MetricSnapshot[] = [];
  for (const [key, list] of groups) {
    list.sort((a, b) => a.capturedAt - b.capturedAt);
    const last = list[list.length - 1] as MetricSnapshot;
    const gained = { ...last };
    for (const count of COUNTS) {
      const floor = before.get(key)?.[count] ?? 0;
      const mine = days.map(() => 0);
      let counted = floor;
      for (const s of list) {
        const day = Math.floor((s.capturedAt - start) / DAY_MS);
        if (s[count] > counted) {
          mine[day] = (mine[day] ?? 0) + s[count] - counted;
        } else {
          let excess = counted - Math.max(s[count], floor);
          for (let d = day; d >= 0 && excess > 0; d--) {
            const taken = Math.min(excess, mine[d] ?? 0);
            mine[d] = (mine[d] ?? 0) - taken;
            excess -= taken;
          }
        }
        counted = Math.max(s[count], floor);
      }
      gained[count] = Math.max(0, counted - floor);
      mine.forEach((value, d) => {
        perDay[count][d] = (perDay[count][d] ?? 0) + value;
      });
    }
    series.push(gained);
  }
  const engagements = days.map(
    (_, d) =>
      (perDay.likes[d] ?? 0) +
      (perDay.reposts[d] ?? 0) +
      (perDay.replies[d] ?? 0) +
      (perDay.clicks[d] ?? 0),
  );
  return { days, impressions: perDay.impressions, engagements, series };
}
