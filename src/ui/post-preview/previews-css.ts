// The previews' styles travel in their lazy chunk (src/ui/styles.ts). Each network's accent
// colour marks its avatar; layouts follow the feeds' grids of one to four images.

export const PREVIEWS_CSS = `
.net-previews{display:grid;gap:.6rem;min-width:0;align-content:start;align-self:start}
.net-tabs{display:flex;flex-wrap:wrap;gap:.3rem;border-bottom:1px solid var(--line)}
.net-tabs [role=tab]{font:inherit;font-size:.85rem;padding:.35rem .6rem;border:1px solid transparent;border-bottom:0;border-radius:6px 6px 0 0;background:none;color:inherit;cursor:pointer;max-width:100%;overflow-wrap:anywhere}
.net-tabs [role=tab][aria-selected=true]{border-color:var(--line);background:var(--bg-raised);font-weight:600;margin-bottom:-1px}
.net-preview{border:1px solid var(--line);border-radius:12px;padding:.75rem;display:grid;gap:.55rem;align-content:start;background:var(--bg-raised);min-width:0;font-size:.95rem}
.net-head{display:flex;gap:.6rem;align-items:center;min-width:0}
.net-avatar{width:40px;height:40px;flex:none;border-radius:50%;display:inline-flex;align-items:center;justify-content:center;font-weight:700;color:#fff;background:#5b6273}
.net-avatar[data-shape=square]{border-radius:8px}
img.net-avatar{object-fit:cover;background:var(--surface)}
.net-preview[data-network=x] .net-avatar{background:#14171a}
.net-preview[data-network=bluesky] .net-avatar{background:#0a66c2}
.net-preview[data-network=mastodon] .net-avatar{background:#563acc}
.net-preview[data-network^=linkedin] .net-avatar{background:#0a5a9c}
.net-preview[data-network=facebook] .net-avatar{background:#1659c7}
.net-preview[data-network=instagram] .net-avatar{background:#b3246b}
.net-preview[data-network=sandbox] .net-avatar{background:#8a5a00}
.net-who{display:grid;min-width:0}
.net-who strong,.net-handle{overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.net-handle{color:var(--muted);font-size:.85rem}
.net-text{margin:0;white-space:pre-wrap;overflow-wrap:anywhere}
.net-more-link{font:inherit;border:0;background:none;padding:0;color:var(--muted);font-weight:600;cursor:pointer;text-decoration:underline}
.net-overflow{margin:0;font-size:.85rem;color:var(--danger,#b42318);overflow-wrap:anywhere;white-space:pre-wrap}
.net-overflow-label{display:block;font-weight:600}
.net-media{border-radius:10px;overflow:hidden;background:var(--surface);position:relative}
.net-media img,.net-video,.net-image-wait{width:100%;height:100%;object-fit:cover;display:block}
.net-single{width:100%}
.net-grid{display:grid;gap:2px;aspect-ratio:16/9;grid-template-columns:1fr 1fr;grid-template-rows:1fr 1fr}
.net-grid[data-count="2"] .net-cell{grid-row:span 2}
.net-grid[data-count="3"] .net-cell:first-child{grid-row:span 2}
.net-cell{position:relative;min-width:0;min-height:0;overflow:hidden}
.net-video{display:flex;align-items:center;justify-content:center;background:#1f2330;color:#fff;font-size:2rem}
.net-more,.net-carousel{position:absolute;background:rgba(0,0,0,.6);color:#fff;font-weight:600}
.net-more{inset:0;display:flex;align-items:center;justify-content:center;text-align:center;padding:.5rem}
.net-carousel{top:.5rem;right:.5rem;padding:.15rem .5rem;border-radius:999px;font-size:.8rem}
.net-link{display:grid;border:1px solid var(--line);border-radius:10px;overflow:hidden}
.net-link-image{aspect-ratio:1.91/1;background:var(--surface)}
.net-link-title{padding:.4rem .6rem 0;font-weight:600;overflow-wrap:anywhere}
.net-link-host{padding:0 .6rem .5rem;color:var(--muted);font-size:.85rem}
`;
