import { useLingui } from '@lingui/react';
import { useState } from 'react';
import type { ChannelRecord } from '../../firebase/channels';
import { initials } from '../../lib/initials';
import { NetworkLogo } from '../../ui/NetworkLogo';
import { ChannelName } from './ChannelName';
import { expiryState } from './channel-health';
import { m } from './messages';
import { networkName } from './networks';

const STATUS_LABELS = {
  connected: m.statusConnected,
  needs_reconnect: m.statusNeedsReconnect,
  disconnected: m.statusDisconnected,
};

/** A shape as well as a colour, so the state reads without colour vision. */
const STATUS_MARKS = { connected: '●', needs_reconnect: '▲', disconnected: '○' };

function Avatar({ channel }: { channel: ChannelRecord }) {
  const [broken, setBroken] = useState(false);
  if (channel.avatarUrl && !broken) {
    return (
      <img
        className="channel-avatar"
        src={channel.avatarUrl}
        alt=""
        width={44}
        height={44}
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setBroken(true)}
      />
    );
  }
  const initial = initials(channel.displayName || channel.handle) || '?';
  return (
    <span className="channel-avatar" data-provider={channel.provider} aria-hidden="true">
      {initial}
    </span>
  );
}

/** One channel: who it is, on which network, whether it works, and what can be done about it. */
export function ChannelRow({
  channel,
  now,
  canManage,
  headingLevel,
  onReconnect,
  onDisconnect,
}: {
  channel: ChannelRecord;
  now: number;
  canManage: boolean;
  headingLevel: 3 | 4;
  onReconnect: (channel: ChannelRecord) => void;
  onDisconnect: (channel: ChannelRecord) => void;
}) {
  const { _, i18n } = useLingui();
  const date = (ms: number) =>
    new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(ms);
  const network = networkName(channel.provider);
  const expiry = expiryState(channel, now);
  const Heading = headingLevel === 3 ? 'h3' : 'h4';
  const name = channel.displayName;
  const details = [
    network ? _(network) : channel.provider,
    channel.instance ? _({ ...m.instance, values: { instance: channel.instance } }) : '',
  ].filter(Boolean);
  const offersReconnect = channel.status !== 'connected' || expiry !== null;

  return (
    <li className="channel-row" data-status={channel.status} data-channel={channel.id}>
      <span className="avatar-with-network">
        <Avatar channel={channel} />
        <NetworkLogo provider={channel.provider} />
      </span>
      <div className="channel-main">
        <div className="channel-title">
          <Heading>
            <bdi>{name}</bdi>
          </Heading>
          <span className="channel-status" data-status={channel.status}>
            <span aria-hidden="true">{STATUS_MARKS[channel.status]}</span>{' '}
            {_(STATUS_LABELS[channel.status])}
          </span>
        </div>
        <p className="channel-meta">
          {/* A handle is Latin text: isolated, its @ stays in front in a right-to-left page. */}
          {channel.handle ? (
            <>
              <bdi>{channel.handle}</bdi>
              {' · '}
            </>
          ) : null}
          {details.join(' · ')}
        </p>
        {channel.status === 'needs_reconnect' ? (
          <p className="channel-why">
            {_({
              ...m.reconnectWhy,
              values: { reason: channel.lastError?.message ?? _(m.reasonDefault) },
            })}
          </p>
        ) : null}
        {channel.status === 'disconnected' ? (
          <p className="channel-detail">{_(m.disconnectedNote)}</p>
        ) : null}
        {expiry && channel.tokenExpiresAt !== null ? (
          <p className="channel-why">
            {_({
              ...(expiry === 'expired' ? m.expired : m.expiresSoon),
              values: { date: date(channel.tokenExpiresAt) },
            })}
          </p>
        ) : null}
        {channel.status === 'connected' && channel.connectedAt !== null ? (
          <p className="channel-detail">
            {_({ ...m.connectedSince, values: { date: date(channel.connectedAt) } })}
          </p>
        ) : null}
      </div>
      {canManage ? (
        <div className="channel-row-actions">
          {offersReconnect ? (
            <button
              type="button"
              className={`button${channel.status === 'needs_reconnect' ? ' button-primary' : ''}`}
              onClick={() => onReconnect(channel)}
            >
              {_(channel.status === 'disconnected' ? m.connectAgain : m.reconnect)}
              <ChannelName name={name} />
            </button>
          ) : null}
          {channel.status !== 'disconnected' ? (
            <button type="button" className="button" onClick={() => onDisconnect(channel)}>
              {_(m.disconnect)}
              <ChannelName name={name} />
            </button>
          ) : null}
        </div>
      ) : null}
    </li>
  );
}
