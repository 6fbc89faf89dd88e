// Growth tools, feeds (issue 40): a workspace's feed sources as members read them, and the
// callables that add, pause, fetch and remove them.

import {
  type AddFeedInput,
  type FeedError,
  type FeedTarget,
  feedDocSchema,
} from '@model/schemas/growth/feeds';
import * as v from 'valibot';
import { firestoreLite } from '../firestore';
import { callFunction } from '../functions';
import { decodeStored } from '../stored/decode';

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

// What the feeds screen reads of a source, through its stored schema.
const FEED_FIELDS = v.pick(feedDocSchema, [
  'url',
  'title',
  'channelId',
  'target',
  'paused',
  'lastFetch',
]);

/** A source as the screen lists it; odd fields at their defaults (stored/decode.ts). */
export function feedRowOf(
  path: string,
  id: string,
  data: Readonly<Record<string, unknown>>,
): FeedSourceRow | null {
  const feed = decodeStored(FEED_FIELDS, path, data, {
    url: '',
    title: '',
    channelId: '',
    target: 'draft' as FeedTarget,
    paused: false,
    lastFetch: null,
  });
  if (!feed) return null;
  const { lastFetch } = feed;
  return {
    id,
    url: feed.url,
    // The feed's own title once read, else its address.
    title: feed.title || feed.url,
    channelId: feed.channelId,
    target: feed.target,
    paused: feed.paused,
    lastFetch: lastFetch ? { ...lastFetch, at: lastFetch.at.toDate() } : null,
  };
}

export async function listFeeds(workspaceId: string): Promise<FeedSourceRow[]> {
  const { lite, db } = await firestoreLite();
  const snapshot = await lite.getDocs(lite.collection(db, 'workspaces', workspaceId, 'feeds'));
  return snapshot.docs
    .flatMap((doc) => feedRowOf(doc.ref.path, doc.id, doc.data()) ?? [])
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
