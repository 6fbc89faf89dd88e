import { useLingui } from '@lingui/react';
import type { Channel } from '../../firebase/posts';
import { m } from './messages';

/** The workspace's channels as checkboxes; one that needs reconnecting says so. */
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
  return (
    <fieldset disabled={disabled}>
      <legend>{_(m.channels)}</legend>
      {channels.length === 0 ? <p className="empty">{_(m.noChannels)}</p> : null}
      {channels.map((channel) => (
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
