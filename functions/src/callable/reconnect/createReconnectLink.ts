// Makes a client self-reconnect link for one channel; answers its address (shown once).

import { createReconnectLinkSchema } from '@model/schemas/channels/reconnect-links';
import * as domain from '../../domain/reconnect/reconnectLinks';
import { signedIn } from '../define';

export const createReconnectLink = signedIn(
  'createReconnectLink',
  createReconnectLinkSchema,
  (input, { db, caller, now }) => domain.createReconnectLink(db, caller, input, now),
);
