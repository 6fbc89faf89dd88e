// Best time to post per channel of a workspace: the heatmap's figures and the suggested hours.

import { readBestTimesSchema } from '@model/best-time';
import { readBestTimes as read } from '../../domain/bestTime/bestTimes';
import { signedIn } from '../define';

export const readBestTimes = signedIn(
  'readBestTimes',
  readBestTimesSchema,
  async (input, { db, caller, now }) => read(db, caller, input, now),
);
