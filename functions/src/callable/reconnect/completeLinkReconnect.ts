// Stores the sign-in a reconnect link's holder brought back from the network, and spends the link.

import * as domain from '../../domain/reconnect/reconnectLinks';
import { channelDeps } from '../channels/channelDeps';
import { openToAll } from '../define';

export const completeLinkReconnect = openToAll('completeLinkReconnect', (input, { db, now }) =>
  domain.completeLinkReconnect(db, input, channelDeps(now)),
);
