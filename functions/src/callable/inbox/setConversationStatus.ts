// Marks a conversation done, snoozed until a time, or open again.

import { setConversationStatus as run } from '../../domain/inbox/actions';
import { signedIn } from '../define';

export const setConversationStatus = signedIn(
  'setConversationStatus',
  (input, { db, caller, now }) => run(db, caller, input, now),
);
