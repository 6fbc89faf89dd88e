// Deletes a webhook, its secrets and its delivery log.

import { webhookRefSchema } from '@model/schemas/platform/webhooks';
import * as domain from '../../domain/webhooks/endpoints';
import { signedIn } from '../define';

export const deleteWebhook = signedIn('deleteWebhook', webhookRefSchema, (input, { db, caller }) =>
  domain.deleteWebhook(db, caller, input),
);
