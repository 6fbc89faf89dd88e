// What an invitation link offers, for the accept page; visitors may ask (rate limited).

import * as domain from '../../domain/invitations/invitationAccept';
import { openToAll } from '../define';

export const getInvitation = openToAll('getInvitation', (input, { db, caller, address, now }) =>
  domain.getInvitation(db, caller, input.token, address, now),
);
