// Lists a workspace's API keys (never the keys themselves) for its owners and the product's admins.

import * as domain from '../../domain/apiKeys';
import { signedIn } from '../define';

export const listApiKeys = signedIn('listApiKeys', (input, { db, caller }) =>
  domain.listApiKeys(db, caller, input),
);
