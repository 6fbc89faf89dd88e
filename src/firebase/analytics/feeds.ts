// Growth tools, feeds (issue 40): a workspace's feed sources as members read them, and the
// callables that add, pause, fetch and remove them.

import {
  type AddFeedInput,
  FEED_ERRORS,
  FEED_TARGETS,
  type FeedError,
  type FeedTarget,
} from '@model/schemas/growth/feeds';
import { firestoreLite } from '../firestore';
import { callFunction } from '../functions';
import { numberOrNull } from '../localised';

export interface FeedSourceRow {
  id: string;
  url: string;
  title: string;
  channelId: string;
  target: FeedTarget;
  paused: boolean;
  lastFetch: {
    at: Date;
    outcome: 'ok' | 'not_modified' | 'error';
    added: number;
    error: FeedError | null;
    status: number | null;
  } | null;
}

function lastFetchOf(value: unknown): FeedSourceRow['lastFetch'] {
  if (typeof value !== 'object' || value === null) return null;
  const data = value as Record<string, unknown>;
  const at = data.at as { toDate?: () => Date } | undefined;
  const outcome = data.outcome;
  if (typeof at?.toDate !== 'function') return null;
  if (outcome !== 'ok' && outcome !== 'not_modified' && outcome !== 'error') return null;
  return {
    at: at.toDate(),
    outcome,
    added: numberOrNull(data.added) ?? 0,
    error: FEED_ERRORS.find((error) => error === data.error) ?? null,
    status: numberOrNull(data.status),
  };
}

export async function listFeeds(workspaceId: string): Promise<FeedSourceRow[]> {
  const { lite, db } = await firestoreLite();
  const snapshot = await lite.getDocs(lite.collection(db, 'workspaces', workspaceId, 'feeds'));
  return snapshot.docs
    .map((doc) => {
      const data = doc.data();
      const url = String(data.url ?? '');
      return {
        id: doc.id,
        url,
        title: typeof data.title === 'string' && data.title ? data.title : url,
        channelId: String(data.channelId ?? ''),
        target: FEED_TARGETS.find((target) => target === data.target) ?? 'draft',
        paused: data.paused === true,
        lastFetch: lastFetchOf(data.lastFetch),
      };
    })
    .sort((a, b) => a.title.localeCompare(b.title));
}

export function addFeed(input: AddFeedInput) {
  return callFunction('addFeed', input);
}

export function setFeedPaused(workspaceId: string, feedId: string, paused: boolean) {
  return callFunction('setFeedPaused', { workspaceId, feedId, paused });
}

export function fetchFeedNow(workspaceId: string, feedId: string) {
  return callFunction('fetchFeedNow', {
    workspaceId,
    feedId,
  });
}

export function removeFeed(workspaceId: string, feedId: string) {
  return callFunction('removeFeed', { workspaceId, feedId });
}
