// Changes a webhook's events, or resumes it after it paused itself.

import * as domain from '../../domain/webhooks/endpoints';
import { signedIn } from '../define';

export const updateWebhook = signedIn('updateWebhook', (input, { db, caller }) =>
  domain.updateWebhook(db, caller, input),
);
