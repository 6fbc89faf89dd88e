// /app/analytics?view=growth: a workspace's growth tools. Best time to post per channel (the
// heatmap) and the experiment that measures its suggestion, its link settings, and the clicks on
// each post's short links.

import { useLingui } from '@lingui/react';
import { mayOnGrowth, workspaceActor } from '@model/capabilities';
import { useState } from 'react';
import { useSnapshot } from 'valtio/react';
import {
  listPostClicks,
  readBestTimesReport,
  readLinkSettings,
} from '../../firebase/analytics/growth';
import { listPosts } from '../../firebase/posts/post-queries';
import type { Workspace } from '../../firebase/posts/post-types';
import { session } from '../../session/store';
import { LoadedTable } from '../../ui/LoadedTable';
import { Skeleton } from '../../ui/Skeleton';
import { useStyles } from '../../ui/styles';
import { useLoad } from '../../ui/use-load';
import { BestTimeHeatmap } from './BestTimeHeatmap';
import { ExperimentPanel } from './ExperimentPanel';
import { GrowthWorkspaces } from './GrowthWorkspaces';
import { LinkSettingsForm } from './LinkSettingsForm';
import { growth as m } from './messages';

const CSS = `
.best-time-scroll { overflow-x: auto; }
.best-time-grid { border-collapse: collapse; font-size: 0.75rem; }
.best-time-grid td, .best-time-grid th { border: 1px solid var(--border, #ddd); min-width: 1.6rem; height: 1.6rem; text-align: center; padding: 0; }
.best-time-grid th[scope=row] { text-align: start; padding-inline: 0.4rem; }
.growth-links fieldset, .growth-experiment fieldset { border: 0; padding: 0; display: grid; gap: 0.5rem; }
`;

export function GrowthPage() {
  useStyles('growth', CSS);
  return (
    <GrowthWorkspaces title={m.title} lead={m.lead} toolbarClass="growth-toolbar">
      {(workspace) => <GrowthPanel key={workspace.id} workspace={workspace} />}
    </GrowthWorkspaces>
  );
}

function GrowthPanel({ workspace }: { workspace: Workspace }) {
  const { _ } = useLingui();
  const { roles } = useSnapshot(session);
  const actor = workspaceActor(workspace.role, roles, workspace.product);
  const [channelId, setChannelId] = useState('');
  const { load: best, refresh: refreshBest } = useLoad(
    () => readBestTimesReport(workspace.id),
    [workspace.id],
  );
  const { load: links } = useLoad(() => readLinkSettings(workspace.id), [workspace.id]);
  const { load: clicks, reload } = useLoad(
    async () => {
      const [rows, posts] = await Promise.all([
        listPostClicks(workspace.id),
        listPosts(workspace.id),
      ]);
      const texts = new Map(posts.map((post) => [post.id, post.text]));
      return rows.map((row) => ({ ...row, text: texts.get(row.postId) ?? row.postId }));
    },
    [workspace.id],
    { report: 'none' },
  );
  const channels = best.state === 'ready' ? best.value.channels : [];
  const channel = channels.find((c) => c.channelId === channelId) ?? channels[0];
  const rows = clicks.state === 'ready' ? clicks.value : [];
  return (
    <>
      <section className="growth-best">
        <h2>{_(m.bestTitle)}</h2>
        {best.state === 'loading' ? <Skeleton /> : null}
        {best.state === 'ready' && !channel ? <p>{_(m.noChannel)}</p> : null}
        {channel ? (
          <>
            <label>
              {_(m.channel)}
              <select value={channel.channelId} onChange={(e) => setChannelId(e.target.value)}>
                {channels.map((c) => (
                  <option key={c.channelId} value={c.channelId}>
                    {c.name}
                  </option>
                ))}
              </select>
            </label>
            <BestTimeHeatmap channel={channel} />
          </>
        ) : null}
      </section>
      {best.state === 'ready' ? (
        <ExperimentPanel
          workspaceId={workspace.id}
          report={best.value.experiment}
          canEdit={mayOnGrowth(actor, 'experiment')}
          onSaved={refreshBest}
        />
      ) : null}
      {links.state === 'ready' ? (
        <LinkSettingsForm
          workspaceId={workspace.id}
          initial={links.value}
          canEdit={mayOnGrowth(actor, 'links')}
        />
      ) : (
        <Skeleton />
      )}
      <section className="growth-clicks">
        <h2>{_(m.clicksTitle)}</h2>
        <LoadedTable
          load={clicks}
          label={_(m.clicksTitle)}
          columns={[m.post, m.clicks, m.visitors]}
          isEmpty={rows.length === 0}
          empty={m.noClicks}
          onRetry={reload}
        >
          {rows.map((row) => (
            <tr key={row.postId} data-post={row.postId}>
              <td>{row.text.slice(0, 120)}</td>
              <td>{row.clicks}</td>
              <td>{row.visitors}</td>
            </tr>
          ))}
        </LoadedTable>
      </section>
    </>
  );
}
