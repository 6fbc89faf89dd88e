// The composer's own layout (its preview beside the text, the phone's switch, the thread parts),
// in its lazy chunk; the dialog's frame stays with the posts page, which the import dialog shares.

export const COMPOSER_CSS = `
.composer-write{display:grid;gap:1rem;min-width:0}
.composer-preview{position:sticky;top:4.75rem;max-height:calc(94vh - 6rem);overflow:auto;background:var(--surface);border:1px solid var(--line);border-radius:var(--radius);padding:.25rem .9rem .9rem}
.composer-preview h3{margin:.6rem 0}
.composer-panes{display:none;gap:.5rem}
.composer-panes .button[aria-pressed="true"]{background:var(--brand);color:var(--on-brand);border-color:var(--brand)}
.thread-editor>ol{list-style:none;margin:0;padding:0;display:grid;gap:.75rem}
.thread-editor>ol:empty{display:none}
.thread-editor>ol>li{display:grid;gap:.35rem;padding:.75rem;border:1px solid var(--line);border-inline-start:3px solid var(--brand);border-radius:var(--radius-sm);background:var(--surface)}
.thread-editor>ol>li label{font-weight:600;font-size:var(--text-sm)}
.thread-editor textarea{width:100%}
.thread-editor>ol>li .button{justify-self:end}
.thread-editor>.button{justify-self:start}
.thread-editor .form-info{margin:0}
.thread-choice{display:grid;gap:.5rem}
.thread-choice p{margin:0}
.thread-choice-warning{padding:.5rem .75rem;border-radius:var(--radius-sm);background:var(--warning-soft);color:var(--warning)}
.thread-choice-options{display:flex;flex-wrap:wrap;gap:.5rem 1.25rem}
.composer-conflict{max-width:min(60rem,96vw)}
.conflict-texts{display:grid;grid-template-columns:1fr 1fr;gap:1rem}
.conflict-text{white-space:pre-wrap;overflow-wrap:anywhere;max-height:40vh;overflow:auto;padding:.5rem .75rem;border:1px solid var(--line);border-radius:var(--radius-sm);background:var(--surface)}
.composer-conflict .actions{display:flex;flex-wrap:wrap;gap:.5rem;justify-content:flex-end}
@media (max-width:760px){.conflict-texts{grid-template-columns:1fr}.composer-panes{display:flex}.composer-panes .button{flex:1 1 0}.composer-grid[data-pane="write"]>.composer-preview,.composer-grid[data-pane="preview"]>.composer-write{display:none}.composer-preview{position:static;max-height:none}}
`;
