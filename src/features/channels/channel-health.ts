// What the channels screen derives from the stored channels: the order they are listed in,
// whether an access grant lapses soon, and which reconnect notices still matter.

import type { ChannelRecord, ReconnectNotice } from '../../firebase/channels';

/** A grant lapsing within this window is shown, so nobody is surprised by a silent expiry. */
export const EXPIRY_WARNING_MS = 7 * 24 * 60 * 60 * 1000;

const STATUS_ORDER: Record<ChannelRecord['status'], number> = {
  needs_reconnect: 0,
  connected: 1,
  disconnected: 2,
};

/** Channels needing attention first, then the working ones, then the disconnected ones. */
export function sortChannels(channels: readonly ChannelRecord[]): ChannelRecord[] {
  return [...channels].sort(
    (a, b) =>
      STATUS_ORDER[a.status] - STATUS_ORDER[b.status] ||
      a.displayName.localeCompare(b.displayName) ||
      a.id.localeCompare(b.id),
  );
}

export type ExpiryState = 'expired' | 'soon' | null;

/** Whether a connected channel's access has lapsed or lapses soon; null when it is no concern. */
export function expiryState(channel: ChannelRecord, now: number): ExpiryState {
  if (channel.status !== 'connected' || channel.tokenExpiresAt === null) return null;
  if (channel.tokenExpiresAt <= now) return 'expired';
  return channel.tokenExpiresAt - now <= EXPIRY_WARNING_MS ? 'soon' : null;
}

/**
 * The newest notice of each channel that still needs reconnecting. A notice about a channel
 * that was reconnected (or disconnected) since is history, not something to act on.
 */
export function openNotices(
  notices: readonly ReconnectNotice[],
  channels: readonly ChannelRecord[],
): ReconnectNotice[] {
  const waiting = new Set(channels.filter((c) => c.status === 'needs_reconnect').map((c) => c.id));
  const newest = new Map<string, ReconnectNotice>();
  for (const notice of notices) {
    if (!waiting.has(notice.channelId)) continue;
    const seen = newest.get(notice.channelId);
    if (!seen || (notice.createdAt ?? 0) > (seen.createdAt ?? 0)) {
      newest.set(notice.channelId, notice);
    }
  }
  return [...newest.values()].sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0));
}
