// Draws the daily impressions and engagements with uPlot. This module and uPlot form their
// own chunk, loaded only by the analytics screen once it has data to draw.

import uPlot from 'uplot';

// The parts of uPlot's stylesheet the chart needs (the full sheet would be a second request).
const STYLE = `.uplot{font-size:13px;line-height:1.5;position:relative}.uplot canvas{display:block;position:relative;width:100%;height:100%}
.u-wrap{position:relative;user-select:none}.u-over,.u-under{position:absolute}.u-axis{position:absolute}
.u-legend{display:none}.u-select{background:rgba(0,0,0,.07);position:absolute;pointer-events:none}
.u-cursor-x,.u-cursor-y{position:absolute;left:0;top:0;pointer-events:none;will-change:transform}
.u-hz .u-cursor-x{height:100%;border-right:1px dashed #607d8b}.u-hz .u-cursor-y{width:100%;border-bottom:1px dashed #607d8b}
.u-cursor-pt{position:absolute;top:0;left:0;border-radius:50%;border:0 solid;pointer-events:none;will-change:transform}`;

function ensureStyle(): void {
  if (document.getElementById('uplot-style')) return;
  const style = document.createElement('style');
  style.id = 'uplot-style';
  style.textContent = STYLE;
  document.head.append(style);
}

export interface ChartInput {
  days: number[];
  impressions: number[];
  engagements: number[];
  labels: { impressions: string; engagements: string };
  locale: string;
  rtl: boolean;
}

export function drawTrendChart(target: HTMLElement, input: ChartInput): () => void {
  ensureStyle();
  const numberFormat = new Intl.NumberFormat(input.locale, { notation: 'compact' });
  const dateFormat = new Intl.DateTimeFormat(input.locale, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const width = () => Math.max(280, target.clientWidth);
  const chart = new uPlot(
    {
      width: width(),
      height: 260,
      legend: { show: false },
      scales: { x: { time: false, dir: input.rtl ? -1 : 1 } },
      axes: [
        {
          // One tick per day, labelled once: uPlot's own splits fall between days and repeat
          // a date. When the days do not fit, every few days carry a label.
          splits: () => input.days,
          values: (_u, splits) => {
            const step = Math.max(1, Math.ceil((splits.length * 64) / width()));
            return splits.map((ms, i) => (i % step === 0 ? dateFormat.format(ms) : ''));
          },
        },
        { values: (_u, splits) => splits.map((n) => numberFormat.format(n)), size: 60 },
      ],
      series: [
        {},
        {
          label: input.labels.impressions,
          stroke: '#2563eb',
          width: 2,
          fill: 'rgba(37,99,235,0.08)',
        },
        { label: input.labels.engagements, stroke: '#c2410c', width: 2 },
      ],
    },
    [input.days, input.impressions, input.engagements],
    target,
  );
  const resize = () => chart.setSize({ width: width(), height: 260 });
  window.addEventListener('resize', resize);
  return () => {
    window.removeEventListener('resize', resize);
    chart.destroy();
  };
}
