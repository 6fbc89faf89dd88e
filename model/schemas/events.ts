// Analytics events and client errors sent in batches by the app's logger. The caps keep
// one batch small enough that a misbehaving client cannot flood the events collection.

import * as v from 'valibot';
import { DEFAULT_LOG_LEVEL } from '../constants';
import { instantSchema, mapKeySchema, requestIdSchema } from './common';
import {
  EVENT_MESSAGE_MAX,
  EVENTS_BATCH_CHARS_MAX,
  EVENTS_PER_BATCH_MAX,
  LOG_LEVELS,
} from './event-limits';
import { timestampSchema } from './stored';

export {
  EVENT_MESSAGE_MAX,
  EVENTS_BATCH_CHARS_MAX,
  EVENTS_PER_BATCH_MAX,
  LOG_LEVELS,
  type LogLevel,
} from './event-limits';

export const clientEventSchema = v.strictObject({
  /** 'analytics' is dropped unless the user consented to analytics; 'error' always counts. */
  kind: v.picklist(['analytics', 'error']),
  level: v.optional(v.picklist(LOG_LEVELS), DEFAULT_LOG_LEVEL),
  message: v.pipe(v.string(), v.minLength(1), v.maxLength(EVENT_MESSAGE_MAX)),
  timestamp: instantSchema,
  data: v.optional(
    v.pipe(
      v.record(
        mapKeySchema,
        v.union([v.pipe(v.string(), v.maxLength(500)), v.number(), v.boolean(), v.null()]),
      ),
      v.check((data) => Object.keys(data).length <= 20, 'At most 20 data fields.'),
    ),
  ),
});
export type ClientEvent = v.InferOutput<typeof clientEventSchema>;

export const ingestEventsSchema = v.pipe(
  v.strictObject({
    requestId: requestIdSchema,
    events: v.pipe(v.array(clientEventSchema), v.minLength(1), v.maxLength(EVENTS_PER_BATCH_MAX)),
    /** The consent centre's choice, for visitors who are not signed in. */
    analyticsConsent: v.optional(v.boolean()),
  }),
  v.check(
    (batch) => JSON.stringify(batch).length <= EVENTS_BATCH_CHARS_MAX,
    'The batch is too large.',
  ),
);
export type IngestEventsInput = v.InferOutput<typeof ingestEventsSchema>;

// ------------------------------------------------------------------------ stored: events/{id}

/** One accepted event, as the api function stores it (server-only; consent already applied). */
export const eventDocSchema = v.object({
  kind: clientEventSchema.entries.kind,
  level: v.picklist(LOG_LEVELS),
  message: v.string(),
  /** The client's own clock when it happened. */
  clientTimestamp: timestampSchema,
  data: v.record(v.string(), v.union([v.string(), v.number(), v.boolean(), v.null()])),
  /** The signed-in user, or null for a visitor. */
  uid: v.nullable(v.string()),
  /** The batch's request id: a batch sent twice is stored once. */
  batchId: v.string(),
  receivedAt: timestampSchema,
});
export type EventDoc = v.InferOutput<typeof eventDocSchema>;
