// Sets one product role of a user: admins for their product, super admins for any.

import { setUserRolesSchema } from '@model/schemas/users';
import * as domain from '../../domain/accounts/userRoles';
import { signedIn } from '../define';

export const setUserRoles = signedIn('setUserRoles', setUserRolesSchema, (input, { db, caller }) =>
  domain.setUserRoles(db, caller, input),
);
