// How the report page writes its numbers, times and durations in the reader's language, and
// the days of a period in the workspace's zone.

import type { ClientReport, SourceRow } from '@model/schemas/reports/reports';

export interface Formats {
  number: (n: number) => string;
  percent: (n: number | null) => string;
  day: (ms: number) => string;
  time: (iso: string) => string;
  duration: (ms: number | null) => string;
}

export function formatsFor(locale: string, timeZone: string): Formats {
  const number = new Intl.NumberFormat(locale);
  const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 });
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone });
  const time = new Intl.DateTimeFormat(locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone,
  });
  const unit = (value: number, name: 'minute' | 'hour' | 'day') =>
    new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: name,
      unitDisplay: 'short',
      maximumFractionDigits: name === 'minute' ? 0 : 1,
    }).format(value);
  return {
    number: (n) => number.format(n),
    percent: (n) => (n === null ? '—' : percent.format(n)),
    day: (ms) => day.format(ms),
    time: (iso) => time.format(Date.parse(iso)),
    duration: (ms) => {
      if (ms === null) return '—';
      if (ms < 3_600_000) return unit(ms / 60_000, 'minute');
      if (ms < 48 * 3_600_000) return unit(ms / 3_600_000, 'hour');
      return unit(ms / 86_400_000, 'day');
    },
  };
}

/** The period's days in the workspace's zone (YYYY-MM-DD) and the deliveries of each. */
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
  const counts = days.map(() => 0);
  for (const key of report.current.published.total.sources) {
    const row = report.sources[key] as SourceRow | undefined;
    if (!row) continue;
    const index = days.indexOf(dayOf.format(Date.parse(row.at)));
    if (index >= 0) counts[index] = (counts[index] ?? 0) + 1;
  }
  return { days, counts };
}
