import { describe, expect, it } from 'vitest';
import { nextSlots, type QueueSlot, wallToInstant } from './queue-slots';

const PARIS = 'Europe/Paris';
const NEW_YORK = 'America/New_York';
const iso = (at: number) => new Date(at).toISOString();
const weekdays = (time: string): QueueSlot[] => [1, 2, 3, 4, 5].map((day) => ({ day, time }));

describe('wallToInstant', () => {
  it('reads a winter and a summer wall time in Paris with their own offsets', () => {
    expect(iso(wallToInstant(Date.UTC(2026, 0, 15, 9, 0), PARIS))).toBe('2026-01-15T08:00:00.000Z');
    expect(iso(wallToInstant(Date.UTC(2026, 6, 15, 9, 0), PARIS))).toBe('2026-07-15T07:00:00.000Z');
  });

  it('moves a time in the skipped spring hour forward by the jump', () => {
    // Paris skips 02:00-03:00 on 29 March 2026: 02:30 does not exist and is read as 03:30.
    expect(iso(wallToInstant(Date.UTC(2026, 2, 29, 2, 30), PARIS))).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('takes the first of the two readings of the repeated autumn hour', () => {
    // Paris repeats 02:00-03:00 on 25 October 2026: 02:30 summer time comes first.
    expect(iso(wallToInstant(Date.UTC(2026, 9, 25, 2, 30), PARIS))).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });
});

describe('nextSlots', () => {
  it('keeps a 09:00 slot at 09:00 local on both sides of the spring change', () => {
    // Friday 27 March to Tuesday 31 March 2026, weekdays at 09:00 in Paris.
    const from = Date.parse('2026-03-27T00:00:00Z');
    const slots = nextSlots(weekdays('09:00'), PARIS, from, 3);
    expect(slots.map(iso)).toEqual([
      '2026-03-27T08:00:00.000Z',
      '2026-03-30T07:00:00.000Z',
      '2026-03-31T07:00:00.000Z',
    ]);
  });

  it('keeps a 17:30 slot at 17:30 local across the autumn change in New York', () => {
    const from = Date.parse('2026-10-30T12:00:00Z');
    const slots = nextSlots(weekdays('17:30'), NEW_YORK, from, 2);
    expect(slots.map(iso)).toEqual(['2026-10-30T21:30:00.000Z', '2026-11-02T22:30:00.000Z']);
  });

  it('places a Sunday 02:30 slot an hour later on the night Paris skips it, once', () => {
    const from = Date.parse('2026-03-28T12:00:00Z');
    const slots = nextSlots([{ day: 7, time: '02:30' }], PARIS, from, 2);
    expect(slots.map(iso)).toEqual(['2026-03-29T01:30:00.000Z', '2026-04-05T00:30:00.000Z']);
  });

  it('counts two slots that the skipped spring hour maps to one instant once', () => {
    const from = Date.parse('2026-03-28T12:00:00Z');
    const slots = ['02:00', '02:30', '03:00'].map((time) => ({ day: 7, time }));
    expect(nextSlots(slots, PARIS, from, 2).map(iso)).toEqual([
      '2026-03-29T01:00:00.000Z',
      '2026-03-29T01:30:00.000Z',
    ]);
  });

  it('orders slots through the week and skips those taken and those already past', () => {
    const slots: QueueSlot[] = [
      { day: 1, time: '17:30' },
      { day: 1, time: '09:00' },
      { day: 3, time: '12:00' },
    ];
    // Monday 6 July 2026, 10:00 in Paris: Monday 09:00 has passed.
    const from = Date.parse('2026-07-06T08:00:00Z');
    const taken = new Set([Date.parse('2026-07-06T15:30:00Z')]);
    expect(nextSlots(slots, PARIS, from, 3, { taken }).map(iso)).toEqual([
      '2026-07-08T10:00:00.000Z',
      '2026-07-13T07:00:00.000Z',
      '2026-07-13T15:30:00.000Z',
    ]);
  });

  it('answers nothing for an empty week and stops at the limit', () => {
    expect(nextSlots([], PARIS, 0, 3)).toEqual([]);
    const from = Date.parse('2026-07-06T08:00:00Z');
    const until = from + 3 * 86_400_000;
    expect(nextSlots([{ day: 5, time: '09:00' }], PARIS, from, 3, { until })).toEqual([]);
  });

  it('ignores malformed slots', () => {
    const from = Date.parse('2026-07-06T08:00:00Z');
    const slots = [
      { day: 0, time: '09:00' },
      { day: 2, time: '25:00' },
      { day: 2, time: '10:00' },
      { day: 2, time: '10:00' },
    ];
    expect(nextSlots(slots, PARIS, from, 2).map(iso)).toEqual([
      '2026-07-07T08:00:00.000Z',
      '2026-07-14T08:00:00.000Z',
    ]);
  });
});
