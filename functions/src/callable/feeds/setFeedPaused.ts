// Pauses a feed source (the poller leaves it) or resumes it.

import { setFeedPaused as save } from '../../domain/feeds/feedSources';
import { signedIn } from '../define';

export const setFeedPaused = signedIn('setFeedPaused', async (input, { db, caller }) =>
  save(db, caller, input),
);
