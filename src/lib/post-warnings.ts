// A post headed for publication on a channel that has lost its connection will fail there:
// the screens say so before its time, beside the post.

/** Statuses of a post that is still to publish. */
const HEADED_OUT = new Set(['scheduled', 'in_review', 'approved']);

export interface ChannelState {
  id: string;
  displayName: string;
  status: string;
}

/** The channels of a post still to publish that need reconnecting first, by name. */
export function channelsToReconnect(
  post: { status: string; channelIds: readonly string[] },
  channels: readonly ChannelState[],
): string[] {
  if (!HEADED_OUT.has(post.status)) return [];
  return post.channelIds.flatMap((id) => {
    const channel = channels.find((c) => c.id === id);
    return channel?.status === 'needs_reconnect' ? [channel.displayName || id] : [];
  });
}
