// Adds the team's internal note to a conversation.

import { addConversationNote as run } from '../../domain/inbox/actions';
import { signedIn } from '../define';

export const addConversationNote = signedIn('addConversationNote', (input, { db, caller, now }) =>
  run(db, caller, input, now),
);
