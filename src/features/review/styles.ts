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
.review-image-wait{display:flex;align-items:center;justify-content:center;text-align:center;padding:.4rem;font-size:.85rem;color:var(--muted)}
`;

export function addReviewStyles(): void {
  addStyles('net-previews', PREVIEWS_CSS);
  addStyles('review', CSS);
}
