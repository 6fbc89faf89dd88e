// Growth tools (issue 40): a workspace's link settings and its posts' link clicks (read from
// Firestore, members only), and the callables that save the settings and compute best times.

import type { ChannelBestTimes } from '@model/best-time';
import type { ExperimentSettings } from '@model/schemas/growth/experiment';
import {
  DEFAULT_LINK_SETTINGS,
  type LinkSettings,
  linkSettingsSchema,
} from '@model/schemas/growth/links';
import * as v from 'valibot';
import { firestoreLite } from '../firestore';
import { callFunction } from '../functions';
import { numberOrNull } from '../localised';

export interface PostClicks {
  postId: string;
  clicks: number;
  visitors: number;
}

export async function readLinkSettings(workspaceId: string): Promise<LinkSettings> {
  const { lite, db } = await firestoreLite();
  const snap = await lite.getDoc(lite.doc(db, 'workspaces', workspaceId, 'growth', 'links'));
  const parsed = v.safeParse(linkSettingsSchema, snap.data());
  return parsed.success ? parsed.output : DEFAULT_LINK_SETTINGS;
}

export function saveLinkSettings(workspaceId: string, settings: LinkSettings) {
  return callFunction('setLinkSettings', { workspaceId, settings });
}

/** The clicks on each post's short links, most clicked first. */
export async function listPostClicks(workspaceId: string): Promise<PostClicks[]> {
  const { lite, db } = await firestoreLite();
  const snapshot = await lite.getDocs(lite.collection(db, 'workspaces', workspaceId, 'linkClicks'));
  return snapshot.docs
    .map((doc) => ({
      postId: doc.id,
      clicks: numberOrNull(doc.data().clicks) ?? 0,
      visitors: numberOrNull(doc.data().visitors) ?? 0,
    }))
    .sort((a, b) => b.clicks - a.clicks || a.postId.localeCompare(b.postId));
}

/** Best times per channel, and the best-time experiment's setting and result. */
export function readBestTimesReport(workspaceId: string) {
  return callFunction('readBestTimes', { workspaceId });
}

export async function readBestTimes(workspaceId: string): Promise<ChannelBestTimes[]> {
  return (await readBestTimesReport(workspaceId)).channels;
}

export function saveBestTimeExperiment(workspaceId: string, settings: ExperimentSettings) {
  return callFunction('setBestTimeExperiment', { workspaceId, settings });
}
