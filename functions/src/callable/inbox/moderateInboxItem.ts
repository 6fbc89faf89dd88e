// Likes, hides or deletes on the network what people wrote, where it allows (domain/inbox/moderate.ts).

import { moderateInboxItemSchema } from '@model/schemas/inbox';
import { moderateInboxItem as run } from '../../domain/inbox/moderate';
import { providerFor } from '../../providers/registry';
import { signedIn } from '../define';

export const moderateInboxItem = signedIn(
  'moderateInboxItem',
  moderateInboxItemSchema,
  (input, { db, caller }) => run(db, caller, input, { providerFor }),
);
