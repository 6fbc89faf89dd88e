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
import type { PostingBudget } from '../../providers/types';
import { capOf, capWindow, deferral, publishingSettingsRef } from '../hourlyCap';
import { isReadBackTask, type ReadBackOutcome, runReadBack } from '../receipts/readBack';
import { isClaimable, leaseShardOf } from './lease';
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
  | { kind: 'read_back'; receipts: ReadBackOutcome; next: PlannedTask | null }
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

type Checked =
  | { kind: 'superseded' | 'not_due' | 'not_claimable' }
  | { kind: 'ok'; raw: Record<string, unknown>; resuming: boolean };

/** Whether this delivery may work on the post now, from the post as it stands. */
function check(
  raw: Record<string, unknown> | undefined,
  data: PublishTaskData,
  deps: TaskDeps,
  now: Date,
): Checked {
  if (!raw || plannedOf(raw)?.id !== data.id) return { kind: 'superseded' };
  const holder = (raw.lease as PostLease | null | undefined)?.owner;
  const resuming =
    raw.status === 'publishing' &&
    typeof holder === 'string' &&
    earlierAttempt(data.id, deps.retryCount)(holder);
  if (!resuming) {
    if (dueAt(raw) === null) return { kind: 'not_due' };
    if (!isClaimable(raw, now)) return { kind: 'not_claimable' };
  }
  return { kind: 'ok', raw, resuming };
}

const CONFLICTS = new Set([6, 9, 10]);

/**
 * Takes a place in every channel's budget at once, or answers when there will be room. The
 * pace documents are written with preconditions and tried again at once when another of the
 * account's posts got there first: a transaction's backoff would hold a burst back seconds.
 */
async function reserve(
  db: Firestore,
  ref: DocumentReference,
  raw: Record<string, unknown>,
  data: PublishTaskData,
  deps: TaskDeps,
): Promise<number | null> {
  const waiting = waitingChannels(raw);
  if (waiting.length === 0) return null;
  const workspace = ref.parent.parent as DocumentReference;
  // The accounts' own pace documents come with the first read: most posts need no other.
  const [settings, ...read] = await db.getAll(
    publishingSettingsRef(workspace),
    ...waiting.map((id) => workspace.collection('channels').doc(id)),
    ...waiting.map((id) => paceRef(db, id)),
  );
  const channels = read.slice(0, waiting.length);
  const prefetched = new Map(read.slice(waiting.length).map((snap) => [snap.ref.path, snap]));
  // A first send also counts against the workspace's cap per channel per hour.
  const cap = raw.status === 'scheduled' ? capWindow(capOf(settings?.data())) : null;
  const paced: {
    budget: PostingBudget;
    capOnly: PostingBudget | null;
    ref: DocumentReference;
    /** Sends of this post the place stands for: a network's shared budget counts each channel. */
    weight: number;
  }[] = [];
  const shared = new Map<string, (typeof paced)[number]>();
  waiting.forEach((channelId, index) => {
    const provider = channels[index]?.data()?.provider;
    const budget = deps.budgetFor?.(provider) ?? null;
    const own = [...(budget?.windows ?? []).filter((w) => !w.shared), ...(cap ? [cap] : [])];
    if (own.length > 0) {
      paced.push({
        budget: { windows: own },
        capOnly: cap ? { windows: [cap] } : null,
        ref: paceRef(db, channelId),
        weight: 1,
      });
    }
    // The app's own limit (YouTube's Cloud project, X's app): one pace for every channel.
    const app = (budget?.windows ?? []).filter((w) => w.shared);
    if (app.length === 0) return;
    const key = String(provider);
    const entry = shared.get(key);
    if (entry) entry.weight++;
    else {
      const next = {
        budget: { windows: app },
        capOnly: null,
        ref: paceRef(db, `app-${key}`),
        weight: 1,
      };
      shared.set(key, next);
      paced.push(next);
    }
  });
  if (paced.length === 0) return null;
  const cost = 1 + (Array.isArray(raw.thread) ? raw.thread.length : 0);
  const holder = data.id;
  for (let round = 0; round < 30; round++) {
    const now = deps.now().getTime();
    const first = paced.flatMap((entry) => prefetched.get(entry.ref.path) ?? []);
    const snaps =
      round === 0 && first.length === paced.length
        ? first
        : await db.getAll(...paced.map((entry) => entry.ref));
    const states = snaps.map((snap) => readPace(snap.data()));
    // An earlier try of this task (a lost answer, a retried delivery) may hold the places already.
    if (states.every((state) => state.holders.includes(holder))) return null;
    let at = now;
    paced.forEach(({ budget, weight }, index) => {
      at = Math.max(at, nextAllowed(budget, states[index] as PaceState, now, cost * weight));
    });
    if (at > now) {
      // Said on the post when it is the cap that holds it back.
      const capped = paced.some(
        ({ capOnly, weight }, index) =>
          capOnly !== null &&
          nextAllowed(capOnly, states[index] as PaceState, now, cost * weight) > now,
      );
      if (capped) await ref.update({ ...deferral(at), updatedAt: FieldValue.serverTimestamp() });
      return at;
    }
    const batch = db.batch();
    paced.forEach(({ budget, ref: pace, weight }, index) => {
      const next = recordSend(budget, states[index] as PaceState, now, cost * weight, holder);
      const snap = snaps[index];
      if (snap?.exists && snap.updateTime)
        batch.update(pace, { ...next }, { lastUpdateTime: snap.updateTime });
      else batch.create(pace, next);
    });
    try {
      await batch.commit();
      return null;
    } catch (error) {
      if (!CONFLICTS.has((error as { code?: number }).code ?? -1)) throw error;
      await delay(Math.floor(Math.random() * 20));
    }
  }
  return deps.now().getTime() + 1000 + Math.floor(Math.random() * 2000);
}

async function take(
  db: Firestore,
  ref: DocumentReference,
  data: PublishTaskData,
  deps: TaskDeps,
  raw: Record<string, unknown> | undefined,
): Promise<Taken> {
  const first = check(raw, data, deps, deps.now());
  if (first.kind !== 'ok') return first;
  // A resumed attempt already holds its places in the budgets.
  if (!first.resuming) {
    const later = await reserve(db, ref, first.raw, data, deps);
    if (later !== null) {
      const next = await enqueuePublish(db, deps.queue, ref, deps.now(), {
        horizonMs: deps.horizonMs,
        at: later,
        expectedAt: later,
        running: data.id,
      });
      return next ? { kind: 'paced', next } : { kind: 'not_claimable' };
    }
  }
  return db.runTransaction(async (tx) => {
    const now = deps.now();
    const checked = check((await tx.get(ref)).data(), data, deps, now);
    if (checked.kind !== 'ok') return checked;
    const lease: PostLease = {
      owner: ownerOf(data.id, deps.retryCount),
      expiresAt: Timestamp.fromMillis(now.getTime() + LEASE_MS),
    };
    const patch: Record<string, unknown> = {
      status: 'publishing',
      lease,
      leaseShard: leaseShardOf(ref.id),
      updatedAt: FieldValue.serverTimestamp(),
    };
    if (checked.raw.status === 'scheduled') patch.publishingStartedAt = Timestamp.fromDate(now);
    tx.update(ref, patch);
    return { kind: 'claimed' as const };
  });
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
  const raw = (await ref.get()).data();
  if (isReadBackTask(raw, data)) {
    const receipts = await runReadBack(db, ref, data, deps, raw);
    const next = await enqueuePublish(db, deps.queue, ref, deps.now(), {
      horizonMs: deps.horizonMs,
      running: data.id,
    });
    return { kind: 'read_back', receipts, next };
  }
  const taken = await take(db, ref, data, deps, raw);
  if (taken.kind === 'paced') return { kind: 'paced', expectedAt: taken.next.at.toMillis() };
  if (taken.kind !== 'claimed') return taken;

  const owner = ownerOf(data.id, deps.retryCount);
  const outcome = await publishPost(db, ref, { ...deps, owner });
  let next: PlannedTask | null = null;
  if (outcome.status === 'publishing') {
    // Channels wait for a later attempt or a reconciliation: their own task at that moment.
    await honourRetryAfter(db, ref);
  }
  // Channels still waiting, or (once the post is out) its first read-back: the next task.
  if (outcome.status !== 'failed' && outcome.status !== 'lost_lease') {
    next = await enqueuePublish(db, deps.queue, ref, deps.now(), {
      horizonMs: deps.horizonMs,
      running: data.id,
    });
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
