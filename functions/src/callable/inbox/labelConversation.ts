// Sets a conversation's labels.

import { labelConversation as run } from '../../domain/inbox/actions';
import { signedIn } from '../define';

export const labelConversation = signedIn('labelConversation', (input, { db, caller }) =>
  run(db, caller, input),
);
