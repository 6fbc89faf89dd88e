// Revokes a workspace API key.

import { revokeApiKeySchema } from '@model/schemas/api-keys';
import * as domain from '../../domain/apiKeys';
import { signedIn } from '../define';

export const revokeApiKey = signedIn('revokeApiKey', revokeApiKeySchema, (input, { db, caller }) =>
  domain.revokeApiKey(db, caller, input),
);
