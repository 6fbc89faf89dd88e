// Account emails (verification, password reset, sign-in link) through the product's own mail
// path; visitors ask for a reset or a sign-in link, a signed-in person for their verification.

import { sendAccountEmail as send } from '../../domain/accounts/accountEmail';
import { openToAll } from '../define';

export const sendAccountEmail = openToAll(
  'sendAccountEmail',
  (input, { db, auth, caller, address, now }) => send(db, auth, input, { caller, address }, now),
);
