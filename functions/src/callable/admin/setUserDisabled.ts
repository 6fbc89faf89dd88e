// Disables or enables an account and revokes its refresh tokens when disabling.

import { setUserDisabledSchema } from '@model/schemas/users';
import * as domain from '../../domain/accounts/userStatus';
import { signedIn } from '../define';

export const setUserDisabled = signedIn(
  'setUserDisabled',
  setUserDisabledSchema,
  (input, { db, auth, caller }) => domain.setUserDisabled(db, auth, caller, input),
);
