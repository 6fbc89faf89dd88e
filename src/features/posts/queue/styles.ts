// The queue's styles, in its lazy chunk (added by QueueView when it first renders).

export const QUEUE_CSS = `
.queue-view,.evergreen-panel{display:grid;gap:1rem;margin:1rem 0;padding:1rem 1.25rem;border:1px solid var(--line);border-radius:var(--radius);background:var(--bg-raised)}
.queue-view>label,.queue-add label,.queue-slot-add label{display:flex;flex-direction:column;gap:.25rem;font-size:var(--text-sm);font-weight:600}
.queue-view>label select{max-width:22rem}
.queue-view h3{margin:.25rem 0 0;font-size:var(--text-md)}
.queue-slots{display:grid;gap:.75rem;padding:.75rem 1rem 1rem;margin:0}
.queue-slot-list{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.5rem}
.queue-slot-list:empty{display:none}
.queue-slot-list li{display:inline-flex;align-items:center;gap:.4rem;padding:.15rem .2rem .15rem .75rem;border:1px solid var(--line);border-radius:var(--radius-pill);background:var(--surface)}
.queue-slot-list .button{padding:.05rem .5rem;border-radius:var(--radius-pill)}
.queue-slot-add,.queue-add{display:flex;flex-wrap:wrap;gap:.75rem;align-items:end}
.queue-add label{flex:1 1 18rem}
.queue-add select{width:100%}
.queue-view>label.queue-paused{flex-direction:row;gap:.5rem;align-items:center;font-size:inherit;font-weight:400}
.queue-view>.button-primary{justify-self:start}
.queue-posts,.queue-next,.evergreen-list{margin:0;padding-inline-start:1.5rem;display:grid;gap:.5rem}
.queue-posts li,.evergreen-list li{padding:.5rem .75rem;border:1px solid var(--line);border-radius:var(--radius-sm);background:var(--surface);overflow-wrap:anywhere}
`;
