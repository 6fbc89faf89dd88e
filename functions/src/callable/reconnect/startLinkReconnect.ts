// Sends a reconnect link's holder to the network to sign in again.

import * as domain from '../../domain/reconnect/reconnectLinks';
import { channelDeps } from '../channels/channelDeps';
import { openToAll } from '../define';

export const startLinkReconnect = openToAll('startLinkReconnect', (input, { db, now }) =>
  domain.startLinkReconnect(db, input, channelDeps(now)),
);
