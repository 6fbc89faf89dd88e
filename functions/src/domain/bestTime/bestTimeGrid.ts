// The arithmetic of best time to post: each published post's engagement rate (likes, reposts,
// replies and clicks over impressions) lands in its hour of the week; each hour is smoothed with
// its neighbours (a post at 10:05 says something about 11:00) and pulled towards the channel's
// average by a prior worth PRIOR_POSTS posts, so one lucky post does not make a best time. The
// confidence is how sure the best hour's posts beat the channel's average (a one-sided normal
// test of their mean).

import {
  type BestSlot,
  HOURS_OF_WEEK,
  hourOfWeek,
  MIN_MEASURED_POSTS,
  slotOf,
} from '@model/best-time';

export interface PostSample {
  /** When it was published (epoch ms). */
  at: number;
  /** Engagements over impressions. */
  rate: number;
}

const NEIGHBOURS: readonly [number, number][] = [
  [-2, 0.25],
  [-1, 0.5],
  [0, 1],
  [1, 0.5],
  [2, 0.25],
];
const PRIOR_POSTS = 2;
/** Suggested hours are at least this far apart, so three suggestions are three choices. */
const MIN_GAP_HOURS = 3;
export const SUGGESTIONS = 3;

export interface Grid {
  rates: (number | null)[];
  counts: number[];
  best: BestSlot[];
  confidence: number | null;
}

const at = (hour: number) => (hour + HOURS_OF_WEEK) % HOURS_OF_WEEK;

/** The standard normal distribution function (Abramowitz-Stegun 7.1.26, error below 1.5e-7). */
export function normalCdf(z: number): number {
  const t = 1 / (1 + 0.3275911 * (Math.abs(z) / Math.SQRT2));
  const poly =
    t *
    (0.254829592 + t * (-0.284496736 + t * (1.421413741 + t * (-1.453152027 + t * 1.061405429))));
  const erf = 1 - poly * Math.exp(-((z / Math.SQRT2) ** 2));
  return z >= 0 ? (1 + erf) / 2 : (1 - erf) / 2;
}

function mean(values: readonly number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / Math.max(values.length, 1);
}

function smoothed(sums: readonly number[], counts: readonly number[], average: number) {
  return sums.map((_, hour) => {
    let weight = 0;
    let total = 0;
    for (const [offset, w] of NEIGHBOURS) {
      weight += w * (counts[at(hour + offset)] ?? 0);
      total += w * (sums[at(hour + offset)] ?? 0);
    }
    return weight === 0 ? null : (total + PRIOR_POSTS * average) / (weight + PRIOR_POSTS);
  });
}

/** The best hours, at least MIN_GAP_HOURS apart, best first. */
function bestHours(rates: readonly (number | null)[]): number[] {
  const ranked = rates
    .map((rate, hour) => ({ rate, hour }))
    .filter((cell): cell is { rate: number; hour: number } => cell.rate !== null)
    .sort((a, b) => b.rate - a.rate || a.hour - b.hour);
  const chosen: number[] = [];
  for (const cell of ranked) {
    if (chosen.length === SUGGESTIONS) break;
    const near = chosen.some((hour) => {
      const gap = Math.abs(hour - cell.hour);
      return Math.min(gap, HOURS_OF_WEEK - gap) < MIN_GAP_HOURS;
    });
    if (!near) chosen.push(cell.hour);
  }
  return chosen;
}

export function bestTimeGrid(samples: readonly PostSample[], zone: string): Grid {
  const sums = new Array<number>(HOURS_OF_WEEK).fill(0);
  const counts = new Array<number>(HOURS_OF_WEEK).fill(0);
  const byHour: number[][] = Array.from({ length: HOURS_OF_WEEK }, () => []);
  for (const sample of samples) {
    const hour = hourOfWeek(sample.at, zone);
    sums[hour] = (sums[hour] ?? 0) + sample.rate;
    counts[hour] = (counts[hour] ?? 0) + 1;
    byHour[hour]?.push(sample.rate);
  }
  const average = mean(samples.map((sample) => sample.rate));
  const rates = smoothed(sums, counts, average);
  const chosen = bestHours(rates);
  return {
    rates,
    counts,
    best: chosen.map(slotOf),
    confidence:
      samples.length >= MIN_MEASURED_POSTS && chosen[0] !== undefined
        ? beatsAverage(samples, byHour, chosen[0], average)
        : null,
  };
}

/** How sure the posts around `hour` beat the channel's average. */
function beatsAverage(
  samples: readonly PostSample[],
  byHour: readonly number[][],
  hour: number,
  average: number,
): number {
  const near = [-1, 0, 1].flatMap((offset) => byHour[at(hour + offset)] ?? []);
  if (near.length < 2) return 0.5;
  const variance = mean(samples.map((sample) => (sample.rate - average) ** 2));
  const error = Math.sqrt(variance / near.length);
  if (error === 0) return 0.5;
  return normalCdf((mean(near) - average) / error);
}
