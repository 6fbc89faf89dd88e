// Puts a post on the workspace's evergreen list, or takes it off.

import { setEvergreen as save } from '../../domain/queues/evergreen';
import { signedIn } from '../define';

export const setEvergreen = signedIn('setEvergreen', async (input, { db, caller }) =>
  save(db, caller, input),
);
