// The best-time experiment's result: the measured posts the draw placed, by arm, and the lift of
// the suggested arm over exploration (lift.ts). A post counts in its arm only on the channel it
// was drawn for and only if it kept the time the draw gave it: one moved since (reordered,
// rescheduled, published now) no longer went out where the draw said.

import {
  DEFAULT_EXPERIMENT_SETTINGS,
  type ExperimentReport,
  type ExperimentSettings,
  experimentMarkSchema,
  experimentSettingsSchema,
} from '@model/schemas/growth/experiment';
import * as v from 'valibot';
import type { MeasuredPost } from './bestTimes';
import { measureLift } from './lift';

/** The stored setting, or the default (off, 20 %) when there is none. */
export function experimentSettingsOf(data: unknown): ExperimentSettings {
  const parsed = v.safeParse(experimentSettingsSchema, data);
  return parsed.success
    ? { enabled: parsed.output.enabled, share: parsed.output.share }
    : DEFAULT_EXPERIMENT_SETTINGS;
}

export function experimentReport(
  settings: unknown,
  samples: ReadonlyMap<string, readonly MeasuredPost[]>,
): ExperimentReport {
  const rates = { suggested: [] as number[], exploration: [] as number[] };
  for (const [channelId, posts] of samples) {
    for (const post of posts) {
      const mark = v.safeParse(experimentMarkSchema, post.experiment);
      if (!mark.success || mark.output.channelId !== channelId) continue;
      if (mark.output.at.toMillis() !== post.scheduledAt) continue;
      rates[mark.output.arm].push(post.rate);
    }
  }
  return {
    settings: experimentSettingsOf(settings),
    ...measureLift(rates.suggested, rates.exploration),
  };
}
