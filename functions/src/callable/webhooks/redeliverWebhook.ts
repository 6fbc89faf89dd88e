// Sends a logged delivery again, as a new delivery of the same event (same Webhook-Id and body).

import { redeliver } from '../../domain/webhooks/deliveries';
import { readManagedWebhook } from '../../domain/webhooks/endpoints';
import { adminWebhookQueue } from '../../tasks/webhookQueue';
import { signedIn } from '../define';

export const redeliverWebhook = signedIn('redeliverWebhook', async (input, { db, caller, now }) => {
  const endpoint = await readManagedWebhook(db, caller, input);
  const original = endpoint.collection('deliveries').doc(input.deliveryId);
  const path = await redeliver(db, adminWebhookQueue(), original.path, now);
  return { deliveryId: path.split('/').pop() ?? null };
});
