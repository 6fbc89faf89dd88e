// Draws the posts published per day with uPlot, as the analytics screen draws its trend: this
// module and uPlot form their own chunk, loaded once the report has days to draw.

import uPlot from 'uplot';

export interface DayChartInput {
  /** Each day's midnight as UTC milliseconds (its wall-clock date). */
  days: number[];
  counts: number[];
  label: string;
  colour: string;
  locale: string;
  rtl: boolean;
}

const STYLE = `.uplot{font-size:13px;line-height:1.5;position:relative}.uplot canvas{display:block;position:relative;width:100%;height:100%}
.u-wrap{position:relative;user-select:none}.u-over,.u-under,.u-axis{position:absolute}.u-legend{display:none}
.u-select{background:rgba(0,0,0,.07);position:absolute;pointer-events:none}
.u-cursor-x,.u-cursor-y{position:absolute;left:0;top:0;pointer-events:none}
.u-cursor-pt{position:absolute;top:0;left:0;border-radius:50%;border:0 solid;pointer-events:none}`;

export function drawDayChart(target: HTMLElement, input: DayChartInput): () => void {
  if (!document.getElementById('uplot-style')) {
    const style = document.createElement('style');
    style.id = 'uplot-style';
    style.textContent = STYLE;
    document.head.append(style);
  }
  const dateFormat = new Intl.DateTimeFormat(input.locale, {
    month: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  const width = () => Math.max(280, target.clientWidth);
  const bars = uPlot.paths.bars?.({ size: [0.7, 40] });
  const chart = new uPlot(
    {
      width: width(),
      height: 200,
      legend: { show: false },
      scales: {
        x: { time: false, dir: input.rtl ? -1 : 1 },
        y: { range: (_u, _min, max) => [0, Math.max(1, max)] },
      },
      axes: [
        {
          splits: () => input.days,
          values: (_u, splits) => {
            const step = Math.max(1, Math.ceil((splits.length * 64) / width()));
            return splits.map((ms, i) => (i % step === 0 ? dateFormat.format(ms) : ''));
          },
        },
        {
          size: 50,
          values: (_u, splits) => splits.map((n) => (Number.isInteger(n) ? String(n) : '')),
        },
      ],
      series: [
        {},
        {
          label: input.label,
          stroke: input.colour,
          fill: input.colour,
          paths: bars,
          points: { show: false },
        },
      ],
    },
    [input.days, input.counts],
    target,
  );
  const resize = () => chart.setSize({ width: width(), height: 200 });
  window.addEventListener('resize', resize);
  return () => {
    window.removeEventListener('resize', resize);
    chart.destroy();
  };
}
