// A workspace's best-time experiment: on or off, and the share of queued posts drawn to go out
// at other than the suggested times.

import { setBestTimeExperiment as save } from '../../domain/bestTime/experimentSettings';
import { signedIn } from '../define';

export const setBestTimeExperiment = signedIn(
  'setBestTimeExperiment',
  async (input, { db, caller }) => save(db, caller, input),
);
