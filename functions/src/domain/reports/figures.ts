// The building blocks of a report's figures: a figure is a value and the keys of the rows it
// was made of; a total adds figures and joins their sources, so a total is always the sum of
// its parts.

import type { Duration, Engagement, Figure } from '@model/schemas/reports/reports';
import type { Period } from './period';
import type { ReportPostSnapshot } from './records';

export const inside = (at: number | null, period: Period): at is number =>
  at !== null && at >= period.startMs && at < period.endMs;

export const iso = (ms: number) => new Date(ms).toISOString();

export const excerpt = (text: string) => (text.length > 140 ? `${text.slice(0, 139)}…` : text);

export function figure(rows: readonly { key: string; value: number }[]): Figure {
  let value = 0;
  for (const row of rows) value += row.value;
  return { value, sources: rows.map((row) => row.key) };
}

export function sumFigures(figures: readonly Figure[]): Figure {
  return {
    value: figures.reduce((sum, f) => sum + f.value, 0),
    sources: figures.flatMap((f) => f.sources),
  };
}

export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
}

export function duration(rows: readonly { key: string; ms: number }[]): Duration {
  let slowest: { key: string; ms: number } | null = null;
  for (const row of rows) if (!slowest || row.ms > slowest.ms) slowest = row;
  return {
    count: rows.length,
    medianMs: median(rows.map((row) => row.ms)),
    slowestMs: slowest?.ms ?? null,
    slowestKey: slowest?.key ?? null,
    sources: rows.map((row) => row.key),
  };
}

export function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = groups.get(k);
    if (list) list.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

export function byNetwork<T extends { network: string }>(
  rows: readonly T[],
  make: (rows: readonly T[]) => Figure,
): Record<string, Figure> {
  const out: Record<string, Figure> = {};
  for (const [network, list] of groupBy(rows, (row) => row.network)) out[network] = make(list);
  return out;
}

export function engagement(
  rows: readonly {
    key: string;
    reach: number | null;
    impressions: number | null;
    engagements: number;
  }[],
): Engagement {
  const impressions = figure(
    rows
      .filter((r) => r.impressions !== null)
      .map((r) => ({ key: r.key, value: r.impressions as number })),
  );
  const engagements = figure(rows.map((r) => ({ key: r.key, value: r.engagements })));
  const measured = rows.filter((r) => r.impressions !== null);
  const measuredEngagements = measured.reduce((sum, r) => sum + r.engagements, 0);
  return {
    reach: figure(
      rows.filter((r) => r.reach !== null).map((r) => ({ key: r.key, value: r.reach as number })),
    ),
    impressions,
    engagements,
    rate: impressions.value > 0 ? measuredEngagements / impressions.value : null,
  };
}

/** Engagements of one snapshot: every interaction the network counts. */
export function engagementsOf(s: ReportPostSnapshot): number {
  return s.likes + s.reposts + s.replies + (s.quotes ?? 0) + (s.clicks ?? 0);
}
/** The networks' engagement added up: each total is the sum of the networks' figures. */
export function totalEngagement(parts: readonly Engagement[]): Engagement {
  const impressions = sumFigures(parts.map((p) => p.impressions));
  const weighted = parts.reduce((sum, p) => sum + (p.rate ?? 0) * p.impressions.value, 0);
  return {
    reach: sumFigures(parts.map((p) => p.reach)),
    impressions,
    engagements: sumFigures(parts.map((p) => p.engagements)),
    rate: impressions.value > 0 ? weighted / impressions.value : null,
  };
}
