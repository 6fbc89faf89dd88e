import { useStyles } from '../styles';

// Styles only the super admin screens use, shipped in their chunks instead of the initial
// stylesheet (the notices' own are in notices/NoticeStyle.tsx).
const CSS = `
.super .field textarea,.super .field select,.super .field input{font:inherit;padding:.5rem .65rem;border-radius:var(--radius);border:1px solid var(--line-strong)}
.super .form{max-width:48rem}
.super td select{font:inherit;padding:.3rem .4rem;border-radius:var(--radius);border:1px solid var(--line-strong)}
.super .grid{display:grid;grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));gap:1rem}
.super fieldset{border:1px solid var(--line);border-radius:var(--radius);padding:.75rem 1rem;display:flex;flex-wrap:wrap;gap:.5rem 1.25rem}
.super fieldset legend{font-weight:600;padding:0 .25rem}
.super .check{display:inline-flex;align-items:center;gap:.4rem}
.super .table-wrap{overflow-x:auto;margin:1rem 0}
.super table{border-collapse:collapse;width:100%;min-width:36rem}
.super th,.super td{text-align:start;padding:.5rem .6rem;border-bottom:1px solid var(--line);vertical-align:top}
.super .split{display:grid;grid-template-columns:repeat(auto-fit,minmax(18rem,1fr));gap:1.25rem;align-items:start}
.super textarea.markdown{min-height:18rem;font-family:ui-monospace,monospace;font-size:.9rem}
.super .preview{border:1px solid var(--line);border-radius:var(--radius);padding:0 1rem;min-height:18rem;overflow:auto}
.super .diff{font-family:ui-monospace,monospace;font-size:.85rem;white-space:pre-wrap;border:1px solid var(--line);border-radius:var(--radius);padding:.5rem;margin:0}
.super .diff ins{display:block;text-decoration:none;background:var(--success-soft);color:var(--success)}
.super .diff del{display:block;text-decoration:none;background:var(--danger-soft);color:var(--danger)}
.super .diff span{display:block;color:var(--muted)}
.super .muted{color:var(--muted)}
.super .tag{display:inline-block;font-size:.8rem;font-weight:700;padding:.1rem .5rem;border-radius:999px;background:var(--surface)}`;

export function SuperAdminStyle() {
  useStyles('super-admin', CSS);
  return null;
}
