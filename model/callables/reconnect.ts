// Client self-reconnect links: make one (staff), open it, sign in at the network through it and
// store the new sign-in (the public /reconnect/:token page), see ./entry.ts.

import {
  type CompleteLinkReconnectResult,
  type CreateReconnectLinkResult,
  completeLinkReconnectSchema,
  createReconnectLinkSchema,
  openReconnectLinkSchema,
  type ReconnectLinkView,
  startLinkReconnectSchema,
} from '../schemas/channels/reconnect-links';
import { reply } from './entry';

export const RECONNECT_CALLABLES = {
  completeLinkReconnect: {
    input: completeLinkReconnectSchema,
    reply: reply<CompleteLinkReconnectResult>(),
  },
  createReconnectLink: {
    input: createReconnectLinkSchema,
    reply: reply<CreateReconnectLinkResult>(),
  },
  openReconnectLink: { input: openReconnectLinkSchema, reply: reply<ReconnectLinkView>() },
  startLinkReconnect: {
    input: startLinkReconnectSchema,
    reply: reply<{
      authorizeUrl: string;
    }>(),
  },
} as const;
