// Changes a webhook's events, or resumes it after it paused itself.

import { updateWebhookSchema } from '@model/schemas/platform/webhooks';
import * as domain from '../../domain/webhooks/endpoints';
import { signedIn } from '../define';

export const updateWebhook = signedIn(
  'updateWebhook',
  updateWebhookSchema,
  (input, { db, caller }) => domain.updateWebhook(db, caller, input),
);
