// The best-time experiment's statistics: the lift of the suggested arm's mean engagement rate
// over the exploration arm's, with Welch's 95 % interval for the difference of two means (no
// equal-variance assumption: the arms differ in size and spread), shown relative to the
// exploration mean. The t quantile comes from the Cornish-Fisher expansion (Abramowitz-Stegun
// 26.7.5), within 1e-4 of the exact value from 6 degrees of freedom up; the minimum of
// EXPERIMENT_MIN_PER_ARM posts per arm keeps Welch's degrees of freedom at 9 or more. A few lines
// of arithmetic, so no statistics package.

import {
  type ArmSummary,
  EXPERIMENT_MIN_PER_ARM,
  type ExperimentReport,
} from '@model/schemas/growth/experiment';

/** The standard normal's 97.5th percentile. */
const Z975 = 1.959963984540054;

/** Student's t 97.5th percentile for `df` degrees of freedom (Cornish-Fisher, four terms). */
export function tQuantile975(df: number): number {
  const z = Z975;
  const g1 = (z ** 3 + z) / 4;
  const g2 = (5 * z ** 5 + 16 * z ** 3 + 3 * z) / 96;
  const g3 = (3 * z ** 7 + 19 * z ** 5 + 17 * z ** 3 - 15 * z) / 384;
  const g4 = (79 * z ** 9 + 776 * z ** 7 + 1482 * z ** 5 - 1920 * z ** 3 - 945 * z) / 92160;
  return z + g1 / df + g2 / df ** 2 + g3 / df ** 3 + g4 / df ** 4;
}

/** Count, mean and sample standard deviation (n - 1). */
export function summarise(values: readonly number[]): ArmSummary {
  const n = values.length;
  const mean = n === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / n;
  const squares = values.reduce((sum, value) => sum + (value - mean) ** 2, 0);
  return { n, mean, sd: n < 2 ? 0 : Math.sqrt(squares / (n - 1)) };
}

/** Welch's 95 % interval for mean(a) - mean(b), with its Welch-Satterthwaite degrees of freedom. */
export function welchInterval(a: ArmSummary, b: ArmSummary) {
  const va = a.sd ** 2 / a.n;
  const vb = b.sd ** 2 / b.n;
  const difference = a.mean - b.mean;
  const se = Math.sqrt(va + vb);
  // Both arms without spread: the difference is exact (and Welch's df undefined).
  if (se === 0) return { difference, low: difference, high: difference, df: Infinity };
  const df = (va + vb) ** 2 / (va ** 2 / (a.n - 1) + vb ** 2 / (b.n - 1));
  const half = tQuantile975(df) * se;
  return { difference, low: difference - half, high: difference + half, df };
}

/** The experiment's result from each arm's engagement rates; no lift below the minimum. */
export function measureLift(
  suggested: readonly number[],
  exploration: readonly number[],
): Pick<ExperimentReport, 'suggested' | 'exploration' | 'lift'> {
  const a = summarise(suggested);
  const b = summarise(exploration);
  const enough = a.n >= EXPERIMENT_MIN_PER_ARM && b.n >= EXPERIMENT_MIN_PER_ARM && b.mean > 0;
  if (!enough) return { suggested: a, exploration: b, lift: null };
  const { difference, low, high, df } = welchInterval(a, b);
  return {
    suggested: a,
    exploration: b,
    lift: {
      relative: difference / b.mean,
      low: low / b.mean,
      high: high / b.mean,
      difference,
      df,
    },
  };
}
