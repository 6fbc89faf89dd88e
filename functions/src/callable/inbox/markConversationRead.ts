// Marks a conversation read for the team.

import { markConversationReadSchema } from '@model/schemas/inbox';
import { markConversationRead as run } from '../../domain/inbox/actions';
import { signedIn } from '../define';

export const markConversationRead = signedIn(
  'markConversationRead',
  markConversationReadSchema,
  (input, { db, caller }) => run(db, caller, input),
);
