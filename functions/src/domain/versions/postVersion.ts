// A post's version check. A post's history (its activity) names who saved each version, so the
// refusal of a save over a newer version is worded from the history's last entry.

import type { DocumentReference, Transaction } from 'firebase-admin/firestore';
import { Timestamp } from 'firebase-admin/firestore';
import { type BasedOn, isBasedOn, StaleVersion, versionOf } from './versions';

export async function assertPostBasedOn(
  tx: Transaction,
  post: { ref: DocumentReference; data: Record<string, unknown> },
  based: BasedOn,
): Promise<void> {
  const version = versionOf(post.data);
  if (isBasedOn(version, based)) return;
  const last = await tx.get(post.ref.collection('activity').orderBy('at', 'desc').limit(1));
  const entry = last.docs[0]?.data();
  const name = typeof entry?.actorName === 'string' && entry.actorName ? entry.actorName : null;
  const at = entry?.at instanceof Timestamp ? entry.at.toDate() : null;
  throw new StaleVersion(version, name, version === null ? at : new Date(version));
}
