// Sets one product role of a user: admins for their product, super admins for any.

import * as domain from '../../domain/accounts/userRoles';
import { signedIn } from '../define';

export const setUserRoles = signedIn('setUserRoles', (input, { db, caller }) =>
  domain.setUserRoles(db, caller, input),
);
