// Adds an RSS, Atom or JSON feed to a workspace: read once first, refused with its reason when
// it cannot be fetched or read, and its items since the subscription turned into posts.

import { addFeed as add } from '../../domain/feeds/feedSources';
import { feedPollDeps } from '../../tasks/feedPollQueue';
import { signedIn } from '../define';

export const addFeed = signedIn('addFeed', async (input, { db, caller }) =>
  add(db, caller, input, feedPollDeps()),
);
