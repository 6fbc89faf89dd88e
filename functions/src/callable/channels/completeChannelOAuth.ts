// Finishes an OAuth connection when the network sends the browser back with a code and the
// state that startChannelOAuth issued.

import * as domain from '../../domain/channels/channelOAuth';
import { signedIn } from '../define';
import { channelDeps } from './channelDeps';

export const completeChannelOAuth = signedIn('completeChannelOAuth', (input, { db, caller, now }) =>
  domain.completeChannelOAuth(db, caller, input, channelDeps(now)),
);
