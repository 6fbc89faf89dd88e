import { useLingui } from '@lingui/react';
import { formatList } from '../lib/list-format';
import { type ChannelState, channelsToReconnect } from '../lib/post-warnings';
import { postWarnings } from './warning-messages';

/** Beside a post still to publish: which of its channels must be reconnected before its time. */
export function ReconnectWarning({
  post,
  channels,
}: {
  post: { status: string; channelIds: readonly string[] };
  channels: readonly ChannelState[];
}) {
  const { _, i18n } = useLingui();
  const names = channelsToReconnect(post, channels);
  if (names.length === 0) return null;
  return (
    <p className="form-error" data-reconnect-warning>
      <span aria-hidden="true">⚠ </span>
      {_({ ...postWarnings.reconnectFirst, values: { channels: formatList(i18n.locale, names) } })}
    </p>
  );
}
