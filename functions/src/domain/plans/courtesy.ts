// Courtesy subscriptions: staff give a workspace a plan for free until a date. The previous
// subscription is kept so revoking (or expiry) puts the workspace back where it was.

import type { CallableReply } from '@model/callables';
import type { GrantCourtesyInput, RevokeCourtesyInput } from '@model/schemas/subscriptions';
import {
  type DocumentReference,
  FieldValue,
  type Firestore,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { COURTESY_MAX_MS } from '../../config';
import { recordAudit } from '../audit';
import { type Caller, requireAdminFor } from '../caller';
import { invalid, notFound, precondition } from '../errors';
import { readWorkspace } from '../workspaces/workspaces';

export type CourtesyResult = CallableReply<'grantCourtesy'> & Record<string, unknown>;

export async function grantCourtesy(
  db: Firestore,
  caller: Caller,
  input: GrantCourtesyInput,
  now: Date,
): Promise<CourtesyResult> {
  const expiresAt = Date.parse(input.expiresAt);
  return db.runTransaction(async (tx) => {
    const workspace = await readWorkspace(db, tx, input.workspaceId);
    requireAdminFor(caller, workspace.product);
    if (expiresAt <= now.getTime()) throw invalid('expiresAt must be in the future.');
    if (expiresAt > now.getTime() + COURTESY_MAX_MS) {
      throw invalid('A courtesy subscription lasts at most two years.');
    }
    const plan = await tx.get(db.collection('plans').doc(input.planId));
    if (!plan.exists) throw notFound('The plan');
    if (plan.data()?.active === false) throw precondition('An archived plan cannot be granted.');
    // An admin of one product grants only that product's plans (and its workspaces).
    if (plan.data()?.product !== workspace.product) {
      throw invalid(
        `That plan belongs to another product than this ${workspace.product} workspace.`,
      );
    }
    const subRef = db.collection('subscriptions').doc(input.workspaceId);
    const sub = await tx.get(subRef);
    const current = sub.data();
    const same =
      current?.status === 'courtesy' &&
      current.planId === input.planId &&
      current.courtesy?.reason === input.reason &&
      current.courtesy?.expiresAt instanceof Timestamp &&
      current.courtesy.expiresAt.toMillis() === expiresAt;
    // A retried grant finds its own result and records nothing twice.
    if (same)
      return {
        workspaceId: input.workspaceId,
        status: 'courtesy',
        expiresAt: new Date(expiresAt).toISOString(),
      };
    const previous =
      current && current.status !== 'courtesy'
        ? { planId: current.planId ?? null, status: current.status ?? null }
        : (current?.previous ?? null);
    tx.set(subRef, {
      planId: input.planId,
      status: 'courtesy',
      courtesy: {
        grantedBy: caller.uid,
        reason: input.reason,
        expiresAt: Timestamp.fromMillis(expiresAt),
        grantedAt: FieldValue.serverTimestamp(),
      },
      previous,
      currentPeriodEnd: Timestamp.fromMillis(expiresAt),
      createdAt: current?.createdAt ?? FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    recordAudit(db, tx, {
      action: 'subscription.courtesy.grant',
      actorUid: caller.uid,
      product: workspace.product,
      target: subRef.path,
      details: { planId: input.planId, expiresAt: input.expiresAt, reason: input.reason },
    });
    return {
      workspaceId: input.workspaceId,
      status: 'courtesy',
      expiresAt: new Date(expiresAt).toISOString(),
    };
  });
}

function endCourtesy(
  tx: Transaction,
  ref: DocumentReference,
  data: Record<string, unknown>,
  endedBy: string,
  reason: string | null,
) {
  const previous = (data.previous ?? null) as {
    planId?: string | null;
    status?: string | null;
  } | null;
  const status = previous?.status && previous.status !== 'courtesy' ? previous.status : 'cancelled';
  tx.update(ref, {
    status,
    planId: previous?.planId ?? data.planId ?? null,
    'courtesy.endedBy': endedBy,
    'courtesy.endedAt': FieldValue.serverTimestamp(),
    'courtesy.endReason': reason,
    updatedAt: FieldValue.serverTimestamp(),
  });
  return status;
}

export async function revokeCourtesy(
  db: Firestore,
  caller: Caller,
  input: RevokeCourtesyInput,
): Promise<CourtesyResult> {
  return db.runTransaction(async (tx) => {
    const workspace = await readWorkspace(db, tx, input.workspaceId);
    requireAdminFor(caller, workspace.product);
    const subRef = db.collection('subscriptions').doc(input.workspaceId);
    const sub = await tx.get(subRef);
    if (!sub.exists || sub.data()?.status !== 'courtesy')
      throw precondition('This workspace has no courtesy subscription.');
    const status = endCourtesy(tx, subRef, sub.data() ?? {}, caller.uid, input.reason ?? null);
    recordAudit(db, tx, {
      action: 'subscription.courtesy.revoke',
      actorUid: caller.uid,
      product: workspace.product,
      target: subRef.path,
      details: { reason: input.reason ?? null },
    });
    return { workspaceId: input.workspaceId, status };
  });
}

/** Ends every courtesy subscription whose expiry has passed; returns how many ended. */
export async function expireCourtesy(db: Firestore, now: Date): Promise<number> {
  const due = await db
    .collection('subscriptions')
    .where('status', '==', 'courtesy')
    .where('courtesy.expiresAt', '<=', Timestamp.fromDate(now))
    .get();
  let ended = 0;
  for (const doc of due.docs) {
    const changed = await db.runTransaction(async (tx) => {
      const snap = await tx.get(doc.ref);
      const data = snap.data();
      const expiry = data?.courtesy?.expiresAt;
      if (
        data?.status !== 'courtesy' ||
        !(expiry instanceof Timestamp) ||
        expiry.toMillis() > now.getTime()
      )
        return false;
      endCourtesy(tx, doc.ref, data, 'system', 'expired');
      recordAudit(db, tx, {
        action: 'subscription.courtesy.expire',
        actorUid: 'system',
        target: doc.ref.path,
      });
      return true;
    });
    if (changed) ended += 1;
  }
  return ended;
}
