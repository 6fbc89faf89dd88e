// The courtesy subscriptions of a product, a page at a time, with the workspace and plan each
// one names. subscriptions/{wid} carries no product of its own, so rows are matched to the
// product through their workspace while scanning, in bounded batches.

import type { CallableReply } from '@model/callables';
import {
  type CourtesyRow,
  courtesyState,
  type ListCourtesyInput,
} from '@model/schemas/subscriptions';
import { type DocumentSnapshot, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { type Caller, requireAdminFor } from '../caller';
import { notFound } from '../errors';

export const COURTESY_PAGE_SIZE = 25;
const BATCH = 50;
const MAX_BATCHES = 8;

export type CourtesyPage = CallableReply<'listCourtesySubscriptions'> & Record<string, unknown>;

const iso = (value: unknown) => (value instanceof Timestamp ? value.toDate().toISOString() : null);
const text = (value: unknown) => (typeof value === 'string' ? value : null);

function baseQuery(db: Firestore, view: ListCourtesyInput['view'], now: Date) {
  const subs = db.collection('subscriptions');
  const at = Timestamp.fromDate(now);
  if (view === 'active')
    return subs
      .where('status', '==', 'courtesy')
      .where('courtesy.expiresAt', '>', at)
      .orderBy('courtesy.expiresAt', 'asc');
  if (view === 'expired')
    return subs.where('courtesy.expiresAt', '<=', at).orderBy('courtesy.expiresAt', 'desc');
  return subs.orderBy('courtesy.expiresAt', 'desc');
}

export async function listCourtesy(
  db: Firestore,
  caller: Caller,
  input: ListCourtesyInput,
  now: Date,
): Promise<CourtesyPage> {
  requireAdminFor(caller, input.product);
  const query = baseQuery(db, input.view, now);
  let cursor: DocumentSnapshot | null = null;
  if (input.after) {
    cursor = await db.collection('subscriptions').doc(input.after).get();
    if (!cursor.exists) throw notFound('The page cursor');
  }
  const matched: { sub: DocumentSnapshot; workspace: DocumentSnapshot }[] = [];
  let exhausted = false;
  let lastScanned: DocumentSnapshot | null = null;
  for (let batch = 0; batch < MAX_BATCHES && matched.length <= COURTESY_PAGE_SIZE; batch++) {
    const snap = await (cursor ? query.startAfter(cursor) : query).limit(BATCH).get();
    if (snap.empty) {
      exhausted = true;
      break;
    }
    const workspaces = await db.getAll(
      ...snap.docs.map((d) => db.collection('workspaces').doc(d.id)),
    );
    snap.docs.forEach((sub, i) => {
      const workspace = workspaces[i];
      if (workspace?.exists && workspace.get('product') === input.product)
        matched.push({ sub, workspace });
    });
    cursor = snap.docs[snap.docs.length - 1] ?? null;
    lastScanned = cursor;
    if (snap.size < BATCH) {
      exhausted = true;
      break;
    }
  }
  const page = matched.slice(0, COURTESY_PAGE_SIZE);
  const planIds = [...new Set(page.map((m) => text(m.sub.get('planId'))).filter(Boolean))];
  const plans = planIds.length
    ? await db.getAll(...planIds.map((id) => db.collection('plans').doc(id as string)))
    : [];
  const planNames = new Map(plans.map((p) => [p.id, p.get('name')]));
  const rows = page.map(({ sub, workspace }): CourtesyRow => {
    const courtesy = (sub.get('courtesy') ?? {}) as Record<string, unknown>;
    const expiresAt = iso(courtesy.expiresAt);
    const planId = text(sub.get('planId'));
    const name = planId ? planNames.get(planId) : null;
    return {
      workspaceId: sub.id,
      workspaceName: text(workspace.get('name')) ?? sub.id,
      planId,
      planName: name && typeof name === 'object' ? (name as Record<string, string>) : {},
      reason: text(courtesy.reason) ?? '',
      grantedBy: text(courtesy.grantedBy),
      expiresAt,
      endedAt: iso(courtesy.endedAt),
      endReason: text(courtesy.endReason),
      state: courtesyState(
        {
          status: String(sub.get('status')),
          expiresAt: expiresAt ? Date.parse(expiresAt) : null,
          endedBy: text(courtesy.endedBy),
        },
        now.getTime(),
      ),
    };
  });
  let next: string | null = null;
  if (matched.length > COURTESY_PAGE_SIZE) next = page[page.length - 1]?.sub.id ?? null;
  else if (!exhausted) next = lastScanned?.id ?? null;
  return { rows, next };
}
