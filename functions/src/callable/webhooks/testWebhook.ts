// Sends a webhook a signed test event now; its delivery shows in the log like any other.

import { randomUUID } from 'node:crypto';
import { WEBHOOK_TEST_EVENT } from '@model/schemas/platform/webhooks';
import { emitWebhookEvent } from '../../domain/webhooks/deliveries';
import { readManagedWebhook } from '../../domain/webhooks/endpoints';
import { adminWebhookQueue } from '../../tasks/webhookQueue';
import { signedIn } from '../define';

export const testWebhook = signedIn('testWebhook', async (input, { db, caller, now }) => {
  await readManagedWebhook(db, caller, input);
  const [path] = await emitWebhookEvent(
    db,
    adminWebhookQueue(),
    {
      workspaceId: input.workspaceId,
      type: WEBHOOK_TEST_EVENT,
      id: `evt_test_${randomUUID().replaceAll('-', '')}`,
      data: { message: 'A test event: this endpoint is reached and can verify signatures.' },
    },
    now,
    input.webhookId,
  );
  return { deliveryId: path?.split('/').pop() ?? null };
});
