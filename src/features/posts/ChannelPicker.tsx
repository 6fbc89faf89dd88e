import { useLingui } from '@lingui/react';
import type { Channel } from '../../firebase/posts';
import { m } from './messages';

/** The channels a post may name, and the disconnected ones it still names. */
export function pickableChannels(
  channels: readonly Channel[],
  chosen: readonly string[],
): Channel[] {
  return channels.filter(
    (channel) => channel.status !== 'disconnected' || chosen.includes(channel.id),
  );
}

/**
 * The workspace's channels as checkboxes; one that needs reconnecting says so. A disconnected
 * channel is offered only while the post still names it (so it can be unticked): the rules let a
 * post add only the channels the workspace lists, and a disconnected one is not listed.
 */
export function ChannelPicker({
  channels,
  chosen,
  onToggle,
  disabled = false,
}: {
  channels: readonly Channel[];
  chosen: readonly string[];
  onToggle: (channelId: string, on: boolean) => void;
  disabled?: boolean;
}) {
  const { _ } = useLingui();
  const shown = pickableChannels(channels, chosen);
  return (
    <fieldset disabled={disabled}>
      <legend>{_(m.channels)}</legend>
      {shown.length === 0 ? <p className="empty">{_(m.noChannels)}</p> : null}
      {shown.map((channel) => (
        <label key={channel.id}>
          <input
            type="checkbox"
            checked={chosen.includes(channel.id)}
            onChange={(e) => onToggle(channel.id, e.target.checked)}
          />{' '}
          {channel.status === 'connected'
            ? channel.displayName
            : _({ ...m.channelUnavailable, values: { channel: channel.displayName } })}
        </label>
      ))}
    </fieldset>
  );
}
