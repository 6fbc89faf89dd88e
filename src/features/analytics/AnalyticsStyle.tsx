import { useStyles } from '../../ui/styles';

// Styles of the analytics screen, shipped in its chunk.
const CSS = `
.toolbar{display:flex;flex-wrap:wrap;align-items:center;gap:.5rem 1rem;margin-bottom:1.5rem}
.toolbar select{font:inherit;padding:.45rem .6rem;border-radius:var(--radius);border:1px solid var(--line-strong)}
.stat-cards{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(12rem,1fr));gap:1rem}
.stat{display:grid;gap:.25rem}.stat-label{color:var(--muted);font-weight:600}.stat-value{font-size:1.8rem}
.stat-trend.up{color:var(--success)}.stat-trend.down{color:var(--danger)}
.chart{margin:2rem 0 1rem}.chart figcaption{font-weight:600;margin-bottom:.5rem}.legend{font-weight:400;margin-inline-start:1rem}
.chart-canvas{width:100%;min-height:260px}
.table-wrap{overflow-x:auto;margin-top:1.5rem}
.table{border-collapse:collapse;width:100%}.table caption{text-align:start;font-weight:700;font-size:1.15rem;margin-bottom:.5rem}
.table th,.table td{padding:.45rem .6rem;border-bottom:1px solid var(--line);text-align:end}
.table th[scope=row],.table thead th:first-child{text-align:start;font-weight:500}`;

export function AnalyticsStyle() {
  useStyles('analytics', CSS);
  return null;
}
