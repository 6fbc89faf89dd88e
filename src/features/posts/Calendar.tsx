import { useLingui } from '@lingui/react';
import { type ReactNode, useMemo, useState } from 'react';
import type { Channel, Post } from '../../firebase/posts/post-types';
import { Skeleton } from '../../ui/Skeleton';
import { useLoad } from '../../ui/use-load';
import { CalendarChip } from './CalendarChip';
import { CalendarStyle } from './CalendarStyle';
import { daysBetween, monthDays, type WallDate, weekDays } from './calendar-days';
import { hoursShown, isToday, type Placed, placeByDay } from './calendar-layout';
import { cal } from './calendar-messages';
import { timeZoneChoices } from './format';
import { m } from './messages';
import { addDays, toDateInput, wallTimeToInstant, zonedParts } from './zoned-time';

export type CalendarMode = 'month' | 'week' | 'day';

export interface RangePosts {
  posts: Post[];
  /** More posts fall in the range than were read. */
  capped: boolean;
}

const HINT_ID = 'calendar-move-hint';

/**
 * The posts on a month, a week or a day, laid out on the workspace's clock (the times every
 * other screen writes); the viewer's own time shows beside a post where it differs.
 */
export function Calendar({
  mode,
  onMode,
  date,
  onDate,
  fetchRange,
  reloadKey,
  locale,
  viewerZone,
  workspaceZone,
  channels,
  onViewerZone,
  onOpen,
  onReschedule,
  canMove,
}: {
  mode: CalendarMode;
  /** Switches the view (a tap on a month's day opens that day). */
  onMode: (mode: CalendarMode) => void;
  /** The day shown (the address holds it); null: today on the workspace's clock. */
  date: WallDate | null;
  onDate: (date: WallDate) => void;
  /** Reads the posts scheduled in [from, to): the calendar asks only for the days it shows. */
  fetchRange: (from: Date, to: Date) => Promise<RangePosts | null>;
  /** Changes when the posts changed (a save, a move), so the visible days are read again. */
  reloadKey: unknown;
  locale: string;
  viewerZone: string;
  workspaceZone: string;
  channels: readonly Channel[];
  onViewerZone: (zone: string) => void;
  onOpen: (post: Post) => void;
  onReschedule: (post: Post, at: Date) => void;
  /** Whether this person may move the post to another time (the capability table decides). */
  canMove: (post: Post) => boolean;
}) {
  const { _ } = useLingui();
  const zone = workspaceZone;
  const [today] = useState<WallDate>(() => {
    const { year, month, day } = zonedParts(new Date(), zone);
    return { year, month, day };
  });
  const anchor = date ?? today;
  const setAnchor = (next: WallDate | ((was: WallDate) => WallDate)) =>
    onDate(typeof next === 'function' ? next(anchor) : next);
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const zones = useMemo(() => timeZoneChoices(viewerZone), [viewerZone]);
  const days = mode === 'month' ? monthDays(anchor) : mode === 'week' ? weekDays(anchor) : [anchor];
  const first = days[0] as WallDate;
  const last = days[days.length - 1] as WallDate;
  const from = wallTimeToInstant({ ...first, hour: 0, minute: 0 }, zone).getTime();
  const to = wallTimeToInstant({ ...addDays(last, 1), hour: 0, minute: 0 }, zone).getTime();
  // A move or a live refresh re-reads quietly: the posts shown stay until the answer arrives.
  const { load } = useLoad(
    async () => {
      const found = await fetchRange(new Date(from), new Date(to));
      // fetchRange has already said why; a failed re-read keeps the posts shown.
      if (!found) throw new Error('The calendar could not be read');
      return { ...found, from, to };
    },
    [from, to, fetchRange, reloadKey],
    { keepWhileChanging: true, report: 'none' },
  );
  const loaded = load.state === 'ready' ? load.value : null;
  // Until the days shown have been read, placeholders stand where the grid will be.
  const reading =
    load.state !== 'failed' && (loaded === null || loaded.from !== from || loaded.to !== to);

  const posts = loaded?.posts ?? [];
  const byDay = placeByDay(posts, zone);
  const utcDay = (d: WallDate) => new Date(Date.UTC(d.year, d.month - 1, d.day, 12));
  const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });
  const title =
    mode === 'month'
      ? new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
          utcDay(anchor),
        )
      : mode === 'week'
        ? new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(
            utcDay(first),
            utcDay(last),
          )
        : dayFormat.format(utcDay(anchor));
  const step = (direction: number) =>
    setAnchor((a) =>
      mode === 'month'
        ? {
            year: a.year + Math.floor((a.month - 1 + direction) / 12),
            month: ((a.month - 1 + direction + 12) % 12) + 1,
            day: 1,
          }
        : addDays(a, (mode === 'week' ? 7 : 1) * direction),
    );

  /** Moves a post to another day (and hour, when one is given), keeping its minutes. */
  function moveTo(post: Post, target: WallDate, hour?: number) {
    if (!post.scheduledAt) return;
    const current = zonedParts(post.scheduledAt, zone);
    const next = { ...current, ...target, hour: hour ?? current.hour };
    if (daysBetween(current, target) === 0 && next.hour === current.hour) return;
    onReschedule(post, wallTimeToInstant(next, zone));
  }

  function onKey(event: React.KeyboardEvent, post: Post) {
    if (!event.altKey || !post.scheduledAt) return;
    const rtl = document.documentElement.dir === 'rtl';
    const at = zonedParts(post.scheduledAt, zone);
    const byHour = mode !== 'month';
    const step: { days: number; hours: number } | null =
      event.key === 'ArrowLeft'
        ? { days: rtl ? 1 : -1, hours: 0 }
        : event.key === 'ArrowRight'
          ? { days: rtl ? -1 : 1, hours: 0 }
          : event.key === 'ArrowUp'
            ? byHour
              ? { days: 0, hours: -1 }
              : { days: -7, hours: 0 }
            : event.key === 'ArrowDown'
              ? byHour
                ? { days: 0, hours: 1 }
                : { days: 7, hours: 0 }
              : null;
    if (!step) return;
    event.preventDefault();
    moveTo(post, addDays(at, step.days), Math.min(23, Math.max(0, at.hour + step.hours)));
  }

  function dropProps(key: string, onDropped: (post: Post) => void) {
    return {
      'data-drop': dropTarget === key,
      onDragOver: (e: React.DragEvent) => {
        if (e.dataTransfer.types.includes('application/x-post-id')) {
          e.preventDefault();
          setDropTarget(key);
        }
      },
      onDragLeave: () => setDropTarget((t) => (t === key ? null : t)),
      onDrop: (e: React.DragEvent) => {
        e.preventDefault();
        setDropTarget(null);
        const id = e.dataTransfer.getData('application/x-post-id');
        const post = posts.find((p) => p.id === id);
        if (post) onDropped(post);
      },
    };
  }

  const chip = (placed: Placed<Post>, full: boolean): ReactNode => (
    <CalendarChip
      key={placed.post.id}
      post={placed.post}
      zone={zone}
      viewerZone={viewerZone}
      channels={channels}
      movable={canMove(placed.post)}
      full={full}
      hintId={HINT_ID}
      onOpen={() => onOpen(placed.post)}
      onKey={(e) => onKey(e, placed.post)}
    />
  );

  const dayLabel = (d: WallDate) =>
    isToday(d, zone)
      ? `${dayFormat.format(utcDay(d))}, ${_(cal.todayMark)}`
      : dayFormat.format(utcDay(d));
  const weekdayFormat = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const allPlaced = days.flatMap((d) => byDay.get(toDateInput(d)) ?? []);

  return (
    <section aria-label={title} className={`calendar-${mode}`}>
      <CalendarStyle />
      <div className="calendar-head">
        <button type="button" className="button" onClick={() => step(-1)}>
          {_(m.previous)}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => setAnchor(zonedParts(new Date(), zone))}
        >
          {_(m.today)}
        </button>
        <button type="button" className="button" onClick={() => step(1)}>
          {_(m.next)}
        </button>
        <h2 style={{ margin: '0 .5rem' }} aria-live="polite">
          {title}
        </h2>
        <label className="posts-field" style={{ marginInlineStart: 'auto' }}>
          {_(cal.yourZone)}
          <select value={viewerZone} onChange={(e) => onViewerZone(e.target.value)}>
            {zones.map((z) => (
              <option key={z} value={z}>
                {z}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="counter" data-calendar-zone={zone}>
        {_({ ...cal.zoneNote, values: { zone } })}
      </p>
      <p className="counter" id={HINT_ID} hidden={!posts.some(canMove)}>
        {_(mode === 'month' ? m.moveHint : cal.moveHintHours)}
      </p>
      {loaded?.capped ? (
        <p className="counter" role="status">
          {_({ ...m.calendarCapped, values: { count: loaded.posts.length } })}
        </p>
      ) : null}
      {reading ? (
        <Skeleton
          shape={mode === 'month' ? 'calendar' : 'list'}
          count={mode === 'day' ? 3 : undefined}
        />
      ) : mode === 'month' ? (
        <>
          <div className="calendar-grid calendar-weekdays" aria-hidden="true">
            {days.slice(0, 7).map((d) => (
              <div key={`h${toDateInput(d)}`} className="calendar-weekday">
                {weekdayFormat.format(utcDay(d))}
              </div>
            ))}
          </div>
          <ol className="calendar-grid" aria-label={title}>
            {days.map((d) => {
              const key = toDateInput(d);
              const placed = byDay.get(key) ?? [];
              return (
                <li
                  key={key}
                  className="calendar-cell"
                  data-date={key}
                  data-outside={d.month !== anchor.month}
                  aria-current={isToday(d, zone) ? 'date' : undefined}
                  aria-label={dayLabel(d)}
                  {...dropProps(key, (post) => moveTo(post, d))}
                >
                  <button
                    type="button"
                    className="calendar-daynum"
                    aria-label={_({ ...cal.showDay, values: { date: dayLabel(d) } })}
                    onClick={() => {
                      setAnchor(d);
                      onMode('day');
                    }}
                  >
                    {d.day}
                  </button>
                  {placed.length > 0 ? (
                    <span className="calendar-count" aria-hidden="true">
                      {_({ ...cal.postCount, values: { count: placed.length } })}
                    </span>
                  ) : null}
                  {placed.map((p) => chip(p, false))}
                </li>
              );
            })}
          </ol>
        </>
      ) : (
        <HoursGrid
          days={days}
          hours={hoursShown(allPlaced)}
          locale={locale}
          dayLabel={dayLabel}
          isToday={(d) => isToday(d, zone)}
          placedOn={(key) => byDay.get(key) ?? []}
          chip={(p) => chip(p, mode === 'day')}
          empty={mode === 'day' && allPlaced.length === 0 ? _(cal.nothingThisDay) : null}
          dropProps={(d, hour) =>
            dropProps(`${toDateInput(d)}T${hour}`, (post) => moveTo(post, d, hour))
          }
        />
      )}
    </section>
  );
}

/** The week and day views: a column per day, a row per hour of the workspace clock. */
function HoursGrid({
  days,
  hours,
  locale,
  dayLabel,
  isToday,
  placedOn,
  chip,
  empty,
  dropProps,
}: {
  days: WallDate[];
  hours: number[];
  locale: string;
  dayLabel: (d: WallDate) => string;
  isToday: (d: WallDate) => boolean;
  placedOn: (key: string) => Placed<Post>[];
  chip: (placed: Placed<Post>) => ReactNode;
  empty: string | null;
  dropProps: (d: WallDate, hour: number) => Record<string, unknown>;
}) {
  const hourFormat = new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' });
  const hourLabel = (hour: number) => hourFormat.format(Date.UTC(2000, 0, 1, hour));
  const weekdayFormat = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    timeZone: 'UTC',
  });
  return (
    <div className="calendar-hours" style={{ ['--days' as string]: days.length }}>
      <div className="calendar-hour-labels" aria-hidden="true">
        <div className="calendar-hours-corner" />
        {hours.map((hour) => (
          <div key={hour} className="calendar-hour-label">
            {hourLabel(hour)}
          </div>
        ))}
      </div>
      <ol className="calendar-hour-days">
        {days.map((d) => {
          const key = toDateInput(d);
          const placed = placedOn(key);
          return (
            <li
              key={key}
              className="calendar-hour-day"
              data-date={key}
              aria-current={isToday(d) ? 'date' : undefined}
              aria-label={dayLabel(d)}
            >
              <div className="calendar-hour-day-name" aria-hidden="true">
                {weekdayFormat.format(Date.UTC(d.year, d.month - 1, d.day, 12))}
              </div>
              {hours.map((hour) => {
                const here = placed.filter((p) => p.hour === hour);
                return (
                  <div
                    key={hour}
                    className="calendar-slot"
                    data-hour={hour}
                    data-busy={here.length > 0}
                    {...dropProps(d, hour)}
                  >
                    <span className="calendar-slot-hour" aria-hidden="true">
                      {hourLabel(hour)}
                    </span>
                    {here.map(chip)}
                  </div>
                );
              })}
            </li>
          );
        })}
      </ol>
      {empty ? <p className="empty">{empty}</p> : null}
    </div>
  );
}
