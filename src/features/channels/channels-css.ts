// The channels screen's styles travel in its lazy chunk (the initial stylesheet does not grow
// with a screen most visits never open), rendered by the panel itself so an embedding page
// needs nothing else.

export const CHANNELS_CSS = `
.channels-toolbar{display:flex;flex-wrap:wrap;gap:.75rem;align-items:end;margin:1rem 0}
.channels-toolbar label{display:flex;flex-direction:column;gap:.2rem;font-size:.9rem}
.channels-toolbar select{font:inherit;padding:.4rem .5rem;border:1px solid var(--line);border-radius:6px}
.channels-panel{display:grid;gap:2rem;margin-top:1rem}
.channels-panel h2,.channels-panel h3.channels-section-title{font-size:1.25rem;margin:0 0 .75rem}
.channel-list,.channel-notices ul,.network-list{list-style:none;margin:0;padding:0;display:grid;gap:.75rem}
.channel-row{display:grid;grid-template-columns:auto minmax(0,1fr) auto;gap:.75rem 1rem;align-items:start;border:1px solid var(--line);border-radius:var(--radius);padding:.9rem 1rem;background:var(--bg-raised)}
.channel-row[data-status="needs_reconnect"]{border-color:var(--warning);background:var(--warning-soft)}
.channel-row[data-status="disconnected"]{background:var(--surface)}
.channel-avatar{width:44px;height:44px;border-radius:50%;object-fit:cover;display:inline-flex;align-items:center;justify-content:center;font-weight:700;color:var(--on-brand);background:#5b6273;flex:none}
.channel-avatar[data-provider="bluesky"]{background:#0a66c2}
.channel-avatar[data-provider="mastodon"]{background:#563acc}
.channel-avatar[data-provider="linkedin"]{background:#0a5a9c}
.channel-avatar[data-provider="x"]{background:#14171a}
.channel-avatar[data-provider="sandbox"]{background:#8a5a00}
.channel-title{display:flex;flex-wrap:wrap;gap:.35rem .75rem;align-items:center}
.channel-title h3,.channel-title h4{margin:0;font-size:1.05rem;overflow-wrap:anywhere}
.channel-status{display:inline-flex;gap:.3rem;align-items:center;font-size:.82rem;font-weight:700;padding:.1rem .55rem;border-radius:999px;border:1px solid var(--line);background:var(--bg-raised)}
.channel-status[data-status="connected"]{color:var(--success);border-color:transparent;background:var(--success-soft)}
.channel-status[data-status="needs_reconnect"]{color:var(--warning);border-color:var(--warning);background:var(--warning-soft)}
.channel-status[data-status="disconnected"]{color:var(--muted)}
.channel-meta{margin:.2rem 0 0;color:var(--muted);font-size:.92rem;overflow-wrap:anywhere}
.channel-why{margin:.35rem 0 0;color:var(--warning)}
.channel-detail{margin:.35rem 0 0;color:var(--muted);font-size:.92rem}
.channel-row-actions{display:flex;flex-wrap:wrap;gap:.5rem;justify-content:flex-end}
.channel-notice{display:flex;gap:.75rem;align-items:center;flex-wrap:wrap;padding:.75rem 1rem;border-radius:var(--radius);border:1px solid var(--warning);background:var(--warning-soft)}
.channel-notice-mark{color:var(--warning)}
.channel-notice-text{flex:1 1 16rem}
.channel-notice-text p{margin:0}
.network-list{grid-template-columns:repeat(auto-fill,minmax(14rem,1fr))}
.network-card{display:flex;flex-direction:column;gap:.5rem;border:1px solid var(--line);border-radius:var(--radius);padding:.9rem 1rem}
.network-card h3,.network-card h4{margin:0;font-size:1rem}
.network-card p{margin:0;flex:1;color:var(--muted);font-size:.92rem}
.network-card .button{align-self:flex-start}
.channel-dialog{width:min(34rem,94vw);max-height:92vh;border:1px solid var(--line);border-radius:var(--radius);padding:1rem 1.25rem}
.channel-dialog::backdrop,.channels-panel dialog::backdrop{background:rgba(20,24,40,.45)}
.channels-panel dialog:not(.channel-dialog){width:min(30rem,94vw);border:1px solid var(--line);border-radius:var(--radius);padding:1rem 1.25rem}
.channels-panel dialog:not(.channel-dialog) .actions{justify-content:flex-end;margin-top:1rem}
.channel-dialog-head{display:flex;justify-content:space-between;align-items:start;gap:1rem}
.channel-dialog-head h2{font-size:1.2rem;margin:0 0 .75rem}
.channel-dialog-close{font:inherit;font-size:1.4rem;line-height:1;border:0;background:none;cursor:pointer;padding:.2rem .5rem;border-radius:6px}
.channel-form{display:grid;gap:.9rem}
.channel-field{display:grid;gap:.25rem}
.channel-field label{font-weight:600}
.channel-field input{font:inherit;padding:.55rem .7rem;border-radius:8px;border:1px solid var(--line-strong)}
.channel-field input[aria-invalid="true"]{border-color:var(--danger)}
.channel-hint,.channel-note{margin:0;font-size:.9rem;color:var(--muted)}
.channel-problem,.channel-failure{margin:0;color:var(--danger);font-weight:600}
.channel-failure{padding:.6rem .8rem;border:1px solid var(--danger-line);background:var(--danger-soft);border-radius:8px}
.channel-actions{display:flex;flex-wrap:wrap;gap:.5rem;justify-content:flex-end}
@media (max-width:600px){.channel-row{grid-template-columns:auto minmax(0,1fr)}.channel-row-actions{grid-column:1/-1;justify-content:flex-start}.channel-row-actions .button{flex:1 1 auto}}
`;
