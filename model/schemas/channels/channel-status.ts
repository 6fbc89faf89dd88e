// A channel's status, apart from the channel callables' schemas so that the screens which only
// read channels (the posts manager) do not carry those.

import * as v from 'valibot';
import { storedOr } from '../stored';

export const CHANNEL_STATUSES = ['connected', 'needs_reconnect', 'disconnected'] as const;
export type ChannelStatus = (typeof CHANNEL_STATUSES)[number];
export const channelStatusSchema = v.picklist(CHANNEL_STATUSES);

/**
 * A channel's status as stored, for every reader: a missing or unknown value reads as
 * `disconnected`, the way the publisher treats it (it sends only to a `connected` channel), so
 * no screen offers a channel the server would refuse.
 */
export function channelStatusOf(value: unknown): ChannelStatus {
  return storedOr(channelStatusSchema, value, 'disconnected');
}
