// Proof of publish: a published post's task, once the network accepted it, reads each channel's
// post back by its network id and records the receipt (receiptPolicy.ts has the rules). A post
// the network does not have after the last read is "published — not found on the network": the
// team is told through the notification outbox, and the post's history says so.

import { channelDocSchema } from '@model/schemas/channels/channels';
import type { PublishReceipt } from '@model/schemas/posts/publish-receipt';
import { workspaceDocSchema } from '@model/schemas/workspaces';
import type { Product } from '@model/variant';
import {
  type DocumentReference,
  FieldPath,
  FieldValue,
  type Firestore,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { isProviderError } from '../../providers/errors';
import { networkName } from '../../providers/oauth';
import type { Provider } from '../../providers/types';
import { excerpt, queueNotification } from '../notifications/outbox';
import { recordActivity } from '../posts/postActivity';
import { loadChannelWith } from '../publishing/publish';
import { blockChannel, paceRef, readPace } from '../publishing/publishPace';
import { type PublishTaskData, plannedOf } from '../publishing/publishTasks';
import { readResult } from '../publishing/publishTypes';
import { storedField } from '../stored';
import { afterRead, afterReadError, RECEIPT_DELAYS_MS, receiptDueAt } from './receiptPolicy';

export interface ReadBackDeps {
  now: () => Date;
  providerFor: (id: unknown) => Provider;
  providerTimeoutMs?: number;
  receiptDelaysMs?: readonly number[];
}

export interface ReadBackOutcome {
  confirmed: number;
  missing: number;
  /** Read-backs still to come (a miss looked for again, a network error retried). */
  pending: number;
}

const OUT = new Set(['published', 'partially_published']);

/** Whether a delivered task is the read-back of a post already out: its status and its plan. */
export function isReadBackTask(
  raw: Record<string, unknown> | undefined,
  data: PublishTaskData,
): boolean {
  return raw !== undefined && OUT.has(String(raw.status)) && plannedOf(raw)?.id === data.id;
}

/** One channel's read-back: the receipt after it, or undefined when it is not due yet. */
async function readChannel(
  db: Firestore,
  workspace: DocumentReference,
  channelId: string,
  raw: Record<string, unknown>,
  deps: ReadBackDeps,
): Promise<PublishReceipt | undefined> {
  const results = (raw.results ?? {}) as Record<string, unknown>;
  const result = readResult(results[channelId]);
  const receipt = result.receipt;
  const now = deps.now().getTime();
  if (result.status !== 'published' || receipt?.status !== 'pending') return undefined;
  if (!receipt.nextAt || receipt.nextAt.toMillis() > now) return undefined;
  const {
    setup,
    extra: [paceSnap],
  } = await loadChannelWith(db, workspace, channelId, deps, [paceRef(db, channelId)]);
  // Reads are paced with the account's sends: an account the network asked to wait is left alone.
  const pace = readPace(paceSnap?.data());
  if (pace.blockedUntil > now)
    return { ...receipt, nextAt: Timestamp.fromMillis(pace.blockedUntil) };
  if (typeof setup === 'string') return afterReadError(receipt, now);
  const variants = (raw.variants ?? {}) as Record<string, { text?: unknown }>;
  const variant = variants[channelId]?.text;
  const text = typeof variant === 'string' ? variant : String(raw.text ?? '');
  try {
    const found = await setup.provider.readBack(
      { externalId: receipt.externalId, text, mediaCount: receipt.mediaSent },
      setup.secrets,
      setup.ctx,
    );
    return afterRead(
      receipt,
      found,
      text,
      deps.now().getTime(),
      deps.receiptDelaysMs ?? RECEIPT_DELAYS_MS,
    );
  } catch (error) {
    const retryAfter = isProviderError(error) ? error.retryAfterMs : undefined;
    if (retryAfter) await blockChannel(db, channelId, now + retryAfter);
    return afterReadError(receipt, now, retryAfter);
  }
}

/** Tells the post's author and the workspace's owners which channels do not have the post. */
async function notifyMissing(
  db: Firestore,
  tx: Transaction,
  ref: DocumentReference,
  raw: Record<string, unknown>,
  missing: { channelId: string; externalId: string }[],
) {
  const workspace = ref.parent.parent as DocumentReference;
  const [workspaceSnap, ...channels] = await tx.getAll(
    workspace,
    ...missing.map(({ channelId }) => workspace.collection('channels').doc(channelId)),
  );
  const stored = workspaceSnap?.data();
  const members = storedField(workspaceDocSchema, stored, 'members', {});
  const owners = Object.keys(members).filter((uid) => members[uid] === 'owner');
  const author = typeof raw.authorUid === 'string' ? [raw.authorUid] : [];
  const reasons = missing.map(({ channelId, externalId }, index) => {
    const channel = channels[index]?.data();
    const handle = storedField(channelDocSchema, channel, 'handle', '') || channelId;
    const network = networkName(storedField(channelDocSchema, channel, 'provider', ''));
    return `${handle} (${network}): accepted the post (id ${externalId}), but it is not found on the network.`;
  });
  const product: Product = storedField(workspaceDocSchema, stored, 'product', 'smm');
  queueNotification(db, tx, {
    event: 'publish_failed',
    audience: { uids: [...new Set([...author, ...owners])] },
    params: { subject: excerpt(raw.text), reasons: reasons.join('\n') },
    path: `/app/posts?workspace=${encodeURIComponent(workspace.id)}&post=${encodeURIComponent(ref.id)}`,
    workspaceId: workspace.id,
    product,
  });
  recordActivity(tx, ref, {
    type: 'failed',
    actorUid: null,
    actorName: 'Publisher',
    via: 'publisher',
    details: { notFoundOnNetwork: missing.length },
  });
}

/** One delivery of a read-back task: reads what is due, saves the receipts while the plan holds. */
export async function runReadBack(
  db: Firestore,
  ref: DocumentReference,
  data: PublishTaskData,
  deps: ReadBackDeps,
  /** The post as the delivery just read it; read here when not given. */
  stored?: Record<string, unknown>,
): Promise<ReadBackOutcome> {
  const raw = stored ?? (await ref.get()).data() ?? {};
  const workspace = ref.parent.parent as DocumentReference;
  const ids = Array.isArray(raw.channelIds) ? raw.channelIds.map(String) : [];
  const read = new Map<string, PublishReceipt>();
  for (const channelId of ids) {
    const receipt = await readChannel(db, workspace, channelId, raw, deps);
    if (receipt) read.set(channelId, receipt);
  }
  return db.runTransaction(async (tx) => {
    const current = (await tx.get(ref)).data();
    const outcome: ReadBackOutcome = { confirmed: 0, missing: 0, pending: 0 };
    // A newer plan (a person's retry) owns the post now; its own read-back follows.
    if (!isReadBackTask(current, data) || !current) return outcome;
    const results = { ...((current.results ?? {}) as Record<string, Record<string, unknown>>) };
    const missing: { channelId: string; externalId: string }[] = [];
    for (const [channelId, receipt] of read) {
      const before = readResult(results[channelId]).receipt;
      if (before?.status !== 'pending') continue;
      results[channelId] = { ...results[channelId], receipt };
      if (receipt.status === 'missing') missing.push({ channelId, externalId: receipt.externalId });
    }
    for (const stored of Object.values(results)) {
      const status = readResult(stored).receipt?.status;
      if (status === 'confirmed') outcome.confirmed++;
      if (status === 'missing') outcome.missing++;
      if (status === 'pending') outcome.pending++;
    }
    if (missing.length > 0) await notifyMissing(db, tx, ref, current, missing);
    const patch: unknown[] = [];
    for (const channelId of read.keys()) {
      const receipt = results[channelId]?.receipt;
      if (receipt) patch.push(new FieldPath('results', channelId, 'receipt'), receipt);
    }
    tx.update(
      ref,
      'receiptDueAt',
      receiptDueAt(results),
      'updatedAt',
      FieldValue.serverTimestamp(),
      ...patch,
    );
    return outcome;
  });
}
