// Pricing plans, managed by super admins. Archiving hides a plan from sale but keeps it for
// the subscriptions that reference it.

import type { CallableReply } from '@model/callables';
import type { ArchivePlanInput, CreatePlanInput, UpdatePlanInput } from '@model/schemas/plans';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { recordAudit } from '../audit';
import { type Caller, requireSuperAdmin } from '../caller';
import { notFound } from '../errors';
import { runOnce } from '../idempotency';
import { sameValue } from '../sameValue';
import { assertBasedOn } from '../versions/versions';

export type PlanResult = CallableReply<'archivePlan'> & Record<string, unknown>;

export async function createPlan(
  db: Firestore,
  caller: Caller,
  input: CreatePlanInput,
  now: Date,
): Promise<PlanResult> {
  requireSuperAdmin(caller);
  return runOnce(
    db,
    { operation: 'createPlan', owner: caller.uid, requestId: input.requestId, payload: input, now },
    async (tx) => {
      const ref = db.collection('plans').doc();
      tx.create(ref, {
        ...input.plan,
        active: true,
        createdBy: caller.uid,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      recordAudit(db, tx, {
        action: 'plan.create',
        actorUid: caller.uid,
        product: input.plan.product,
        target: ref.path,
      });
      return { planId: ref.id, active: true };
    },
  );
}

export async function updatePlan(
  db: Firestore,
  caller: Caller,
  input: UpdatePlanInput,
): Promise<PlanResult> {
  requireSuperAdmin(caller);
  return db.runTransaction(async (tx) => {
    const ref = db.collection('plans').doc(input.planId);
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound('The plan');
    const current = snap.data() ?? {};
    await assertBasedOn(tx, ref, current, input.baseVersion);
    const changed = Object.entries(input.patch).filter(
      ([key, value]) => !sameValue(current[key], value),
    );
    if (changed.length === 0) return { planId: input.planId, active: current.active !== false };
    tx.update(ref, { ...input.patch, updatedAt: FieldValue.serverTimestamp() });
    recordAudit(db, tx, {
      action: 'plan.update',
      actorUid: caller.uid,
      product: (input.patch.product ?? snap.data()?.product) as string,
      target: ref.path,
      details: { fields: changed.map(([key]) => key) },
    });
    return { planId: input.planId, active: snap.data()?.active !== false };
  });
}

export async function archivePlan(
  db: Firestore,
  caller: Caller,
  input: ArchivePlanInput,
): Promise<PlanResult> {
  requireSuperAdmin(caller);
  return db.runTransaction(async (tx) => {
    const ref = db.collection('plans').doc(input.planId);
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound('The plan');
    if (snap.data()?.active === false) return { planId: input.planId, active: false };
    tx.update(ref, {
      active: false,
      archivedAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    recordAudit(db, tx, {
      action: 'plan.archive',
      actorUid: caller.uid,
      product: snap.data()?.product ?? null,
      target: ref.path,
    });
    return { planId: input.planId, active: false };
  });
}
