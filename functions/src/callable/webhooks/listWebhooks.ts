// Lists a workspace's webhooks (never their secrets) with their latest deliveries.

import { listWebhooksSchema } from '@model/schemas/platform/webhooks';
import * as domain from '../../domain/webhooks/endpoints';
import { signedIn } from '../define';

export const listWebhooks = signedIn('listWebhooks', listWebhooksSchema, (input, { db, caller }) =>
  domain.listWebhooks(db, caller, input.workspaceId),
);
