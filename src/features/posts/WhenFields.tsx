import { useLingui } from '@lingui/react';
import { useMemo } from 'react';
import { scheduleSentence } from '../../ui/ScheduleTime';
import { timeWords } from '../../ui/time-messages';
import { timeZoneChoices } from './format';
import { m } from './messages';
import type { When } from './when';

/**
 * Date, time and time zone inputs, and the chosen instant as every screen will write it: on
 * the workspace's clock, with the reader's own beside it where it differs.
 */
export function WhenFields({ when, defaultZone }: { when: When; defaultZone: string }) {
  const { _, i18n } = useLingui();
  const zones = useMemo(() => timeZoneChoices(defaultZone, when.zone), [defaultZone, when.zone]);
  return (
    <>
      <div className="posts-toolbar" style={{ margin: 0 }}>
        <label>
          {_(m.date)}
          <input type="date" value={when.date} onChange={(e) => when.setDate(e.target.value)} />
        </label>
        <label>
          {_(m.time)}
          <input type="time" value={when.time} onChange={(e) => when.setTime(e.target.value)} />
        </label>
        <label>
          {_(m.timeZone)}
          <select value={when.zone} onChange={(e) => when.setZone(e.target.value)}>
            {zones.map((z) => (
              <option key={z} value={z}>
                {z}
              </option>
            ))}
          </select>
        </label>
      </div>
      {when.instant ? (
        <p className="counter" data-instant={when.instant.toISOString()}>
          {_({
            ...timeWords.publishesAt,
            values: { when: scheduleSentence(_, when.instant, i18n.locale, defaultZone) },
          })}
        </p>
      ) : null}
    </>
  );
}
