// Counting short-link clicks in groups. A 2nd-gen instance serves many requests at once (80 by
// default), and a popular link's clicks all land on one document, which Firestore takes about
// once a second before it contends. So the clicks of one link that arrive while its previous
// commit is out wait and go together in the next one: one commit for any number of clicks, never
// one per click. Nothing is counted after the answer: a request redirects only once the commit
// holding its click has succeeded, so an instance that stops loses no click (the visitor sees an
// error instead, as with a failed write before).
//
// A visitor is one document per day and visitor hash (shortLinks/{code}/visitors/{day_hash}),
// created in the same commit as the counts, so visitors and the visitors count always agree.
// The hashes not yet known to this instance are read first (one batched read); a commit that
// meets a visitor another instance created in between fails as a whole and is simply redone.

import { FieldValue, type Firestore } from 'firebase-admin/firestore';

interface Target {
  workspaceId: string;
  postId: string;
}

/** The clicks on one link waiting for its next commit. */
interface Group {
  target: Target;
  clicks: number;
  visitorIds: Set<string>;
  settle: { resolve: (counted: boolean) => void; reject: (error: unknown) => void }[];
}

interface LinkCounter {
  waiting: Group | undefined;
  committing: boolean;
}

const ALREADY_EXISTS = 6;
const NOT_FOUND = 5;
/** A commit that met another instance's visitor is redone this many times at most. */
const ATTEMPTS = 5;
/** Visitor documents (`{code}/{day}_{hash}`) this instance knows to exist; forgotten wholesale past this size. */
const VISITORS_KEPT = 50_000;

const counters = new WeakMap<Firestore, Map<string, LinkCounter>>();
const knownVisitors = new Set<string>();

function counterOf(db: Firestore, code: string): LinkCounter {
  let links = counters.get(db);
  if (!links) {
    links = new Map();
    counters.set(db, links);
  }
  let counter = links.get(code);
  if (!counter) {
    counter = { waiting: undefined, committing: false };
    links.set(code, counter);
  }
  return counter;
}

/**
 * Counts one click on `code` by the visitor `visitorId` (`{day}_{hash}`), resolving true once
 * it is committed, false when the link no longer exists (nothing is counted then).
 */
export function countClick(
  db: Firestore,
  code: string,
  target: Target,
  visitorId: string,
): Promise<boolean> {
  const counter = counterOf(db, code);
  counter.waiting ??= { target, clicks: 0, visitorIds: new Set(), settle: [] };
  const group = counter.waiting;
  group.clicks += 1;
  group.visitorIds.add(visitorId);
  const counted = new Promise<boolean>((resolve, reject) => group.settle.push({ resolve, reject }));
  if (!counter.committing) void commitWaiting(db, code, counter);
  return counted;
}

/** Commits the waiting group, then whatever gathered meanwhile, until nothing waits. */
async function commitWaiting(db: Firestore, code: string, counter: LinkCounter): Promise<void> {
  counter.committing = true;
  for (let group = counter.waiting; group; group = counter.waiting) {
    counter.waiting = undefined;
    try {
      const counted = await commitGroup(db, code, group);
      for (const { resolve } of group.settle) resolve(counted);
    } catch (error) {
      for (const { reject } of group.settle) reject(error);
    }
  }
  counter.committing = false;
  // A link nobody clicks any more keeps nothing in the instance.
  counters.get(db)?.delete(code);
}

async function commitGroup(db: Firestore, code: string, group: Group): Promise<boolean> {
  const link = db.collection('shortLinks').doc(code);
  for (let attempt = 1; ; attempt += 1) {
    const unknown = [...group.visitorIds].filter((id) => !knownVisitors.has(`${code}/${id}`));
    const refs = unknown.map((id) => link.collection('visitors').doc(id));
    const stored = refs.length > 0 ? await db.getAll(...refs) : [];
    const fresh = refs.filter((_, n) => !stored[n]?.exists);
    const counts = {
      clicks: FieldValue.increment(group.clicks),
      visitors: FieldValue.increment(fresh.length),
      updatedAt: FieldValue.serverTimestamp(),
    };
    const batch = db.batch();
    for (const ref of fresh) {
      batch.create(ref, {
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    batch.update(link, counts);
    batch.set(
      db.doc(`workspaces/${group.target.workspaceId}/linkClicks/${group.target.postId}`),
      { postId: group.target.postId, ...counts },
      { merge: true },
    );
    try {
      await batch.commit();
    } catch (error) {
      const status = (error as { code?: unknown }).code;
      if (status === NOT_FOUND) return false;
      if (status === ALREADY_EXISTS && attempt < ATTEMPTS) continue;
      throw error;
    }
    if (knownVisitors.size + unknown.length > VISITORS_KEPT) knownVisitors.clear();
    for (const id of unknown) knownVisitors.add(`${code}/${id}`);
    return true;
  }
}
