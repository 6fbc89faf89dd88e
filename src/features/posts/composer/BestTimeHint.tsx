// Best time to post in the composer's time picker: the first chosen channel's best hour (learned,
// or its network's labelled default) and a button that sets the next such time.

import { useLingui } from '@lingui/react';
import { nextSlots } from '@model/queue-slots';
import { readBestTimes } from '../../../firebase/analytics/growth';
import { scheduleSentence } from '../../../ui/ScheduleTime';
import { useLoad } from '../../../ui/use-load';
import type { When } from '../when';
import { wallInputs } from '../when';
import { bestTimeMessages as m } from './best-time-messages';

export function BestTimeHint({
  workspaceId,
  channelIds,
  when,
  defaultZone,
}: {
  workspaceId: string;
  channelIds: readonly string[];
  when: When;
  defaultZone: string;
}) {
  const { _, i18n } = useLingui();
  // A hint only: without it the picker works as before.
  const { load } = useLoad(() => readBestTimes(workspaceId), [workspaceId], { report: 'none' });
  if (load.state !== 'ready') return null;
  const best = load.value.find((channel) => channelIds.includes(channel.channelId));
  const slot = best?.best[0];
  if (!best || !slot) return null;
  const time = `${String(slot.hour).padStart(2, '0')}:00`;
  const next = nextSlots([{ day: slot.day, time }], best.zone, Date.now(), 1)[0];
  if (next === undefined) return null;
  const at = new Date(next);
  const sentence = scheduleSentence(_, at, i18n.locale, defaultZone);
  const pick = () => {
    const wall = wallInputs(at, when.zone);
    when.setDate(wall.date);
    when.setTime(wall.time);
  };
  return (
    <p className="best-time-hint" data-basis={best.basis}>
      {_({
        ...(best.basis === 'measured' ? m.measured : m.fallback),
        values: { channel: best.name, slot: sentence },
      })}{' '}
      <button type="button" className="button" onClick={pick}>
        {_({ ...m.use, values: { when: sentence } })}
      </button>
    </p>
  );
}
