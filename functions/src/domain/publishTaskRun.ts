// One delivery of a publish task. Everything the delivery decides before sending is decided in
// one transaction on the post and its channels' pace documents: is this still the post's task,
// is the post due and free (or held by a dead earlier attempt of this very task), does every
// channel have room in its account's budget. Then the post is published under the task's lease,
// and a post left waiting (a retry, a reconciliation) gets its next task.

import {
  type DocumentReference,
  FieldValue,
  type Firestore,
  Timestamp,
} from 'firebase-admin/firestore';
import type { PostingBudget } from '../providers/types';
import { isClaimable } from './lease';
import { type PostOutcome, type PublishDeps, publishPost } from './publish';
import {
  blockChannel,
  nextAllowed,
  type PaceState,
  paceRef,
  readPace,
  recordSend,
} from './publishPace';
import { LEASE_MS } from './publishPolicy';
import {
  dueAt,
  EARLY_WAIT_MS,
  enqueuePublish,
  type PlannedTask,
  type PublishQueue,
  type PublishTaskData,
  plannedOf,
  shardOf,
  taskId,
} from './publishTasks';
import { type PostLease, readResult } from './publishTypes';

export interface TaskDeps extends Omit<PublishDeps, 'owner'> {
  queue: PublishQueue;
  horizonMs?: number;
  /** The delivery's retry number (0 for the first delivery). */
  retryCount: number;
  sleep?: (ms: number) => Promise<void>;
  budgetFor?: (provider: unknown) => PostingBudget | null;
}

export type TaskOutcome =
  | { kind: 'superseded' | 'not_due' | 'not_claimable' | 'early' }
  | { kind: 'paced'; expectedAt: number }
  | { kind: 'published'; outcome: PostOutcome; next: PlannedTask | null };

type Taken =
  | { kind: 'superseded' | 'not_due' | 'not_claimable' }
  | { kind: 'paced'; next: PlannedTask }
  | { kind: 'claimed' };

/** Each delivery runs under an owner naming the task and its retry. */
function ownerOf(id: string, retryCount: number): string {
  return `task:${id}#${retryCount}`;
}

/** A later retry of the same task may take over from an earlier one: that attempt died. */
function earlierAttempt(id: string, retryCount: number) {
  return (holder: string) => {
    const prefix = `task:${id}#`;
    if (!holder.startsWith(prefix)) return false;
    return Number(holder.slice(prefix.length)) < retryCount;
  };
}

/** The channels still to be sent: pending, or waiting for another try. */
function waitingChannels(raw: Record<string, unknown>): string[] {
  const ids = Array.isArray(raw.channelIds)
    ? raw.channelIds.filter((id): id is string => typeof id === 'string')
    : [];
  const results = (raw.results ?? {}) as Record<string, unknown>;
  return ids.filter((id) => {
    const status = readResult(results[id]).status;
    return status === 'pending' || status === 'retry';
  });
}

async function take(
  db: Firestore,
  ref: DocumentReference,
  data: PublishTaskData,
  deps: TaskDeps,
): Promise<Taken> {
  return db.runTransaction(async (tx) => {
    const raw = (await tx.get(ref)).data();
    const planned = plannedOf(raw);
    if (!raw || planned?.id !== data.id) return { kind: 'superseded' };
    const now = deps.now();
    const holder = (raw.lease as PostLease | null | undefined)?.owner;
    const resuming =
      raw.status === 'publishing' &&
      typeof holder === 'string' &&
      earlierAttempt(data.id, deps.retryCount)(holder);
    if (!resuming) {
      if (dueAt(raw) === null) return { kind: 'not_due' };
      if (!isClaimable(raw, now)) return { kind: 'not_claimable' };
    }

    // Pacing: a resumed attempt already has its places.
    const waiting = resuming || !deps.budgetFor ? [] : waitingChannels(raw);
    if (waiting.length > 0 && deps.budgetFor) {
      const workspace = ref.parent.parent as DocumentReference;
      const snaps = await tx.getAll(
        ...waiting.map((id) => workspace.collection('channels').doc(id)),
        ...waiting.map((id) => paceRef(db, id)),
      );
      const cost = 1 + (Array.isArray(raw.thread) ? raw.thread.length : 0);
      const paced: { channelId: string; budget: PostingBudget; state: PaceState }[] = [];
      waiting.forEach((channelId, index) => {
        const budget = deps.budgetFor?.(snaps[index]?.data()?.provider) ?? null;
        if (budget)
          paced.push({ channelId, budget, state: readPace(snaps[waiting.length + index]?.data()) });
      });
      let at = now.getTime();
      for (const { budget, state } of paced)
        at = Math.max(at, nextAllowed(budget, state, now.getTime(), cost));
      if (at > now.getTime()) {
        const version = (planned?.version ?? 0) + 1;
        const next: PlannedTask = {
          id: taskId(ref, version),
          version,
          shard: shardOf(ref.id),
          at: Timestamp.fromMillis(at),
        };
        tx.update(ref, { task: next, expectedAt: next.at });
        return { kind: 'paced', next };
      }
      for (const { channelId, budget, state } of paced) {
        tx.set(paceRef(db, channelId), recordSend(budget, state, now.getTime(), cost));
      }
    }

    const lease: PostLease = {
      owner: ownerOf(data.id, deps.retryCount),
      expiresAt: Timestamp.fromMillis(now.getTime() + LEASE_MS),
    };
    const patch: Record<string, unknown> = {
      status: 'publishing',
      lease,
      updatedAt: FieldValue.serverTimestamp(),
    };
    if (raw.status === 'scheduled') patch.publishingStartedAt = Timestamp.fromDate(now);
    tx.update(ref, patch);
    return { kind: 'claimed' };
  });
}

/** Too many of one account's posts at once fought over its budget: try again in a moment. */
function isContention(error: unknown): boolean {
  const code = (error as { code?: unknown }).code;
  return code === 10 || code === 'aborted';
}

/** One delivery of a publish task. */
export async function runPublishTask(
  db: Firestore,
  data: PublishTaskData,
  deps: TaskDeps,
): Promise<TaskOutcome> {
  if (data.at !== undefined) {
    const wait = data.at - deps.now().getTime();
    // Cloud Tasks never delivers early; the emulator does, and the horizon keeps it short.
    if (wait > EARLY_WAIT_MS) return { kind: 'early' };
    if (wait > 0) await (deps.sleep ?? delay)(wait);
  }
  const ref = db.doc(data.path);
  let taken: Taken;
  try {
    taken = await take(db, ref, data, deps);
  } catch (error) {
    if (!isContention(error)) throw error;
    const at = deps.now().getTime() + 1000 + Math.floor(Math.random() * 2000);
    await enqueuePublish(db, deps.queue, ref, deps.now(), { horizonMs: deps.horizonMs, at });
    return { kind: 'paced', expectedAt: at };
  }
  if (taken.kind === 'paced') {
    const { next } = taken;
    await deps.queue.enqueue(next.shard, next.id, next.at.toDate(), {
      path: ref.path,
      id: next.id,
      at: next.at.toMillis(),
    });
    return { kind: 'paced', expectedAt: next.at.toMillis() };
  }
  if (taken.kind !== 'claimed') return taken;

  const owner = ownerOf(data.id, deps.retryCount);
  const outcome = await publishPost(db, ref, { ...deps, owner });
  let next: PlannedTask | null = null;
  if (outcome.status === 'publishing') {
    // Channels wait for a later attempt or a reconciliation: their own task at that moment.
    await honourRetryAfter(db, ref);
    next = await enqueuePublish(db, deps.queue, ref, deps.now(), { horizonMs: deps.horizonMs });
  }
  return { kind: 'published', outcome, next };
}

/** A channel told to wait (a 429's Retry-After, or a failure's backoff) holds its account back. */
async function honourRetryAfter(db: Firestore, ref: DocumentReference) {
  const raw = (await ref.get()).data();
  const results = (raw?.results ?? {}) as Record<string, unknown>;
  for (const [channelId, stored] of Object.entries(results)) {
    const result = readResult(stored);
    if (result.status === 'retry' && result.nextAttemptAt) {
      await blockChannel(db, channelId, result.nextAttemptAt.toMillis());
    }
  }
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
