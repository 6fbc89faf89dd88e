import { describe, expect, it } from 'vitest';
import { zonedDay } from './zonedDay';

const PACIFIC = 'America/Los_Angeles';
const hours = (ms: number) => ms / 3_600_000;

describe('zonedDay', () => {
  it("gives Pacific time's day in winter as 08:00 to 08:00 UTC", () => {
    const day = zonedDay(Date.parse('2026-01-15T03:00:00Z'), PACIFIC);
    expect(new Date(day.start).toISOString()).toBe('2026-01-14T08:00:00.000Z');
    expect(new Date(day.end).toISOString()).toBe('2026-01-15T08:00:00.000Z');
  });

  it("gives Pacific time's day in summer as 07:00 to 07:00 UTC", () => {
    const day = zonedDay(Date.parse('2026-07-01T07:00:00Z'), PACIFIC);
    expect(new Date(day.start).toISOString()).toBe('2026-07-01T07:00:00.000Z');
    expect(hours(day.end - day.start)).toBe(24);
  });

  it('lasts 23 hours when the clocks go forward and 25 when they go back', () => {
    // 8 March 2026 and 1 November 2026, read late in the day (after the change at 02:00).
    const spring = zonedDay(Date.parse('2026-03-08T22:00:00Z'), PACIFIC);
    expect(new Date(spring.start).toISOString()).toBe('2026-03-08T08:00:00.000Z');
    expect(hours(spring.end - spring.start)).toBe(23);
    const autumn = zonedDay(Date.parse('2026-11-01T22:00:00Z'), PACIFIC);
    expect(new Date(autumn.start).toISOString()).toBe('2026-11-01T07:00:00.000Z');
    expect(hours(autumn.end - autumn.start)).toBe(25);
  });

  it('is the UTC day for UTC', () => {
    const day = zonedDay(Date.parse('2026-05-05T23:59:59Z'), 'UTC');
    expect(new Date(day.start).toISOString()).toBe('2026-05-05T00:00:00.000Z');
    expect(hours(day.end - day.start)).toBe(24);
  });
});
