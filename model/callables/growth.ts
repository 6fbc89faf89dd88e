// Growth tools: best times, link settings, feeds: each callable's payload schema and reply (see
// ./entry.ts).

import { type ChannelBestTimes, readBestTimesSchema } from '../best-time';
import {
  type ExperimentReport,
  type ExperimentSettings,
  setBestTimeExperimentSchema,
} from '../schemas/growth/experiment';
import { addFeedSchema, feedRefSchema, setFeedPausedSchema } from '../schemas/growth/feeds';
import { setLinkSettingsSchema } from '../schemas/growth/links';
import { reply } from './entry';

export const GROWTH_CALLABLES = {
  addFeed: {
    input: addFeedSchema,
    reply: reply<{
      feedId: string;
      added: number;
    }>(),
  },
  fetchFeedNow: {
    input: feedRefSchema,
    reply: reply<{
      outcome: 'ok' | 'not_modified' | 'error' | 'skipped';
      added: number;
      error: 'blocked' | 'unreachable' | 'http' | 'timeout' | 'too_large' | 'parse' | null;
      status: number | null;
    }>(),
  },
  readBestTimes: {
    input: readBestTimesSchema,
    reply: reply<{
      channels: ChannelBestTimes[];
      experiment: ExperimentReport;
    }>(),
  },
  removeFeed: {
    input: feedRefSchema,
    reply: reply<{
      removed: true;
    }>(),
  },
  setBestTimeExperiment: {
    input: setBestTimeExperimentSchema,
    reply: reply<ExperimentSettings>(),
  },
  setFeedPaused: {
    input: setFeedPausedSchema,
    reply: reply<{
      paused: boolean;
    }>(),
  },
  setLinkSettings: {
    input: setLinkSettingsSchema,
    reply: reply<{
      utm: boolean;
      source: string;
      medium: string;
      campaign: string;
      shorten: boolean;
    }>(),
  },
} as const;
