// A workspace's link settings: UTM parameters added when publishing, and short links.

import { setLinkSettings as save } from '../../domain/links/linkSettings';
import { signedIn } from '../define';

export const setLinkSettings = signedIn('setLinkSettings', async (input, { db, caller }) =>
  save(db, caller, input),
);
