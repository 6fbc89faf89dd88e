// One pass of the notification pipeline: fan out pending outbox documents, gather due digests,
// send due deliveries (mailDeliveries), and reconcile deliveries whose sender died. The outbox
// trigger runs the first two steps for its own document at once; this pass retries everything.

import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { MailTransport } from '../../mail/transport';
import { type DeliverHooks, deliverOne, reconcileStale } from './deliver';
import { collectDigests } from './digest';
import { DELIVERIES, fanOut } from './fanout';
import { OUTBOX } from './outbox';
import type { NotifyConfig } from './settings';

export interface DrainResult {
  fannedOut: number;
  digests: number;
  sent: number;
  retrying: number;
  failed: number;
  unconfirmed: number;
}

export async function drainNotifications(
  db: Firestore,
  config: NotifyConfig,
  transport: MailTransport,
  now: () => Date = () => new Date(),
  hooks: DeliverHooks = {},
): Promise<DrainResult> {
  const result: DrainResult = {
    fannedOut: 0,
    digests: 0,
    sent: 0,
    retrying: 0,
    failed: 0,
    unconfirmed: 0,
  };
  const pending = await db.collection(OUTBOX).where('status', '==', 'pending').limit(200).get();
  for (const doc of pending.docs) {
    await fanOut(db, doc.id, config, now());
    result.fannedOut += 1;
  }
  result.digests = await collectDigests(db, config, now());
  result.unconfirmed = await reconcileStale(db, now());
  const due = await db
    .collection(DELIVERIES)
    .where('state', '==', 'pending')
    .where('nextAttemptAt', '<=', Timestamp.fromDate(now()))
    .limit(200)
    .get();
  for (const doc of due.docs) {
    const outcome = await deliverOne(db, doc.id, transport, config.from, now, hooks);
    if (outcome === 'sent') result.sent += 1;
    else if (outcome === 'retry') result.retrying += 1;
    else if (outcome === 'failed') result.failed += 1;
  }
  return result;
}
