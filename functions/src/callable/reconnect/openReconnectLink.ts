// What a reconnect link shows its holder: the channel's network and handle, nothing else.

import * as domain from '../../domain/reconnect/reconnectLinks';
import { openToAll } from '../define';

export const openReconnectLink = openToAll('openReconnectLink', (input, { db, now }) =>
  domain.openReconnectLink(db, input.token, now),
);
