// Ingestion of the app's analytics events and client errors. Errors are always kept;
// analytics events only when the person consented to analytics (a signed-in user's recorded
// consent, or the consent centre's choice a visitor's browser sends).

import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import type { IngestEventsInput } from '../../../src/lib/schemas/events';
import { EVENTS_RATE_LIMIT } from '../config';
import { DomainError } from './errors';
import { runOnce } from './idempotency';
import { bucketId, countRequest } from './rateLimit';

export interface IngestResult extends Record<string, unknown> {
  accepted: number;
  dropped: number;
}

export async function ingestEvents(
  db: Firestore,
  source: { uid: string | null; address: string },
  input: IngestEventsInput,
  now: Date,
): Promise<IngestResult> {
  const owner = source.uid ?? bucketId('anon', source.address);
  return runOnce(
    db,
    { operation: 'ingestEvents', owner, requestId: input.requestId, payload: input, now },
    async (tx) => {
      // Reads first: a transaction cannot read after its first write (the counter).
      let analyticsAllowed = input.analyticsConsent === true && source.uid === null;
      if (source.uid !== null) {
        const consent = await tx.get(
          db.collection('users').doc(source.uid).collection('consents').doc('consent'),
        );
        analyticsAllowed = consent.data()?.choices?.analytics === true;
      }
      const decision = await countRequest(
        db,
        tx,
        bucketId('events', owner),
        EVENTS_RATE_LIMIT,
        now.getTime(),
      );
      if (!decision.allowed) {
        throw new DomainError(
          'resource-exhausted',
          'Too many event batches. Please try again later.',
          decision.retryAfterSeconds,
        );
      }
      const kept = input.events.filter((event) => event.kind === 'error' || analyticsAllowed);
      for (const event of kept) {
        tx.create(db.collection('events').doc(), {
          kind: event.kind,
          level: event.level,
          message: event.message,
          clientTimestamp: Timestamp.fromMillis(Date.parse(event.timestamp)),
          data: event.data ?? {},
          uid: source.uid,
          batchId: input.requestId,
          receivedAt: FieldValue.serverTimestamp(),
        });
      }
      return { accepted: kept.length, dropped: input.events.length - kept.length };
    },
  );
}
