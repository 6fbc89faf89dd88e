// The workspace's publishing safeguards and evergreen list, under the queue: the cap on posts per
// channel per hour, recycling "every N days at a time" on or off, and the evergreen posts in the
// order they are recycled, each removable.

import { useLingui } from '@lingui/react';
import { useCallback, useEffect, useId, useState } from 'react';
import type { Channel, Workspace } from '../../../firebase/posts/post-types';
import {
  type EvergreenPost,
  listEvergreen,
  type PublishingSettings,
  readPublishingSettings,
  savePublishingSettings,
  setEvergreen,
} from '../../../firebase/series';
import { formatList } from '../../../lib/list-format';
import { formatZoned } from '../../../lib/time-format';
import { errorSentence } from '../../../ui/error-text';
import { notify } from '../../../ui/notification-store';
import { useStyles } from '../../../ui/styles';
import { r } from '../recur-messages';
import { EVERGREEN_CSS } from './styles';

export function EvergreenPanel({
  workspace,
  channels,
  canEdit,
}: {
  workspace: Workspace;
  channels: readonly Channel[];
  canEdit: boolean;
}) {
  const { _, i18n } = useLingui();
  useStyles('evergreen', EVERGREEN_CSS);
  const id = useId();
  const [settings, setSettings] = useState<PublishingSettings | null>(null);
  const [posts, setPosts] = useState<EvergreenPost[]>([]);
  const [busy, setBusy] = useState(false);
  const zone = workspace.timeZone;

  const load = useCallback(async () => {
    const [loaded, list] = await Promise.all([
      readPublishingSettings(workspace.id),
      listEvergreen(workspace.id),
    ]);
    setSettings(loaded);
    setPosts(list);
  }, [workspace.id]);

  useEffect(() => {
    load().catch((error: unknown) => notify(errorSentence(_, error), 'error'));
  }, [load, _]);

  if (!settings) return null;
  const name = (channelId: string) =>
    channels.find((channel) => channel.id === channelId)?.displayName ?? channelId;
  const update = (patch: Partial<PublishingSettings['evergreen']>) =>
    setSettings({ ...settings, evergreen: { ...settings.evergreen, ...patch } });
  const run = async (action: () => Promise<string>) => {
    setBusy(true);
    try {
      notify(await action(), 'success');
      await load();
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="evergreen-panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{_(r.evergreenTitle)}</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void run(async () => {
            await savePublishingSettings(
              workspace.id,
              settings.postsPerChannelHour,
              settings.evergreen,
            );
            return _(r.saved);
          });
        }}
      >
        <fieldset disabled={!canEdit || busy}>
          <label>
            <input
              type="checkbox"
              checked={settings.evergreen.enabled}
              onChange={(event) => update({ enabled: event.target.checked })}
            />{' '}
            {_(r.recycle)}
          </label>{' '}
          <label>
            {_(r.everyDays)}{' '}
            <input
              type="number"
              min={1}
              max={365}
              value={settings.evergreen.everyDays}
              onChange={(event) => update({ everyDays: Number(event.target.value) })}
              style={{ width: '5rem' }}
            />
          </label>{' '}
          <label>
            {_({ ...r.atTime, values: { zone } })}{' '}
            <input
              type="time"
              value={settings.evergreen.time}
              onChange={(event) => update({ time: event.target.value })}
            />
          </label>
          <p>
            <label>
              {_(r.cap)}{' '}
              <input
                type="number"
                min={1}
                max={60}
                value={settings.postsPerChannelHour}
                aria-describedby={`${id}-cap`}
                onChange={(event) =>
                  setSettings({ ...settings, postsPerChannelHour: Number(event.target.value) })
                }
                style={{ width: '5rem' }}
              />
            </label>{' '}
            <span id={`${id}-cap`} className="hint">
              {_(r.capHint)}
            </span>
          </p>
          {canEdit ? (
            <button type="submit" className="button">
              {_(r.save)}
            </button>
          ) : null}
        </fieldset>
      </form>
      {settings.evergreen.enabled && settings.evergreenNextAt ? (
        <p>
          {_({
            ...r.nextRecycle,
            values: { when: formatZoned(settings.evergreenNextAt, i18n.locale, zone) },
          })}
        </p>
      ) : null}
      {posts.length === 0 ? (
        <p className="empty">{_(r.evergreenEmpty)}</p>
      ) : (
        <ol className="evergreen-list">
          {posts.map((post) => (
            <li key={post.id} data-post={post.id}>
              <span>{post.text.slice(0, 140)}</span>{' '}
              <span className="hint">
                {_({
                  ...r.channelsOf,
                  values: { channels: formatList(i18n.locale, post.channelIds.map(name)) },
                })}
              </span>{' '}
              {canEdit ? (
                <button
                  type="button"
                  className="button"
                  disabled={busy}
                  onClick={() =>
                    void run(async () => {
                      await setEvergreen(workspace.id, post.id, false);
                      return _(r.evergreenOff);
                    })
                  }
                >
                  {_(r.remove)}
                </button>
              ) : null}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
