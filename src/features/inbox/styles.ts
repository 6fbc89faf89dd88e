// The inbox's styles travel in its lazy chunk. Beside each other on a wide screen; on a phone
// (720 px and below) the list, or the open conversation in its place with a way back.

import { useStyles } from '../../ui/styles';

const CSS = `
.inbox-toolbar{display:flex;flex-wrap:wrap;gap:.75rem;align-items:end;margin-bottom:.5rem}
.inbox-toolbar label{display:grid;gap:.2rem;font-size:.85rem}
.inbox-filters{display:flex;flex-wrap:wrap;gap:.5rem .75rem;align-items:end;border:0;padding:0;margin:0;min-width:0}
.inbox-filters select,.inbox-filters input,.inbox-toolbar select{font:inherit;padding:.35rem;max-width:100%}
.inbox-search input{width:14rem;max-width:100%}
.inbox-help{font-size:.8rem;color:var(--muted);margin:.25rem 0 .75rem}
.inbox-body{display:grid;grid-template-columns:minmax(16rem,24rem) minmax(0,1fr);gap:1rem;align-items:start}
.inbox-list{list-style:none;margin:0;padding:0;display:grid;gap:.4rem;max-height:75vh;overflow:auto;min-width:0}
.inbox-row{display:grid;gap:.25rem;width:100%;text-align:start;font:inherit;color:inherit;background:var(--bg-raised);border:1px solid var(--line);border-radius:var(--radius);padding:.55rem .7rem;cursor:pointer}
.inbox-row[aria-current="true"]{border-color:var(--brand);box-shadow:inset 4px 0 0 var(--brand)}
.inbox-row:focus-visible{outline:2px solid var(--brand);outline-offset:2px}
.inbox-row-head{display:flex;flex-wrap:wrap;gap:.4rem;align-items:center;min-width:0}
.inbox-row-head time{margin-inline-start:auto;font-size:.75rem;color:var(--muted)}
.inbox-row-text{overflow-wrap:anywhere;display:-webkit-box;-webkit-line-clamp:2;-webkit-box-orient:vertical;overflow:hidden}
.inbox-row-post{font-size:.8rem;color:var(--muted);overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.inbox-row-tags{display:flex;flex-wrap:wrap;gap:.3rem;font-size:.75rem;color:var(--muted)}
.badge-unread{background:var(--brand);color:var(--on-brand,#fff)}
.inbox-panel{background:var(--bg-raised);border:1px solid var(--line);border-radius:var(--radius);padding:1rem;display:grid;gap:.75rem;min-width:0}
.inbox-panel h2{font-size:1.05rem;margin:0;display:flex;flex-wrap:wrap;gap:.4rem;align-items:center}
.inbox-post-preview{margin:.4rem 0 0;padding:.4rem .7rem;border-inline-start:3px solid var(--line-strong);color:var(--muted);overflow-wrap:anywhere}
.inbox-times{display:flex;flex-wrap:wrap;gap:.5rem 1.5rem;margin:.5rem 0 0;font-size:.85rem}
.inbox-times dt{color:var(--muted)}
.inbox-times dd{margin:0;font-weight:600}
.inbox-question{margin:0;padding:.6rem .8rem;border-radius:var(--radius);background:var(--brand-soft);overflow-wrap:anywhere}
.inbox-items{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
.inbox-item{border:1px solid var(--line);border-radius:var(--radius);padding:.5rem .7rem;max-width:90%}
.inbox-item[data-direction="out"]{justify-self:end;background:var(--brand-soft)}
.inbox-item-head{display:flex;flex-wrap:wrap;gap:.4rem;align-items:center;margin:0;font-size:.85rem}
.inbox-item-head time{color:var(--muted)}
.inbox-item-text{margin:.25rem 0 0;white-space:pre-wrap;overflow-wrap:anywhere}
.inbox-moderation{display:flex;flex-wrap:wrap;gap:.4rem;align-items:center;margin-top:.4rem}
.inbox-moderation .button{padding:.2rem .6rem;font-size:.85rem}
.inbox-actions{display:flex;flex-wrap:wrap;gap:.5rem .75rem;align-items:end}
.inbox-inline{display:flex;flex-wrap:wrap;gap:.4rem;align-items:end}
.inbox-inline label,label.inbox-inline{display:grid;gap:.2rem;font-size:.85rem}
.inbox-inline input,.inbox-inline select{font:inherit;padding:.35rem;max-width:100%}
.inbox-box{border-top:1px solid var(--line);padding-top:.75rem;display:grid;gap:.4rem}
.inbox-box h3{margin:0;font-size:.95rem}
.inbox-box textarea,.inbox-reply textarea{width:100%;box-sizing:border-box;font:inherit}
.inbox-notes{list-style:none;margin:0;padding:0;display:grid;gap:.4rem}
.inbox-notes p{margin:.15rem 0 0;overflow-wrap:anywhere}
.inbox-notes time{font-size:.75rem;color:var(--muted)}
.inbox-placeholder{color:var(--muted)}
.inbox-back{display:none;justify-self:start}
.inbox-reply{width:min(36rem,calc(100vw - 2rem));box-sizing:border-box}
.inbox-reply form{display:grid;gap:.5rem}
.inbox-reply label{display:grid;gap:.2rem}
@media (max-width:720px){
.inbox-body{grid-template-columns:minmax(0,1fr)}
.inbox-help,.inbox[data-open="true"] .inbox-list,.inbox[data-open="true"] .inbox-filters{display:none}
.inbox[data-open="false"] .inbox-placeholder{display:none}
.inbox-back{display:inline-flex}
.inbox-list{max-height:none}
.inbox-filters label{flex:1 1 8rem}
.inbox-search{flex-basis:100%!important}
.inbox-search input{width:100%;box-sizing:border-box}
.inbox-item{max-width:100%}
}
`;

export function useInboxStyles(): void {
  useStyles('inbox', CSS);
}
