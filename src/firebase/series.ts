// Recurring and evergreen posts: the callables that repeat a post, stop a series, mark a post
// evergreen and save the workspace's publishing settings, and the reads the screens need.

import type { CallableReply } from '@model/callables';
import {
  type EvergreenSettings,
  POSTS_PER_CHANNEL_HOUR_DEFAULT,
  publishingSettingsDocSchema,
  type RepeatRule,
  type RepeatStart,
} from '@model/schemas/series';
import * as v from 'valibot';
import { firestoreLite } from './firestore';
import { callFunction } from './functions';
import { decodeStored } from './stored/decode';

export interface PublishingSettings {
  postsPerChannelHour: number;
  evergreen: EvergreenSettings;
  evergreenNextAt: Date | null;
}

export interface EvergreenPost {
  id: string;
  text: string;
  channelIds: string[];
  markedAt: number;
}

export async function repeatPost(
  workspaceId: string,
  postId: string,
  start: RepeatStart,
  rule: RepeatRule,
): Promise<CallableReply<'repeatPost'>> {
  const input = { workspaceId, postId, start, rule };
  return callFunction('repeatPost', input);
}

export async function cancelSeries(
  workspaceId: string,
  seriesId: string,
): Promise<CallableReply<'cancelSeries'>> {
  const input = { workspaceId, seriesId };
  return callFunction('cancelSeries', input);
}

export async function setEvergreen(
  workspaceId: string,
  postId: string,
  evergreen: boolean,
): Promise<CallableReply<'setEvergreen'>> {
  const input = { workspaceId, postId, evergreen };
  return callFunction('setEvergreen', input);
}

export async function savePublishingSettings(
  workspaceId: string,
  postsPerChannelHour: number,
  evergreen: EvergreenSettings,
): Promise<CallableReply<'setPublishingSettings'>> {
  const input = {
    workspaceId,
    postsPerChannelHour,
    evergreen,
  };
  return callFunction('setPublishingSettings', input);
}

// What the publishing settings screen reads of workspaces/{id}/publishing/settings.
const SETTINGS_FIELDS = v.pick(publishingSettingsDocSchema, [
  'postsPerChannelHour',
  'evergreen',
  'evergreenNextAt',
]);

const SETTINGS_DEFAULTS = {
  postsPerChannelHour: POSTS_PER_CHANNEL_HOUR_DEFAULT,
  evergreen: { enabled: false, everyDays: 7, time: '09:00' },
  evergreenNextAt: null,
};

/** The settings as stored, each missing or refused field at its default (stored/decode.ts). */
export function publishingSettingsOf(
  path: string,
  data: Readonly<Record<string, unknown>> | undefined,
): PublishingSettings {
  const settings =
    decodeStored(SETTINGS_FIELDS, path, data, SETTINGS_DEFAULTS) ?? SETTINGS_DEFAULTS;
  return {
    postsPerChannelHour: settings.postsPerChannelHour,
    evergreen: { ...settings.evergreen },
    evergreenNextAt: settings.evergreenNextAt?.toDate() ?? null,
  };
}

export async function readPublishingSettings(workspaceId: string): Promise<PublishingSettings> {
  const { lite, db } = await firestoreLite();
  const snap = await lite.getDoc(lite.doc(db, 'workspaces', workspaceId, 'publishing', 'settings'));
  return publishingSettingsOf(snap.ref.path, snap.data());
}

/** The workspace's evergreen list, in the order the posts were marked. */
export async function listEvergreen(workspaceId: string): Promise<EvergreenPost[]> {
  const { lite, db } = await firestoreLite();
  const snapshot = await lite.getDocs(
    lite.query(
      lite.collection(db, 'workspaces', workspaceId, 'posts'),
      lite.where('evergreen', '==', true),
    ),
  );
  return snapshot.docs
    .map((doc) => {
      const data = doc.data();
      const at = data.evergreenAt as { toMillis?: () => number } | null | undefined;
      return {
        id: doc.id,
        text: typeof data.text === 'string' ? data.text : '',
        channelIds: Array.isArray(data.channelIds) ? (data.channelIds as string[]) : [],
        markedAt: at?.toMillis ? at.toMillis() : 0,
      };
    })
    .sort((a, b) => a.markedAt - b.markedAt || a.id.localeCompare(b.id));
}

/** What the composer shows of a saved post's series, evergreen mark and hourly-cap hold. */
export interface PostRecurrence {
  series: { id: string; index: number; total: number | null; freq: string } | null;
  evergreen: boolean;
  /** The hourly cap held the post back until then. */
  deferredUntil: Date | null;
}

export async function readPostRecurrence(
  workspaceId: string,
  postId: string,
): Promise<PostRecurrence> {
  const { lite, db } = await firestoreLite();
  const data = (await lite.getDoc(lite.doc(db, 'workspaces', workspaceId, 'posts', postId))).data();
  const series = (data?.series ?? {}) as Record<string, unknown>;
  const deferred = data?.deferredUntil as { toDate?: () => Date } | null | undefined;
  return {
    series:
      typeof series.id === 'string' && typeof series.index === 'number'
        ? {
            id: series.id,
            index: series.index,
            total: typeof series.total === 'number' ? series.total : null,
            freq: typeof series.freq === 'string' ? series.freq : 'weekly',
          }
        : null,
    evergreen: data?.evergreen === true,
    deferredUntil:
      data?.deferredReason === 'hourly_cap' && deferred?.toDate ? deferred.toDate() : null,
  };
}
