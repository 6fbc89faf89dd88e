// Connecting channels (OAuth and app passwords), disconnecting, posting choices: each callable's
// payload schema and reply (see ./entry.ts).

import {
  type CompleteChannelOAuthResult,
  type ConnectChannelResult,
  completeChannelOAuthSchema,
  connectChannelSchema,
  type DisconnectChannelResult,
  disconnectChannelSchema,
  type StartChannelOAuthResult,
  startChannelOAuthSchema,
} from '../schemas/channels/channels';
import {
  type ChannelPostingChoices,
  channelPostingChoicesSchema,
} from '../schemas/posts/posting-choices';
import { reply } from './entry';

export const CHANNEL_CALLABLES = {
  channelPostingChoices: {
    input: channelPostingChoicesSchema,
    reply: reply<ChannelPostingChoices>(),
  },
  completeChannelOAuth: {
    input: completeChannelOAuthSchema,
    reply: reply<CompleteChannelOAuthResult>(),
  },
  connectChannel: { input: connectChannelSchema, reply: reply<ConnectChannelResult>() },
  disconnectChannel: { input: disconnectChannelSchema, reply: reply<DisconnectChannelResult>() },
  startChannelOAuth: { input: startChannelOAuthSchema, reply: reply<StartChannelOAuthResult>() },
} as const;
