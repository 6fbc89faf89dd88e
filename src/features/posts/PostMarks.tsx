// The series and deferral marks of a post (post-marks.ts): a repeat sign with "2 of 10" (read
// out as "Repeating post: 2 of 10"), and "Deferred to 10:00 (hourly limit)" in the workspace's
// zone. Nothing when neither applies.

import { useLingui } from '@lingui/react';
import type { Post } from '../../firebase/posts/post-types';
import { formatZonedClock } from '../../lib/time-format';
import { mk } from './marks-messages';
import { postMarks } from './post-marks';

export function PostMarks({ post, zone }: { post: Post; zone: string }) {
  const { _, i18n } = useLingui();
  const { series, deferredUntil } = postMarks(post);
  if (!series && !deferredUntil) return null;
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
    </span>
  );
}
