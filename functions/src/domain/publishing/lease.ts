// Claiming due posts: a transaction moves each post to `publishing` under a lease naming the
// run, so two runs at the same moment never both publish it. A lease that runs out (a crashed
// run, or a post waiting for its next attempt) makes the post claimable again.

import { LEASE_SHARDS, leaseShardOf } from '@model/lease-shard';
import {
  type DocumentReference,
  FieldValue,
  type Firestore,
  Timestamp,
} from 'firebase-admin/firestore';
import { deferral, HourlyCapLedger, nextHour } from '../hourlyCap';
import { LEASE_MS } from './publishPolicy';
import type { PostLease } from './publishTypes';

export interface ClaimOptions {
  owner: string;
  now: Date;
  /** Posts claimed per run at most; the rest wait for the next run, oldest first. */
  limit?: number;
  leaseMs?: number;
  /** Posts claimed per transaction. */
  batchSize?: number;
  /** Claim transactions in flight at once. */
  concurrency?: number;
  /**
   * The reconciler's patience: a post whose publish task was planned is left to that task until
   * this long after the task's time, so only posts whose task went missing are taken.
   */
  graceMs?: number;
}

function leaseOf(data: Record<string, unknown>): PostLease | null {
  const lease = data.lease as PostLease | null | undefined;
  return lease && lease.expiresAt instanceof Timestamp ? lease : null;
}

function taskAt(data: Record<string, unknown>): number | null {
  const at = (data.task as { at?: unknown } | null | undefined)?.at;
  return at instanceof Timestamp ? at.toMillis() : null;
}

/** Whether a post may be taken by a run now. */
export function isClaimable(data: Record<string, unknown>, now: Date, graceMs = 0): boolean {
  if (graceMs > 0) {
    const planned = taskAt(data);
    if (planned !== null && planned > now.getTime() - graceMs) return false;
  }
  if (data.status === 'scheduled') {
    // A post of a paused queue waits for the queue to resume.
    if (data.held === true) return false;
    // The hourly cap moved it to a later hour.
    const deferred = data.deferredUntil;
    if (deferred instanceof Timestamp && deferred.toMillis() > now.getTime()) return false;
    const at = data.scheduledAt;
    return at instanceof Timestamp && at.toMillis() <= now.getTime();
  }
  if (data.status === 'publishing') {
    const lease = leaseOf(data);
    return !lease || lease.expiresAt.toMillis() <= now.getTime();
  }
  return false;
}

export { LEASE_SHARDS, leaseShardOf };

async function candidates(db: Firestore, now: Date, limit: number): Promise<DocumentReference[]> {
  const at = Timestamp.fromDate(now);
  const posts = db.collectionGroup('posts');
  const [due, ...shards] = await Promise.all([
    // Held posts (a paused queue) are left out by the query itself, so a long pause never
    // fills the reconciler's page with posts it may not take; and it asks for `dueAt` (the later
    // of scheduledAt and a deferral by the hourly cap), so neither do deferred posts.
    posts
      .where('status', '==', 'scheduled')
      .where('held', '==', false)
      .where('dueAt', '<=', at)
      .orderBy('dueAt')
      .limit(limit)
      .get(),
    ...Array.from({ length: LEASE_SHARDS }, (_, shard) =>
      posts
        .where('leaseShard', '==', shard)
        .where('status', '==', 'publishing')
        .where('lease.expiresAt', '<=', at)
        .orderBy('lease.expiresAt')
        .limit(limit)
        .get(),
    ),
  ]);
  const expired = shards
    .flatMap((snap) => snap.docs)
    .sort(
      (a, b) =>
        ((a.get('lease.expiresAt') as Timestamp | undefined)?.toMillis() ?? 0) -
        ((b.get('lease.expiresAt') as Timestamp | undefined)?.toMillis() ?? 0),
    );
  // Posts whose lease ran out come first: they are the most overdue.
  return [...expired, ...due.docs].slice(0, limit).map((doc) => doc.ref);
}

/** Claims, in one transaction, those of `refs` that are still claimable. */
async function claimBatch(
  db: Firestore,
  refs: DocumentReference[],
  options: ClaimOptions,
): Promise<DocumentReference[]> {
  return db.runTransaction(async (tx) => {
    const snaps = await tx.getAll(...refs);
    const claimed: DocumentReference[] = [];
    // A first send counts against the workspace's cap per channel per hour; the excess waits.
    const ledger = new HourlyCapLedger(db, options.now.getTime());
    const firstSends = snaps.flatMap((snap) => {
      const data = snap.data();
      if (data?.status !== 'scheduled' || !isClaimable(data, options.now, options.graceMs))
        return [];
      return [
        { snap, workspace: snap.ref.parent.parent as DocumentReference, channelIds: idsOf(data) },
      ];
    });
    await ledger.load(tx, firstSends);
    const counted = new Set<string>();
    const lease: PostLease = {
      owner: options.owner,
      expiresAt: Timestamp.fromMillis(options.now.getTime() + (options.leaseMs ?? LEASE_MS)),
    };
    for (const snap of snaps) {
      const data = snap.data();
      if (!data || !isClaimable(data, options.now, options.graceMs)) continue;
      if (data.status === 'scheduled') {
        const channelIds = idsOf(data);
        const cost = 1 + (Array.isArray(data.thread) ? data.thread.length : 0);
        if (!ledger.take(snap.ref.parent.parent as DocumentReference, channelIds, cost)) {
          tx.update(snap.ref, {
            ...deferral(nextHour(options.now.getTime())),
            updatedAt: FieldValue.serverTimestamp(),
          });
          continue;
        }
        for (const id of channelIds) counted.add(id);
      }
      const patch: Record<string, unknown> = {
        status: 'publishing',
        lease,
        leaseShard: leaseShardOf(snap.ref.id),
        updatedAt: FieldValue.serverTimestamp(),
      };
      if (data.status === 'scheduled') patch.publishingStartedAt = Timestamp.fromDate(options.now);
      tx.update(snap.ref, patch);
      claimed.push(snap.ref);
    }
    ledger.commit(tx, counted);
    return claimed;
  });
}

function idsOf(data: Record<string, unknown>): string[] {
  return Array.isArray(data.channelIds)
    ? data.channelIds.filter((id): id is string => typeof id === 'string')
    : [];
}

/** Runs `work` over `items` with at most `limit` in flight. */
export async function inPool<T, R>(
  items: T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/**
 * Runs that start together read the same candidates; taking them in different orders keeps
 * them from contending for the same post at every step.
 */
function shuffle<T>(items: T[]): T[] {
  for (let i = items.length - 1; i > 0; i--) {
    const j = Math.floor(Math.random() * (i + 1));
    [items[i], items[j]] = [items[j] as T, items[i] as T];
  }
  return items;
}

/** Claims every due post it can and answers the ones this run now holds. */
export async function claimDuePosts(
  db: Firestore,
  options: ClaimOptions,
): Promise<DocumentReference[]> {
  const refs = shuffle(await candidates(db, options.now, options.limit ?? 500));
  const size = options.batchSize ?? 25;
  const batches: DocumentReference[][] = [];
  for (let i = 0; i < refs.length; i += size) batches.push(refs.slice(i, i + size));
  const claimed = await inPool(batches, options.concurrency ?? 4, async (batch) => {
    try {
      return await claimBatch(db, batch, options);
    } catch {
      // Too much contention for the batch: try its posts one by one. One lost even then is
      // held by another run, or found again by our next run.
      const single: DocumentReference[] = [];
      for (const ref of batch) {
        single.push(...(await claimBatch(db, [ref], options).catch(() => [])));
      }
      return single;
    }
  });
  return claimed.flat();
}

/**
 * Applies `patch` only while this run still holds the post. False means another run took it
 * (our lease ran out) or someone cancelled it: this run must stop touching the post.
 */
export async function updateUnderLease(
  db: Firestore,
  ref: DocumentReference,
  owner: string,
  patch: Record<string, unknown>,
): Promise<boolean> {
  return db.runTransaction(async (tx) => {
    const data = (await tx.get(ref)).data();
    if (data?.status !== 'publishing' || leaseOf(data)?.owner !== owner) return false;
    tx.update(ref, { ...patch, updatedAt: FieldValue.serverTimestamp() });
    return true;
  });
}
