// Pacing per account: before a post goes out, each of its channels takes a place in its
// network's posting budget (publishPace/{channelId}, server-only). A channel that has used its
// budget makes the post wait for the first moment every window has room again; other accounts'
// posts never wait for it.

import { type PublishPaceDoc, publishPaceDocSchema } from '@model/schemas/posts/publish-pace';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import type { BudgetWindow, PostingBudget } from '../../providers/types';
import { storedField } from '../stored';
import { zonedDay } from './zonedDay';

/** What one channel's pace document keeps (publishPace/{channelId}). */
export type PaceState = PublishPaceDoc;

/** Places remembered by task, enough for any burst the budgets allow. */
const HOLDERS_KEPT = 200;

/** A channel's pace as stored; a missing document (or field) is a channel that sent nothing. */
export function readPace(raw: Record<string, unknown> | undefined): PaceState {
  return {
    sent: storedField(publishPaceDocSchema, raw, 'sent', []),
    fixed: storedField(publishPaceDocSchema, raw, 'fixed', {}),
    blockedUntil: storedField(publishPaceDocSchema, raw, 'blockedUntil', 0),
    holders: storedField(publishPaceDocSchema, raw, 'holders', []),
  };
}

/** The first moment at or after `now` when `cost` more sends fit every window of the budget. */
export function nextAllowed(
  budget: PostingBudget,
  state: PaceState,
  now: number,
  cost = 1,
): number {
  let at = Math.max(now, state.blockedUntil);
  for (const window of budget.windows) at = Math.max(at, allowedIn(window, state, at, cost));
  return at;
}

/** The fixed window holding `now`: since the epoch, or a calendar day of the window's zone. */
function fixedBounds(window: BudgetWindow, now: number): { start: number; end: number } {
  if (window.resetZone) return zonedDay(now, window.resetZone);
  const start = Math.floor(now / window.windowMs) * window.windowMs;
  return { start, end: start + window.windowMs };
}

function allowedIn(window: BudgetWindow, state: PaceState, now: number, cost: number): number {
  if (window.kind === 'fixed') {
    const { start, end } = fixedBounds(window, now);
    const counter = state.fixed[String(window.windowMs)];
    const used = counter && counter.start === start ? counter.count : 0;
    return used + cost <= window.limit ? now : end;
  }
  const inWindow = state.sent.filter((t) => t > now - window.windowMs);
  if (inWindow.length + cost <= window.limit) return now;
  // Room opens when enough of the oldest sends leave the window.
  const leaving = inWindow[inWindow.length + cost - window.limit - 1] ?? now;
  return leaving + window.windowMs;
}

/** The state after `cost` sends at `now` (which nextAllowed said fits). */
export function recordSend(
  budget: PostingBudget,
  state: PaceState,
  now: number,
  cost = 1,
  holder = '',
): PaceState {
  const longest = Math.max(
    0,
    ...budget.windows.filter((w) => w.kind === 'sliding').map((w) => w.windowMs),
  );
  const sent = [...state.sent.filter((t) => t > now - longest), ...Array(cost).fill(now)].sort(
    (a, b) => a - b,
  );
  const fixed: PaceState['fixed'] = {};
  for (const window of budget.windows.filter((w) => w.kind === 'fixed')) {
    const { start } = fixedBounds(window, now);
    const counter = state.fixed[String(window.windowMs)];
    fixed[String(window.windowMs)] = {
      start,
      count: (counter && counter.start === start ? counter.count : 0) + cost,
    };
  }
  const holders = holder ? [...state.holders, holder].slice(-HOLDERS_KEPT) : state.holders;
  return { sent, fixed, blockedUntil: state.blockedUntil, holders };
}

export function paceRef(db: Firestore, channelId: string): DocumentReference {
  return db.collection('publishPace').doc(channelId);
}

/** A network answered Retry-After: the channel sends nothing more before `until` (ms). */
export async function blockChannel(db: Firestore, channelId: string, until: number) {
  await db.runTransaction(async (tx) => {
    const ref = paceRef(db, channelId);
    const state = readPace((await tx.get(ref)).data());
    if (state.blockedUntil >= until) return;
    tx.set(ref, { ...state, blockedUntil: until });
  });
}
