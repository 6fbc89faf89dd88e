// One run of the publisher (the every-minute scheduled function): claim what is due, publish
// each claimed post, report what happened.

import { randomUUID } from 'node:crypto';
import type { Firestore } from 'firebase-admin/firestore';
import { claimDuePosts, inPool } from './lease';
import { type PostOutcome, type PublishDeps, publishPost } from './publish';

export interface RunOptions extends Omit<PublishDeps, 'owner'> {
  owner?: string;
  /** Posts published at once; each waits mostly on the networks. */
  concurrency?: number;
  limit?: number;
  /** See ClaimOptions.graceMs. */
  graceMs?: number;
}

export interface RunSummary {
  owner: string;
  claimed: number;
  outcomes: PostOutcome[];
  /** Posts whose publishing threw unexpectedly; their lease runs out and another run retries. */
  errors: { path: string; message: string }[];
}

export async function runPublisher(db: Firestore, options: RunOptions): Promise<RunSummary> {
  const owner = options.owner ?? `run-${randomUUID()}`;
  const deps: PublishDeps = { ...options, owner };
  const claimed = await claimDuePosts(db, {
    owner,
    now: options.now(),
    limit: options.limit,
    graceMs: options.graceMs,
  });
  const errors: RunSummary['errors'] = [];
  const outcomes = await inPool(claimed, options.concurrency ?? 8, async (ref) => {
    try {
      return await publishPost(db, ref, deps);
    } catch (error) {
      errors.push({
        path: ref.path,
        message: error instanceof Error ? error.message : String(error),
      });
      return null;
    }
  });
  return {
    owner,
    claimed: claimed.length,
    outcomes: outcomes.filter((outcome): outcome is PostOutcome => outcome !== null),
    errors,
  };
}
