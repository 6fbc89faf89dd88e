// The report's daily chart: posts published per day in the workspace's zone, drawn by uPlot
// from its own chunk; the same figures stand in a table for those who do not see the chart.

import { useLingui } from '@lingui/react';
import { type Locale, RTL_LOCALES } from '@model/constants';
import { deliveriesPerDay } from '@model/schemas/reports/derived';
import type { ClientReport } from '@model/schemas/reports/reports';
import { useEffect, useMemo, useRef } from 'react';
import { useLoad } from '../../ui/use-load';
import type { Formats } from './format';
import { report as m } from './messages';

export function ReportChart({
  report,
  locale,
  formats,
}: {
  report: ClientReport;
  locale: string;
  formats: Formats;
}) {
  const { _ } = useLingui();
  const target = useRef<HTMLDivElement>(null);
  const { days, counts } = useMemo(() => deliveriesPerDay(report), [report]);
  const { load: chart } = useLoad(() => import('./report-chart'), [], { report: 'log' });
  const draw = chart.state === 'ready' ? chart.value.drawDayChart : null;
  const label = _(m.chartTitle);
  const colour = report.workspace.colour ?? '#2563eb';
  useEffect(() => {
    const element = target.current;
    if (!element || !draw || days.length === 0) return;
    return draw(element, {
      days: days.map((day) => Date.parse(`${day}T00:00:00Z`)),
      counts,
      label,
      colour,
      locale,
      rtl: RTL_LOCALES.includes(locale as Locale),
    });
  }, [draw, days, counts, label, colour, locale]);
  const total = counts.reduce((sum, n) => sum + n, 0);
  return (
    <figure className="chart">
      <figcaption>{label}</figcaption>
      <div
        ref={target}
        role="img"
        className="chart-canvas"
        aria-label={_({
          ...m.chartSummary,
          values: {
            count: formats.number(total),
            from: formats.day(report.currentPeriod.startMs),
            to: formats.day(report.currentPeriod.endMs - 1),
          },
        })}
      />
    </figure>
  );
}
