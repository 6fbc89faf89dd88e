// Proof of publish: after a network accepted a post, the publisher reads it back by its network
// id and keeps what it found. A post is then "published — confirmed" or "published — not found
// on the network"; only the second is worth a person's attention.

import * as v from 'valibot';
import { nullableTimestampSchema } from '../stored';

/** `pending`: read-back not done yet; `confirmed`: found; `missing`: the network has no such post. */
export const RECEIPT_STATUSES = ['pending', 'confirmed', 'missing'] as const;
export type ReceiptStatus = (typeof RECEIPT_STATUSES)[number];

export const publishReceiptSchema = v.object({
  status: v.picklist(RECEIPT_STATUSES),
  /** The network's id the post was read back by, and the link the network gives for it. */
  externalId: v.string(),
  url: v.nullable(v.string()),
  /** Read-backs made so far (a fresh post may not be readable yet: each miss waits longer). */
  attempts: v.number(),
  /** Read-backs that failed without an answer (the network busy): retried after a backoff. */
  errors: v.optional(v.number()),
  /** When the read-back found the post, or gave up on it. */
  readAt: nullableTimestampSchema,
  nextAt: nullableTimestampSchema,
  /** Whether the network's copy has our text, and as many media as we sent (null: not read). */
  textMatches: v.nullable(v.boolean()),
  mediaMatches: v.nullable(v.boolean()),
  /** How many media the network shows, next to how many were sent. */
  mediaFound: v.nullable(v.number()),
  mediaSent: v.number(),
});
export type PublishReceipt = v.InferOutput<typeof publishReceiptSchema>;
