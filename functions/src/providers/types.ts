// The one interface every social network adapter implements, so the publisher, the channel
// callables and the metrics collection never know which network they talk to.

import type { LengthCounting } from '@model/network-limits';
import type { NetworkId } from '@model/networks';

/** Every network of the kernel's list has its adapter (registry.ts is keyed by it). */
export type ProviderId = NetworkId;

/** What a network accepts, so the composer can check a post before it is scheduled. */
export interface ProviderLimits {
  /** Longest text, in the network's own counting. */
  maxLength: number;
  /**
   * How the network counts text: Bluesky counts graphemes, Mastodon code points with links as
   * 23, X its weighted count (src/lib/network-limits has each).
   */
  lengthCounting: LengthCounting;
  maxMedia: number;
  /** Accepted MIME types with the largest accepted size in bytes of each. */
  media: Record<string, number>;
  /** Whether images and videos may be mixed in one post. */
  mixedMedia: boolean;
  /** Whether a post can be answered by follow-up posts of its author (a thread). */
  threads: boolean;
  /** Networks that show media rather than text (Instagram, YouTube, TikTok, Pinterest). */
  requiresMedia?: boolean;
  /** Types (or type prefixes such as 'video/') that must be a post's only attachment. */
  alone?: string[];
  /** A video's accepted length in seconds, and the accepted width / height ratios. */
  videoSeconds?: { min?: number; max: number };
  imageAspect?: { min: number; max: number };
  videoAspect?: { min: number; max: number };
  /** A video's codecs, frame rate and frame size, and the alt text's length (network-media). */
  videoCodecs?: readonly string[];
  frameRate?: { min?: number; max: number };
  videoPixels?: { min?: number; max: number };
  altText?: number;
}

export interface MediaInput {
  bytes: Uint8Array;
  contentType: string;
  alt: string;
  width?: number;
  height?: number;
  /**
   * A short-lived public address of the same file, for networks that fetch media themselves
   * instead of taking an upload (Instagram, Threads, Google Business Profile).
   */
  url?: string;
  /**
   * A large video is read in ranges rather than held whole: `size` is its length, `read` gives
   * the bytes from `start` up to `end` (exclusive), and `bytes` is then empty.
   */
  size?: number;
  read?: (start: number, end: number) => Promise<Uint8Array>;
}

/** A post already on the network, as a reply target or a found post. */
export interface RemotePost {
  externalId: string;
  url: string;
  /** Bluesky needs the record's content hash to reply to it. */
  cid?: string;
}

export interface PublishRequest {
  /**
   * Our post id and channel id: the marker the network sees (Idempotency-Key, record key), so
   * a repeated send cannot make a second post and reconciliation can find the first.
   */
  idempotencyKey: string;
  text: string;
  media: MediaInput[];
  /** When we first tried to send; reconciliation looks for posts made since then. */
  attemptedAt: Date;
  /** Threads: the post this one answers, and the first post of the thread. */
  replyTo?: { parent: RemotePost; root: RemotePost };
  language?: string;
  /**
   * The post's settings for this channel's network (a YouTube title, a Pinterest board, a
   * TikTok privacy level, ...), as src/lib/schemas/networkOptions describes them.
   */
  options?: Record<string, unknown>;
}

/** What was sent, as the read-back compares it (the sandbox, having no store, echoes it). */
export interface SentPost {
  externalId: string;
  text: string;
  mediaCount: number;
}

/** A post as the network shows it when read back; null fields are what the network does not tell. */
export interface ReadBackPost {
  url: string | null;
  text: string | null;
  mediaCount: number | null;
}

export interface PostMetrics {
  likes: number;
  reposts: number;
  replies: number;
  quotes?: number;
  /** Times the post was shown, where the network tells (X). */
  impressions?: number;
}

export interface ChannelMetrics {
  followers: number;
  following?: number;
  posts?: number;
}

/** Secrets as stored in channelSecrets/{cid}; each provider narrows its own shape. */
export type ChannelSecrets = Record<string, unknown>;

/**
 * New tokens from a refresh that spent `spent`: they are stored only while the stored refresh
 * token is still that one (or already theirs). A network that rotates refresh tokens (TikTok, X)
 * voids the spent one, so a write over a newer rotation would store a dead token.
 */
export interface SecretsRotation {
  spent: string;
}

export interface ProviderContext {
  /**
   * Called as soon as a network hands out new tokens (a refreshed session), before anything
   * else happens, because the old refresh token may already be void.
   */
  saveSecrets: (secrets: ChannelSecrets, rotation?: SecretsRotation) => Promise<void>;
  /**
   * Reads the channel's stored secrets again (null when there are none). A network that
   * rotates refresh tokens refuses the second of two refreshes made at once with the same
   * token; the loser finds the winner's new tokens here instead of failing the channel.
   */
  loadSecrets?: () => Promise<ChannelSecrets | null>;
  /** Channel settings chosen by the user (the sandbox reads its failure injection here). */
  settings?: Record<string, unknown>;
  /** Milliseconds before a request is abandoned. */
  timeoutMs?: number;
}

export interface Provider {
  readonly id: ProviderId;
  /** Posts one account may send per window (see PostingBudget). */
  readonly budget: PostingBudget;
  /** Limits for this channel; Mastodon reads them from the instance. */
  limits(secrets: ChannelSecrets, ctx: ProviderContext): Promise<ProviderLimits>;
  publish(
    request: PublishRequest,
    secrets: ChannelSecrets,
    ctx: ProviderContext,
  ): Promise<RemotePost>;
  /**
   * Finds a post we may have sent whose outcome we never learnt; null when the network
   * positively has no such post.
   */
  lookup(
    request: PublishRequest,
    secrets: ChannelSecrets,
    ctx: ProviderContext,
  ): Promise<RemotePost | null>;
  /**
   * Proof of publish: reads one of the account's posts back by its network id, through the
   * network's documented read endpoint (named next to each adapter's implementation). Null when
   * the network positively has no such post (404/410); throws a ProviderError otherwise.
   */
  readBack(
    sent: SentPost,
    secrets: ChannelSecrets,
    ctx: ProviderContext,
  ): Promise<ReadBackPost | null>;
  postMetrics(
    externalIds: string[],
    secrets: ChannelSecrets,
    ctx: ProviderContext,
  ): Promise<Map<string, PostMetrics>>;
  channelMetrics(secrets: ChannelSecrets, ctx: ProviderContext): Promise<ChannelMetrics>;
  /**
   * Comments on one of the account's own posts (`request.replyTo.root`) as the account: a
   * post's first comment on networks without replies of their own (LinkedIn, Facebook,
   * Instagram). Networks with threads answer a first comment as a reply through `publish`.
   */
  comment?(
    request: PublishRequest,
    secrets: ChannelSecrets,
    ctx: ProviderContext,
  ): Promise<RemotePost>;
  /** Finds a comment we may have made whose outcome we never learnt; null when there is none. */
  findComment?(
    request: PublishRequest,
    secrets: ChannelSecrets,
    ctx: ProviderContext,
  ): Promise<RemotePost | null>;
  /**
   * Renews the channel's tokens before they expire (the refresh job calls it ahead of
   * `tokenExpiresAt`); absent for networks whose tokens do not expire.
   */
  refresh?(secrets: ChannelSecrets, ctx: ProviderContext): Promise<RefreshedTokens>;
  /**
   * Withdraws the channel's grant on the network when it is disconnected; absent where the
   * network offers no way to. Best effort: a failure does not keep the channel connected.
   */
  revoke?(secrets: ChannelSecrets, ctx: ProviderContext): Promise<void>;
  /**
   * What the composer may offer for this channel, read from the network with the channel's
   * token: Pinterest's boards, the privacy levels and interactions a TikTok creator allows.
   */
  postingChoices?(secrets: ChannelSecrets, ctx: ProviderContext): Promise<PostingChoices>;
}

export interface RefreshedTokens {
  secrets: ChannelSecrets;
  /** When the new access grant lapses; undefined when it does not. */
  tokenExpiresAt?: Date;
}

/** The account a connection reached, and what to keep in channelSecrets/{cid}. */
export interface ConnectedAccount {
  /** The network's stable id of the account: one channel per account and workspace. */
  accountId: string;
  handle: string;
  displayName: string;
  avatarUrl: string | null;
  secrets: ChannelSecrets;
  tokenExpiresAt?: Date;
  /**
   * Further accounts the same sign-in granted (the other Facebook Pages, their Instagram
   * accounts, the other business locations): each becomes a channel too.
   */
  alsoConnected?: { provider: ProviderId; account: ConnectedAccount }[];
  /**
   * The network's grant this account shares with others (one Meta login's user: its Pages and
   * Instagram accounts, in any workspace). Withdrawing it on disconnect would cut the others
   * off, so it is revoked only with the last channel that holds it.
   */
  grant?: string;
}

/** OAuth clients registered per instance (Mastodon), kept on the server between connections. */
export interface OAuthClientStore {
  get(key: string): Promise<{ clientId: string; clientSecret: string } | null>;
  put(key: string, client: { clientId: string; clientSecret: string }): Promise<void>;
}

export interface OAuthContext extends Omit<ProviderContext, 'saveSecrets'> {
  /** Where a flow that registers itself with the network keeps its client. */
  clients?: OAuthClientStore;
}

/**
 * A network's OAuth 2 authorisation-code flow as the channel callables drive it: `start` gives
 * the address the user is sent to, and what must be kept on the server (never shown to the
 * browser) until the network redirects back with a code and the same `state`.
 */
export interface OAuthFlow {
  start(
    input: {
      redirectUri: string;
      state: string;
      instance?: string;
      /** The account to sign in (a Bluesky handle or DID), where the network needs it first. */
      account?: string;
    },
    ctx: OAuthContext,
  ): Promise<{ authorizeUrl: string; pending: Record<string, unknown> }>;
  complete(
    input: { code: string; redirectUri: string; pending: Record<string, unknown> },
    ctx: OAuthContext,
  ): Promise<ConnectedAccount>;
}

/** One limit of a posting budget: at most `limit` posts in any `windowMs`. */
export interface BudgetWindow {
  limit: number;
  windowMs: number;
  /**
   * 'sliding': counted over any window ending now (short windows, kept as a list of send times);
   * 'fixed': counted per calendar window since the epoch (long windows, a counter), the way
   * LinkedIn's daily limit resets at midnight UTC.
   */
  kind: 'sliding' | 'fixed';
  /**
   * Counted for the whole app across every channel of the network (one pace document per
   * network), not per account: YouTube's upload quota belongs to the Cloud project.
   */
  shared?: boolean;
  /**
   * A fixed window of one day that restarts at midnight in this IANA zone rather than UTC's:
   * YouTube's quota day is Pacific time's, and a UTC day would let two of them into one.
   */
  resetZone?: string;
}

/**
 * How many posts one account may send, from the network's documented limits (the figures and
 * their source sit next to each adapter). The publisher paces each channel to stay inside every
 * window; a burst beyond it waits for the next allowed moment.
 */
export interface PostingBudget {
  windows: BudgetWindow[];
}

/** A channel's choices for the composer (src/lib/schemas/postingChoices.ts has the reply). */
export interface PostingChoices {
  boards?: { id: string; name: string }[];
  tiktok?: {
    privacyLevels: string[];
    commentDisabled: boolean;
    duetDisabled: boolean;
    stitchDisabled: boolean;
    maxVideoSeconds: number | null;
  };
}
