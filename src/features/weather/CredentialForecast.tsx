// The dashboard's sign-in forecast (loaded on its own, after the dashboard's lists): for each
// channel whose sign-in has a known end, the posts scheduled after it, read with the warning
// job's query and judged by the same kernel (model/credential-weather.ts), so the panel warns
// exactly when the owner is emailed. Those who manage the workspace's channels can make the
// client a self-reconnect link for a channel in trouble.

import { useLingui } from '@lingui/react';
import { type CredentialForecast as Forecast, forecastChannel } from '@model/credential-weather';
import { useState } from 'react';
import { useSnapshot } from 'valtio/react';
import type { Channel, Workspace } from '../../firebase/posts/post-types';
import { createReconnectLink, listPostsAfter } from '../../firebase/weather';
import { useMessagePart } from '../../i18n/lazy-parts';
import { session } from '../../session/store';
import { errorSentence } from '../../ui/error-text';
import { notify } from '../../ui/notification-store';
import { useLoad } from '../../ui/use-load';
import { mayEditWorkspace } from '../../ui/WorkspacePage';
import { weather as m } from './messages';

type Watched = Channel & { workspaceId: string; workspaceName: string };

async function forecastAll(channels: readonly Watched[]) {
  const now = Date.now();
  const known = channels.filter(
    (channel) => channel.status === 'connected' && typeof channel.credentialExpiresAt === 'number',
  );
  return Promise.all(
    known.map(async (channel) => {
      const expiresAt = channel.credentialExpiresAt as number;
      const after = await listPostsAfter(channel.workspaceId, channel.id, expiresAt);
      return { channel, forecast: forecastChannel(expiresAt, after, now) };
    }),
  );
}

export function CredentialForecast({
  channels,
  workspaces,
}: {
  channels: readonly Watched[];
  workspaces: readonly Workspace[];
}) {
  const { _, i18n } = useLingui();
  const { roles } = useSnapshot(session);
  const key = channels.map((c) => `${c.id}:${c.credentialExpiresAt ?? ''}:${c.status}`).join();
  const { load } = useLoad(() => forecastAll(channels), [key], { report: 'log' });
  const worded = useMessagePart('weather');
  const day = (ms: number | null) =>
    ms === null ? '' : new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium' }).format(ms);
  if (load.state !== 'ready' || !worded) return null;
  const manages = (workspaceId: string) =>
    workspaces.some((w) => w.id === workspaceId && mayEditWorkspace(w, roles));
  const troubled = load.value.filter(({ forecast }) => forecast.outlook !== 'clear');
  return (
    <section aria-labelledby="dash-weather" className="dashboard-section" data-weather="">
      <h2 id="dash-weather">{_(m.title)}</h2>
      {troubled.length === 0 ? <p>{_(m.clear)}</p> : null}
      <ul className="alerts">
        {load.value.map(({ channel, forecast }) => (
          <ForecastLine
            key={`${channel.workspaceId}-${channel.id}`}
            label={`${channel.displayName} (${channel.workspaceName})`}
            channel={channel}
            forecast={forecast}
            date={day(forecast.expiresAt)}
            canLink={manages(channel.workspaceId)}
          />
        ))}
      </ul>
    </section>
  );
}

function ForecastLine({
  label,
  channel,
  forecast,
  date,
  canLink,
}: {
  label: string;
  channel: Watched;
  forecast: Forecast;
  date: string;
  canLink: boolean;
}) {
  const { _ } = useLingui();
  const [url, setUrl] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  if (forecast.outlook === 'clear') {
    return <li>{_({ ...m.goodUntil, values: { channel: label, date } })}</li>;
  }
  const makeLink = async () => {
    setBusy(true);
    try {
      setUrl((await createReconnectLink(channel.workspaceId, channel.id)).url);
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <li className="alert alert-warning" data-weather-warning={channel.id}>
      {_({ ...m.lapses, values: { channel: label, date, count: forecast.failing.length } })}{' '}
      {canLink && !url ? (
        <button type="button" className="button" disabled={busy} onClick={makeLink}>
          {_(m.makeLink)}
        </button>
      ) : null}
      {url ? (
        <>
          <br />
          {_(m.linkMade)}{' '}
          <input
            readOnly
            value={url}
            aria-label={_(m.makeLink)}
            onFocus={(e) => e.currentTarget.select()}
          />
        </>
      ) : null}
    </li>
  );
}
