import { useLingui } from '@lingui/react';
import { scheduleTime } from '../lib/time-format';
import { timeWords } from './time-messages';

type Translate = ReturnType<typeof useLingui>['_'];

/**
 * A schedule time in a sentence (toasts, confirmations): the workspace's time with its zone,
 * and the viewer's own in brackets where it differs.
 */
export function scheduleSentence(
  _: Translate,
  at: Date | number,
  locale: string,
  workspaceZone: string,
  ownZone?: string,
): string {
  const time = scheduleTime(at, locale, workspaceZone, ownZone);
  return time.viewer === null
    ? time.workspace
    : _({ ...timeWords.withYourTime, values: { time: time.workspace, own: time.viewer } });
}

/** A schedule time on a screen: the same words, as a <time> element. */
export function ScheduleTime({
  at,
  zone,
  ownZone,
}: {
  at: Date | number;
  /** The workspace's zone. */
  zone: string;
  /** The viewer's zone when the screen lets them pick one; the browser's otherwise. */
  ownZone?: string;
}) {
  const { _, i18n } = useLingui();
  const time = scheduleTime(at, i18n.locale, zone, ownZone);
  return (
    <span className="schedule-time">
      <time dateTime={time.iso} data-schedule-time>
        {time.workspace}
      </time>
      {time.viewer === null ? null : (
        <span className="muted" data-own-time>
          {' '}
          ({_({ ...timeWords.yourTime, values: { time: time.viewer } })})
        </span>
      )}
    </span>
  );
}
