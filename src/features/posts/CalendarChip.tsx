import { useLingui } from '@lingui/react';
import type { Channel, Post } from '../../firebase/posts/post-types';
import { channelsToReconnect } from '../../lib/post-warnings';
import { formatZonedClock } from '../../lib/time-format';
import { NetworkMarks } from '../../ui/NetworkLogo';
import { ReconnectWarning } from '../../ui/ReconnectWarning';
import { ScheduleTime } from '../../ui/ScheduleTime';
import { MediaThumb } from './MediaThumb';
import { statusLabels } from './messages';
import { PostMarks } from './PostMarks';

/**
 * One post on the calendar: its time on the workspace clock and the start of its text. The
 * whole text, both clocks and any warning show beside it on hover and on keyboard focus, and
 * in full in the day view (where a tap on a phone's month day leads).
 */
export function CalendarChip({
  post,
  zone,
  viewerZone,
  channels,
  movable,
  full,
  hintId,
  onOpen,
  onKey,
}: {
  post: Post;
  zone: string;
  viewerZone: string;
  channels: readonly Channel[];
  movable: boolean;
  /** The day view shows everything in the chip itself. */
  full: boolean;
  hintId: string;
  onOpen: () => void;
  onKey: (event: React.KeyboardEvent) => void;
}) {
  const { _, i18n } = useLingui();
  const at = post.scheduledAt as Date;
  const detailsId = `calendar-full-${post.id}`;
  const warn = channelsToReconnect(post, channels).length > 0;
  const details = (
    <>
      <ScheduleTime at={at} zone={zone} ownZone={viewerZone} />
      <span className="calendar-post-fulltext">{post.text}</span>
      <ReconnectWarning post={post} channels={channels} />
    </>
  );
  return (
    <div className="calendar-post-wrap" data-full={full}>
      <button
        type="button"
        className={`calendar-post badge-${post.status}`}
        data-post-id={post.id}
        data-warning={warn || undefined}
        draggable={movable}
        aria-describedby={
          [full ? '' : detailsId, movable ? hintId : ''].join(' ').trim() || undefined
        }
        onClick={onOpen}
        onKeyDown={(e) => movable && onKey(e)}
        onDragStart={(e) => {
          e.dataTransfer.setData('application/x-post-id', post.id);
          e.dataTransfer.effectAllowed = 'move';
        }}
      >
        {post.media[0] ? <MediaThumb item={post.media[0]} compact /> : null}
        {warn ? <span aria-hidden="true">⚠ </span> : null}
        <NetworkMarks channelIds={post.channelIds} channels={channels} size={12} />
        <time dateTime={at.toISOString()}>{formatZonedClock(at, i18n.locale, zone)}</time>{' '}
        <span className="visually-hidden">{_(statusLabels[post.status])} </span>
        <PostMarks post={post} zone={zone} />
        {/* The title on its own line, cut by the chip's width; the name keeps more of it. */}
        {full ? null : <span className="calendar-post-text">{post.text.slice(0, 200)}</span>}
      </button>
      {full ? (
        <div className="calendar-post-details">{details}</div>
      ) : (
        <div className="calendar-post-full" role="tooltip" id={detailsId}>
          {details}
        </div>
      )}
    </div>
  );
}
