// Document ids of the inbox, derived from the networks' own ids so that the same item, however
// often and in whatever order it arrives, always lands on the same document.

import { createHash } from 'node:crypto';
import type { InboxEvent } from '@model/schemas/inbox';

/**
 * `<network>:<id>`: the network's id kept readable, with what a document id may not hold
 * (slashes in Bluesky's at:// URIs, Google's resource names) percent-encoded.
 */
export function inboxItemId(network: string, externalId: string): string {
  return `${network}:${encodeURIComponent(externalId)}`;
}

/**
 * One conversation per thread of a channel: the post (or DM conversation, or review) the items
 * answer. Hashed, as thread ids are long and carry slashes.
 */
export function conversationIdOf(
  event: Pick<InboxEvent, 'network' | 'channelId' | 'threadId'>,
): string {
  return createHash('sha256')
    .update(`${event.network}\n${event.channelId}\n${event.threadId}`)
    .digest('base64url')
    .slice(0, 24);
}
