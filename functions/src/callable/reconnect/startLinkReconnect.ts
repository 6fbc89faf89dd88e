// Sends a reconnect link's holder to the network to sign in again.

import { startLinkReconnectSchema } from '@model/schemas/channels/reconnect-links';
import * as domain from '../../domain/reconnect/reconnectLinks';
import { channelDeps } from '../channels/channelDeps';
import { openToAll } from '../define';

export const startLinkReconnect = openToAll(
  'startLinkReconnect',
  startLinkReconnectSchema,
  (input, { db, now }) => domain.startLinkReconnect(db, input, channelDeps(now)),
);
