// Invites a client or a staff member by email, or grants the role at once to an existing account.

import { inviteUserSchema } from '../../../src/lib/schemas/users';
import * as domain from '../domain/invites';
import { signedIn } from './define';

export const inviteUser = signedIn(
  'inviteUser',
  inviteUserSchema,
  (input, { db, auth, caller, now }) => domain.inviteUser(db, auth, caller, input, now),
);
