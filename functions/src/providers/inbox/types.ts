// What a network's inbox adapter does: read, page by page from where it stopped last time, what
// people wrote to or about the account. Each stream (notifications, chats, ...) keeps its own
// cursor and ETag; a read answers the events, the cursor to store, and the ETag to send back.

import type { InboxEvent } from '@model/schemas/inbox';
import type { ChannelSecrets, ProviderContext } from '../types';

export interface StreamState {
  /** The network's paging cursor or newest id or time seen, as the adapter stored it. */
  cursor: string | null;
  etag: string | null;
}

export interface StreamRead {
  events: InboxEvent[];
  cursor: string | null;
  etag: string | null;
}

export interface OurPost {
  postId: string;
  text: string;
  /** When it went out on this channel (ms), when known. */
  publishedAt?: number;
}

export interface InboxChannel {
  channelId: string;
  /** The account's id on the network (its DID, its Mastodon account id, ...). */
  accountId: string;
  /** Our posts on this channel by their network id, so a thread names the post it answers. */
  posts: ReadonlyMap<string, OurPost>;
  /** The poll's moment (ms): the sandbox writes only what would have arrived by then. */
  now: number;
}

export interface InboxReader {
  /** The streams read on each poll, in order. */
  readonly streams: readonly string[];
  read(
    stream: string,
    state: StreamState,
    channel: InboxChannel,
    secrets: ChannelSecrets,
    ctx: ProviderContext,
  ): Promise<StreamRead>;
}

/** Pages read per stream and poll at most: a backlog is caught up over the next polls. */
export const MAX_PAGES = 5;
