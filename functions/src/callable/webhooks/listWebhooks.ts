// Lists a workspace's webhooks (never their secrets) with their latest deliveries.

import * as domain from '../../domain/webhooks/endpoints';
import { signedIn } from '../define';

export const listWebhooks = signedIn('listWebhooks', (input, { db, caller }) =>
  domain.listWebhooks(db, caller, input.workspaceId),
);
