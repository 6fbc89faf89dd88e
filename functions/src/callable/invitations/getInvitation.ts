// What an invitation link offers, for the accept page; visitors may ask (rate limited).

import { invitationTokenInputSchema } from '@model/schemas/invitations';
import * as domain from '../../domain/invitations/invitationAccept';
import { openToAll } from '../define';

export const getInvitation = openToAll(
  'getInvitation',
  invitationTokenInputSchema,
  (input, { db, caller, address, now }) =>
    domain.getInvitation(db, caller, input.token, address, now),
);
