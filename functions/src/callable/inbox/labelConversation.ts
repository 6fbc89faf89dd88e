// Sets a conversation's labels.

import { labelConversationSchema } from '@model/schemas/inbox';
import { labelConversation as run } from '../../domain/inbox/actions';
import { signedIn } from '../define';

export const labelConversation = signedIn(
  'labelConversation',
  labelConversationSchema,
  (input, { db, caller }) => run(db, caller, input),
);
