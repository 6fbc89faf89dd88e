// Gives a conversation to a teammate, who is notified by the bell and email.

import { assignConversation as run } from '../../domain/inbox/actions';
import { signedIn } from '../define';

export const assignConversation = signedIn('assignConversation', (input, { db, caller }) =>
  run(db, caller, input),
);
