// The metrics of the member's workspaces for a period and the period before it, with the
// names of channels and posts for the breakdowns.

import { listMetrics, type MetricSnapshot } from '../../firebase/analytics/metrics';
import { listChannels, listMemberWorkspaces, listPosts } from '../../firebase/posts/post-queries';
import type { Workspace } from '../../firebase/posts/post-types';
import { latestPerChannel, latestPerPost } from './aggregate';

export interface AnalyticsData {
  workspaces: Workspace[];
  /** Each post's latest snapshot per channel in the period, and in the period before. */
  current: MetricSnapshot[];
  previous: MetricSnapshot[];
  /** Each post's latest snapshot per channel before the previous period: its starting point. */
  earlier: MetricSnapshot[];
  /** Every post snapshot of the period, hour by hour, for the daily chart. */
  history: MetricSnapshot[];
  /** Each channel's latest follower snapshot in the period, and in the period before. */
  audience: MetricSnapshot[];
  audienceBefore: MetricSnapshot[];
  channelNames: Map<string, string>;
  postTexts: Map<string, string>;
}

export async function loadAnalytics(
  uid: string,
  product: string,
  from: number,
  to: number,
): Promise<AnalyticsData> {
  const workspaces = (await listMemberWorkspaces(uid)).filter((w) => w.product === product);
  const length = to - from;
  const parts = await Promise.all(
    workspaces.map(async (w) => {
      const [current, previous, earlier, channels, posts] = await Promise.all([
        listMetrics(w.id, from, to),
        listMetrics(w.id, from - length, from),
        listMetrics(w.id, from - 2 * length, from - length),
        listChannels(w.id),
        listPosts(w.id),
      ]);
      return { w, current, previous, earlier, channels, posts };
    }),
  );
  const channelNames = new Map<string, string>();
  const postTexts = new Map<string, string>();
  for (const { w, channels, posts } of parts) {
    for (const c of channels) channelNames.set(`${w.id}/${c.id}`, `${c.displayName} (${w.name})`);
    for (const p of posts) postTexts.set(`${w.id}/${p.id}`, p.text);
  }
  const current = parts.flatMap((p) => p.current);
  const previous = parts.flatMap((p) => p.previous);
  return {
    workspaces,
    current: latestPerPost(current),
    previous: latestPerPost(previous),
    earlier: latestPerPost(parts.flatMap((p) => p.earlier)),
    history: current.filter((s) => s.postId !== null),
    audience: latestPerChannel(current),
    audienceBefore: latestPerChannel(previous),
    channelNames,
    postTexts,
  };
}
