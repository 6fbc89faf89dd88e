import { hourOfWeek } from '@model/best-time';
import { describe, expect, it } from 'vitest';
import { bestTimeGrid, normalCdf } from './bestTimeGrid';

const ZONE = 'Europe/Paris';
/** Tuesday 2026-11-03 at the given Paris hour (UTC+1 in November). */
const tuesday = (hour: number, week = 0) => Date.UTC(2026, 10, 3 + 7 * week, hour - 1, 5);

describe('hourOfWeek', () => {
  it('counts from Monday 00:00 in the channel zone', () => {
    expect(hourOfWeek(tuesday(10), ZONE)).toBe(24 + 10);
    expect(hourOfWeek(Date.UTC(2026, 10, 1, 23, 30), ZONE)).toBe(0);
  });
});

describe('normalCdf', () => {
  it('matches the table', () => {
    expect(normalCdf(0)).toBeCloseTo(0.5, 6);
    expect(normalCdf(1.96)).toBeCloseTo(0.975, 3);
    expect(normalCdf(-1)).toBeCloseTo(0.1587, 3);
  });
});

describe('bestTimeGrid', () => {
  it('puts the best hour where the posts did best, smoothed, with a confidence', () => {
    const samples = [
      ...[0, 1, 2, 3, 4, 5].map((week) => ({ at: tuesday(10, week), rate: 0.09 + week * 0.002 })),
      ...[0, 1, 2, 3, 4, 5].map((week) => ({ at: tuesday(18, week), rate: 0.02 + week * 0.002 })),
    ];
    const grid = bestTimeGrid(samples, ZONE);
    expect(grid.best[0]).toEqual({ day: 2, hour: 10 });
    expect(grid.counts[34]).toBe(6);
    // Neighbours get a share of the posts; hours far from any post have no figure.
    expect(grid.rates[35]).not.toBeNull();
    expect(grid.rates[100]).toBeNull();
    // Pulled towards the average, never above the raw figure.
    expect(grid.rates[34]).toBeLessThan(0.095);
    expect(grid.confidence).toBeGreaterThan(0.95);
  });

  it('has no confidence with too few posts, and one post does not decide alone', () => {
    const grid = bestTimeGrid(
      [
        { at: tuesday(9), rate: 0.5 },
        { at: tuesday(15), rate: 0.1 },
      ],
      ZONE,
    );
    expect(grid.confidence).toBeNull();
    expect(grid.rates[33]).toBeLessThan(0.5);
    expect(grid.best).toHaveLength(3);
  });
});
