// Which version of a policy the signed-in user accepted, for the prompt that asks them to
// accept a newer one; accepting goes through recordConsent.

import type { PolicyKind } from '@model/schemas/policies';
import { firestoreLite } from '../firestore';
import { numberOrNull } from '../localised';

/** The version in users/{uid}/consents/{kind}, or null when they never accepted one. */
export async function acceptedVersion(uid: string, kind: PolicyKind): Promise<number | null> {
  const { lite, db } = await firestoreLite();
  const snapshot = await lite.getDoc(lite.doc(db, 'users', uid, 'consents', kind));
  return snapshot.exists() ? numberOrNull(snapshot.get('version')) : null;
}
