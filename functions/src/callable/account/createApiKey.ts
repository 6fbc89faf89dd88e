// Creates a workspace API key and returns it once.

import { createApiKeySchema } from '@model/schemas/api-keys';
import * as domain from '../../domain/apiKeys';
import { signedIn } from '../define';

export const createApiKey = signedIn(
  'createApiKey',
  createApiKeySchema,
  (input, { db, caller, now }) => domain.createApiKey(db, caller, input, now),
);
