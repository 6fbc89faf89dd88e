// Fetches a feed source at once (paused or not) and answers the outcome the source now shows.

import { fetchFeedNow as fetchNow } from '../../domain/feeds/feedSources';
import { feedPollDeps } from '../../tasks/feedPollQueue';
import { signedIn } from '../define';

export const fetchFeedNow = signedIn('fetchFeedNow', async (input, { db, caller }) =>
  fetchNow(db, caller, input, feedPollDeps()),
);
