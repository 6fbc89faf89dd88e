// Staff hear, once, that a courtesy subscription ends within three days, so they can extend it
// or talk to the client before it lapses.

import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { queueNotification } from './outbox';

export const COURTESY_WARNING_MS = 3 * 24 * 3_600_000;

export async function warnExpiringCourtesy(db: Firestore, now: Date): Promise<number> {
  const soon = await db
    .collection('subscriptions')
    .where('status', '==', 'courtesy')
    .where('courtesy.expiresAt', '<=', Timestamp.fromMillis(now.getTime() + COURTESY_WARNING_MS))
    .get();
  let warned = 0;
  for (const doc of soon.docs) {
    const done = await db.runTransaction(async (tx) => {
      const data = (await tx.get(doc.ref)).data();
      const expiry = data?.courtesy?.expiresAt;
      if (data?.status !== 'courtesy' || !(expiry instanceof Timestamp)) return false;
      // Warned for this expiry already (a later extension gets its own warning).
      if (data.courtesy?.warnedFor instanceof Timestamp && data.courtesy.warnedFor.isEqual(expiry))
        return false;
      if (expiry.toMillis() <= now.getTime()) return false;
      const workspace = await tx.get(db.collection('workspaces').doc(doc.id));
      const product = workspace.get('product') === 'connect' ? 'connect' : 'smm';
      tx.update(doc.ref, {
        'courtesy.warnedFor': expiry,
        updatedAt: FieldValue.serverTimestamp(),
      });
      queueNotification(db, tx, {
        event: 'courtesy_expiring',
        audience: { staffOf: product },
        params: {
          subject: String(workspace.get('name') ?? doc.id),
          date: expiry.toDate().toISOString(),
        },
        path: '/app/admin/courtesy-subscriptions',
        product,
      });
      return true;
    });
    if (done) warned += 1;
  }
  return warned;
}
