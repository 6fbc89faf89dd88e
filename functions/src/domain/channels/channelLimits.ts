// How many channels a workspace's plan allows, checked inside the transaction that stores a new
// channel: the count is a query read in that transaction, so of two connections racing for the
// last place one commits and the other is retried and refused.
//
// The plan: subscriptions/{wid}.planId while the subscription is active, trialing, past_due
// (billing's grace period) or a courtesy that has not expired yet (an expired courtesy the hourly
// job has not ended yet already counts as what it will end in). Without such a subscription the
// workspace gets the lowest active plan of its product (the free tier), and when the product
// sells no plan at all, CHANNEL_LIMIT_WITHOUT_PLAN. An archived plan still binds the
// subscriptions that reference it.

import { type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { CHANNEL_LIMIT_WITHOUT_PLAN } from '../../config';
import { DomainError } from '../errors';
import type { Workspace } from '../workspaces/workspaces';

/** Channel states that hold a place; a disconnected channel frees its own. */
export const COUNTED_CHANNEL_STATES = ['connected', 'needs_reconnect'] as const;

const PAYING_STATES = new Set(['active', 'trialing', 'past_due']);

export interface ChannelAllowance {
  /** Channels the plan allows. */
  limit: number;
  /** The plan's name for messages, or null when no plan applies. */
  planName: string | null;
}

function planNameOf(data: Record<string, unknown>, planId: string): string {
  const name = data.name;
  if (typeof name === 'string') return name;
  if (name && typeof name === 'object') {
    const localised = name as Record<string, unknown>;
    const first = localised.en ?? Object.values(localised).find((v) => typeof v === 'string');
    if (typeof first === 'string') return first;
  }
  return planId;
}

function channelLimitOf(data: Record<string, unknown>): number | null {
  const limits = data.limits as Record<string, unknown> | undefined;
  const channels = limits?.channels;
  return typeof channels === 'number' && Number.isInteger(channels) && channels >= 0
    ? channels
    : null;
}

/** The plan id the subscription grants now, or null when it grants none. */
export function subscribedPlanId(
  sub: Record<string, unknown> | undefined,
  now: Date,
): string | null {
  if (!sub || typeof sub.planId !== 'string') return null;
  if (PAYING_STATES.has(String(sub.status))) return sub.planId;
  if (sub.status !== 'courtesy') return null;
  const courtesy = sub.courtesy as Record<string, unknown> | null | undefined;
  const expiresAt = courtesy?.expiresAt;
  if (expiresAt instanceof Timestamp && expiresAt.toMillis() > now.getTime()) return sub.planId;
  // Expired: what the courtesy ends in (courtesy.ts endCourtesy) applies already.
  const previous = sub.previous as Record<string, unknown> | null | undefined;
  return typeof previous?.planId === 'string' && PAYING_STATES.has(String(previous.status))
    ? previous.planId
    : null;
}

/** The channels the workspace's plan allows, read in the transaction. */
export async function channelAllowance(
  db: Firestore,
  tx: Transaction,
  workspace: Workspace,
  now: Date,
): Promise<ChannelAllowance> {
  const sub = (await tx.get(db.collection('subscriptions').doc(workspace.id))).data();
  const planId = subscribedPlanId(sub, now);
  if (planId) {
    const plan = (await tx.get(db.collection('plans').doc(planId))).data();
    const limit = plan ? channelLimitOf(plan) : null;
    if (plan && limit !== null) return { limit, planName: planNameOf(plan, planId) };
  }
  // A single-field query (plans are few), so it needs no composite index.
  const plans = await tx.get(db.collection('plans').where('product', '==', workspace.product));
  const entry = plans.docs
    .filter((doc) => doc.get('active') !== false && channelLimitOf(doc.data()) !== null)
    .sort((a, b) => Number(a.get('order') ?? 0) - Number(b.get('order') ?? 0))[0];
  if (!entry) return { limit: CHANNEL_LIMIT_WITHOUT_PLAN, planName: null };
  return {
    limit: channelLimitOf(entry.data()) ?? CHANNEL_LIMIT_WITHOUT_PLAN,
    planName: planNameOf(entry.data(), entry.id),
  };
}

/** The refusal's words, naming the limit and how many the workspace holds. */
export function channelLimitMessage(allowance: ChannelAllowance, held: number): string {
  const channels = `${allowance.limit} ${allowance.limit === 1 ? 'channel' : 'channels'}`;
  return allowance.planName
    ? `The ${allowance.planName} plan allows ${channels}; this workspace has ${held}.`
    : `Without a plan a workspace may connect ${channels}; this workspace has ${held}.`;
}

/**
 * The refusal of a channel over the plan's limit: resource-exhausted with the facts the screens
 * put in their own words (details.limit 'channels', allowed, held, plan) and offer a bigger plan
 * from. Channels held beyond the limit (a courtesy grant that lapsed) are kept, never removed.
 */
export function channelLimitError(allowance: ChannelAllowance, held: number): DomainError {
  return new DomainError('resource-exhausted', channelLimitMessage(allowance, held), undefined, {
    limit: 'channels',
    allowed: allowance.limit,
    held,
    plan: allowance.planName,
  });
}

/** The channels that hold a place in the workspace now, read in the transaction. */
export async function heldChannels(tx: Transaction, workspace: Workspace) {
  return tx.get(
    workspace.ref.collection('channels').where('status', 'in', [...COUNTED_CHANNEL_STATES]),
  );
}

/**
 * Refuses a new channel (or a disconnected one coming back) when the workspace already holds as
 * many as its plan allows. A channel that already holds a place is never counted twice.
 */
export async function checkChannelLimit(
  db: Firestore,
  tx: Transaction,
  workspace: Workspace,
  channelId: string | null,
  now: Date,
): Promise<void> {
  const held = await heldChannels(tx, workspace);
  if (channelId !== null && held.docs.some((doc) => doc.id === channelId)) return;
  const allowance = await channelAllowance(db, tx, workspace, now);
  if (held.size >= allowance.limit) throw channelLimitError(allowance, held.size);
}
