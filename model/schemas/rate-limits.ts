// rateLimits/{bucket}: a fixed-window request counter per bucket (a sender, a key, the whole
// site), changed only in the transaction of the request it counts. Server-only.

import * as v from 'valibot';
import { timestampSchema } from './stored';

export const rateLimitDocSchema = v.object({
  /** The window's start, epoch ms. */
  windowStart: v.number(),
  count: v.number(),
  /** The window's end, so a time-to-live policy can sweep spent counters. */
  expiresAt: timestampSchema,
});
export type RateLimitDoc = v.InferOutput<typeof rateLimitDocSchema>;
