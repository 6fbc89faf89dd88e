// Gives a webhook a new signing secret (returned once); the old one signs beside it for a day.

import * as domain from '../../domain/webhooks/endpoints';
import { signedIn } from '../define';

export const rotateWebhookSecret = signedIn('rotateWebhookSecret', (input, { db, caller, now }) =>
  domain.rotateWebhookSecret(db, caller, input, now),
);
