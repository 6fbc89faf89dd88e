import { useLingui } from '@lingui/react';
import { isNetworkId, type NetworkId } from '@model/networks';
import { useId, useState } from 'react';
import {
  type ChannelRecord,
  disconnectChannel,
  listReconnectNotices,
  listWorkspaceChannels,
  type ReconnectNotice,
  sandboxNetworkAvailable,
} from '../../firebase/channels';
import { ConfirmDialog } from '../../ui/dialogs/ConfirmDialog';
import { errorSentence } from '../../ui/error-text';
import { notify } from '../../ui/notification-store';
import { Skeleton } from '../../ui/Skeleton';
import { Spinner } from '../../ui/Spinner';
import { useStyles } from '../../ui/styles';
import { useLoad } from '../../ui/use-load';
import { ChannelName } from './ChannelName';
import { ChannelRow } from './ChannelRow';
import { ConnectDialog, type ConnectPrefill } from './ConnectDialog';
import { openNotices, sortChannels } from './channel-health';
import { CHANNELS_CSS } from './channels-css';
import { m, networkBlurbs, networkTitles } from './messages';
import { connectableNetworks } from './networks';
import { ReconnectNotices } from './ReconnectNotices';
import { useOAuthReturn } from './use-oauth-return';

/**
 * Notices are a courtesy on top of the channel list: when they cannot be read the list still
 * shows every channel's health, so their failure is logged rather than shown.
 */
async function readNotices(workspaceId: string): Promise<ReconnectNotice[]> {
  try {
    return await listReconnectNotices(workspaceId);
  } catch (error) {
    console.warn('The reconnect notices could not be read', error);
    return [];
  }
}

function prefillFor(channel: ChannelRecord): ConnectPrefill {
  const handle = channel.handle.replace(/^@/, '');
  return {
    name: channel.displayName,
    channelId: channel.id,
    identifier: channel.provider === 'bluesky' ? handle : undefined,
    instance: channel.instance ?? undefined,
    handle: channel.provider === 'sandbox' ? handle : undefined,
  };
}

/**
 * A workspace's channels: their health, connecting one per network, reconnecting and
 * disconnecting. Self-contained (data, dialogs, styles, the OAuth return), so the smm channels
 * page and the agency's client onboarding can both embed it.
 */
export function ChannelsPanel({
  workspaceId,
  canManage = true,
  headingLevel = 2,
}: {
  workspaceId: string;
  /** Whether the viewer may connect and disconnect (owners, editors, agency staff). */
  canManage?: boolean;
  /** The level of the panel's section headings, to fit the embedding page's outline. */
  headingLevel?: 2 | 3;
}) {
  const { _ } = useLingui();
  useStyles('channels', CHANNELS_CSS);
  const ids = useId();
  // After a connect, a disconnect or a network's redirect the list is re-read quietly: the
  // channels already shown stay until the new answer arrives.
  const { load, refresh: reload } = useLoad(
    () =>
      Promise.all([listWorkspaceChannels(workspaceId), readNotices(workspaceId)]).then(
        ([channels, notices]) => ({ channels, notices }),
      ),
    [workspaceId],
    {
      report: (error) =>
        notify(_({ ...m.loadFailed, values: { reason: errorSentence(_, error) } }), 'error'),
    },
  );
  const [connecting, setConnecting] = useState<{
    network: NetworkId;
    prefill: ConnectPrefill | null;
  } | null>(null);
  const [confirming, setConfirming] = useState<ChannelRecord | null>(null);
  const [disconnecting, setDisconnecting] = useState(false);
  const finishing = useOAuthReturn(workspaceId, reload);

  function reconnect(channel: ChannelRecord) {
    if (!isNetworkId(channel.provider)) {
      notify(_({ ...m.failed, values: { reason: channel.provider } }), 'error');
      return;
    }
    setConnecting({ network: channel.provider, prefill: prefillFor(channel) });
  }

  async function confirmDisconnect() {
    if (!confirming) return;
    setDisconnecting(true);
    try {
      await disconnectChannel(workspaceId, confirming.id);
      notify(_({ ...m.disconnectDone, values: { name: confirming.displayName } }), 'success');
      setConfirming(null);
      reload();
    } catch (error) {
      notify(_({ ...m.failed, values: { reason: errorSentence(_, error) } }), 'error');
    } finally {
      setDisconnecting(false);
    }
  }

  const H = headingLevel === 2 ? 'h2' : 'h3';
  const rowHeading = headingLevel === 2 ? 3 : 4;
  const channels = load.state === 'ready' ? sortChannels(load.value.channels) : [];
  const notices =
    load.state === 'ready' ? openNotices(load.value.notices, load.value.channels) : [];
  const now = Date.now();

  return (
    <div className="channels-panel">
      {finishing ? <Spinner label={_(m.finishing)} /> : null}
      <ReconnectNotices
        notices={notices}
        channels={channels}
        canManage={canManage}
        onReconnect={reconnect}
      />
      <section aria-labelledby={`${ids}-list`}>
        <H id={`${ids}-list`}>{_(m.listTitle)}</H>
        {load.state === 'loading' ? <Skeleton shape="list" count={3} /> : null}
        {load.state === 'ready' && channels.length === 0 ? (
          <p className="empty">{_(m.empty)}</p>
        ) : null}
        {!canManage ? <p className="channel-detail">{_(m.readOnly)}</p> : null}
        {channels.length > 0 ? (
          <ul className="channel-list">
            {channels.map((channel) => (
              <ChannelRow
                key={channel.id}
                channel={channel}
                now={now}
                canManage={canManage}
                headingLevel={rowHeading}
                onReconnect={reconnect}
                onDisconnect={setConfirming}
              />
            ))}
          </ul>
        ) : null}
      </section>
      {canManage ? (
        <section aria-labelledby={`${ids}-connect`}>
          <H id={`${ids}-connect`}>{_(m.connectTitle)}</H>
          <ul className="network-list">
            {connectableNetworks(sandboxNetworkAvailable()).map((network) => {
              const NetworkHeading = rowHeading === 3 ? 'h3' : 'h4';
              const title = _(networkTitles[network]);
              return (
                <li key={network} className="network-card" data-network={network}>
                  <NetworkHeading>{title}</NetworkHeading>
                  <p>{_(networkBlurbs[network])}</p>
                  <button
                    type="button"
                    className="button"
                    onClick={() => setConnecting({ network, prefill: null })}
                  >
                    {_(m.connect)}
                    <ChannelName name={title} />
                  </button>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      {connecting ? (
        <ConnectDialog
          key={`${connecting.network}-${connecting.prefill?.name ?? ''}`}
          network={connecting.network}
          workspaceId={workspaceId}
          prefill={connecting.prefill}
          onClose={() => setConnecting(null)}
          onConnected={() => {
            setConnecting(null);
            notify(_(m.connectDone), 'success');
            reload();
          }}
        />
      ) : null}
      {confirming ? (
        <ConfirmDialog
          text={_({
            ...m.confirmDisconnect,
            values: { name: confirming.displayName, handle: confirming.handle },
          })}
          busy={disconnecting}
          onConfirm={() => void confirmDisconnect()}
          onCancel={() => setConfirming(null)}
        />
      ) : null}
    </div>
  );
}
