// Unsubscribe links work without signing in: the link carries a token naming the user and the
// category, signed with HMAC-SHA256 under a server secret, so nobody can forge one for another
// person. A token never expires; following it again changes nothing.

import { createHmac, timingSafeEqual } from 'node:crypto';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { CATEGORIES, type Category } from './events';
import { PREFS, prefsFrom, withoutEmail } from './prefs';

const b64 = (buffer: Buffer) => buffer.toString('base64url');

function signature(secret: string, payload: string): Buffer {
  return createHmac('sha256', secret).update(`unsubscribe:${payload}`).digest();
}

export function unsubscribeToken(secret: string, uid: string, category: Category): string {
  const payload = b64(Buffer.from(JSON.stringify({ u: uid, c: category })));
  return `${payload}.${b64(signature(secret, payload))}`;
}

export interface UnsubscribeClaim {
  uid: string;
  category: Category;
}

/** The claim a well-signed token makes, or null for anything else. */
export function readUnsubscribeToken(secret: string, token: string): UnsubscribeClaim | null {
  if (!secret || token.length > 600) return null;
  const [payload, mac, extra] = token.split('.');
  if (!payload || !mac || extra !== undefined) return null;
  const expected = signature(secret, payload);
  const given = Buffer.from(mac, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  try {
    const claim = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as {
      u?: unknown;
      c?: unknown;
    };
    if (typeof claim.u !== 'string' || claim.u === '') return null;
    if (!(CATEGORIES as readonly unknown[]).includes(claim.c)) return null;
    return { uid: claim.u, category: claim.c as Category };
  } catch {
    return null;
  }
}

/** Stops email of one category for one user; in-app notices stay as they were. */
export async function applyUnsubscribe(db: Firestore, claim: UnsubscribeClaim): Promise<void> {
  const ref = db.collection(PREFS).doc(claim.uid);
  await db.runTransaction(async (tx) => {
    const prefs = prefsFrom((await tx.get(ref)).data());
    tx.set(
      ref,
      {
        channels: { [claim.category]: withoutEmail(prefs.channels[claim.category]) },
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
  });
}
