// The composer's choices for one channel: Pinterest boards, TikTok's allowed privacy levels.

import { channelPostingChoices as choices } from '../../domain/posts/postingChoices';
import { providerFor } from '../../providers/registry';
import { signedIn } from '../define';

export const channelPostingChoices = signedIn('channelPostingChoices', (input, { db, caller }) =>
  choices(db, caller, input, { providerFor }),
);
