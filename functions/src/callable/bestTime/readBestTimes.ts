// Best time to post per channel of a workspace: the heatmap's figures and the suggested hours.

import { readBestTimes as read } from '../../domain/bestTime/bestTimes';
import { signedIn } from '../define';

export const readBestTimes = signedIn('readBestTimes', async (input, { db, caller, now }) =>
  read(db, caller, input, now),
);
