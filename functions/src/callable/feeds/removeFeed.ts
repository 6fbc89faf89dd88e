// Removes a feed source and the items it remembers; the posts it made stay.

import { removeFeed as remove } from '../../domain/feeds/feedSources';
import { signedIn } from '../define';

export const removeFeed = signedIn('removeFeed', async (input, { db, caller }) =>
  remove(db, caller, input),
);
