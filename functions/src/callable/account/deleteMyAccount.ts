// Deletes the caller's account after a recent sign-in, applying their workspace choices.

import * as domain from '../../domain/accounts/accountDeletion';
import { removeStoredFiles } from '../../mediaRemoval';
import { signedIn } from '../define';

export const deleteMyAccount = signedIn('deleteMyAccount', (input, { db, auth, caller, now }) =>
  domain.deleteMyAccount(db, auth, caller, input, now, removeStoredFiles),
);
