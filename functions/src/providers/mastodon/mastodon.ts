// Over 400 lines: the whole Mastodon API the product uses (app registration, OAuth, media, statuses, read-back, metrics) sits behind one adapter object.
// Mastodon on any instance: the app registers itself with the instance, the user grants it a
// token through OAuth, media are processed asynchronously, and a status is created with an
// Idempotency-Key so that a repeated request returns the first status instead of a second one.

import { duplicateContent, ProviderError } from '../errors';
import { count, field, str } from '../fields';
import { mediaBytes } from '../mediaChunks';
import { MIB, mediaLimitsOf } from '../mediaSizes';
import { countOf, unlessGone } from '../readBack';
import { type CallOptions, call } from '../request';
import type {
  ChannelMetrics,
  MediaInput,
  PostingBudget,
  PostMetrics,
  Provider,
  ProviderContext,
  ProviderLimits,
  PublishRequest,
  RemotePost,
} from '../types';
import { comparableText, htmlToText } from './mastodonText';

export const MASTODON_SCOPES = 'read write';

const IMAGE_MAX_BYTES = 16 * MIB;
const VIDEO_MAX_BYTES = 99 * MIB;

/** Mastodon's own defaults, used when an instance does not publish its configuration. */
export const MASTODON_DEFAULT_LIMITS: ProviderLimits = {
  maxLength: 500,
  lengthCounting: 'mastodon',
  threads: true,
  ...mediaLimitsOf('mastodon'),
};

const MEDIA_POLL_INTERVAL_MS = 1_000;
const MEDIA_POLL_ATTEMPTS = 30;
/** Clocks differ between us and the instance; reconciliation looks a little further back. */
const LOOKUP_SKEW_MS = 5 * 60_000;

export interface MastodonSecrets {
  instanceUrl: string;
  accessToken: string;
  accountId?: string;
}

export interface MastodonContext extends ProviderContext {
  mediaPollIntervalMs?: number;
}

/** An instance address as the user typed it ("mastodon.social") made into an origin. */
export function normaliseInstanceUrl(input: string): string {
  const trimmed = input.trim().replace(/\/+$/, '');
  let url: URL;
  try {
    url = new URL(/^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    throw new ProviderError('permanent', `"${input}" is not a Mastodon instance address.`);
  }
  return url.origin;
}

export function parseMastodonSecrets(raw: Record<string, unknown>): MastodonSecrets {
  const instanceUrl = str(raw.instanceUrl);
  const accessToken = str(raw.accessToken);
  if (!instanceUrl || !accessToken) {
    throw new ProviderError('auth', 'Mastodon: no access token is stored for the channel.');
  }
  return {
    instanceUrl: normaliseInstanceUrl(instanceUrl),
    accessToken,
    accountId: str(raw.accountId),
  };
}

function api(
  secrets: MastodonSecrets,
  ctx: ProviderContext,
  path: string,
  options: Omit<CallOptions, 'label' | 'timeoutMs'> = {},
) {
  return call(`${secrets.instanceUrl}${path}`, {
    ...options,
    headers: { ...options.headers, authorization: `Bearer ${secrets.accessToken}` },
    label: `Mastodon ${options.method ?? 'GET'} ${path.split('?')[0]}`,
    timeoutMs: ctx.timeoutMs,
  });
}

function remote(status: unknown): RemotePost {
  const id = str(field(status, 'id'));
  if (!id)
    throw new ProviderError('unknown_outcome', 'Mastodon accepted the status but returned no id.');
  return { externalId: id, url: str(field(status, 'url')) ?? str(field(status, 'uri')) ?? '' };
}

/** Registers this app with an instance (POST /api/v1/apps); store the client per instance. */
export async function registerMastodonApp(
  instance: string,
  app: { clientName: string; redirectUri: string; website?: string },
  timeoutMs?: number,
): Promise<{ instanceUrl: string; clientId: string; clientSecret: string }> {
  const instanceUrl = normaliseInstanceUrl(instance);
  const result = await call(`${instanceUrl}/api/v1/apps`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      client_name: app.clientName,
      redirect_uris: app.redirectUri,
      scopes: MASTODON_SCOPES,
      website: app.website,
    }),
    label: 'Mastodon POST /api/v1/apps',
    timeoutMs,
  });
  const clientId = str(field(result.body, 'client_id'));
  const clientSecret = str(field(result.body, 'client_secret'));
  if (!clientId || !clientSecret)
    throw new ProviderError('permanent', 'The instance did not register the app.');
  return { instanceUrl, clientId, clientSecret };
}

/** Where to send the user to grant access; `state` comes back with the code. */
export function mastodonAuthorizeUrl(
  instanceUrl: string,
  clientId: string,
  redirectUri: string,
  state: string,
): string {
  const query = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: MASTODON_SCOPES,
    state,
  });
  return `${normaliseInstanceUrl(instanceUrl)}/oauth/authorize?${query}`;
}

/** Exchanges the OAuth code for a token and reads the account it belongs to. */
export async function exchangeMastodonCode(
  input: {
    instanceUrl: string;
    clientId: string;
    clientSecret: string;
    redirectUri: string;
    code: string;
  },
  timeoutMs?: number,
): Promise<{
  secrets: MastodonSecrets;
  profile: { accountId: string; handle: string; displayName: string; avatarUrl: string | null };
}> {
  const instanceUrl = normaliseInstanceUrl(input.instanceUrl);
  const token = await call(`${instanceUrl}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      grant_type: 'authorization_code',
      code: input.code,
      client_id: input.clientId,
      client_secret: input.clientSecret,
      redirect_uri: input.redirectUri,
      scope: MASTODON_SCOPES,
    }),
    label: 'Mastodon POST /oauth/token',
    timeoutMs,
  }).catch((error: unknown) => {
    // A used or expired code is a 400 invalid_grant: the user has to authorise again.
    if (error instanceof ProviderError && error.kind === 'permanent') {
      throw new ProviderError('auth', `${error.message} Please authorise the app again.`, {
        status: error.status,
        remote: error.remote,
      });
    }
    throw error;
  });
  const accessToken = str(field(token.body, 'access_token'));
  if (!accessToken) throw new ProviderError('permanent', 'The instance did not issue a token.');
  const secrets: MastodonSecrets = { instanceUrl, accessToken };
  const account = (
    await api(
      secrets,
      { saveSecrets: async () => undefined, timeoutMs },
      '/api/v1/accounts/verify_credentials',
    )
  ).body;
  const accountId = str(field(account, 'id')) ?? '';
  const host = new URL(instanceUrl).host;
  return {
    secrets: { ...secrets, accountId },
    profile: {
      accountId,
      handle: `@${str(field(account, 'acct')) ?? str(field(account, 'username')) ?? accountId}@${host}`,
      displayName:
        str(field(account, 'display_name')) ?? str(field(account, 'username')) ?? accountId,
      avatarUrl: str(field(account, 'avatar')) ?? null,
    },
  };
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

/** Uploads one attachment and waits until the instance has processed it. */
async function uploadMedia(
  secrets: MastodonSecrets,
  ctx: MastodonContext,
  media: MediaInput,
): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([await mediaBytes(media)], { type: media.contentType }), 'upload');
  if (media.alt) form.append('description', media.alt);
  const uploaded = await api(secrets, ctx, '/api/v2/media', { method: 'POST', body: form });
  const id = str(field(uploaded.body, 'id'));
  if (!id)
    throw new ProviderError('permanent', 'The instance accepted the media but returned no id.');
  // 200 means processed; 202 means the url appears once processing is done.
  if (uploaded.status === 200 && str(field(uploaded.body, 'url'))) return id;
  const interval = ctx.mediaPollIntervalMs ?? MEDIA_POLL_INTERVAL_MS;
  for (let attempt = 0; attempt < MEDIA_POLL_ATTEMPTS; attempt++) {
    await sleep(interval);
    const polled = await api(secrets, ctx, `/api/v1/media/${encodeURIComponent(id)}`);
    if (polled.status === 200 && str(field(polled.body, 'url'))) return id;
  }
  throw new ProviderError(
    'transient',
    'The instance is still processing the media; trying again later.',
  );
}

const DUPLICATE = /duplicate/i;

async function accountId(secrets: MastodonSecrets, ctx: ProviderContext): Promise<string> {
  if (secrets.accountId) return secrets.accountId;
  const account = await api(secrets, ctx, '/api/v1/accounts/verify_credentials');
  const id = str(field(account.body, 'id'));
  if (!id)
    throw new ProviderError(
      'permanent',
      'The instance did not say which account the token is for.',
    );
  return id;
}

function limitsFrom(instance: unknown): ProviderLimits {
  const configuration = field(instance, 'configuration');
  const statuses = field(configuration, 'statuses');
  const media = field(configuration, 'media_attachments');
  const maxLength = field(statuses, 'max_characters');
  const maxMedia = field(statuses, 'max_media_attachments');
  const types = field(media, 'supported_mime_types');
  const imageLimit = field(media, 'image_size_limit');
  const videoLimit = field(media, 'video_size_limit');
  const limits: ProviderLimits = {
    ...MASTODON_DEFAULT_LIMITS,
    media: { ...MASTODON_DEFAULT_LIMITS.media },
  };
  if (typeof maxLength === 'number' && maxLength > 0) limits.maxLength = maxLength;
  if (typeof maxMedia === 'number' && maxMedia > 0) limits.maxMedia = maxMedia;
  if (Array.isArray(types)) {
    limits.media = {};
    for (const type of types) {
      if (typeof type !== 'string') continue;
      if (type.startsWith('image/')) {
        limits.media[type] = typeof imageLimit === 'number' ? imageLimit : IMAGE_MAX_BYTES;
      } else if (type.startsWith('video/')) {
        limits.media[type] = typeof videoLimit === 'number' ? videoLimit : VIDEO_MAX_BYTES;
      }
    }
  }
  return limits;
}

/**
 * Mastodon allows 300 API requests per account every 5 minutes, and 30 media uploads per 30
 * minutes (https://docs.joinmastodon.org/api/rate-limits/; instances may set other figures and
 * say so in X-RateLimit-* headers). A post costs one request plus one per image, so 30 posts per
 * 5 minutes leaves room for their media and everything else the app asks.
 */
export const MASTODON_BUDGET: PostingBudget = {
  windows: [{ limit: 30, windowMs: 300_000, kind: 'sliding' }],
};

export const mastodon: Provider = {
  id: 'mastodon',
  budget: MASTODON_BUDGET,

  async limits(rawSecrets, ctx) {
    const secrets = parseMastodonSecrets(rawSecrets);
    try {
      return limitsFrom((await api(secrets, ctx, '/api/v2/instance')).body);
    } catch (error) {
      // Older instances have no v2 endpoint; Mastodon's defaults then apply.
      if (error instanceof ProviderError && error.kind === 'permanent')
        return MASTODON_DEFAULT_LIMITS;
      throw error;
    }
  },

  async publish(request: PublishRequest, rawSecrets, ctx: MastodonContext) {
    const secrets = parseMastodonSecrets(rawSecrets);
    const mediaIds: string[] = [];
    for (const item of request.media) mediaIds.push(await uploadMedia(secrets, ctx, item));
    const status: Record<string, unknown> = { status: request.text, visibility: 'public' };
    if (mediaIds.length > 0) status.media_ids = mediaIds;
    if (request.replyTo) status.in_reply_to_id = request.replyTo.parent.externalId;
    if (request.language) status.language = request.language;
    let created: { body: unknown };
    try {
      created = await api(secrets, ctx, '/api/v1/statuses', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': request.idempotencyKey },
        body: JSON.stringify(status),
        write: true,
      });
    } catch (error) {
      // Mastodon answers 422 {"error":"Duplicate record"} when it refuses a status as a repeat.
      if (
        error instanceof ProviderError &&
        error.status === 422 &&
        DUPLICATE.test(error.remote ?? '')
      )
        throw duplicateContent('Mastodon', error);
      throw error;
    }
    return remote(created.body);
  },

  async lookup(request, rawSecrets, ctx) {
    const secrets = parseMastodonSecrets(rawSecrets);
    const id = await accountId(secrets, ctx);
    const listed = await api(
      secrets,
      ctx,
      `/api/v1/accounts/${encodeURIComponent(id)}/statuses?limit=40&exclude_reblogs=true`,
    );
    const since = request.attemptedAt.getTime() - LOOKUP_SKEW_MS;
    const wanted = comparableText(request.text);
    for (const status of Array.isArray(listed.body) ? listed.body : []) {
      const createdAt = Date.parse(str(field(status, 'created_at')) ?? '');
      if (Number.isNaN(createdAt) || createdAt < since) continue;
      const content = comparableText(htmlToText(str(field(status, 'content')) ?? ''));
      if (content === wanted) return remote(status);
    }
    return null;
  },

  /** GET /api/v1/statuses/:id (https://docs.joinmastodon.org/methods/statuses/#get). */
  async readBack(sent, rawSecrets, ctx) {
    const secrets = parseMastodonSecrets(rawSecrets);
    const status = await unlessGone(
      async () =>
        (await api(secrets, ctx, `/api/v1/statuses/${encodeURIComponent(sent.externalId)}`)).body,
    );
    if (!status) return null;
    return {
      url: str(field(status, 'url')) ?? str(field(status, 'uri')) ?? null,
      text: htmlToText(str(field(status, 'content')) ?? ''),
      mediaCount: countOf(field(status, 'media_attachments')),
    };
  },

  async postMetrics(externalIds, rawSecrets, ctx) {
    const secrets = parseMastodonSecrets(rawSecrets);
    const metrics = new Map<string, PostMetrics>();
    for (const id of externalIds) {
      try {
        const status = (await api(secrets, ctx, `/api/v1/statuses/${encodeURIComponent(id)}`)).body;
        metrics.set(id, {
          likes: count(status, 'favourites_count'),
          reposts: count(status, 'reblogs_count'),
          replies: count(status, 'replies_count'),
          quotes: count(status, 'quotes_count'),
        });
      } catch (error) {
        // A deleted status has no counts any more; the others still do.
        if (error instanceof ProviderError && error.status === 404) continue;
        throw error;
      }
    }
    return metrics;
  },

  /** Revokes the access token (POST /oauth/revoke needs the app's client credentials). */
  async revoke(rawSecrets, ctx) {
    const secrets = parseMastodonSecrets(rawSecrets);
    const clientId = str(rawSecrets.clientId);
    const clientSecret = str(rawSecrets.clientSecret);
    if (!clientId || !clientSecret) return;
    await call(`${secrets.instanceUrl}/oauth/revoke`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        client_id: clientId,
        client_secret: clientSecret,
        token: secrets.accessToken,
      }),
      label: 'Mastodon POST /oauth/revoke',
      timeoutMs: ctx.timeoutMs,
    });
  },

  async channelMetrics(rawSecrets, ctx): Promise<ChannelMetrics> {
    const secrets = parseMastodonSecrets(rawSecrets);
    const account = (await api(secrets, ctx, '/api/v1/accounts/verify_credentials')).body;
    return {
      followers: count(account, 'followers_count'),
      following: count(account, 'following_count'),
      posts: count(account, 'statuses_count'),
    };
  },
};
