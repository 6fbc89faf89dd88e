// Disables or enables an account and revokes its refresh tokens when disabling.

import * as domain from '../../domain/accounts/userStatus';
import { signedIn } from '../define';

export const setUserDisabled = signedIn('setUserDisabled', (input, { db, auth, caller }) =>
  domain.setUserDisabled(db, auth, caller, input),
);
