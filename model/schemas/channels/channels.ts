// Payloads and answers of the channel callables: connecting an account with a password (Bluesky)
// or the local sandbox, the OAuth round trip (Mastodon, LinkedIn, X), and disconnecting.

import * as v from 'valibot';
import { networkIdSchema } from '../../networks';
import { docIdSchema, textSchema } from '../common';
import { nullableTimestampSchema, storedObject, timestampSchema } from '../stored';
import { channelStatusSchema } from './channel-status';

export {
  CHANNEL_STATUSES,
  type ChannelStatus,
  channelStatusOf,
  channelStatusSchema,
} from './channel-status';

/** Networks connected through an OAuth redirect. */
export const OAUTH_PROVIDERS = [
  'mastodon',
  'linkedin',
  'x',
  // The networks agencies need: one redirect each (Meta's login serves Facebook and Instagram).
  'facebook',
  'instagram',
  'threads',
  'linkedin_page',
  'youtube',
  'tiktok',
  'pinterest',
  'google_business',
] as const;
/** OAuth networks that need nothing but the redirect (all but Mastodon, which needs its instance). */
export const REDIRECT_ONLY_PROVIDERS = OAUTH_PROVIDERS.filter(
  (provider): provider is Exclude<OAuthProviderId, 'mastodon'> => provider !== 'mastodon',
);
export type OAuthProviderId = (typeof OAUTH_PROVIDERS)[number];

/** The callables' names, as the app calls them. */
export const CHANNEL_CALLABLES = {
  connect: 'connectChannel',
  startOAuth: 'startChannelOAuth',
  completeOAuth: 'completeChannelOAuth',
  disconnect: 'disconnectChannel',
} as const;

/** The notification written when a channel needs reconnecting. */
export const CHANNEL_NEEDS_RECONNECT = 'channel_needs_reconnect';

/**
 * The channel a Reconnect action repairs. Without it the account's own channel is used (created
 * or reconnected); with it the server updates that channel in place, so a channel whose id is not
 * derived from its account (an older one) is repaired rather than duplicated.
 */
const reconnectChannelSchema = v.optional(docIdSchema);

/** An https address without credentials, such as a Bluesky PDS (https://bsky.social). */
const httpsUrlSchema = v.pipe(
  v.string(),
  v.trim(),
  v.maxLength(2048),
  v.url('Must be an address such as https://bsky.social.'),
  v.check((value) => {
    const url = new URL(value);
    return url.protocol === 'https:' && !url.username && !url.password;
  }, 'Must be an https address without a user name or password.'),
);

/** A Bluesky handle (alice.bsky.social, with or without @), an email address, or a DID. */
const blueskyIdentifierSchema = v.pipe(
  v.string(),
  v.trim(),
  v.transform((value) => value.replace(/^@/, '')),
  v.minLength(1, 'Enter your Bluesky handle or email address.'),
  v.maxLength(253),
  v.regex(/^\S+$/, 'A handle has no spaces.'),
);

/** A Bluesky handle (alice.bsky.social, with or without @) or DID, where OAuth starts. */
const blueskyAccountSchema = v.pipe(
  v.string(),
  v.trim(),
  v.transform((value) => value.replace(/^@/, '')),
  v.minLength(1, 'Enter your Bluesky handle.'),
  v.maxLength(253),
  v.regex(
    /^(did:[a-z]+:[A-Za-z0-9._:%-]+|([a-zA-Z0-9]([a-zA-Z0-9-]*[a-zA-Z0-9])?\.)+[a-zA-Z]{2,})$/,
    'Enter a handle such as alice.bsky.social.',
  ),
);

export const connectBlueskySchema = v.strictObject({
  workspaceId: docIdSchema,
  provider: v.literal('bluesky'),
  identifier: blueskyIdentifierSchema,
  appPassword: v.pipe(
    v.string(),
    v.trim(),
    v.minLength(1, 'Enter an app password.'),
    v.maxLength(256),
  ),
  /** The account's PDS when it is not bsky.social. */
  service: v.optional(httpsUrlSchema),
  channelId: reconnectChannelSchema,
});

export const connectSandboxSchema = v.strictObject({
  workspaceId: docIdSchema,
  provider: v.literal('sandbox'),
  handle: v.pipe(
    textSchema(64),
    v.regex(/^@?[A-Za-z0-9._-]+$/, 'A handle is letters, digits, dots, _ or -.'),
  ),
  channelId: reconnectChannelSchema,
});

export const connectChannelSchema = v.variant('provider', [
  connectBlueskySchema,
  connectSandboxSchema,
]);
export type ConnectChannelInput = v.InferOutput<typeof connectChannelSchema>;
export interface ConnectChannelResult {
  channelId: string;
}

/**
 * A Mastodon instance as people type it: mastodon.social, or https://mastodon.social. (The
 * server calls plain http only on the emulator's own machine.)
 */
const instanceSchema = v.pipe(
  v.string(),
  v.trim(),
  v.minLength(1, 'Enter the address of your Mastodon instance.'),
  v.maxLength(253),
  v.regex(
    /^(https?:\/\/)?[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+(:\d{1,5})?\/?$/,
    'Must be an instance address such as mastodon.social.',
  ),
);

/** Where the network sends the browser back; the server checks its origin. */
const redirectUriSchema = v.pipe(
  v.string(),
  v.maxLength(2048),
  v.url('Must be an absolute address.'),
);

export const startChannelOAuthSchema = v.variant('provider', [
  // Bluesky's authorization server is the account's own: found from its handle first.
  v.strictObject({
    workspaceId: docIdSchema,
    provider: v.literal('bluesky'),
    handle: blueskyAccountSchema,
    redirectUri: redirectUriSchema,
    channelId: reconnectChannelSchema,
  }),
  v.strictObject({
    workspaceId: docIdSchema,
    provider: v.literal('mastodon'),
    instance: instanceSchema,
    redirectUri: redirectUriSchema,
    channelId: reconnectChannelSchema,
  }),
  v.strictObject({
    workspaceId: docIdSchema,
    provider: v.picklist(REDIRECT_ONLY_PROVIDERS),
    redirectUri: redirectUriSchema,
    channelId: reconnectChannelSchema,
  }),
]);
export type StartChannelOAuthInput = v.InferOutput<typeof startChannelOAuthSchema>;
export interface StartChannelOAuthResult {
  authorizeUrl: string;
}

export const completeChannelOAuthSchema = v.strictObject({
  state: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{16,128}$/, 'Invalid state.')),
  code: v.pipe(v.string(), v.minLength(1, 'The network sent no code.'), v.maxLength(4096)),
});
export type CompleteChannelOAuthInput = v.InferOutput<typeof completeChannelOAuthSchema>;
/** An account a multi-account sign-in granted that was not connected, and why. */
export interface SkippedAccount {
  provider: string;
  handle: string;
  /** limit: the plan's channel limit; taken: already connected as another channel. */
  reason: 'limit' | 'taken';
}

export interface CompleteChannelOAuthResult {
  workspaceId: string;
  channelId: string;
  /** A sign-in that granted several accounts (Meta pages, LinkedIn pages, Google locations). */
  accounts?: {
    granted: number;
    connected: number;
    /** The plan's channel limit, when it kept accounts out. */
    limit: number | null;
    skipped: SkippedAccount[];
  };
}

export const disconnectChannelSchema = v.strictObject({
  workspaceId: docIdSchema,
  channelId: docIdSchema,
});
export type DisconnectChannelInput = v.InferOutput<typeof disconnectChannelSchema>;
export interface DisconnectChannelResult {
  channelId: string;
}

// --------------------------------------------------------------- stored: workspaces/{id}/channels

export const channelDocSchema = storedObject({
  provider: networkIdSchema,
  /** The network's id of the account; the channel id derives from it (channelIdFor). */
  accountId: v.optional(v.string()),
  handle: v.string(),
  displayName: v.string(),
  avatarUrl: v.nullable(v.string()),
  status: channelStatusSchema,
  tokenExpiresAt: nullableTimestampSchema,
  /** When the sign-in ends unless someone signs in again (model/credential-weather.ts). */
  credentialExpiresAt: v.optional(nullableTimestampSchema),
  /** The credentialExpiresAt its owner was warned about, so each lapse is announced once. */
  credentialWarnedFor: v.optional(nullableTimestampSchema),
  connectedBy: v.optional(v.string()),
  connectedAt: v.optional(nullableTimestampSchema),
  disconnectedBy: v.optional(v.string()),
  disconnectedAt: v.optional(nullableTimestampSchema),
  lastError: v.optional(
    v.nullable(v.object({ message: v.string(), at: v.optional(nullableTimestampSchema) })),
  ),
  /** The Mastodon instance's host. */
  instance: v.optional(v.string()),
  /** The token refresh that holds the channel until then, so two runs never refresh at once. */
  refreshLeaseUntil: v.optional(timestampSchema),
  /** A network's 429 on metrics: the collection leaves the channel alone until then. */
  metricsRetryAt: v.optional(timestampSchema),
  /** Settings the network's adapter reads (the sandbox's failure injection). */
  settings: v.optional(v.record(v.string(), v.unknown())),
});
export type ChannelDoc = v.InferOutput<typeof channelDocSchema>;
