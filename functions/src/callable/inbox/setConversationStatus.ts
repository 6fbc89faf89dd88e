// Marks a conversation done, snoozed until a time, or open again.

import { setConversationStatusSchema } from '@model/schemas/inbox';
import { setConversationStatus as run } from '../../domain/inbox/actions';
import { signedIn } from '../define';

export const setConversationStatus = signedIn(
  'setConversationStatus',
  setConversationStatusSchema,
  (input, { db, caller, now }) => run(db, caller, input, now),
);
