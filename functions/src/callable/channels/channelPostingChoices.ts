// The composer's choices for one channel: Pinterest boards, TikTok's allowed privacy levels.

import { channelPostingChoicesSchema } from '@model/schemas/posts/posting-choices';
import { channelPostingChoices as choices } from '../../domain/posts/postingChoices';
import { providerFor } from '../../providers/registry';
import { signedIn } from '../define';

export const channelPostingChoices = signedIn(
  'channelPostingChoices',
  channelPostingChoicesSchema,
  (input, { db, caller }) => choices(db, caller, input, { providerFor }),
);
