// Deletes a webhook, its secrets and its delivery log.

import * as domain from '../../domain/webhooks/endpoints';
import { signedIn } from '../define';

export const deleteWebhook = signedIn('deleteWebhook', (input, { db, caller }) =>
  domain.deleteWebhook(db, caller, input),
);
