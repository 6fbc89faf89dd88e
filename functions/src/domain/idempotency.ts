// Idempotency keys: the first call with a requestId does its work and stores its result under
// idempotency/{owner_requestId} in the same transaction; a retry with the same key gets the
// stored result and repeats nothing. The same key with a different payload is refused, since
// that is a client bug that would otherwise silently drop the second request.

import { createHash } from 'node:crypto';
import { FieldValue, type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { IDEMPOTENCY_TTL_MS } from '../config';
import { invalid } from './errors';

export interface OnceOptions<R> {
  /** The operation's name; a key is bound to one operation. */
  operation: string;
  /** The caller: a uid, or a hashed address for anonymous calls. */
  owner: string;
  requestId: string;
  /** The request as received, to detect a key reused for a different request. */
  payload: unknown;
  now: Date;
  /** What to store and replay when the result must not be kept (a secret shown once). */
  redact?: (result: R) => R;
}

export type Replayable<R> = R & { replayed?: true };

export function fingerprint(payload: unknown): string {
  return createHash('sha256')
    .update(JSON.stringify(payload) ?? '')
    .digest('hex');
}

export async function runOnce<R extends Record<string, unknown>>(
  db: Firestore,
  options: OnceOptions<R>,
  work: (tx: Transaction) => Promise<R>,
): Promise<Replayable<R>> {
  const ref = db.collection('idempotency').doc(`${options.owner}_${options.requestId}`);
  const print = fingerprint(options.payload);
  return db.runTransaction(
    async (tx) => {
      const snap = await tx.get(ref);
      if (snap.exists) {
        const stored = snap.data() ?? {};
        if (stored.operation !== options.operation || stored.fingerprint !== print) {
          throw invalid('This requestId was already used for a different request.');
        }
        return { ...(stored.result as R), replayed: true as const };
      }
      const result = await work(tx);
      tx.create(ref, {
        operation: options.operation,
        fingerprint: print,
        result: options.redact ? options.redact(result) : result,
        createdAt: FieldValue.serverTimestamp(),
        expiresAt: Timestamp.fromMillis(options.now.getTime() + IDEMPOTENCY_TTL_MS),
      });
      return result;
    },
    { maxAttempts: 10 },
  );
}
