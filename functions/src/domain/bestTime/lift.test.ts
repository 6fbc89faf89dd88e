import { EXPERIMENT_MIN_PER_ARM } from '@model/schemas/growth/experiment';
import { describe, expect, it } from 'vitest';
import { measureLift, summarise, tQuantile975, welchInterval } from './lift';

const times = <T>(values: T[], count: number) => Array.from({ length: count }, () => values).flat();

describe('tQuantile975', () => {
  it('matches the t table', () => {
    expect(tQuantile975(9)).toBeCloseTo(2.2622, 3);
    expect(tQuantile975(18)).toBeCloseTo(2.1009, 4);
    expect(tQuantile975(30)).toBeCloseTo(2.0423, 4);
    expect(tQuantile975(1e6)).toBeCloseTo(1.96, 3);
  });
});

describe('welchInterval', () => {
  it('gives the pooled-like interval for equal arms: 0.03 ± 2.1009 × 0.0066667', () => {
    // Means 0.07 and 0.04; both variances 0.002 / 9; se = sqrt(2 × 0.002 / 90); df = 18.
    const a = summarise(times([0.05, 0.06, 0.07, 0.08, 0.09], 2));
    const b = summarise(times([0.03, 0.05, 0.04, 0.06, 0.02], 2));
    expect(a.sd).toBeCloseTo(0.0149071, 6);
    const interval = welchInterval(a, b);
    expect(interval.df).toBeCloseTo(18, 6);
    expect(interval.difference).toBeCloseTo(0.03, 9);
    expect(interval.low).toBeCloseTo(0.0159939, 6);
    expect(interval.high).toBeCloseTo(0.0440061, 6);
  });

  it('takes Welch’s degrees of freedom for unequal arms', () => {
    // a: 0.02 × 1..12, mean 0.13, variance 0.0004 × 13; b: mean 0.06, variance 0.0006 / 9.
    // va = 0.00043333, vb = 0.0000066667; df = 0.00044² / (va² / 11 + vb² / 9) = 11.3378;
    // t(11.3378) = 2.19301, se = 0.0209762: 0.07 ± 0.046001.
    const a = summarise(Array.from({ length: 12 }, (_, i) => 0.02 * (i + 1)));
    const b = summarise([0.05, 0.06, 0.07, 0.05, 0.06, 0.07, 0.05, 0.06, 0.07, 0.06]);
    const interval = welchInterval(a, b);
    expect(interval.df).toBeCloseTo(11.3378, 3);
    expect(interval.low).toBeCloseTo(0.023999, 5);
    expect(interval.high).toBeCloseTo(0.116001, 5);
  });
});

describe('measureLift', () => {
  it('reports the lift relative to exploration, with its interval and the arms’ sizes', () => {
    const result = measureLift(
      Array.from({ length: 12 }, (_, i) => 0.02 * (i + 1)),
      [0.05, 0.06, 0.07, 0.05, 0.06, 0.07, 0.05, 0.06, 0.07, 0.06],
    );
    expect([result.suggested.n, result.exploration.n]).toEqual([12, 10]);
    // 0.07 / 0.06 = +116.7 %, interval 0.023999 / 0.06 to 0.116001 / 0.06.
    expect(result.lift?.relative).toBeCloseTo(1.166667, 5);
    expect(result.lift?.low).toBeCloseTo(0.39998, 4);
    expect(result.lift?.high).toBeCloseTo(1.93335, 4);
  });

  it('says nothing below the minimum per arm, or with no engagement to compare to', () => {
    const few = Array.from({ length: EXPERIMENT_MIN_PER_ARM - 1 }, (_, i) => (i % 2 ? 0.06 : 0.04));
    const enough = times([0.04, 0.06], EXPERIMENT_MIN_PER_ARM);
    expect(measureLift(enough, few).lift).toBeNull();
    expect(measureLift(few, enough).lift).toBeNull();
    expect(measureLift(enough, times([0], EXPERIMENT_MIN_PER_ARM)).lift).toBeNull();
    expect(measureLift(enough, enough).lift).toMatchObject({ relative: 0 });
  });
});
