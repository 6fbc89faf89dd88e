// A workspace's feed sources, managed by those the capability table lets (GROWTH_ROLES.feeds):
// adding one reads the feed first, so an address that cannot be fetched or read is refused with
// its reason and nothing is written; that first answer is also the source's first fetch, which
// takes only what was published after the subscription unless older items were asked for.
// Pausing stops the poller; removing deletes the source and what it remembers (its posts stay);
// "fetch now" reads a source at once, paused or not.

import type { CallableReply } from '@model/callables';
import { GROWTH_ROLES } from '@model/capabilities';
import {
  type AddFeedInput,
  FEEDS_PER_WORKSPACE,
  type FeedRefInput,
  type SetFeedPausedInput,
} from '@model/schemas/growth/feeds';
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { Caller } from '../caller';
import { because, DomainError, invalid, notFound } from '../errors';
import { actAs, type Workspace, workspaceOf } from '../workspaces/workspaces';
import { type FeedAnswer, FeedFetchError, fetchFeed } from './fetchFeed';
import { FeedParseError, parseFeed } from './parseFeed';
import { type PollFeedDeps, type PollOutcome, pollFeed } from './pollFeed';

async function workspaceFor(
  db: Firestore,
  caller: Caller,
  workspaceId: string,
): Promise<Workspace> {
  const ref = db.collection('workspaces').doc(workspaceId);
  const workspace = workspaceOf(ref, await ref.get());
  actAs(workspace, caller, GROWTH_ROLES.feeds);
  return workspace;
}

/** Reads the feed once; a failure is refused with its reason, in the app's words. */
async function firstAnswer(
  url: string,
  fetch: PollFeedDeps['fetch'] = fetchFeed,
): Promise<FeedAnswer> {
  try {
    const answer = await fetch(url, { etag: null, lastModified: null });
    if (answer.kind === 'ok') parseFeed(answer.body, url);
    return answer;
  } catch (error) {
    if (error instanceof FeedFetchError) {
      throw because(
        new DomainError(
          'invalid-argument',
          `The feed could not be read: ${error.message}`,
          undefined,
          {
            status: error.status,
          },
        ),
        error.reason,
      );
    }
    if (error instanceof FeedParseError) {
      throw because(
        invalid(`The address is not an RSS, Atom or JSON feed: ${error.message}`),
        'parse',
      );
    }
    throw error;
  }
}

export type AddFeedResult = CallableReply<'addFeed'> & Record<string, unknown>;

export async function addFeed(
  db: Firestore,
  caller: Caller,
  input: AddFeedInput,
  deps: PollFeedDeps,
): Promise<AddFeedResult> {
  const workspace = await workspaceFor(db, caller, input.workspaceId);
  const feeds = workspace.ref.collection('feeds');
  const [channel, count, same] = await Promise.all([
    workspace.ref.collection('channels').doc(input.channelId).get(),
    feeds.count().get(),
    feeds.where('url', '==', input.url).limit(1).get(),
  ]);
  if (!channel.exists) throw notFound('The channel');
  if (count.data().count >= FEEDS_PER_WORKSPACE) {
    throw new DomainError(
      'resource-exhausted',
      `A workspace follows at most ${FEEDS_PER_WORKSPACE} feeds.`,
      undefined,
      { limit: FEEDS_PER_WORKSPACE },
    );
  }
  if (!same.empty)
    throw new DomainError('already-exists', 'This workspace already follows that feed.');
  const answer = await firstAnswer(input.url, deps.fetch);
  const ref = feeds.doc();
  await ref.create({
    url: input.url,
    title: input.url,
    channelId: input.channelId,
    target: input.target,
    template: input.template,
    includeOlder: input.includeOlder,
    paused: false,
    createdBy: caller.uid,
    subscribedAt: Timestamp.fromDate(deps.now()),
    fetched: false,
    lastFetch: null,
    etag: null,
    lastModified: null,
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  const outcome = await pollFeed(db, workspace.id, ref.id, { ...deps, fetch: async () => answer });
  return { feedId: ref.id, added: outcome.added };
}

async function sourceRef(db: Firestore, caller: Caller, input: FeedRefInput) {
  const workspace = await workspaceFor(db, caller, input.workspaceId);
  const ref = workspace.ref.collection('feeds').doc(input.feedId);
  if (!(await ref.get()).exists) throw notFound('The feed');
  return { workspace, ref };
}

export async function setFeedPaused(
  db: Firestore,
  caller: Caller,
  input: SetFeedPausedInput,
): Promise<{ paused: boolean }> {
  const { ref } = await sourceRef(db, caller, input);
  await ref.update({ paused: input.paused, updatedAt: FieldValue.serverTimestamp() });
  return { paused: input.paused };
}

export async function removeFeed(
  db: Firestore,
  caller: Caller,
  input: FeedRefInput,
): Promise<{ removed: true }> {
  const { ref } = await sourceRef(db, caller, input);
  await db.recursiveDelete(ref);
  return { removed: true };
}

export async function fetchFeedNow(
  db: Firestore,
  caller: Caller,
  input: FeedRefInput,
  deps: PollFeedDeps,
): Promise<PollOutcome & Record<string, unknown>> {
  const { workspace } = await sourceRef(db, caller, input);
  return { ...(await pollFeed(db, workspace.id, input.feedId, deps, true)) };
}
