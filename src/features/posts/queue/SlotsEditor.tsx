import { useLingui } from '@lingui/react';
import type { QueueSlot } from '@model/queue-slots';
import { useState } from 'react';
import { q, weekdayLabels } from './messages';

type Day = keyof typeof weekdayLabels;
const DAYS = [1, 2, 3, 4, 5, 6, 7] as const;

export function sortSlots(slots: readonly QueueSlot[]): QueueSlot[] {
  return [...slots].sort((a, b) => a.day - b.day || a.time.localeCompare(b.time));
}

/** The weekly slots of a queue: a list with a remove button each, and a row to add one. */
export function SlotsEditor({
  slots,
  zone,
  disabled,
  onChange,
}: {
  slots: readonly QueueSlot[];
  zone: string;
  disabled: boolean;
  onChange: (next: QueueSlot[]) => void;
}) {
  const { _ } = useLingui();
  const [day, setDay] = useState<Day>(1);
  const [time, setTime] = useState('09:00');
  const dayName = (value: number) => _(weekdayLabels[value as Day]);

  function add() {
    if (!/^([01]\d|2[0-3]):[0-5]\d$/.test(time)) return;
    if (slots.some((slot) => slot.day === day && slot.time === time)) return;
    onChange(sortSlots([...slots, { day, time }]));
  }

  return (
    <fieldset className="queue-slots">
      <legend>{_({ ...q.slots, values: { zone } })}</legend>
      {slots.length === 0 ? <p className="empty">{_(q.noSlots)}</p> : null}
      <ul className="queue-slot-list">
        {slots.map((slot) => {
          const name = `${dayName(slot.day)} ${slot.time}`;
          return (
            <li key={`${slot.day}-${slot.time}`} data-slot={`${slot.day}-${slot.time}`}>
              <span>{name}</span>{' '}
              <button
                type="button"
                className="button"
                disabled={disabled}
                aria-label={_({ ...q.removeSlot, values: { slot: name } })}
                onClick={() => onChange(slots.filter((other) => other !== slot))}
              >
                ×
              </button>
            </li>
          );
        })}
      </ul>
      <div className="queue-slot-add">
        <label>
          {_(q.day)}
          <select
            value={day}
            disabled={disabled}
            onChange={(event) => setDay(Number(event.target.value) as Day)}
          >
            {DAYS.map((value) => (
              <option key={value} value={value}>
                {dayName(value)}
              </option>
            ))}
          </select>
        </label>
        <label>
          {_(q.time)}
          <input
            type="time"
            value={time}
            disabled={disabled}
            onChange={(event) => setTime(event.target.value)}
          />
        </label>
        <button type="button" className="button" disabled={disabled} onClick={add}>
          {_(q.addSlot)}
        </button>
      </div>
    </fieldset>
  );
}
