// Disconnects a channel: revokes its grant where the network allows, deletes its secrets.

import * as domain from '../../domain/channels/channels';
import { signedIn } from '../define';
import { channelDeps } from './channelDeps';

export const disconnectChannel = signedIn('disconnectChannel', (input, { db, caller, now }) =>
  domain.disconnectChannel(db, caller, input, channelDeps(now)),
);
