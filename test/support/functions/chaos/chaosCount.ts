// The chaos bench's figures: the stored posts set against the network's own record of what it
// created, so a publisher that says "published" cannot make the figures say so too.

import type { NetworkRecord } from './chaosPds';

/** A post as the publisher left it: its number, status and its channel's receipt. */
export interface StoredOutcome {
  post: number;
  status: string;
  /** The read-back's verdict: 'confirmed', 'missing' (flagged), 'pending', or none. */
  receipt: string | null;
}

export interface ChaosCounts {
  /** Posts sent through the handler. */
  posts: number;
  /** Posts the network created more than once, counted once per extra copy. */
  duplicates: number;
  /** Posts the network never created. */
  lost: number;
  /** Posts stored as published, not flagged, that the network does not show. */
  falseSuccesses: number;
  /** Published posts whose read-back confirmed them or flagged them not found. */
  receipts: number;
}

const OUT = new Set(['published', 'partially_published']);

export function countChaos(stored: StoredOutcome[], network: NetworkRecord): ChaosCounts {
  const counts: ChaosCounts = {
    posts: stored.length,
    duplicates: 0,
    lost: 0,
    falseSuccesses: 0,
    receipts: 0,
  };
  for (const { post, status, receipt } of stored) {
    const created = network.created(post);
    counts.duplicates += Math.max(0, created - 1);
    if (created === 0) counts.lost++;
    if (!OUT.has(status)) continue;
    if (receipt !== 'missing' && !network.present(post)) counts.falseSuccesses++;
    if (receipt === 'confirmed' || receipt === 'missing') counts.receipts++;
  }
  return counts;
}

/** The bench's one summary line. */
export function chaosLine(counts: ChaosCounts): string {
  return `chaos: ${counts.posts} sends, duplicates ${counts.duplicates}, lost ${counts.lost}, false successes ${counts.falseSuccesses}, receipts ${counts.receipts}/${counts.posts}`;
}
