// Creates a workspace API key and returns it once.

import * as domain from '../../domain/apiKeys';
import { signedIn } from '../define';

export const createApiKey = signedIn('createApiKey', (input, { db, caller, now }) =>
  domain.createApiKey(db, caller, input, now),
);
