// Fetches a feed source at once (paused or not) and answers the outcome the source now shows.

import { feedRefSchema } from '@model/schemas/growth/feeds';
import { fetchFeedNow as fetchNow } from '../../domain/feeds/feedSources';
import { feedPollDeps } from '../../tasks/feedPollQueue';
import { signedIn } from '../define';

export const fetchFeedNow = signedIn('fetchFeedNow', feedRefSchema, async (input, { db, caller }) =>
  fetchNow(db, caller, input, feedPollDeps()),
);
