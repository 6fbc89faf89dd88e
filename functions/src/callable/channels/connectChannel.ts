// Connects an account to a workspace with an app password (Bluesky) or, in the emulator, a
// sandbox account; an account already connected there is reconnected in place.

import * as domain from '../../domain/channels/channels';
import { signedIn } from '../define';
import { channelDeps } from './channelDeps';

export const connectChannel = signedIn('connectChannel', (input, { db, caller, now }) =>
  domain.connectChannel(db, caller, input, channelDeps(now)),
);
