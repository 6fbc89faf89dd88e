// Ending every session of an account. Revoking the refresh tokens stops new ID tokens (on real
// Firebase; the Auth emulator keeps refreshing them), but an ID token already issued stays
// valid for up to an hour. So the revocation time is also written to
// users/{uid}.sessionsValidAfter, which the security rules and the callables compare with a
// token's auth_time: a token from a sign-in before it is refused at once.

import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';

/**
 * Ends every session begun before now, or before `keepFrom` (seconds): the sign-in that asks
 * for the cut-off keeps working (see secureVerifiedAccount). Answers the cut-off in seconds
 * since the epoch.
 */
export async function endSessions(
  db: Firestore,
  auth: Auth,
  uid: string,
  keepFrom?: number | null,
): Promise<number> {
  await auth.revokeRefreshTokens(uid);
  const revokedAt = (await auth.getUser(uid)).tokensValidAfterTime;
  const parsed = revokedAt ? Date.parse(revokedAt) : Number.NaN;
  const revoked = Math.floor((Number.isNaN(parsed) ? Date.now() : parsed) / 1000);
  const seconds =
    typeof keepFrom === 'number' && keepFrom > 0 ? Math.min(keepFrom, revoked) : revoked;
  const ref = db.collection('users').doc(uid);
  await db.runTransaction(async (tx) => {
    if (!(await tx.get(ref)).exists) return;
    tx.update(ref, { sessionsValidAfter: seconds, updatedAt: FieldValue.serverTimestamp() });
  });
  return seconds;
}
