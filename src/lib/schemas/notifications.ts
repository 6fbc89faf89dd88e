// Payloads of the notification callables.

import * as v from 'valibot';

/** An admin's "send again" for an undelivered email (mailDeliveries/{deliveryKey}). */
export const retryNotificationSchema = v.strictObject({
  deliveryKey: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,200}$/, 'must be a delivery key')),
});
export type RetryNotificationInput = v.InferOutput<typeof retryNotificationSchema>;
