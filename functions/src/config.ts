// Everything the functions read from the environment or the shared constants, read once.

import {
  FUNCTION_TIMEOUT_MS,
  FUNCTIONS_REGION,
  RATE_LIMIT_MAX_REQUESTS,
  RATE_LIMIT_WINDOW_MS,
} from '@model/constants';

export const REGION = FUNCTIONS_REGION;
/** Callables answer within the client's 70 s time-out, so the server stops a little earlier. */
export const CALLABLE_TIMEOUT_SECONDS = Math.floor(FUNCTION_TIMEOUT_MS / 1000) - 10;

export interface RateLimit {
  max: number;
  windowMs: number;
}

/** The limit of the REST API: per API key, or per client address when anonymous. */
export const API_RATE_LIMIT: RateLimit = {
  max: RATE_LIMIT_MAX_REQUESTS,
  windowMs: RATE_LIMIT_WINDOW_MS,
};
/** The contact form is a spam target: a handful of messages per sender and hour is plenty. */
export const CONTACT_RATE_LIMIT: RateLimit = { max: 5, windowMs: RATE_LIMIT_WINDOW_MS };
/** Event batches from one browser; a healthy client sends a few per minute at most. */
export const EVENTS_RATE_LIMIT: RateLimit = {
  max: RATE_LIMIT_MAX_REQUESTS,
  windowMs: RATE_LIMIT_WINDOW_MS,
};

/**
 * Event documents written per minute by everyone together: a flood from many addresses (or a
 * botnet) costs at most this many writes. Past it, batches are refused with resource-exhausted
 * until the minute ends; errors of a healthy install stay far below it.
 */
export const EVENTS_GLOBAL_LIMIT: RateLimit = { max: 3_000, windowMs: 60_000 };

/** How long a stored idempotency record answers replays. */
export const IDEMPOTENCY_TTL_MS = 24 * 3_600_000;
/** How long an invitation link stays valid (a resend starts a fresh period). */
export const INVITE_TTL_MS = 7 * 24 * 3_600_000;
/**
 * Mail a person can make the platform send to others (invitations and their resends, review
 * links, mentions), counted per recipient: per sender and per workspace, per hour and per day
 * (domain/mailCaps.ts). README "Security rules" lists the figures.
 */
export const MAIL_CAPS = {
  senderHour: { max: 20, windowMs: 3_600_000 },
  senderDay: { max: 50, windowMs: 86_400_000 },
  workspaceHour: { max: 30, windowMs: 3_600_000 },
  workspaceDay: { max: 100, windowMs: 86_400_000 },
} as const satisfies Record<string, RateLimit>;
/** Anonymous invitation look-ups per client address and hour (getInvitation). */
export const INVITATION_LOOKUP_RATE_LIMIT: RateLimit = { max: 60, windowMs: RATE_LIMIT_WINDOW_MS };
/** Account emails (sendAccountEmail) one address may be sent per hour, whoever asks. */
export const ACCOUNT_EMAIL_ADDRESS_RATE_LIMIT: RateLimit = {
  max: 5,
  windowMs: RATE_LIMIT_WINDOW_MS,
};
/** Account emails one client address may ask for per hour, to any addresses. */
export const ACCOUNT_EMAIL_CLIENT_RATE_LIMIT: RateLimit = {
  max: 60,
  windowMs: RATE_LIMIT_WINDOW_MS,
};
/** Review-link page loads per client address and window (openReviewLink). */
export const REVIEW_OPEN_RATE_LIMIT: RateLimit = { max: 120, windowMs: RATE_LIMIT_WINDOW_MS };
/** Review-link media files per client address and window (openReviewMedia): a page of posts. */
export const REVIEW_MEDIA_RATE_LIMIT: RateLimit = { max: 600, windowMs: RATE_LIMIT_WINDOW_MS };
/** The largest image a review link answers inline; a larger one shows as a placeholder. */
export const REVIEW_MEDIA_MAX_BYTES = 4 * 1024 * 1024;
/** Review-link actions per client address, and per link, and window (actOnReviewLink). */
export const REVIEW_ACTION_RATE_LIMIT: RateLimit = { max: 60, windowMs: RATE_LIMIT_WINDOW_MS };
/**
 * smm workspaces one owner may hold when no plan says (a plan may carry limits.workspaces): the
 * owner's best active subscription decides, else the product's free tier, else this.
 */
export const WORKSPACE_LIMIT_WITHOUT_PLAN = 3;
/** Documents an account deletion anonymises per read and batch write (a batch takes 500). */
export const ANONYMISE_BATCH = 200;
/** Deleting one's account needs a sign-in at most this old (the ID token's auth_time). */
export const RECENT_LOGIN_MS = 5 * 60_000;
/** A courtesy subscription may last at most this long. */
export const COURTESY_MAX_MS = 2 * 366 * 24 * 3_600_000;
/** Posts can be scheduled this far ahead at most. */
export const SCHEDULE_MAX_AHEAD_MS = 366 * 24 * 3_600_000;
/**
 * Channels a workspace may connect when neither a subscription nor any active plan of its product
 * says (domain/channelLimits.ts): as many as the free plan, so a fresh install is usable.
 */
export const CHANNEL_LIMIT_WITHOUT_PLAN = 2;

export const isEmulator = process.env.FUNCTIONS_EMULATOR === 'true';
/** The Google app is in the Testing publishing status: Google revokes its refresh tokens after 7 days. */
export const GOOGLE_OAUTH_TESTING = process.env.GOOGLE_OAUTH_TESTING === 'true';

// The variables below are read at each call, not once: the stack and the tests set them after
// this module has loaded (a suite starts its own Storage emulator, say).

/** Whether an emulated Storage is there to read and delete media from. */
export function storageEmulated(): boolean {
  return Boolean(process.env.FIREBASE_STORAGE_EMULATOR_HOST);
}

/** The emulated Storage's host:port, which public file addresses lead to locally; else undefined. */
export function storageEmulatorHost(): string | undefined {
  return process.env.FIREBASE_STORAGE_EMULATOR_HOST || undefined;
}

/** Whether the tasks go to the emulator, which delivers at once whatever the scheduleTime. */
export function tasksEmulated(): boolean {
  return Boolean(process.env.CLOUD_TASKS_EMULATOR_HOST);
}

/**
 * The key that seals channel secrets (base64 of 32 bytes), and whether a local stand-in may
 * replace it (the emulator and the unit tests, never a deployment).
 */
export function channelSecretsKeySetting(): { key: string; localAllowed: boolean } {
  return {
    key: process.env.CHANNEL_SECRETS_KEY ?? '',
    localAllowed: process.env.FUNCTIONS_EMULATOR === 'true' || process.env.VITEST === 'true',
  };
}

/** The app's registration with a network, from `<PREFIX>_CLIENT_ID` and `<PREFIX>_CLIENT_SECRET`. */
export function oauthClientSetting(prefix: string): { clientId: string; clientSecret: string } {
  return {
    clientId: process.env[`${prefix}_CLIENT_ID`]?.trim() ?? '',
    clientSecret: process.env[`${prefix}_CLIENT_SECRET`]?.trim() ?? '',
  };
}

/**
 * Origins of the deployed app (comma-separated APP_ORIGINS, e.g. https://app.example.com): an
 * OAuth redirect may only lead back there. Read on each call so a changed setting applies.
 */
export function configuredAppOrigins(): string[] {
  return (process.env.APP_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin.length > 0);
}

/**
 * The origin every link the functions build points at (invitations, review links, account and
 * notification email): the app as it is served. The local stack names its hosting emulator in
 * STACK_APP_ORIGIN (functions/.env.local would override a plain APP_ORIGIN with its empty
 * default, and a port offset moves the port); deployed, the Firebase param APP_ORIGIN (e.g.
 * https://app.example.com), else the first APP_ORIGINS entry, else the project's Hosting domain.
 */
export function appOrigin(): string {
  const stack = isEmulator ? (process.env.STACK_APP_ORIGIN ?? '').trim() : '';
  const explicit = (process.env.APP_ORIGIN ?? '').trim();
  const origin =
    stack ||
    explicit ||
    configuredAppOrigins()[0] ||
    `https://${process.env.GCLOUD_PROJECT ?? 'localhost'}.web.app`;
  return origin.replace(/\/+$/, '');
}

/**
 * An agent's budgets per API key over MCP: tool calls per hour and posts (drafts created, posts
 * scheduled) per day. Past either, the tool answers a refusal saying which and until when.
 */
export const MCP_CALL_BUDGET: RateLimit = { max: 120, windowMs: 3_600_000 };
export const MCP_POST_BUDGET: RateLimit = { max: 25, windowMs: 24 * 3_600_000 };

/** Debian's Chromium, which renders the report PDFs (functions/src/domain/reports/pdf). */
export function chromiumPath(): string {
  return (process.env.CHROMIUM_PATH ?? '').trim() || '/usr/bin/chromium';
}

/**
 * Bluesky's confidential OAuth client key: a private ES256 (P-256) JWK with its `kid`, as JSON,
 * from the BLUESKY_OAUTH_PRIVATE_JWK secret (docs/bluesky-oauth.md makes one). It signs the
 * client's assertions; only its public half is served. Empty: Bluesky channels connect with an
 * app password, and in the emulator through the sandbox. Read at each call, as the tests set it.
 */
export function blueskyClientKeySetting(): string {
  return (process.env.BLUESKY_OAUTH_PRIVATE_JWK ?? '').trim();
}
