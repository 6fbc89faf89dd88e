// Pinterest through API v5: a pin goes to the board the post names, with its picture sent in
// the request (base64), several pictures as one multi-image pin, or a video registered with
// /media, uploaded to the address Pinterest gives, and used once Pinterest has processed it.

import { setTimeout as sleep } from 'node:timers/promises';
import { ProviderError } from './errors';
import { count, field, str } from './fields';
import { isVideo, mediaBytes } from './mediaChunks';
import { mediaLimitsOf } from './mediaSizes';
import {
  clientCredentials,
  OAuthSession,
  type OAuthTokens,
  requestTokens,
  withTokens,
} from './oauthSession';
import { countOf, unlessGone } from './readBack';
import { call } from './request';
import type {
  ChannelSecrets,
  MediaInput,
  OAuthFlow,
  PostingBudget,
  PostMetrics,
  Provider,
  ProviderContext,
  ProviderLimits,
  PublishRequest,
  RemotePost,
} from './types';

const NETWORK = 'Pinterest';
export const PINTEREST_API = 'https://api.pinterest.com/v5';
export const PINTEREST_AUTHORIZE_URL = 'https://www.pinterest.com/oauth/';
export const PINTEREST_SCOPES = 'boards:read,pins:read,pins:write,user_accounts:read';
export const MEDIA_POLL = { intervalMs: 3000, attempts: 40 };
const LOOKUP_SKEW_MS = 5 * 60_000;

export const PINTEREST_LIMITS: ProviderLimits = {
  // The pin's description; its title (100) is asked for on its own.
  maxLength: 500,
  lengthCounting: 'utf16',
  threads: false,
  ...mediaLimitsOf('pinterest'),
};

/** Pinterest's write calls are limited per user a minute (pins 10/s at most); a steady pace. */
export const PINTEREST_BUDGET: PostingBudget = {
  windows: [
    { limit: 10, windowMs: 60_000, kind: 'sliding' },
    { limit: 100, windowMs: 86_400_000, kind: 'fixed' },
  ],
};

const renew = (refreshToken: string, timeoutMs?: number): Promise<OAuthTokens> => {
  const client = clientCredentials(NETWORK, 'PINTEREST');
  return requestTokens(
    `${PINTEREST_API}/oauth/token`,
    { grant_type: 'refresh_token', refresh_token: refreshToken },
    { label: 'Pinterest token refresh', timeoutMs, basic: client },
  );
};

class PinterestSession extends OAuthSession {
  constructor(secrets: ChannelSecrets, ctx: ProviderContext) {
    super(secrets, ctx, NETWORK, renew);
  }

  api(path: string, body?: unknown, write = false) {
    return this.call(`${PINTEREST_API}${path}`, {
      method: body === undefined ? 'GET' : 'POST',
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      write,
      label: `Pinterest ${body === undefined ? 'GET' : 'POST'} ${path.split('?')[0]}`,
    });
  }
}

export interface PinterestOptions {
  /** The board's id, or its name as the account shows it. */
  board: string;
  title?: string;
  link?: string;
}

export function pinterestOptions(raw: Record<string, unknown> | undefined): PinterestOptions {
  const board = (str(raw?.boardId) ?? str(raw?.board))?.trim();
  if (!board) throw new ProviderError('permanent', 'Choose the Pinterest board the pin goes to.');
  return { board, title: str(raw?.title)?.slice(0, 100), link: str(raw?.link) || undefined };
}

/** The board's id: the one named, by id or (ignoring case) by name. */
async function boardId(session: PinterestSession, board: string): Promise<string> {
  const boards = await listBoards(session);
  const found =
    boards.find((item) => item.id === board) ??
    boards.find((item) => item.name.toLowerCase() === board.toLowerCase());
  if (!found) {
    throw new ProviderError(
      'permanent',
      `This Pinterest account has no board called "${board.slice(0, 100)}".`,
    );
  }
  return found.id;
}

async function listBoards(session: PinterestSession): Promise<{ id: string; name: string }[]> {
  const body = (await session.api('/boards?page_size=100')).body;
  const items = field(body, 'items');
  return (Array.isArray(items) ? items : []).flatMap((item) => {
    const id = str(field(item, 'id'));
    return id ? [{ id, name: str(field(item, 'name')) ?? id }] : [];
  });
}

const base64 = (item: MediaInput) => Buffer.from(item.bytes).toString('base64');

/** Registers the video, uploads it where Pinterest says, and waits until it is processed. */
async function uploadVideo(session: PinterestSession, video: MediaInput): Promise<string> {
  const registered = (await session.api('/media', { media_type: 'video' })).body;
  const mediaId = str(field(registered, 'media_id'));
  const uploadUrl = str(field(registered, 'upload_url'));
  const parameters = field(registered, 'upload_parameters');
  if (!mediaId || !uploadUrl)
    throw new ProviderError('permanent', 'Pinterest did not open an upload for the video.');
  const form = new FormData();
  for (const [name, value] of Object.entries((parameters as Record<string, unknown>) ?? {}))
    form.set(name, String(value));
  form.set('file', new Blob([await mediaBytes(video)], { type: video.contentType }), 'video');
  // The upload address is storage Pinterest signs for us: no token goes there.
  await call(uploadUrl, { method: 'POST', body: form, label: 'Pinterest video upload' });
  for (let attempt = 0; attempt < MEDIA_POLL.attempts; attempt++) {
    const status = str(field((await session.api(`/media/${mediaId}`)).body, 'status'));
    if (status === 'succeeded') return mediaId;
    if (status === 'failed')
      throw new ProviderError(
        'permanent',
        'Pinterest could not process the video; check its format and length.',
      );
    await sleep(MEDIA_POLL.intervalMs);
  }
  throw new ProviderError(
    'transient',
    'Pinterest is still processing the video; the pin will be tried again.',
  );
}

async function mediaSource(session: PinterestSession, media: MediaInput[]) {
  const [first] = media as [MediaInput];
  if (isVideo(first)) {
    if (media.length > 1)
      throw new ProviderError('permanent', 'A Pinterest pin carries one video.');
    return {
      source_type: 'video_id',
      media_id: await uploadVideo(session, first),
      cover_image_key_frame_time: 0,
    };
  }
  if (media.length === 1)
    return { source_type: 'image_base64', content_type: first.contentType, data: base64(first) };
  return {
    source_type: 'multiple_image_base64',
    items: media.map((item) => ({
      content_type: item.contentType,
      data: base64(item),
      title: item.alt || undefined,
    })),
  };
}

export function pinUrl(id: string): string {
  return `https://www.pinterest.com/pin/${id}/`;
}

async function findPin(
  session: PinterestSession,
  request: PublishRequest,
): Promise<RemotePost | null> {
  const board = await boardId(session, pinterestOptions(request.options).board);
  const body = (await session.api(`/boards/${encodeURIComponent(board)}/pins?page_size=25`)).body;
  const since = request.attemptedAt.getTime() - LOOKUP_SKEW_MS;
  const items = field(body, 'items');
  for (const pin of Array.isArray(items) ? items : []) {
    const id = str(field(pin, 'id'));
    const at = Date.parse(str(field(pin, 'created_at')) ?? '');
    if (
      id &&
      at >= since &&
      (str(field(pin, 'description')) ?? '').trim() === request.text.trim()
    ) {
      return { externalId: id, url: pinUrl(id) };
    }
  }
  return null;
}

export const pinterest: Provider = {
  id: 'pinterest',
  budget: PINTEREST_BUDGET,

  async limits() {
    return PINTEREST_LIMITS;
  },

  async publish(request, secrets, ctx) {
    if (request.replyTo)
      throw new ProviderError('permanent', 'Pins cannot be answered by a thread.');
    if (request.media.length === 0)
      throw new ProviderError('permanent', 'A pin needs a picture or a video.');
    const options = pinterestOptions(request.options);
    const session = new PinterestSession(secrets, ctx);
    const board = await boardId(session, options.board);
    const source = await mediaSource(session, request.media);
    const created = await session.api(
      '/pins',
      {
        board_id: board,
        title: options.title,
        description: request.text || undefined,
        link: options.link,
        alt_text: request.media[0]?.alt ? request.media[0].alt.slice(0, 500) : undefined,
        media_source: source,
      },
      true,
    );
    const id = str(field(created.body, 'id'));
    if (!id)
      throw new ProviderError(
        'unknown_outcome',
        'Pinterest took the pin but did not say which it is.',
      );
    return { externalId: id, url: pinUrl(id) };
  },

  async lookup(request, secrets, ctx) {
    return findPin(new PinterestSession(secrets, ctx), request);
  },

  /** GET /v5/pins/{pin_id} (https://developers.pinterest.com/docs/api/v5/pins-get). */
  async readBack(sent, secrets, ctx) {
    const session = new PinterestSession(secrets, ctx);
    const pin = await unlessGone(
      async () => (await session.api(`/pins/${encodeURIComponent(sent.externalId)}`)).body,
    );
    if (!pin) return null;
    // A carousel lists its items; any other pin shows one picture or video.
    const items = countOf(field(field(pin, 'media'), 'items'));
    return {
      url: pinUrl(sent.externalId),
      text: str(field(pin, 'description')) ?? null,
      mediaCount: items ?? 1,
    };
  },

  async postMetrics(externalIds, secrets, ctx) {
    const session = new PinterestSession(secrets, ctx);
    const metrics = new Map<string, PostMetrics>();
    for (const id of externalIds) {
      let body: unknown;
      try {
        body = (await session.api(`/pins/${encodeURIComponent(id)}?pin_metrics=true`)).body;
      } catch (error) {
        if (error instanceof ProviderError && error.status === 404) continue;
        throw error;
      }
      const lifetime = field(field(body, 'pin_metrics'), 'lifetime_metrics');
      metrics.set(id, {
        likes: count(lifetime, 'reaction'),
        reposts: count(lifetime, 'save'),
        replies: count(lifetime, 'comment'),
        impressions: count(lifetime, 'impression'),
      });
    }
    return metrics;
  },

  async channelMetrics(secrets, ctx) {
    const body = (await new PinterestSession(secrets, ctx).api('/user_account')).body;
    return {
      followers: count(body, 'follower_count'),
      following: count(body, 'following_count'),
      posts: count(body, 'pin_count'),
    };
  },

  async refresh(secrets, ctx) {
    return new PinterestSession(secrets, ctx).refreshGrant();
  },

  async postingChoices(secrets, ctx) {
    return { boards: await listBoards(new PinterestSession(secrets, ctx)) };
  },
};

/** The boards a channel can pin to, for the composer's board choice. */
export async function pinterestBoards(secrets: ChannelSecrets, ctx: ProviderContext) {
  return listBoards(new PinterestSession(secrets, ctx));
}

export const pinterestOAuth: OAuthFlow = {
  async start(input) {
    const client = clientCredentials(NETWORK, 'PINTEREST');
    const query = new URLSearchParams({
      client_id: client.clientId,
      redirect_uri: input.redirectUri,
      response_type: 'code',
      scope: PINTEREST_SCOPES,
      state: input.state,
    });
    return { authorizeUrl: `${PINTEREST_AUTHORIZE_URL}?${query}`, pending: {} };
  },

  async complete(input, ctx) {
    const client = clientCredentials(NETWORK, 'PINTEREST');
    const tokens = await requestTokens(
      `${PINTEREST_API}/oauth/token`,
      { grant_type: 'authorization_code', code: input.code, redirect_uri: input.redirectUri },
      { label: 'Pinterest token', timeoutMs: ctx.timeoutMs, basic: client },
    );
    const session = new PinterestSession(withTokens({}, tokens), {
      ...ctx,
      saveSecrets: async () => undefined,
    });
    const me = (await session.api('/user_account')).body;
    const username = str(field(me, 'username'));
    if (!username)
      throw new ProviderError('permanent', 'Pinterest did not say which account signed in.');
    return {
      accountId: str(field(me, 'id')) ?? username,
      handle: username,
      displayName: str(field(me, 'business_name')) ?? username,
      avatarUrl: str(field(me, 'profile_image')) ?? null,
      secrets: withTokens({ username }, tokens),
      tokenExpiresAt: tokens.accessTokenExpiresAt
        ? new Date(tokens.accessTokenExpiresAt)
        : undefined,
    };
  },
};
