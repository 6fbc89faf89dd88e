// Idempotency-Key for every write of the REST API, kept apart from the routes: the first request
// with a key claims apiIdempotency/{caller}_{key} (a pending record, created in a transaction so
// two concurrent sends cannot both run), runs, and stores its answer; the same key with the same
// method, path and body gets that stored answer again, and with anything else a conflict. An
// answer the server failed to give (a 5xx) releases the key, so a retry can run.

import { createHash } from 'node:crypto';
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { IDEMPOTENCY_TTL_MS } from '../../config';

export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_-]{8,128}$/;

export interface StoredAnswer {
  status: number;
  body: unknown;
}

export type Claim =
  | { kind: 'fresh'; release: () => Promise<void>; store: (answer: StoredAnswer) => Promise<void> }
  | { kind: 'replay'; answer: StoredAnswer }
  | { kind: 'mismatch' }
  | { kind: 'in-progress' };

/** The request a key was first used for: method, path (with query) and body bytes. */
export function requestPrint(method: string, path: string, rawBody: Buffer | undefined): string {
  return createHash('sha256')
    .update(`${method} ${path}\n`)
    .update(rawBody ?? Buffer.alloc(0))
    .digest('hex');
}

export async function claimIdempotencyKey(
  db: Firestore,
  caller: string,
  key: string,
  print: string,
  now: Date,
): Promise<Claim> {
  const id = createHash('sha256').update(`${caller}\n${key}`).digest('hex').slice(0, 40);
  const ref = db.collection('apiIdempotency').doc(id);
  const claim = await db.runTransaction(async (tx): Promise<Claim | null> => {
    const snap = await tx.get(ref);
    const data = snap.data();
    const expired =
      data?.expiresAt instanceof Timestamp && data.expiresAt.toMillis() <= now.getTime();
    if (data && !expired) {
      if (data.fingerprint !== print) return { kind: 'mismatch' };
      if (data.state !== 'done') return { kind: 'in-progress' };
      return {
        kind: 'replay',
        answer: { status: Number(data.status), body: JSON.parse(String(data.body)) },
      };
    }
    tx.set(ref, {
      fingerprint: print,
      state: 'pending',
      createdAt: FieldValue.serverTimestamp(),
      expiresAt: Timestamp.fromMillis(now.getTime() + IDEMPOTENCY_TTL_MS),
    });
    return null;
  });
  if (claim) return claim;
  return {
    kind: 'fresh',
    release: async () => {
      await ref.delete();
    },
    store: async (answer) => {
      // Stored as JSON text: an answer may hold shapes (nested arrays, nulls) as they were sent.
      await ref.update({
        state: 'done',
        status: answer.status,
        body: JSON.stringify(answer.body ?? null),
      });
    },
  };
}
