import { useLingui } from '@lingui/react';
import type { ChannelRecord, ReconnectNotice } from '../../firebase/channels';
import { ChannelName } from './ChannelName';
import { m } from './messages';
import { networkName } from './networks';

/** The server's "needs reconnecting" notifications, each with the way to fix it. */
export function ReconnectNotices({
  notices,
  channels,
  canManage,
  onReconnect,
}: {
  notices: readonly ReconnectNotice[];
  channels: readonly ChannelRecord[];
  canManage: boolean;
  onReconnect: (channel: ChannelRecord) => void;
}) {
  const { _ } = useLingui();
  if (notices.length === 0) return null;
  return (
    <section className="channel-notices" aria-label={_(m.noticesLabel)}>
      <ul>
        {notices.map((notice) => {
          const channel = channels.find((c) => c.id === notice.channelId);
          const name = channel?.displayName ?? notice.handle;
          const network = networkName(notice.provider || channel?.provider || '');
          return (
            <li key={notice.id} className="channel-notice" data-channel={notice.channelId}>
              <span className="channel-notice-mark" aria-hidden="true">
                ▲
              </span>
              <div className="channel-notice-text">
                <p>
                  <strong>
                    {_({
                      ...m.notice,
                      values: { name, network: network ? _(network) : notice.provider },
                    })}
                  </strong>
                </p>
                {notice.message ? <p>{notice.message}</p> : null}
              </div>
              {canManage && channel ? (
                <button
                  type="button"
                  className="button button-primary"
                  onClick={() => onReconnect(channel)}
                >
                  {_(m.reconnect)}
                  <ChannelName name={name} />
                </button>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
