// The calendar's styles, in its own chunk with it. Phones get a month of day numbers and
// counts (a tap opens the day with every post in full) and weeks of only the busy hours.
const CSS = `
.calendar-head{display:flex;gap:.5rem;align-items:center;flex-wrap:wrap;margin-bottom:.5rem}
.calendar-grid{display:grid;grid-template-columns:repeat(7,minmax(0,1fr));border-top:1px solid var(--line);border-inline-start:1px solid var(--line);list-style:none;padding:0;margin:0}
.calendar-cell{min-height:7rem;border-bottom:1px solid var(--line);border-inline-end:1px solid var(--line);padding:.25rem;display:flex;flex-direction:column;gap:.2rem;min-width:0}
.calendar-cell[data-outside="true"]{background:var(--surface)}
.calendar-cell[data-drop="true"],.calendar-slot[data-drop="true"]{outline:2px dashed var(--brand);outline-offset:-3px}
.calendar-cell[aria-current="date"],.calendar-hour-day[aria-current="date"]{background:#eef4ff;box-shadow:inset 0 3px 0 var(--brand)}
.calendar-daynum{font:inherit;font-size:.8rem;color:var(--muted);background:none;border:0;padding:.1rem .3rem;border-radius:999px;align-self:flex-start;cursor:pointer;min-width:1.8rem;min-height:1.8rem}
.calendar-daynum:hover,.calendar-daynum:focus-visible{background:var(--surface);outline:2px solid var(--brand)}
[aria-current="date"]>.calendar-daynum{background:var(--brand);color:#fff;font-weight:700}
.calendar-count{display:none;font-size:.7rem;color:var(--muted)}
.calendar-weekday{font-size:.8rem;font-weight:600;padding:.25rem;border-bottom:1px solid var(--line);border-inline-end:1px solid var(--line)}
.calendar-post-wrap{position:relative;min-width:0}
.calendar-post{font:inherit;font-size:.8rem;text-align:start;border:1px solid var(--line);border-radius:6px;padding:.15rem .35rem;background:#fff;cursor:pointer;overflow:hidden;text-overflow:ellipsis;white-space:nowrap;width:100%;display:block}
.calendar-post[draggable="true"]{cursor:grab}
.calendar-post[data-warning]{border-color:#b42318}
.calendar-post:focus-visible{outline:2px solid var(--brand)}
.calendar-post-full{display:none;position:absolute;z-index:5;inset-inline-start:0;top:100%;width:min(22rem,80vw);background:#fff;border:1px solid var(--line);border-radius:8px;box-shadow:0 6px 20px rgba(0,0,0,.15);padding:.5rem .6rem;font-size:.85rem;white-space:normal}
.calendar-post-wrap:hover .calendar-post-full,.calendar-post:focus+.calendar-post-full{display:grid;gap:.25rem}
.calendar-cell:nth-child(7n) .calendar-post-full,.calendar-cell:nth-child(7n-1) .calendar-post-full,.calendar-hour-day:nth-last-child(-n+2) .calendar-post-full{inset-inline-start:auto;inset-inline-end:0}
.calendar-week .calendar-post-text{display:block;overflow:hidden;text-overflow:ellipsis;white-space:nowrap}
.calendar-post-details{display:grid;gap:.2rem;font-size:.85rem;padding:.2rem .35rem}
.calendar-post-fulltext{white-space:pre-wrap;overflow-wrap:anywhere}
.calendar-hours{display:grid;grid-template-columns:3.5rem minmax(0,1fr);border-top:1px solid var(--line)}
.calendar-hour-labels{display:grid;grid-auto-rows:minmax(2.6rem,auto)}
.calendar-hours-corner,.calendar-hour-day-name{height:1.8rem;font-size:.8rem;font-weight:600;padding:.25rem;border-bottom:1px solid var(--line)}
.calendar-hour-label{font-size:.75rem;color:var(--muted);padding:.15rem .3rem;border-bottom:1px solid var(--line);min-height:2.6rem;box-sizing:border-box}
.calendar-hour-days{display:grid;grid-template-columns:repeat(var(--days),minmax(0,1fr));list-style:none;margin:0;padding:0}
.calendar-hour-day{border-inline-start:1px solid var(--line);min-width:0}
.calendar-slot{min-height:2.6rem;box-sizing:border-box;border-bottom:1px solid var(--line);padding:.15rem;display:flex;flex-direction:column;gap:.15rem}
.calendar-slot-hour{display:none}
@media (max-width:600px){
.calendar-head h2{font-size:1.1rem}
.calendar-month .calendar-cell{min-height:3.4rem;padding:.15rem;align-items:center}
.calendar-month .calendar-post-wrap{display:none}
.calendar-month .calendar-count{display:block;text-align:center}
.calendar-weekday{font-size:.7rem;padding:.15rem;text-align:center}
.calendar-week .calendar-hours{grid-template-columns:1fr}
.calendar-week .calendar-hour-labels{display:none}
.calendar-week .calendar-hour-days{grid-template-columns:1fr}
.calendar-week .calendar-slot[data-busy="false"]{display:none}
.calendar-week .calendar-slot-hour{display:block;font-size:.75rem;color:var(--muted)}
.calendar-week .calendar-hour-day-name{border-bottom:1px solid var(--line);height:auto}
.calendar-week .calendar-post{white-space:normal}
.calendar-post-full{width:min(18rem,85vw)}
}`;

export function CalendarStyle() {
  return <style>{CSS}</style>;
}
