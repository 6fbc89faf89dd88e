// Ingestion of the app's analytics events and client errors. Errors are always kept;
// analytics events only when the person consented to analytics (a signed-in user's recorded
// consent, or the consent centre's choice a visitor's browser sends).

import type { CallableReply } from '@model/callables';
import { redactSecrets } from '@model/redact';
import type { ClientEvent, IngestEventsInput } from '@model/schemas/events';
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { EVENTS_GLOBAL_LIMIT, EVENTS_RATE_LIMIT, type RateLimit } from '../config';
import { DomainError } from './errors';
import { runOnce } from './idempotency';
import { bucketId, countRequests } from './rateLimit';

export type IngestResult = CallableReply<'ingestEvents'> & Record<string, unknown>;

/** The event's data with URL secrets stripped from every text (the client may not have). */
function redactedData(data: ClientEvent['data']): Record<string, string | number | boolean | null> {
  return Object.fromEntries(
    Object.entries(data ?? {}).map(([key, value]) => [
      key,
      typeof value === 'string' ? redactSecrets(value) : value,
    ]),
  );
}

export async function ingestEvents(
  db: Firestore,
  source: { uid: string | null; address: string },
  input: IngestEventsInput,
  now: Date,
  globalLimit: RateLimit = EVENTS_GLOBAL_LIMIT,
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
      const kept = input.events.filter((event) => event.kind === 'error' || analyticsAllowed);
      // Per-sender limits can be spread over many senders; the global one counts every event
      // written by anyone.
      const [decision, global] = await countRequests(
        db,
        tx,
        [
          { bucket: bucketId('events', owner), limit: EVENTS_RATE_LIMIT },
          { bucket: 'events_global', limit: globalLimit, cost: kept.length },
        ],
        now.getTime(),
      );
      if (!decision?.allowed) {
        throw new DomainError(
          'resource-exhausted',
          'Too many event batches. Please try again later.',
          decision?.retryAfterSeconds,
        );
      }
      if (!global?.allowed) {
        throw new DomainError(
          'resource-exhausted',
          'Too many events are arriving just now. Please try again later.',
          global?.retryAfterSeconds,
        );
      }
      for (const event of kept) {
        tx.create(db.collection('events').doc(), {
          kind: event.kind,
          level: event.level,
          message: redactSecrets(event.message),
          clientTimestamp: Timestamp.fromMillis(Date.parse(event.timestamp)),
          data: redactedData(event.data),
          uid: source.uid,
          batchId: input.requestId,
          receivedAt: FieldValue.serverTimestamp(),
        });
      }
      return { accepted: kept.length, dropped: input.events.length - kept.length };
    },
  );
}
