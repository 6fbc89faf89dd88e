// What the page, the CSV and the PDF read alike from a report: the period's days in the
// workspace's zone with the posts published on each (the same bars), and the rows the current
// period's figures name (the CSV's lines, the PDF's appendix).

import type { ClientReport, SourceRow } from './reports';

/** The rows the current period's figures name, each once, in time order. */
export function currentRows(report: Pick<ClientReport, 'current' | 'sources'>): SourceRow[] {
  const f = report.current;
  const keys = new Set([
    ...f.published.total.sources,
    ...f.failures.sources,
    ...f.engagement.total.engagements.sources,
    ...f.followers.total.sources,
    ...f.approvals.sources,
    ...f.requests.opened.sources,
    ...f.conversations.answered.sources,
    ...(f.linkClicks ?? []).flatMap((post) => post.sources),
  ]);
  return [...keys]
    .flatMap((key) => report.sources[key] ?? [])
    .sort((a, b) => a.at.localeCompare(b.at) || a.key.localeCompare(b.key));
}

export function deliveriesPerDay(report: ClientReport): { days: string[]; counts: number[] } {
  const days: string[] = [];
  for (
    let d = Date.parse(`${report.currentPeriod.from}T00:00:00Z`);
    d <= Date.parse(`${report.currentPeriod.to}T00:00:00Z`);
    d += 86_400_000
  ) {
    days.push(new Date(d).toISOString().slice(0, 10));
  }
  // en-CA writes dates as YYYY-MM-DD.
  const dayOf = new Intl.DateTimeFormat('en-CA', { timeZone: report.workspace.timeZone });
  const index = new Map(days.map((day, i) => [day, i]));
  const counts = days.map(() => 0);
  for (const key of report.current.published.total.sources) {
    const row = report.sources[key];
    if (!row) continue;
    const i = index.get(dayOf.format(Date.parse(row.at)));
    if (i !== undefined) counts[i] = (counts[i] ?? 0) + 1;
  }
  return { days, counts };
}
