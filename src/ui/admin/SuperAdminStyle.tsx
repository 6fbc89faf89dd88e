// Styles only the super admin screens and notices use, shipped in their chunks instead of
// the initial stylesheet.
const CSS = `
.super .field textarea,.super .field select,.super .field input{font:inherit;padding:.5rem .65rem;border-radius:var(--radius);border:1px solid #c9cedb}
.super .form{max-width:48rem}
.super td select{font:inherit;padding:.3rem .4rem;border-radius:var(--radius);border:1px solid #c9cedb}
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
.super .diff ins{display:block;text-decoration:none;background:#e7f6ec;color:#05603a}
.super .diff del{display:block;text-decoration:none;background:#fef3f2;color:#912018}
.super .diff span{display:block;color:var(--muted)}
.super .muted,.notice .muted{color:var(--muted)}
.super .tag{display:inline-block;font-size:.8rem;font-weight:700;padding:.1rem .5rem;border-radius:999px;background:#eef0f6}
.notice-banner{background:#fffaeb;border:1px solid #fedf89;color:#7a2e0e;padding:.6rem 1rem;border-radius:var(--radius);margin:0 0 1rem}
dialog.notice{max-width:min(44rem,94vw);max-height:90vh;border:0;border-radius:var(--radius);padding:1.5rem;box-shadow:0 20px 60px rgba(0,0,0,.3)}
dialog.notice::backdrop{background:rgba(16,24,40,.6)}
dialog.notice .notice-body{max-height:50vh;overflow:auto;border:1px solid var(--line);border-radius:var(--radius);padding:0 1rem;margin:1rem 0}
dialog.notice.maintenance{width:min(44rem,94vw);text-align:center}`;

export function SuperAdminStyle() {
  return <style>{CSS}</style>;
}
