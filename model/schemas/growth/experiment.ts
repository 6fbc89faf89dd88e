// Growth tools, the best-time experiment (issue 40): with it on, a share of the posts a queue
// places is drawn at random to go out at the queue's other (non-suggested) times, so the screen
// can measure whether the suggested times really do better. The setting is the workspace's
// (workspaces/{id}/growth/experiment, written by setBestTimeExperiment), as its link settings
// are: one policy for the team that schedules its posts. Each post the draw placed keeps its arm
// and the suggestion it had (`experiment` on the post, written by the server only).

import * as v from 'valibot';
import { docIdSchema } from '../common';
import { storedObject, timestampSchema } from '../stored';

export const EXPERIMENT_SHARE_MIN = 5;
export const EXPERIMENT_SHARE_MAX = 50;
export const EXPERIMENT_SHARE_DEFAULT = 20;
/** Below this many measured posts in either arm the result is "not enough data yet". */
export const EXPERIMENT_MIN_PER_ARM = 10;

export const experimentSettingsSchema = v.object({
  enabled: v.boolean(),
  /** Percent of queued posts drawn to the exploration arm. */
  share: v.pipe(
    v.number(),
    v.integer('The share is a whole percentage.'),
    v.minValue(EXPERIMENT_SHARE_MIN, 'The share is at least 5 %.'),
    v.maxValue(EXPERIMENT_SHARE_MAX, 'The share is at most 50 %.'),
  ),
});
export type ExperimentSettings = v.InferOutput<typeof experimentSettingsSchema>;

export const DEFAULT_EXPERIMENT_SETTINGS: ExperimentSettings = {
  enabled: false,
  share: EXPERIMENT_SHARE_DEFAULT,
};

export const setBestTimeExperimentSchema = v.strictObject({
  workspaceId: docIdSchema,
  settings: experimentSettingsSchema,
});
export type SetBestTimeExperimentInput = v.InferOutput<typeof setBestTimeExperimentSchema>;

/** workspaces/{id}/growth/experiment */
export const experimentSettingsDocSchema = storedObject({
  ...experimentSettingsSchema.entries,
  updatedBy: v.string(),
});

export const experimentArmSchema = v.picklist(['suggested', 'exploration']);
export type ExperimentArm = v.InferOutput<typeof experimentArmSchema>;

/** A post's `experiment`: the arm the draw gave it and what was suggested for its channel then. */
export const experimentMarkSchema = v.object({
  arm: experimentArmSchema,
  channelId: v.string(),
  /** The channel's suggested hours of the week (0 = Monday 00:00) when the post was placed. */
  suggested: v.array(v.number()),
  basis: v.picklist(['measured', 'default']),
  /** The time the draw placed it at: a post moved since is left out of the analysis. */
  at: timestampSchema,
  share: v.number(),
});

/** One arm's measured posts: how many, their mean engagement rate and its standard deviation. */
export interface ArmSummary {
  n: number;
  mean: number;
  sd: number;
}

/** What the screen shows: the setting, and the suggested arm's lift over exploration. */
export interface ExperimentReport {
  settings: ExperimentSettings;
  suggested: ArmSummary;
  exploration: ArmSummary;
  /** Null below EXPERIMENT_MIN_PER_ARM posts in an arm (or with no engagement to compare to). */
  lift: {
    /** Relative lift of the suggested arm's mean over exploration's, and its 95 % interval. */
    relative: number;
    low: number;
    high: number;
    /** The difference of the means (engagement rate) and Welch's degrees of freedom. */
    difference: number;
    df: number;
  } | null;
}
