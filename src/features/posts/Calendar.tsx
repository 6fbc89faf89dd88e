import { useLingui } from '@lingui/react';
import { useEffect, useMemo, useState } from 'react';
import type { Post } from '../../firebase/post-types';
import { Spinner } from '../../ui/Spinner';
import { daysBetween, monthDays, type WallDate, weekDays } from './calendar-days';
import { formatTime, timeZoneChoices } from './format';
import { MediaThumb } from './MediaThumb';
import { m, statusLabels } from './messages';
import { addDays, toDateInput, wallTimeToInstant, zonedParts } from './zoned-time';

/** Statuses the schedule callable accepts a new time for. */

export interface RangePosts {
  posts: Post[];
  /** More posts fall in the range than were read. */
  capped: boolean;
}

export function Calendar({
  mode,
  fetchRange,
  reloadKey,
  locale,
  viewerZone,
  onViewerZone,
  onOpen,
  onReschedule,
  canMove,
}: {
  mode: 'month' | 'week';
  /** Reads the posts scheduled in [from, to): the calendar asks only for the days it shows. */
  fetchRange: (from: Date, to: Date) => Promise<RangePosts | null>;
  /** Changes when the posts changed (a save, a move), so the visible days are read again. */
  reloadKey: unknown;
  locale: string;
  viewerZone: string;
  onViewerZone: (zone: string) => void;
  onOpen: (post: Post) => void;
  onReschedule: (post: Post, at: Date) => void;
  /** Whether this person may move the post to another time (the capability table decides). */
  canMove: (post: Post) => boolean;
}) {
  const { _ } = useLingui();
  const [anchor, setAnchor] = useState<WallDate>(() => zonedParts(new Date(), viewerZone));
  const [dropTarget, setDropTarget] = useState<string | null>(null);
  const zones = useMemo(() => timeZoneChoices(viewerZone), [viewerZone]);
  const days = mode === 'month' ? monthDays(anchor) : weekDays(anchor);
  const first = days[0] as WallDate;
  const last = days[days.length - 1] as WallDate;
  const from = wallTimeToInstant({ ...first, hour: 0, minute: 0 }, viewerZone).getTime();
  const to = wallTimeToInstant({ ...addDays(last, 1), hour: 0, minute: 0 }, viewerZone).getTime();
  const [loaded, setLoaded] = useState<(RangePosts & { from: number; to: number }) | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: reloadKey is the refresh trigger
  useEffect(() => {
    let current = true;
    fetchRange(new Date(from), new Date(to)).then((found) => {
      if (current && found) setLoaded({ ...found, from, to });
    });
    return () => {
      current = false;
    };
  }, [from, to, fetchRange, reloadKey]);

  const posts = loaded?.posts ?? [];
  const byDay = new Map<string, Post[]>();
  for (const post of posts) {
    if (!post.scheduledAt) continue;
    const key = toDateInput(zonedParts(post.scheduledAt, viewerZone));
    byDay.set(key, [...(byDay.get(key) ?? []), post]);
  }
  for (const list of byDay.values()) {
    list.sort((a, b) => (a.scheduledAt?.getTime() ?? 0) - (b.scheduledAt?.getTime() ?? 0));
  }
  const utcDay = (d: WallDate) => new Date(Date.UTC(d.year, d.month - 1, d.day, 12));
  const title =
    mode === 'month'
      ? new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
          utcDay(anchor),
        )
      : new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).formatRange(
          utcDay(days[0] as WallDate),
          utcDay(days[6] as WallDate),
        );
  const step = (direction: number) =>
    setAnchor((a) =>
      mode === 'month'
        ? {
            year: a.year + Math.floor((a.month - 1 + direction) / 12),
            month: ((a.month - 1 + direction + 12) % 12) + 1,
            day: 1,
          }
        : addDays(a, 7 * direction),
    );

  function moveTo(post: Post, target: WallDate) {
    if (!post.scheduledAt) return;
    const current = zonedParts(post.scheduledAt, viewerZone);
    if (daysBetween(current, target) === 0) return;
    onReschedule(post, wallTimeToInstant({ ...current, ...target }, viewerZone));
  }

  function onKey(event: React.KeyboardEvent, post: Post) {
    if (!event.altKey || !post.scheduledAt) return;
    const rtl = document.documentElement.dir === 'rtl';
    const delta = {
      ArrowLeft: rtl ? 1 : -1,
      ArrowRight: rtl ? -1 : 1,
      ArrowUp: -7,
      ArrowDown: 7,
    }[event.key];
    if (delta === undefined) return;
    event.preventDefault();
    moveTo(post, addDays(zonedParts(post.scheduledAt, viewerZone), delta));
  }

  const weekdayFormat = new Intl.DateTimeFormat(locale, { weekday: 'short', timeZone: 'UTC' });
  const dayFormat = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' });

  return (
    <section aria-label={title} className={mode === 'week' ? 'calendar-week' : 'calendar-month'}>
      <div className="calendar-head">
        <button type="button" className="button" onClick={() => step(-1)}>
          {_(m.previous)}
        </button>
        <button
          type="button"
          className="button"
          onClick={() => setAnchor(zonedParts(new Date(), viewerZone))}
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
          {_(m.showTimesIn)}
          <select value={viewerZone} onChange={(e) => onViewerZone(e.target.value)}>
            {zones.map((z) => (
              <option key={z} value={z}>
                {z}
              </option>
            ))}
          </select>
        </label>
      </div>
      <p className="counter" id="calendar-move-hint" hidden={!posts.some(canMove)}>
        {_(m.moveHint)}
      </p>
      {loaded?.capped ? (
        <p className="counter" role="status">
          {_({ ...m.calendarCapped, values: { count: loaded.posts.length } })}
        </p>
      ) : null}
      {loaded === null || loaded.from !== from || loaded.to !== to ? <Spinner /> : null}
      <div className="calendar-grid calendar-weekdays" aria-hidden="true">
        {days.slice(0, 7).map((d) => (
          <div key={`h${toDateInput(d)}`} className="calendar-weekday">
            {weekdayFormat.format(utcDay(d))}
          </div>
        ))}
      </div>
      <ol
        className="calendar-grid"
        aria-label={title}
        style={{ listStyle: 'none', padding: 0, margin: 0 }}
      >
        {days.map((d) => {
          const key = toDateInput(d);
          return (
            <li
              key={key}
              className="calendar-cell"
              data-date={key}
              data-outside={mode === 'month' && d.month !== anchor.month}
              data-drop={dropTarget === key}
              aria-label={dayFormat.format(utcDay(d))}
              onDragOver={(e) => {
                if (e.dataTransfer.types.includes('application/x-post-id')) {
                  e.preventDefault();
                  setDropTarget(key);
                }
              }}
              onDragLeave={() => setDropTarget((t) => (t === key ? null : t))}
              onDrop={(e) => {
                e.preventDefault();
                setDropTarget(null);
                const id = e.dataTransfer.getData('application/x-post-id');
                const post = posts.find((p) => p.id === id);
                if (post) moveTo(post, d);
              }}
            >
              <span className="calendar-day" aria-hidden="true">
                {mode === 'week' ? `${weekdayFormat.format(utcDay(d))} ${d.day}` : d.day}
              </span>
              {(byDay.get(key) ?? []).map((post) => {
                const movable = canMove(post);
                const at = post.scheduledAt as Date;
                return (
                  <button
                    key={post.id}
                    type="button"
                    className={`calendar-post badge-${post.status}`}
                    data-post-id={post.id}
                    draggable={movable}
                    aria-describedby={movable ? 'calendar-move-hint' : undefined}
                    title={post.text}
                    onClick={() => onOpen(post)}
                    onKeyDown={(e) => movable && onKey(e, post)}
                    onDragStart={(e) => {
                      e.dataTransfer.setData('application/x-post-id', post.id);
                      e.dataTransfer.effectAllowed = 'move';
                    }}
                  >
                    {post.media[0] ? <MediaThumb item={post.media[0]} compact /> : null}
                    <time dateTime={at.toISOString()}>{formatTime(at, locale, viewerZone)}</time>{' '}
                    <span className="visually-hidden">{_(statusLabels[post.status])} </span>
                    <span className="calendar-post-text">{post.text.slice(0, 60)}</span>
                  </button>
                );
              })}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
