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
.approval-media .thumb-placeholder{width:8rem;height:6rem;background:var(--surface)}
.request-open{font:inherit;background:none;border:0;padding:0;color:var(--brand);text-decoration:underline;cursor:pointer;text-align:start}
.request-list li[data-unread=true]{border-inline-start:4px solid var(--brand)}
.badge.unread{background:var(--brand);color:#fff;border-color:var(--brand)}
.request-thread{width:min(40rem,94vw);max-height:90vh;border:1px solid var(--line);border-radius:var(--radius);padding:1rem;box-sizing:border-box}
.request-thread-head{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
.request-thread-head h2{margin:0;font-size:1.2rem;flex:1 1 12rem}
.request-thread-entries{list-style:none;padding:0;margin:1rem 0;display:grid;gap:.6rem}
.request-thread-entry{border:1px solid var(--line);border-radius:var(--radius);padding:.5rem .75rem}
.request-thread-entry[data-kind=status]{border-style:dashed}
.request-thread-entry[data-mine=true]{background:var(--surface)}
.request-thread-entry[data-unread=true]{border-color:var(--brand)}
.request-thread-text{white-space:pre-wrap;overflow-wrap:anywhere;margin:.25rem 0 0}
@media (max-width:600px){.request-thread{width:100%;max-width:100%;height:100%;max-height:100%;margin:0;border-radius:0}}`;

export function DashboardStyle() {
  useStyles('app-screens', APP_SCREEN_CSS);
  return null;
}
