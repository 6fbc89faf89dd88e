// The series, deferral and hold marks of a post (post-marks.ts): a repeat sign with "2 of 10"
// (read out as "Repeating post: 2 of 10"), "Deferred to 10:00 (hourly limit)" and "Held: not
// approved by …" in the workspace's zone. Nothing when none applies.

import { useLingui } from '@lingui/react';
import type { Post } from '../../firebase/posts/post-types';
import { formatZoned, formatZonedClock } from '../../lib/time-format';
import { mk } from './marks-messages';
import { postMarks } from './post-marks';

export function PostMarks({ post, zone }: { post: Post; zone: string }) {
  const { _, i18n } = useLingui();
  const { series, deferredUntil, heldPast } = postMarks(post);
  if (!series && !deferredUntil && !heldPast) return null;
  return (
    <span className="post-marks">
      {series ? (
        <span className="post-mark" data-series-index={series.index}>
          <span aria-hidden="true">↻ </span>
          <span className="visually-hidden">{_(mk.repeating)} </span>
          {series.total !== null
            ? _({ ...mk.of, values: { index: series.index, total: series.total } })
            : _({ ...mk.nth, values: { index: series.index } })}
        </span>
      ) : null}
      {deferredUntil ? (
        <span className="post-mark" data-deferred-until={deferredUntil.toISOString()}>
          {_({
            ...mk.deferred,
            values: { time: formatZonedClock(deferredUntil, i18n.locale, zone) },
          })}
        </span>
      ) : null}
      {heldPast ? (
        <span className="post-mark post-mark-held" data-held-past={heldPast.toISOString()}>
          {_({ ...mk.held, values: { time: formatZoned(heldPast, i18n.locale, zone) } })}
        </span>
      ) : null}
    </span>
  );
}
