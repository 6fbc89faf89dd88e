// Deletes another user's account (admins within their products; super admins), audited.

import * as domain from '../../domain/accounts/accountDeletion';
import { removeStoredFiles } from '../../mediaRemoval';
import { signedIn } from '../define';

export const deleteUser = signedIn('deleteUser', (input, { db, auth, caller }) =>
  domain.deleteUser(db, auth, caller, input, removeStoredFiles),
);
