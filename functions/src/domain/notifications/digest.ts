// The daily digest: deliveries (mailDeliveries) of people who chose it wait as 'digest' until the
// next morning, then one email per person carries them all. Collecting is one transaction per
// person, so the digest mail and the 'digested' marks are written together.

import { createHash } from 'node:crypto';
import { DEFAULT_LOCALE } from '@model/constants';
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { deliveryField } from './deliver';
import { CATEGORIES } from './events';
import { DELIVERIES } from './fanout';
import { type RenderInput, renderDigest } from './render';
import { type NotifyConfig, preferencesLink } from './settings';

const field = deliveryField;

export async function collectDigests(
  db: Firestore,
  config: NotifyConfig,
  now: Date,
): Promise<number> {
  const due = await db
    .collection(DELIVERIES)
    .where('state', '==', 'digest')
    .where('digestDueAt', '<=', Timestamp.fromDate(now))
    .limit(500)
    .get();
  const byEmail = new Map<string, string[]>();
  for (const doc of due.docs) {
    const email = field(doc.data(), 'email', '').toLowerCase();
    byEmail.set(email, [...(byEmail.get(email) ?? []), doc.id]);
  }
  let made = 0;
  const day = now.toISOString().slice(0, 10);
  for (const [email, keys] of byEmail) {
    const digestKey = `digest_${day}_${createHash('sha256').update(email).digest('hex').slice(0, 20)}`;
    const created = await db.runTransaction(async (tx) => {
      const snaps = await Promise.all(
        keys.map((key) => tx.get(db.collection(DELIVERIES).doc(key))),
      );
      const items = snaps.filter((snap) => field(snap.data(), 'state', null) === 'digest');
      if (items.length === 0) return false;
      const first = items[0]?.data();
      const locale = field(first, 'locale', DEFAULT_LOCALE);
      const siteName = field(first, 'siteName', '');
      // An entry the schema cannot read has nothing to render; it is marked digested all the same.
      const inputs: RenderInput[] = items.flatMap((snap) => {
        const entry = field(snap.data(), 'entry', null);
        return entry ? [{ ...entry, locale, siteName }] : [];
      });
      const categories = new Set(items.map((snap) => field(snap.data(), 'category', null)));
      const only = categories.size === 1 ? [...categories][0] : null;
      const mail = renderDigest(inputs, locale, siteName, {
        // One category in the digest: its link stops exactly that; otherwise the settings page.
        unsubscribeUrl:
          only && CATEGORIES.includes(only) ? field(first, 'unsubscribeUrl', null) : null,
        preferencesUrl: preferencesLink(config, field(first, 'product', undefined) ?? 'smm'),
      });
      tx.set(db.collection(DELIVERIES).doc(digestKey), {
        event: 'digest',
        category: only ?? null,
        uid: field(first, 'uid', null),
        email: field(first, 'email', email),
        locale,
        siteName,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        unsubscribeUrl: null,
        items: items.map((snap) => snap.id),
        state: 'pending',
        attempts: 0,
        nextAttemptAt: Timestamp.fromDate(now),
        attemptId: null,
        lastError: null,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      for (const snap of items) {
        tx.update(snap.ref, {
          state: 'digested',
          digestKey,
          text: FieldValue.delete(),
          html: FieldValue.delete(),
          updatedAt: FieldValue.serverTimestamp(),
        });
      }
      return true;
    });
    if (created) made += 1;
  }
  return made;
}
