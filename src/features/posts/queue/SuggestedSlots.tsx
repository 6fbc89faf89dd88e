// Queue slots suggested by best time to post: the channel's best hours (or, while it has too few
// posts, its network's labelled defaults), each a button that adds the slot not yet there.

import { useLingui } from '@lingui/react';
import type { ChannelBestTimes } from '@model/best-time';
import type { QueueSlot } from '@model/queue-slots';
import { q, weekdayLabels } from './messages';

export function suggestedSlots(best: ChannelBestTimes): QueueSlot[] {
  return best.best.map((slot) => ({
    day: slot.day,
    time: `${String(slot.hour).padStart(2, '0')}:00`,
  }));
}

export function SuggestedSlots({
  best,
  slots,
  disabled,
  onAdd,
}: {
  best: ChannelBestTimes;
  slots: readonly QueueSlot[];
  disabled: boolean;
  onAdd: (slot: QueueSlot) => void;
}) {
  const { _ } = useLingui();
  const missing = suggestedSlots(best).filter(
    (slot) => !slots.some((other) => other.day === slot.day && other.time === slot.time),
  );
  if (missing.length === 0) return null;
  const lead = best.basis === 'measured' ? q.suggested : q.suggestedDefault;
  return (
    <p className="queue-suggested" data-basis={best.basis}>
      {_({ ...lead, values: { channel: best.name } })}{' '}
      {missing.map((slot) => {
        const name = `${_(weekdayLabels[slot.day as keyof typeof weekdayLabels])} ${slot.time}`;
        return (
          <button
            key={`${slot.day}-${slot.time}`}
            type="button"
            className="button"
            data-suggested={`${slot.day}-${slot.time}`}
            disabled={disabled}
            onClick={() => onAdd(slot)}
          >
            {_({ ...q.addSuggested, values: { slot: name } })}
          </button>
        );
      })}
    </p>
  );
}
