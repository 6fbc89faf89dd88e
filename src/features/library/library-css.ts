// The library screen's styles travel in its lazy chunk (src/ui/styles.ts).

export const LIBRARY_CSS = `
.library-panel{display:grid;gap:1.5rem;margin-top:1rem}
.library-panel h2{font-size:1.25rem;margin:0 0 .75rem}
.library-toolbar{display:flex;flex-wrap:wrap;gap:.75rem;align-items:end;margin:.5rem 0 1rem}
.library-toolbar label,.library-upload label,.library-edit label{display:flex;flex-direction:column;gap:.2rem;font-size:.9rem}
.library-toolbar input,.library-toolbar select,.library-upload input,.library-upload textarea,.library-edit input,.library-edit textarea{font:inherit;padding:.4rem .5rem;border:1px solid var(--line);border-radius:6px;max-width:100%}
.library-upload fieldset{border:0;padding:0;margin:0;display:grid;gap:.75rem;max-width:36rem}
.library-upload progress{width:100%;max-width:36rem;margin-top:.5rem}
.library-count{margin:0 0 .5rem;color:var(--muted)}
.library-grid{list-style:none;margin:0;padding:0;display:grid;gap:1rem;grid-template-columns:repeat(auto-fill,minmax(14rem,1fr))}
.library-card{border:1px solid var(--line);border-radius:var(--radius);background:var(--bg-raised);padding:.75rem;display:grid;gap:.6rem;align-content:start;min-width:0}
.library-thumb{aspect-ratio:4/3;background:var(--surface);border-radius:6px;display:flex;align-items:center;justify-content:center;overflow:hidden;font-size:2rem}
.library-thumb img{width:100%;height:100%;object-fit:cover}
.library-facts{display:grid;gap:.2rem;font-size:.9rem;min-width:0}
.library-name{overflow-wrap:anywhere}
.library-alt{color:var(--muted);overflow-wrap:anywhere}
.library-alt.missing{font-style:italic}
.library-card .actions{display:flex;flex-wrap:wrap;gap:.5rem}
.library-edit{display:grid;gap:.5rem}
@media (max-width:480px){.library-grid{grid-template-columns:1fr}}
`;
