import { addStyles } from '../../ui/styles';

// The notification centre's styles travel in its lazy chunk.

const CSS = `
.notify-bell{position:relative}
.notify-bell-button{position:relative;min-width:2.5rem}
.notify-count{position:absolute;top:-.35rem;inset-inline-end:-.35rem;min-width:1.25rem;padding:0 .3rem;border-radius:999px;background:var(--danger,#b42318);color:var(--on-brand);font-size:.75rem;font-weight:700;line-height:1.25rem;text-align:center}
.notify-panel{position:absolute;inset-inline-end:0;top:calc(100% + .4rem);z-index:50;width:min(24rem,calc(100vw - 1.5rem));max-height:70vh;overflow:auto;background:var(--bg-raised);border:1px solid var(--line);border-radius:var(--radius);box-shadow:var(--shadow-2);padding:.75rem}
.notify-panel header{display:flex;align-items:center;gap:.5rem;justify-content:space-between;margin-bottom:.5rem}
.notify-panel h2{font-size:1rem;margin:0}
.notify-list{list-style:none;margin:0;padding:0;display:grid;gap:.5rem}
.notify-item{border:1px solid var(--line);border-radius:var(--radius);padding:.6rem .75rem;display:grid;gap:.25rem}
.notify-item[data-read="false"]{border-inline-start:4px solid var(--brand)}
.notify-item a{font-weight:600;overflow-wrap:anywhere}
.notify-item p{margin:0;overflow-wrap:anywhere}
.notify-item time{font-size:.8rem;color:var(--muted,#555)}
.notify-actions{display:flex;flex-wrap:wrap;gap:.5rem;align-items:center;margin-top:.5rem}
.notify-prefs{border-collapse:collapse;width:100%}
.notify-prefs th,.notify-prefs td{padding:.5rem;border-bottom:1px solid var(--line);text-align:start;vertical-align:top}
.notify-prefs select{font:inherit;padding:.35rem}
@media (max-width:600px){.notify-prefs thead{display:none}.notify-prefs tr,.notify-prefs td,.notify-prefs th{display:block;border:0;padding:.25rem 0}.notify-prefs tr{border-bottom:1px solid var(--line);padding:.5rem 0}}
`;

export function addNotifyStyles(): void {
  addStyles('notifications', CSS);
}
