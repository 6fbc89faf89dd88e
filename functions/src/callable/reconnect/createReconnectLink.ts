// Makes a client self-reconnect link for one channel; answers its address (shown once).

import * as domain from '../../domain/reconnect/reconnectLinks';
import { signedIn } from '../define';

export const createReconnectLink = signedIn('createReconnectLink', (input, { db, caller, now }) =>
  domain.createReconnectLink(db, caller, input, now),
);
