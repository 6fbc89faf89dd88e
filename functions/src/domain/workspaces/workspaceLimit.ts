// How many smm workspaces one owner may hold, checked inside the transaction that creates one:
// the owner's workspaces are a query read in that transaction, so of concurrent creations
// exactly as many as the limit commit and the others are retried, recount and are refused.
//
// The limit: the highest limits.workspaces among the plans the owner's workspaces are
// subscribed to now, or the product's free tier (its lowest active plan), or
// WORKSPACE_LIMIT_WITHOUT_PLAN when no plan says.

import type { Product } from '@model/variant';
import type { Firestore, QueryDocumentSnapshot, Transaction } from 'firebase-admin/firestore';
import { WORKSPACE_LIMIT_WITHOUT_PLAN } from '../../config';
import { subscribedPlanId } from '../channels/channelLimits';
import { DomainError } from '../errors';

function workspaceLimitOf(plan: Record<string, unknown> | undefined): number | null {
  const value = (plan?.limits as Record<string, unknown> | undefined)?.workspaces;
  return typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : null;
}

async function allowance(
  db: Firestore,
  tx: Transaction,
  product: Product,
  owned: QueryDocumentSnapshot[],
  now: Date,
): Promise<number> {
  const limits: number[] = [];
  for (const workspace of owned) {
    const sub = (await tx.get(db.collection('subscriptions').doc(workspace.id))).data();
    const planId = subscribedPlanId(sub, now);
    if (!planId) continue;
    const limit = workspaceLimitOf((await tx.get(db.collection('plans').doc(planId))).data());
    if (limit !== null) limits.push(limit);
  }
  if (limits.length > 0) return Math.max(...limits);
  const plans = await tx.get(db.collection('plans').where('product', '==', product));
  const free = plans.docs
    .filter((doc) => doc.get('active') !== false)
    .sort((a, b) => Number(a.get('order') ?? 0) - Number(b.get('order') ?? 0))[0];
  return workspaceLimitOf(free?.data()) ?? WORKSPACE_LIMIT_WITHOUT_PLAN;
}

/** Refuses a new workspace when the owner already holds as many as their plan allows. */
export async function checkWorkspaceLimit(
  db: Firestore,
  tx: Transaction,
  ownerUid: string,
  product: Product,
  now: Date,
): Promise<void> {
  const owned = (
    await tx.get(db.collection('workspaces').where('ownerUid', '==', ownerUid))
  ).docs.filter((doc) => doc.get('product') === product);
  const limit = await allowance(db, tx, product, owned, now);
  if (owned.length >= limit) {
    throw new DomainError(
      'resource-exhausted',
      `Your plan allows ${limit} ${limit === 1 ? 'workspace' : 'workspaces'}; delete one or upgrade.`,
    );
  }
}
