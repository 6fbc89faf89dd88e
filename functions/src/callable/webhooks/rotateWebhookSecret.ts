// Gives a webhook a new signing secret (returned once); the old one signs beside it for a day.

import { webhookRefSchema } from '@model/schemas/platform/webhooks';
import * as domain from '../../domain/webhooks/endpoints';
import { signedIn } from '../define';

export const rotateWebhookSecret = signedIn(
  'rotateWebhookSecret',
  webhookRefSchema,
  (input, { db, caller, now }) => domain.rotateWebhookSecret(db, caller, input, now),
);
