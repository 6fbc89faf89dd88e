import { addStyles } from '../../ui/styles';

// The posts manager's styles travel in its lazy chunk and are added to the page once, so the
// initial stylesheet does not grow with a screen most visitors never open.

const CSS = `
.posts-toolbar{display:flex;flex-wrap:wrap;gap:.75rem;align-items:end;margin:1rem 0}
.posts-toolbar label,.posts-field{display:flex;flex-direction:column;gap:.2rem;font-size:.9rem}
.posts-toolbar select,.posts-field select,.posts-field input,.posts-field textarea{font:inherit;padding:.4rem .5rem;border:1px solid var(--line);border-radius:6px}
.posts-field textarea{min-height:6rem;resize:vertical}
.posts-field select{width:100%;min-width:0;text-overflow:ellipsis}
.posts-tabs{display:inline-flex;border:1px solid var(--line);border-radius:var(--radius);overflow:hidden}
.posts-tabs button{border:0;background:var(--bg-raised);padding:.45rem .9rem;font:inherit;cursor:pointer}
.posts-tabs button[aria-pressed="true"]{background:var(--brand);color:var(--on-brand)}
.post-list{list-style:none;padding:0;margin:0;display:grid;gap:.6rem}
.post-item{border:1px solid var(--line);border-radius:var(--radius);padding:.75rem 1rem;display:grid;gap:.35rem}
.post-item header{display:flex;gap:.6rem;align-items:center;flex-wrap:wrap}
.post-text{white-space:pre-wrap;overflow-wrap:anywhere;margin:0}
.badge-scheduled,.badge-approved{background:var(--brand-soft);color:var(--brand-dark)}
.badge-published{background:var(--success-soft);color:var(--success)}
.badge-failed,.badge-partially_published{background:var(--danger-soft);color:var(--danger)}
.badge-in_review,.badge-changes_requested{background:var(--warning-soft);color:var(--warning)}
.post-retry{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center}
.post-open{margin-inline-start:auto}
.posts-new{margin-inline-start:auto}
.posts-more{display:flex;gap:.75rem;align-items:center;justify-content:center;margin:1rem 0}
.post-body{display:grid;gap:.5rem}
.post-media{display:flex;flex-wrap:wrap;gap:.6rem}
.thumb{margin:0;display:grid;gap:.2rem;max-width:160px}
.thumb img,.thumb .thumb-placeholder{width:160px;height:100px;object-fit:cover;border-radius:6px;background:var(--surface);display:block}
.thumb figcaption{font-size:.8rem;color:var(--muted);overflow-wrap:anywhere}
.thumb figcaption[data-alt="no"]{color:var(--warning)}
.thumb-compact{display:inline-block;vertical-align:middle;margin-inline-end:.25rem}
.thumb-compact img,.thumb-compact .thumb-placeholder{width:1.5rem;height:1.5rem;border-radius:4px;object-fit:cover;display:inline-block;vertical-align:middle}
.media-item .thumb-compact img,.preview-card .thumb-compact img,.media-item .thumb-compact .thumb-placeholder{width:72px;height:72px;border-radius:6px}
.quick-composer-form{display:grid;gap:.75rem;max-width:44rem}
.quick-composer fieldset{border:1px solid var(--line);border-radius:8px;padding:.6rem .8rem;display:grid;gap:.5rem}
.quick-counts{display:flex;flex-wrap:wrap;gap:.25rem 1rem;margin:0}
.composer{width:min(1120px,96vw);max-height:94vh;border:1px solid var(--line);border-radius:var(--radius);padding:0;background:var(--bg-raised);color:var(--ink);box-shadow:var(--shadow-2)}
.composer::backdrop{background:rgba(20,24,40,.45)}
.composer form{display:grid;gap:1rem;padding:0 1.25rem 1rem}
.composer-head{display:flex;justify-content:space-between;align-items:center;position:sticky;top:0;z-index:2;background:var(--bg-raised);padding:.75rem 0;border-bottom:1px solid var(--line)}
.composer-head h2{margin:0}
.composer-grid{display:grid;gap:1.25rem;grid-template-columns:minmax(0,1.2fr) minmax(0,1fr);align-items:start}
@media (max-width:760px){.composer-grid{grid-template-columns:minmax(0,1fr)}}
.composer fieldset{border:1px solid var(--line);border-radius:8px;padding:.6rem .8rem;display:grid;gap:.5rem}
.counter{font-size:.85rem;color:var(--muted)}
.counter[data-over="true"]{color:var(--danger);font-weight:600}
.post-marks{display:inline-flex;flex-wrap:wrap;gap:.4rem;font-size:.85rem;color:var(--muted)}
.media-item{display:flex;gap:.6rem;align-items:center;flex-wrap:wrap}
.media-item img,.media-item video,.preview-card img{width:72px;height:72px;object-fit:cover;border-radius:6px;background:var(--surface)}
.preview-card{border:1px solid var(--line);border-radius:8px;padding:.6rem .8rem;display:grid;gap:.4rem}
.preview-card .handle{color:var(--muted);font-size:.85rem}
.composer-actions{display:flex;flex-wrap:wrap;gap:.5rem;justify-content:flex-end}
.post-mark-held,.approval-held{color:var(--warning);font-weight:600}
.approval-held{background:var(--warning-soft);padding:.5rem .75rem;border-radius:var(--radius)}
.approval-deadline{display:grid;gap:.25rem;flex:1 1 100%;font-weight:600}
.approval-deadline .hint{font-weight:400;color:var(--muted);font-size:.85rem}
.composer-consent{margin:.75rem 0 .25rem;text-align:end;font-size:.9rem;color:var(--muted)}
@media (max-width:600px){.posts-tabs{display:flex;flex-wrap:wrap;max-width:100%}.posts-tabs button{flex:1 1 auto}.posts-toolbar{gap:.5rem}.posts-toolbar label{flex:1 1 40%}.posts-toolbar select{width:100%}.posts-new{margin-inline-start:0;width:100%}.post-item{padding:.6rem .7rem}.composer{box-sizing:border-box;width:100%;max-width:100%;max-height:100%;height:100%;border-radius:0;margin:0;inset:0}.composer-grid,.composer-grid>*{min-width:0}.composer input[type=file]{max-width:100%}.composer form{padding:.75rem}.composer-actions .button{flex:1 1 auto}}
`;

export function addPostsStyles(): void {
  addStyles('posts', CSS);
}
