// /app/analytics?view=feeds: a workspace's feed sources, each with its channel, what its items
// become, whether it is paused and how its last fetch went (with the reason of a failure, in the
// reader's language). Those the capability table lets (GROWTH_ROLES.feeds) fetch, pause, resume
// and remove sources and add new ones; everyone else reads.

import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { mayOnGrowth, workspaceActor } from '@model/capabilities';
import { useState } from 'react';
import { useSnapshot } from 'valtio/react';
import {
  type FeedSourceRow,
  fetchFeedNow,
  listFeeds,
  removeFeed,
  setFeedPaused,
} from '../../firebase/analytics/feeds';
import { listChannels } from '../../firebase/posts/post-queries';
import type { Workspace } from '../../firebase/posts/post-types';
import { formatMoment } from '../../lib/time-format';
import { session } from '../../session/store';
import { ConfirmButton } from '../../ui/dialogs/ConfirmButton';
import { errorSentence } from '../../ui/error-text';
import { LoadedTable } from '../../ui/LoadedTable';
import { notify } from '../../ui/notification-store';
import { useStyles } from '../../ui/styles';
import { useLoad } from '../../ui/use-load';
import { AddFeedForm } from './AddFeedForm';
import { feeds as m } from './feed-messages';
import { GrowthWorkspaces } from './GrowthWorkspaces';
import { growth } from './messages';

const CSS = `
.feeds-actions { display: flex; flex-wrap: wrap; gap: 0.4rem; }
.feeds-failed { color: var(--danger, #b00020); }
.feeds-add fieldset { border: 0; padding: 0; display: grid; gap: 0.5rem; }
.feeds-add fieldset > label:not(.feeds-check) { display: grid; gap: 0.25rem; max-width: 40rem; }
`;

export function FeedsPage() {
  useStyles('feeds', CSS);
  return (
    <GrowthWorkspaces title={m.title} lead={m.lead} toolbarClass="feeds-toolbar">
      {(workspace) => <FeedsPanel key={workspace.id} workspace={workspace} />}
    </GrowthWorkspaces>
  );
}

/** How the last fetch went, in the reader's words. */
function lastFetchText(_: I18n['_'], i18n: I18n, feed: FeedSourceRow): string {
  const last = feed.lastFetch;
  if (!last) return _(m.never);
  const when = formatMoment(last.at, i18n.locale);
  const what =
    last.outcome === 'ok'
      ? _({ ...m.posts, values: { count: last.added } })
      : last.outcome === 'not_modified'
        ? _(m.unchanged)
        : _({ ...m[last.error ?? 'unreachable'], values: { status: last.status ?? '' } });
  return `${when}: ${what}`;
}

function FeedsPanel({ workspace }: { workspace: Workspace }) {
  const { _, i18n } = useLingui();
  const { roles } = useSnapshot(session);
  const canEdit = mayOnGrowth(workspaceActor(workspace.role, roles, workspace.product), 'feeds');
  const { load, reload } = useLoad(() => listFeeds(workspace.id), [workspace.id]);
  const { load: channels } = useLoad(() => listChannels(workspace.id), [workspace.id]);
  const [busy, setBusy] = useState<string | null>(null);
  const rows = load.state === 'ready' ? load.value : [];
  const channelList = channels.state === 'ready' ? channels.value : [];
  const channelName = (id: string) => channelList.find((c) => c.id === id)?.displayName ?? id;

  async function act(feed: FeedSourceRow, action: () => Promise<unknown>, done?: string) {
    setBusy(feed.id);
    try {
      const reply = await action();
      const added = (reply as { added?: unknown } | null)?.added;
      if (typeof added === 'number') notify(_({ ...m.posts, values: { count: added } }), 'success');
      else if (done) notify(done, 'success');
      reload();
    } catch (error) {
      notify(errorSentence(_, error), 'error');
    } finally {
      setBusy(null);
    }
  }

  return (
    <>
      <section className="feeds-sources">
        <LoadedTable
          load={load}
          label={_(m.title)}
          columns={[
            m.source,
            growth.channel,
            m.makes,
            m.lastFetch,
            ...(canEdit ? [m.actions] : []),
          ]}
          isEmpty={rows.length === 0}
          empty={m.none}
          onRetry={reload}
        >
          {rows.map((feed) => {
            const name = { feed: feed.title };
            return (
              <tr key={feed.id} data-feed={feed.id}>
                <td>
                  <a href={feed.url} rel="noreferrer noopener" target="_blank">
                    {feed.title}
                  </a>
                  {feed.paused ? <> ({_(m.paused)})</> : null}
                </td>
                <td>{channelName(feed.channelId)}</td>
                <td>{_(feed.target === 'queue' ? m.queue : m.draft)}</td>
                <td className={feed.lastFetch?.outcome === 'error' ? 'feeds-failed' : undefined}>
                  {lastFetchText(_, i18n, feed)}
                </td>
                {canEdit ? (
                  <td className="feeds-actions">
                    <button
                      type="button"
                      className="button"
                      disabled={busy === feed.id}
                      onClick={() => act(feed, () => fetchFeedNow(workspace.id, feed.id))}
                    >
                      {_({ ...m.fetchNow, values: name })}
                    </button>
                    <button
                      type="button"
                      className="button"
                      disabled={busy === feed.id}
                      onClick={() =>
                        act(feed, () => setFeedPaused(workspace.id, feed.id, !feed.paused))
                      }
                    >
                      {_({ ...(feed.paused ? m.resume : m.pause), values: name })}
                    </button>
                    <ConfirmButton
                      label={_({ ...m.remove, values: name })}
                      accessibleName={_({ ...m.remove, values: name })}
                      question={_({ ...m.removeQuestion, values: name })}
                      disabled={busy === feed.id}
                      action={() => act(feed, () => removeFeed(workspace.id, feed.id))}
                    />
                  </td>
                ) : null}
              </tr>
            );
          })}
        </LoadedTable>
      </section>
      {canEdit ? (
        channels.state === 'ready' && channelList.length > 0 ? (
          <AddFeedForm workspaceId={workspace.id} channels={channelList} onAdded={reload} />
        ) : channels.state === 'ready' ? (
          <p>{_(growth.noChannel)}</p>
        ) : null
      ) : (
        <p>{_(m.readOnly)}</p>
      )}
    </>
  );
}
