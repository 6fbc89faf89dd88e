// channelPostingChoices: what the composer may offer for one channel, read from the network with
// the channel's token on the server (Pinterest's boards; the privacy levels and interactions a
// TikTok creator allows, from TikTok's creator_info).

import * as v from 'valibot';
import { docIdSchema } from '../common';

export const POSTING_CHOICES_CALLABLE = 'channelPostingChoices';

export const channelPostingChoicesSchema = v.strictObject({
  workspaceId: docIdSchema,
  channelId: docIdSchema,
});
export type ChannelPostingChoicesInput = v.InferOutput<typeof channelPostingChoicesSchema>;

export interface ChannelPostingChoices {
  channelId: string;
  provider: string;
  /** Pinterest: the boards the account can pin to. */
  boards?: { id: string; name: string }[];
  /** TikTok: what the creator may post now. */
  tiktok?: {
    privacyLevels: string[];
    commentDisabled: boolean;
    duetDisabled: boolean;
    stitchDisabled: boolean;
    maxVideoSeconds: number | null;
  };
}
