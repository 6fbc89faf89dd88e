// Pacing the inbox's reads per account with the publisher's budget arithmetic
// (publishing/publishPace.ts): each read of a channel takes a place in its network's read budget,
// kept beside the channel's cursors (inboxCursors/{channelId}.pace, server-only), in a
// transaction, so two poll tasks for one account never both read inside one window.

import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { PostingBudget } from '../../providers/types';
import { nextAllowed, readPace, recordSend } from '../publishing/publishPace';

const MINUTE = 60_000;

/** Reads per account: once per five minutes by default; the sandbox on every tick. */
const READ_BUDGETS: Readonly<Record<string, PostingBudget>> = {};
const DEFAULT_READ_BUDGET: PostingBudget = {
  windows: [{ limit: 1, windowMs: 5 * MINUTE, kind: 'sliding' }],
};

/** The read budget of a channel's network; null when nothing paces it (the local sandbox). */
export function readBudgetFor(providerId: string, sandbox: boolean): PostingBudget | null {
  if (sandbox || providerId === 'sandbox') return null;
  return READ_BUDGETS[providerId] ?? DEFAULT_READ_BUDGET;
}

/** Takes a place for one read at `now` if the budget has room; answers whether it did. */
export async function takeReadPlace(
  db: Firestore,
  channelId: string,
  budget: PostingBudget,
  now: number,
): Promise<boolean> {
  const ref = db.collection('inboxCursors').doc(channelId);
  return db.runTransaction(async (tx) => {
    const pace = readPace((await tx.get(ref)).get('pace') as Record<string, unknown> | undefined);
    if (nextAllowed(budget, pace, now) > now) return false;
    tx.set(
      ref,
      { pace: recordSend(budget, pace, now), updatedAt: FieldValue.serverTimestamp() },
      { merge: true },
    );
    return true;
  });
}
