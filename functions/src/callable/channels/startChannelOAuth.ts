// Starts connecting a Mastodon, LinkedIn or X account: answers the network's address to send
// the browser to, and keeps the flow's secrets on the server under the `state` it carries.

import * as domain from '../../domain/channels/channelOAuth';
import { signedIn } from '../define';
import { channelDeps } from './channelDeps';

export const startChannelOAuth = signedIn('startChannelOAuth', (input, { db, caller, now }) =>
  domain.startChannelOAuth(db, caller, input, channelDeps(now)),
);
