// Finishes an OAuth connection when the network sends the browser back with a code and the
// state that startChannelOAuth issued.

import { completeChannelOAuthSchema } from '@model/schemas/channels/channels';
import * as domain from '../../domain/channels/channelOAuth';
import { signedIn } from '../define';
import { channelDeps } from './channelDeps';

export const completeChannelOAuth = signedIn(
  'completeChannelOAuth',
  completeChannelOAuthSchema,
  (input, { db, caller, now }) => domain.completeChannelOAuth(db, caller, input, channelDeps(now)),
);
