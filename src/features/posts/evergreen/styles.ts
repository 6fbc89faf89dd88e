// The evergreen panel's styles, in its lazy chunk (added when it first renders).

export const EVERGREEN_CSS = `
.evergreen-panel h2{margin:0;font-size:var(--text-lg)}
.evergreen-panel fieldset{display:grid;grid-template-columns:repeat(auto-fit,minmax(11rem,1fr));gap:.75rem 1rem;align-items:end;padding:1rem;margin:0}
.evergreen-panel fieldset>label,.evergreen-panel fieldset>p>label{display:flex;flex-direction:column;gap:.25rem;font-size:var(--text-sm);font-weight:600}
.evergreen-panel fieldset>label:first-child{flex-direction:row;align-items:center;gap:.5rem;grid-column:1/-1;font-size:var(--text-base)}
.evergreen-panel fieldset>p{grid-column:1/-1;margin:0;display:grid;gap:.25rem}
.evergreen-panel fieldset>.button{justify-self:start}
.evergreen-panel .hint,.queue-view .hint{color:var(--muted);font-size:var(--text-sm);font-weight:400}
`;
