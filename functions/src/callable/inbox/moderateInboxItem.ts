// Likes, hides or deletes on the network what people wrote, where it allows (domain/inbox/moderate.ts).

import { moderateInboxItem as run } from '../../domain/inbox/moderate';
import { providerFor } from '../../providers/registry';
import { signedIn } from '../define';

export const moderateInboxItem = signedIn('moderateInboxItem', (input, { db, caller }) =>
  run(db, caller, input, { providerFor }),
);
