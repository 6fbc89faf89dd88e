// Adds the team's internal note to a conversation.

import { addConversationNoteSchema } from '@model/schemas/inbox';
import { addConversationNote as run } from '../../domain/inbox/actions';
import { signedIn } from '../define';

export const addConversationNote = signedIn(
  'addConversationNote',
  addConversationNoteSchema,
  (input, { db, caller, now }) => run(db, caller, input, now),
);
