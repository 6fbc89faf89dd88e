import { PREVIEWS_CSS } from '../../ui/post-preview/previews-css';
import { addStyles } from '../../ui/styles';

// The review page's styles travel in its lazy chunk, added once when the page first renders,
// with the network previews' (the composer's too: added once for both).

const CSS = `
.review-day>h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
.review-posts{list-style:none;padding:0;display:grid;gap:1rem}
.review-previews{display:grid;grid-template-columns:repeat(auto-fill,minmax(min(100%,24rem),1fr));gap:.75rem;margin:.5rem 0}
.review-preview{margin:0;min-width:0}
.review-image{display:block;width:100%;height:100%}
.review-page{display:grid;gap:.5rem;max-width:72rem}
.review-brand{display:flex;align-items:center;gap:.75rem;padding:.75rem 1rem;border-radius:var(--radius)}
.review-page>label,.review-card>label{font-weight:600;font-size:var(--text-sm);margin-top:.5rem}
.review-page>input{max-width:22rem;padding:.6rem .75rem;border-radius:var(--radius)}
.review-page .hint,.review-card .hint{margin:0;color:var(--muted);font-size:var(--text-sm)}
.review-card{display:grid;gap:.5rem;padding:1rem 1.25rem}
.review-channels{margin:0;font-size:var(--text-md)}
.review-status{margin:0;color:var(--muted)}
.review-card textarea{width:100%;min-height:4.5rem;padding:.6rem .75rem;border-radius:var(--radius)}
.review-comments{list-style:none;margin:0;padding:0;display:grid;gap:.4rem}
.review-comments>li{padding:.5rem .75rem;border-radius:var(--radius-sm);background:var(--surface);border:1px solid var(--line);overflow-wrap:anywhere}
.review-actions{display:flex;flex-wrap:wrap;gap:.5rem;justify-content:flex-end}
@media (max-width:600px){.review-actions .button{flex:1 1 auto}.review-card{padding:.75rem}}
.review-image-wait{display:flex;align-items:center;justify-content:center;text-align:center;padding:.4rem;font-size:.85rem;color:var(--muted)}
`;

export function addReviewStyles(): void {
  addStyles('net-previews', PREVIEWS_CSS);
  addStyles('review', CSS);
}
