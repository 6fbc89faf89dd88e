import { addStyles } from '../../ui/styles';

// The review page's styles travel in its lazy chunk, added once when the page first renders.

const CSS = `
.review-day>h2{font-size:1.1rem;margin:1.5rem 0 .5rem}
.review-posts{list-style:none;padding:0;display:grid;gap:1rem}
.review-preview{border:1px solid var(--line);border-radius:8px;padding:.6rem .8rem;margin:.5rem 0;display:grid;gap:.4rem}
.review-preview-channel{color:var(--muted);font-size:.85rem}
.review-text{white-space:pre-wrap;overflow-wrap:anywhere;margin:0}
.review-media{display:grid;grid-template-columns:repeat(auto-fill,minmax(8rem,1fr));gap:.4rem}
.review-media-item img,.review-media-placeholder{width:100%;aspect-ratio:1;object-fit:cover;border-radius:6px;background:var(--surface)}
.review-media-placeholder{display:flex;align-items:center;justify-content:center;text-align:center;padding:.4rem;font-size:.85rem;color:var(--muted)}
.review-video{aspect-ratio:16/9;background:#111;color:#fff}
`;

export function addReviewStyles(): void {
  addStyles('review', CSS);
}
