// The composer's choices for one channel, read by the server from the network with the
// channel's token: Pinterest's boards, the privacy levels a TikTok creator allows.

import {
  type ChannelPostingChoices,
  POSTING_CHOICES_CALLABLE,
} from '@model/schemas/posts/posting-choices';
import { callFunction } from './functions';

export type { ChannelPostingChoices };

export async function channelPostingChoices(
  workspaceId: string,
  channelId: string,
): Promise<ChannelPostingChoices> {
  const input = { workspaceId, channelId };
  return callFunction(POSTING_CHOICES_CALLABLE, input);
}
