// Replies in a conversation's thread from its channel, once (domain/inbox/reply.ts).

import { replyToConversation as run } from '../../domain/inbox/reply';
import { providerFor } from '../../providers/registry';
import { signedIn } from '../define';

export const replyToConversation = signedIn('replyToConversation', (input, { db, caller, now }) =>
  run(db, caller, input, now, { providerFor }),
);
