import { useStyles } from '../../ui/styles';

// Styles of the client report (the signed-in page and the share link), shipped in its chunk.
const CSS = `
.toolbar{display:flex;flex-wrap:wrap;align-items:end;gap:.5rem 1rem;margin-bottom:1.5rem}
.toolbar label{display:grid;gap:.2rem;font-weight:600}
.toolbar select,.toolbar input{font:inherit;padding:.45rem .6rem;border-radius:var(--radius);border:1px solid var(--line-strong)}
.report-range{margin:0 0 1rem}
.report .stat-cards{list-style:none;padding:0;display:grid;grid-template-columns:repeat(auto-fill,minmax(min(11rem,40vw),1fr));gap:.75rem}
.report .stat{display:grid;gap:.25rem;border-top:4px solid var(--brand,var(--accent,#2563eb))}
.report .stat-label{color:var(--muted);font-weight:600}.report .stat-value{font-size:1.7rem}
.report .stat-trend{color:var(--muted);font-size:.9rem}
.figure{font:inherit;color:inherit;background:none;border:0;padding:0;cursor:pointer;text-align:start;text-decoration:underline dotted;text-underline-offset:.2em}
.figure:hover,.figure:focus-visible{color:var(--link,#1d4ed8)}
.report .chart{margin:2rem 0 1rem}.report .chart figcaption{font-weight:600;margin-bottom:.5rem}.report .chart-canvas{width:100%;min-height:200px}
.report .table-wrap{overflow-x:auto;margin-top:1.5rem}
.report .table,.report-sources .table{border-collapse:collapse;width:100%}
.report .table caption{text-align:start;font-weight:700;font-size:1.15rem;margin-bottom:.5rem}
.report .table th,.report .table td,.report-sources th,.report-sources td{padding:.45rem .6rem;border-bottom:1px solid var(--line);text-align:end}
.report .table th[scope=row],.report .table thead th:first-child,.report-sources th,.report-sources td{text-align:start;font-weight:500}
.report .table tfoot th,.report .table tfoot td{font-weight:700}
.report-section{margin-top:2rem}.report-section h2{font-size:1.15rem}
.top-posts{display:grid;gap:.75rem;padding-inline-start:1.5rem}.top-posts p{margin:.2rem 0}
.report-service{display:grid;grid-template-columns:repeat(auto-fill,minmax(16rem,1fr));gap:.75rem}
.report-service dt{color:var(--muted);font-weight:600}.report-service dd{margin:0;font-size:1.2rem}
.report-sources{max-width:min(60rem,95vw);width:100%}
.report .report-sources th,.report .report-sources td{text-align:start;vertical-align:top}
@media (max-width:40rem){.report-sources table,.report-sources tbody,.report-sources tr,.report-sources th,.report-sources td{display:block}
.report-sources thead{display:none}.report-sources tr{border-bottom:1px solid var(--line);padding:.5rem 0}
.report .report-sources th,.report .report-sources td{border:0;padding:.1rem 0}}
.share-url{font:inherit;width:min(100%,40rem);padding:.4rem .5rem;margin-top:.4rem;border:1px solid var(--line-strong);border-radius:var(--radius)}
.share-links{padding-inline-start:1.2rem}.share-links li{margin:.4rem 0}
.schedule-recipient{display:flex;flex-wrap:wrap;gap:.5rem;align-items:end;border:0;padding:0;margin:0}
.report-actions{display:flex;flex-wrap:wrap;gap:.5rem;margin-top:1.5rem}
.report-public{max-width:72rem;margin:0 auto;padding:1.5rem 1rem}
.report-sources .actions{margin-top:1rem;display:flex;justify-content:end}`;

export function ReportStyle() {
  useStyles('report', CSS);
  return null;
}
