import { useLingui } from '@lingui/react';
import { Link } from 'wouter';
import type { Channel } from '../../firebase/posts/post-types';
import { NetworkLogo } from '../../ui/NetworkLogo';
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
 * The workspace's channels as checkboxes. One that cannot publish (it needs reconnecting) is
 * shown but cannot be ticked (only unticked), with a link to reconnect it where the person
 * manages channels: the server refuses to schedule to it too. A disconnected channel is offered
 * only while the post still names it (so it can be unticked): the rules let a post add only the
 * channels the workspace lists, and a disconnected one is not listed.
 */
export function ChannelPicker({
  channels,
  chosen,
  onToggle,
  disabled = false,
  reconnectHref,
}: {
  channels: readonly Channel[];
  chosen: readonly string[];
  onToggle: (channelId: string, on: boolean) => void;
  disabled?: boolean;
  reconnectHref?: string;
}) {
  const { _ } = useLingui();
  const shown = pickableChannels(channels, chosen);
  return (
    <fieldset disabled={disabled}>
      <legend>{_(m.channels)}</legend>
      {shown.length === 0 ? <p className="empty">{_(m.noChannels)}</p> : null}
      {shown.map((channel) => {
        const usable = channel.status === 'connected';
        const on = chosen.includes(channel.id);
        return (
          <div key={channel.id} data-channel-status={channel.status}>
            <label>
              <input
                type="checkbox"
                checked={on}
                disabled={!usable && !on}
                onChange={(e) => onToggle(channel.id, e.target.checked)}
              />{' '}
              <NetworkLogo provider={channel.provider} />{' '}
              {usable
                ? channel.displayName
                : _({ ...m.channelUnavailable, values: { channel: channel.displayName } })}
            </label>
            {!usable && reconnectHref ? (
              <>
                {' '}
                <Link href={reconnectHref}>{_(m.reconnect)}</Link>
              </>
            ) : null}
          </div>
        );
      })}
    </fieldset>
  );
}
