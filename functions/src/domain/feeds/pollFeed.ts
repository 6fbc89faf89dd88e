// One fetch of one feed source: a conditional request (fetchFeed.ts), the answer parsed
// (parseFeed.ts), its new items turned into posts (feedPosts.ts) and, for a queue source, put in
// the channel's queue by the queue's own rule. The outcome is written on the source for the
// screen: when, what came of it, how many posts, and why it failed. The validators are kept only
// when every new item was taken, so a feed whose items wait for the next fetch is read whole
// again rather than answered 304.

import type { FeedError, FeedTarget, FeedTemplate } from '@model/schemas/growth/feeds';
import {
  type DocumentReference,
  FieldValue,
  type Firestore,
  Timestamp,
} from 'firebase-admin/firestore';
import { placeInQueue } from '../queues/queues';
import { readWorkspace } from '../workspaces/workspaces';
import { type FeedPostDeps, type FeedSource, turnItemsIntoPosts } from './feedPosts';
import { type FeedAnswer, FeedFetchError, fetchFeed, type Validators } from './fetchFeed';
import { FeedParseError, parseFeed } from './parseFeed';

export interface PollFeedDeps extends FeedPostDeps {
  now: () => Date;
  fetch?: (url: string, validators: Validators) => Promise<FeedAnswer>;
  /** After a post took a queue slot: plans its publish task. */
  afterQueued?: (workspaceId: string, postId: string) => Promise<void>;
}

export interface PollOutcome {
  outcome: 'ok' | 'not_modified' | 'error' | 'skipped';
  added: number;
  error: FeedError | null;
  status: number | null;
}

/** Puts each new draft in the channel's queue; one the queue refuses stays a draft. */
async function queuePosts(
  db: Firestore,
  workspaceId: string,
  channelId: string,
  postIds: string[],
  deps: PollFeedDeps,
): Promise<void> {
  for (const postId of postIds) {
    const placed = await db
      .runTransaction(async (tx) => {
        const workspace = await readWorkspace(db, tx, workspaceId);
        const ref = workspace.ref.collection('posts').doc(postId);
        const data = (await tx.get(ref)).data() ?? {};
        await placeInQueue(tx, { workspace, ref, status: 'draft', data }, channelId, deps.now());
        return true;
      })
      .catch(() => false);
    if (placed) await deps.afterQueued?.(workspaceId, postId);
  }
}

function sourceOf(ref: DocumentReference, data: Record<string, unknown>): FeedSource {
  return {
    ref,
    channelId: String(data.channelId ?? ''),
    target: (data.target as FeedTarget) ?? 'draft',
    template: data.template as FeedTemplate,
    createdBy: String(data.createdBy ?? ''),
    subscribedAt: (data.subscribedAt as Timestamp).toMillis(),
    includeOlder: data.includeOlder === true,
    fetched: data.fetched === true,
  };
}

/** Fetches the source once (paused sources only when `force`) and records the outcome. */
export async function pollFeed(
  db: Firestore,
  workspaceId: string,
  feedId: string,
  deps: PollFeedDeps,
  force = false,
): Promise<PollOutcome> {
  const ref = db.collection('workspaces').doc(workspaceId).collection('feeds').doc(feedId);
  const snap = await ref.get();
  const data = snap.data();
  if (!data || (data.paused === true && !force)) {
    return { outcome: 'skipped', added: 0, error: null, status: null };
  }
  const url = String(data.url);
  const record = async (outcome: PollOutcome, extra: Record<string, unknown> = {}) => {
    await ref.update({
      lastFetch: {
        at: Timestamp.fromDate(deps.now()),
        outcome: outcome.outcome,
        added: outcome.added,
        error: outcome.error,
        status: outcome.status,
      },
      ...extra,
      updatedAt: FieldValue.serverTimestamp(),
    });
    return outcome;
  };
  const validators = {
    etag: typeof data.etag === 'string' ? data.etag : null,
    lastModified: typeof data.lastModified === 'string' ? data.lastModified : null,
  };
  try {
    const answer = await (deps.fetch ?? fetchFeed)(url, validators);
    if (answer.kind === 'not_modified') {
      return await record({ outcome: 'not_modified', added: 0, error: null, status: null });
    }
    const feed = parseFeed(answer.body, url);
    const source = sourceOf(ref, data);
    const turned = await turnItemsIntoPosts(db, source, feed.items, deps);
    if (source.target === 'queue') {
      await queuePosts(db, workspaceId, source.channelId, turned.postIds, deps);
    }
    const keep = turned.leftOver === 0;
    return await record(
      { outcome: 'ok', added: turned.postIds.length, error: null, status: null },
      {
        fetched: true,
        ...(feed.title ? { title: feed.title.slice(0, 200) } : {}),
        etag: keep ? answer.validators.etag : null,
        lastModified: keep ? answer.validators.lastModified : null,
      },
    );
  } catch (error) {
    if (error instanceof FeedFetchError) {
      return record({ outcome: 'error', added: 0, error: error.reason, status: error.status });
    }
    if (error instanceof FeedParseError) {
      return record({ outcome: 'error', added: 0, error: 'parse', status: null });
    }
    throw error;
  }
}
