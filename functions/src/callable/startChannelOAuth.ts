// Starts connecting a Mastodon, LinkedIn or X account: answers the network's address to send
// the browser to, and keeps the flow's secrets on the server under the `state` it carries.

import { startChannelOAuthSchema } from '@model/schemas/channels';
import * as domain from '../domain/channels/channelOAuth';
import { channelDeps } from './channelDeps';
import { signedIn } from './define';

export const startChannelOAuth = signedIn(
  'startChannelOAuth',
  startChannelOAuthSchema,
  (input, { db, caller, now }) => domain.startChannelOAuth(db, caller, input, channelDeps(now)),
);
