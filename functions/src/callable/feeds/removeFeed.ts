// Removes a feed source and the items it remembers; the posts it made stay.

import { feedRefSchema } from '@model/schemas/growth/feeds';
import { removeFeed as remove } from '../../domain/feeds/feedSources';
import { signedIn } from '../define';

export const removeFeed = signedIn('removeFeed', feedRefSchema, async (input, { db, caller }) =>
  remove(db, caller, input),
);
