// Marks a conversation read for the team.

import { markConversationRead as run } from '../../domain/inbox/actions';
import { signedIn } from '../define';

export const markConversationRead = signedIn('markConversationRead', (input, { db, caller }) =>
  run(db, caller, input),
);
