// Styles only the signed-in screens (dashboard, analytics) use, shipped in their chunks.
export const APP_SCREEN_CSS = `
.form textarea,.form select,.form input{font:inherit;padding:.6rem .75rem;border-radius:var(--radius);border:1px solid #c9cedb}
.dashboard-grid{display:grid;gap:2rem}
.dashboard-section h2{font-size:1.25rem;margin-bottom:.75rem}
.post-list,.request-list,.alerts,.checklist{list-style:none;padding:0;margin:0;display:grid;gap:.75rem}
.post-text{color:var(--ink)!important;margin:0 0 .25rem}
.badge{display:inline-block;font-size:.8rem;font-weight:700;padding:.1rem .5rem;border-radius:999px;background:var(--surface);color:var(--ink);border:1px solid var(--line)}
.status-failed,.status-rejected{background:#fdecea;color:var(--danger);border-color:#f5c2bd}
.status-published,.status-done,.status-approved{background:#e7f6ec;color:var(--success);border-color:#b7e4c7}
.failure-reason{color:var(--danger)!important;margin-top:.25rem}
.alert{padding:.75rem 1rem;border-radius:var(--radius);border:1px solid #f2d28b;background:#fff8e6}
.muted{color:var(--muted)}.button-row{display:flex;flex-wrap:wrap;gap:.5rem}
progress{width:100%;max-width:26rem;height:.8rem}
.checklist li[data-done=true]{color:var(--success)}
.approval-media{display:flex;flex-wrap:wrap;gap:.5rem;margin:.5rem 0}
.approval-media img,.approval-media .thumb-placeholder{display:block;max-width:min(100%,16rem);height:auto;max-height:12rem;object-fit:cover;border-radius:var(--radius);border:1px solid var(--line)}
.approval-media .thumb-placeholder{width:8rem;height:6rem;background:var(--surface)}`;

export function DashboardStyle() {
  return <style>{APP_SCREEN_CSS}</style>;
}
