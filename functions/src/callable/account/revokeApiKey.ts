// Revokes a workspace API key.

import * as domain from '../../domain/apiKeys';
import { signedIn } from '../define';

export const revokeApiKey = signedIn('revokeApiKey', (input, { db, caller }) =>
  domain.revokeApiKey(db, caller, input),
);
