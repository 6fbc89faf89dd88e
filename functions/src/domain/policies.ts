// Policies: super admins publish numbered versions (history kept under versions/{n}); users
// record consent to the version that is published, never to a stale one.

import type { CallableReply } from '@model/callables';
import type { PublishPolicyInput, RecordConsentInput } from '@model/schemas/policies';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { recordAudit } from './audit';
import { type Caller, requireSuperAdmin } from './caller';
import { invalid, notFound, precondition } from './errors';
import { runOnce } from './idempotency';
import { queueNotification } from './notifications/outbox';
import { assertBasedOn } from './versions/versions';

export type PublishPolicyResult = CallableReply<'publishPolicy'> & Record<string, unknown>;

export async function publishPolicy(
  db: Firestore,
  caller: Caller,
  input: PublishPolicyInput,
  now: Date,
): Promise<PublishPolicyResult> {
  requireSuperAdmin(caller);
  return runOnce(
    db,
    {
      operation: 'publishPolicy',
      owner: caller.uid,
      requestId: input.requestId,
      payload: input,
      now,
    },
    async (tx) => {
      const ref = db.collection('policies').doc(input.kind);
      const snap = await tx.get(ref);
      // Publishing over a version someone else published meanwhile would drop their text.
      await assertBasedOn(tx, ref, snap.data(), input.baseVersion);
      const current = snap.data()?.version;
      const version = (typeof current === 'number' ? current : 0) + 1;
      tx.set(ref.collection('versions').doc(String(version)), {
        version,
        content: input.content,
        publishedBy: caller.uid,
        publishedAt: FieldValue.serverTimestamp(),
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      tx.set(ref, {
        kind: input.kind,
        version,
        content: input.content,
        publishedBy: caller.uid,
        publishedAt: FieldValue.serverTimestamp(),
        createdAt: snap.data()?.createdAt ?? FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      recordAudit(db, tx, {
        action: 'policy.publish',
        actorUid: caller.uid,
        target: ref.path,
        details: { version },
      });
      // New terms concern every account: each is told to read and accept them.
      if (input.kind === 'terms' && version > 1) {
        queueNotification(db, tx, {
          event: 'terms_updated',
          audience: { allUsers: true },
          params: {},
          path: '/terms',
          product: 'smm',
          actorUid: caller.uid,
        });
      }
      return { kind: input.kind, version };
    },
  );
}

export type RecordConsentResult = CallableReply<'recordConsent'> & Record<string, unknown>;

export async function recordConsent(
  db: Firestore,
  caller: Caller,
  input: RecordConsentInput,
): Promise<RecordConsentResult> {
  if (input.kind === 'consent' && !input.choices)
    throw invalid('The consent centre records choices.');
  if (input.kind !== 'consent' && input.choices)
    throw invalid('Only the consent policy records choices.');
  return db.runTransaction(async (tx) => {
    const policy = await tx.get(db.collection('policies').doc(input.kind));
    if (!policy.exists || typeof policy.data()?.version !== 'number') throw notFound('The policy');
    if (policy.data()?.version !== input.version) {
      throw precondition(`Version ${input.version} is not the published version of this policy.`);
    }
    tx.set(db.collection('users').doc(caller.uid).collection('consents').doc(input.kind), {
      version: input.version,
      acceptedAt: FieldValue.serverTimestamp(),
      ...(input.choices ? { choices: { necessary: true, ...input.choices } } : {}),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return { kind: input.kind, version: input.version };
  });
}
