import { useStyles } from '../../ui/styles';

// Styles only the signed-in screens (dashboard, analytics) use, shipped in their chunks.
export const APP_SCREEN_CSS = `
.form textarea,.form select,.form input{font:inherit;padding:.6rem .75rem;border-radius:var(--radius);border:1px solid var(--line-strong)}
.dashboard-grid{display:grid;gap:2rem}
.dashboard-section h2{font-size:1.25rem;margin-bottom:.75rem}
.post-list,.request-list,.alerts,.checklist{list-style:none;padding:0;margin:0;display:grid;gap:.75rem}
.post-text{color:var(--ink)!important;margin:0 0 .25rem}
.status-failed,.status-rejected{background:var(--danger-soft);color:var(--danger);border-color:var(--danger-line)}
.status-published,.status-done,.status-approved{background:var(--success-soft);color:var(--success);border-color:transparent}
.failure-reason{color:var(--danger)!important;margin-top:.25rem}
.alert{padding:.75rem 1rem;border-radius:var(--radius);border:1px solid var(--warning);background:var(--warning-soft)}
.muted{color:var(--muted)}.button-row{display:flex;flex-wrap:wrap;gap:.5rem}
progress{width:100%;max-width:26rem;height:.8rem}
.checklist li[data-done=true]{color:var(--success)}
.approval-media{display:flex;flex-wrap:wrap;gap:.5rem;margin:.5rem 0}
.approval-media img,.approval-media .thumb-placeholder{display:block;max-width:min(100%,16rem);height:auto;max-height:12rem;object-fit:cover;border-radius:var(--radius);border:1px solid var(--line)}
.approval-media .thumb-placeholder{width:8rem;height:6rem;background:var(--surface)}`;

export function DashboardStyle() {
  useStyles('app-screens', APP_SCREEN_CSS);
  return null;
}
