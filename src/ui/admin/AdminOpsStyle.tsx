import { useStyles } from '../styles';

// Styles of the team, client onboarding and courtesy screens, shipped in their own chunks.
const CSS = `
.ops-list{list-style:none;padding:0;margin:1.5rem 0;display:grid;gap:1rem}
.ops-member{display:grid;grid-template-columns:4.5rem 1fr;gap:1rem;align-items:start}
.ops-photo{width:4.5rem;height:4.5rem;border-radius:50%;object-fit:cover;background:var(--surface);display:grid;place-items:center;font-weight:700;color:var(--muted)}
.ops-member h3{margin:0}
.ops-member p{margin:.25rem 0}
.ops-row{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin-top:.5rem}
.ops-badge{display:inline-block;font-size:.8rem;font-weight:700;padding:.1rem .5rem;border-radius:999px;background:var(--surface);border:1px solid var(--line)}
.ops-badge[data-state=active],.ops-badge[data-state=approved]{background:var(--success-soft);color:var(--success);border-color:transparent}
.ops-badge[data-state=expired],.ops-badge[data-state=revoked],.ops-badge[data-state=rejected]{background:var(--danger-soft);color:var(--danger);border-color:var(--danger-line)}
.table-wrap:has(>.ops-table){margin:1rem 0}
.ops-table{border-collapse:collapse;width:100%;min-width:36rem}
.ops-table th,.ops-table td{text-align:start;padding:.55rem .6rem;border-bottom:1px solid var(--line);vertical-align:top}
.ops-panel{border:1px solid var(--line);border-radius:var(--radius);padding:1rem 1.25rem;margin:1.5rem 0;background:var(--bg-raised)}
.ops-panel h2,.ops-panel h3{margin-top:0}
.form textarea,.form select,.form input,.ops-panel select,.ops-panel textarea{font:inherit;padding:.5rem .7rem;border-radius:var(--radius);border:1px solid var(--line-strong)}
.form input[type=checkbox]{width:auto}
.ops-checks{list-style:none;padding:0;margin:.5rem 0;max-height:16rem;overflow:auto;display:grid;gap:.35rem}
.ops-steps{display:grid;gap:.75rem;padding:0;list-style:none}
.ops-steps dl{display:grid;grid-template-columns:minmax(6rem,max-content) 1fr;gap:.25rem .75rem;margin:.25rem 0}
.ops-steps dt{font-weight:600}.ops-steps dd{margin:0;overflow-wrap:anywhere}
progress{width:100%;max-width:26rem;height:.8rem}
@media (max-width:40rem){.ops-member{grid-template-columns:3rem 1fr}.ops-photo{width:3rem;height:3rem}}`;

export function AdminOpsStyle() {
  useStyles('admin-ops', CSS);
  return null;
}
