// The CSV import dialog's styles, in its lazy chunk (added when it first renders).

export const IMPORT_CSS = `
.import-dialog{width:min(760px,96vw);padding:0 1.25rem 1.25rem}
.import-dialog .composer-head{margin-bottom:1rem}
.import-dialog .form-info{margin:0 0 .75rem}
.import-dialog>label{display:flex;flex-direction:column;align-items:start;gap:.3rem;margin:0 0 1rem;font-size:var(--text-sm);font-weight:600}
.import-summary{font-weight:600}
.import-problems{width:100%;border-collapse:collapse;font-size:var(--text-sm);margin-bottom:1rem}
.import-problems th,.import-problems td{text-align:start;padding:.4rem .6rem;border-bottom:1px solid var(--line);vertical-align:top}
.import-problems th{color:var(--muted);font-weight:600}
.import-problems td:first-child{white-space:nowrap;color:var(--muted)}
.import-server-problems{color:var(--danger);margin:0 0 1rem}
`;
