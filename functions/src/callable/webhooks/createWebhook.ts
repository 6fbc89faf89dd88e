// Creates a workspace webhook and returns its signing secret once.

import * as domain from '../../domain/webhooks/endpoints';
import { signedIn } from '../define';

export const createWebhook = signedIn('createWebhook', (input, { db, caller, now }) =>
  domain.createWebhook(db, caller, input, now),
);
