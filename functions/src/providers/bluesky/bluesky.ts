// Over 400 lines: one adapter holds the network's whole protocol (session, blobs, records).
// Bluesky through the AT Protocol's XRPC HTTP API: an OAuth session (blueskyOAuth.ts) or, for
// channels connected before it, an app password opens a session; images go up as blobs, a post
// is an app.bsky.feed.post record created in the user's repository.

import { ProviderError } from '../errors';
import { count, field, str } from '../fields';
import { jwtExpiry } from '../jwt';
import { mediaLimitsOf } from '../mediaSizes';
import { countOf } from '../readBack';
import { type CallOptions, call } from '../request';
import type {
  ChannelMetrics,
  ConnectedAccount,
  MediaInput,
  PostingBudget,
  PostMetrics,
  Provider,
  ProviderContext,
  ProviderLimits,
  PublishRequest,
  RemotePost,
} from '../types';
import { buildFacets, type Facet } from './blueskyFacets';
import { BlueskyOAuthSession, isOAuthSecrets, parseOAuthSecrets } from './blueskyOAuth';
import { uploadBlueskyVideo } from './blueskyVideo';
import { deterministicTid } from './tid';

export const BLUESKY_DEFAULT_SERVICE = 'https://bsky.social';
const POST_COLLECTION = 'app.bsky.feed.post';
const _IMAGE_MAX_BYTES = 1_000_000;

export const BLUESKY_LIMITS: ProviderLimits = {
  maxLength: 300,
  lengthCounting: 'graphemes',
  threads: true,
  ...mediaLimitsOf('bluesky'),
};

export interface BlueskySecrets {
  service: string;
  identifier: string;
  appPassword: string;
  did?: string;
  handle?: string;
  accessJwt?: string;
  refreshJwt?: string;
}

export function parseBlueskySecrets(raw: Record<string, unknown>): BlueskySecrets {
  const identifier = str(raw.identifier);
  const appPassword = str(raw.appPassword);
  if (!identifier || !appPassword) {
    throw new ProviderError('auth', 'Bluesky: no sign-in is stored for the channel.');
  }
  return {
    service: (str(raw.service) ?? BLUESKY_DEFAULT_SERVICE).replace(/\/+$/, ''),
    identifier,
    appPassword,
    did: str(raw.did),
    handle: str(raw.handle),
    accessJwt: str(raw.accessJwt),
    refreshJwt: str(raw.refreshJwt),
  };
}

function sessionFrom(body: unknown, base: BlueskySecrets): BlueskySecrets {
  const accessJwt = str(field(body, 'accessJwt'));
  const refreshJwt = str(field(body, 'refreshJwt'));
  const did = str(field(body, 'did'));
  if (!accessJwt || !refreshJwt || !did) {
    throw new ProviderError('permanent', 'Bluesky answered the sign-in without a session.');
  }
  return {
    ...base,
    accessJwt,
    refreshJwt,
    did,
    handle: str(field(body, 'handle')) ?? base.handle,
  };
}

type Options = Omit<CallOptions, 'label' | 'timeoutMs'>;

/** One channel's conversation with its PDS: keeps the session fresh and persists new tokens. */
export class BlueskySession {
  constructor(
    public secrets: BlueskySecrets,
    private readonly ctx: ProviderContext,
  ) {}

  get timeouts(): Pick<ProviderContext, 'timeoutMs'> {
    return { timeoutMs: this.ctx.timeoutMs };
  }

  private url(method: string, query?: URLSearchParams): string {
    return `${this.secrets.service}/xrpc/${method}${query ? `?${query}` : ''}`;
  }

  async createSession(): Promise<void> {
    const result = await call(this.url('com.atproto.server.createSession'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        identifier: this.secrets.identifier,
        password: this.secrets.appPassword,
      }),
      label: 'Bluesky createSession',
      timeoutMs: this.ctx.timeoutMs,
    });
    this.secrets = sessionFrom(result.body, this.secrets);
    await this.ctx.saveSecrets({ ...this.secrets });
  }

  async refreshSession(): Promise<boolean> {
    if (!this.secrets.refreshJwt) return false;
    try {
      const result = await call(this.url('com.atproto.server.refreshSession'), {
        method: 'POST',
        headers: { authorization: `Bearer ${this.secrets.refreshJwt}` },
        label: 'Bluesky refreshSession',
        timeoutMs: this.ctx.timeoutMs,
      });
      this.secrets = sessionFrom(result.body, this.secrets);
      await this.ctx.saveSecrets({ ...this.secrets });
      return true;
    } catch (error) {
      if (error instanceof ProviderError && error.kind === 'auth') return false;
      throw error;
    }
  }

  async ensureSession(): Promise<void> {
    if (!this.secrets.accessJwt || !this.secrets.did) await this.createSession();
  }

  /**
   * An authenticated call. An expired access token is refreshed once, then the app password
   * opens a new session; a rejected app password means the user must reconnect. Retrying after
   * an auth failure is safe: the network refused the request, so nothing was written.
   */
  async xrpc(method: string, options: Options & { query?: URLSearchParams }): Promise<unknown> {
    await this.ensureSession();
    const send = () =>
      call(this.url(method, options.query), {
        ...options,
        headers: { ...options.headers, authorization: `Bearer ${this.secrets.accessJwt}` },
        label: `Bluesky ${method}`,
        timeoutMs: this.ctx.timeoutMs,
      });
    try {
      return (await send()).body;
    } catch (error) {
      if (!(error instanceof ProviderError) || error.kind !== 'auth') throw error;
    }
    if (!(await this.refreshSession())) await this.createSession();
    return (await send()).body;
  }
}

/** A channel's session: OAuth with DPoP, or an older channel's app password. */
export type BlueskyChannelSession = BlueskySession | BlueskyOAuthSession;
type Session = BlueskyChannelSession;

/** The session the channel's stored secrets describe (the inbox opens them too). */
export function openSession(raw: Record<string, unknown>, ctx: ProviderContext): Session {
  return isOAuthSecrets(raw)
    ? new BlueskyOAuthSession(parseOAuthSecrets(raw), ctx)
    : new BlueskySession(parseBlueskySecrets(raw), ctx);
}

async function uploadImage(session: Session, media: MediaInput): Promise<unknown> {
  const body = await session.xrpc('com.atproto.repo.uploadBlob', {
    method: 'POST',
    headers: { 'content-type': media.contentType },
    body: media.bytes,
  });
  const blob = field(body, 'blob');
  if (!blob)
    throw new ProviderError('permanent', 'Bluesky accepted the image but returned no blob.');
  return blob;
}

async function resolveHandle(session: Session, handle: string): Promise<string | null> {
  try {
    const body = await session.xrpc('com.atproto.identity.resolveHandle', {
      query: new URLSearchParams({ handle }),
    });
    return str(field(body, 'did')) ?? null;
  } catch (error) {
    // An unknown handle is a 400; the mention then stays plain text.
    if (error instanceof ProviderError && error.kind === 'permanent') return null;
    throw error;
  }
}

function rkeyOf(uri: string): string {
  return uri.split('/').pop() ?? '';
}

function postUrl(secrets: Session['secrets'], uri: string): string {
  return `https://bsky.app/profile/${secrets.handle ?? secrets.did}/post/${rkeyOf(uri)}`;
}

async function buildPostRecord(
  session: Session,
  request: PublishRequest,
): Promise<Record<string, unknown>> {
  const facets: Facet[] = await buildFacets(request.text, (handle) =>
    resolveHandle(session, handle),
  );
  const record: Record<string, unknown> = {
    $type: POST_COLLECTION,
    text: request.text,
    // The first attempt's time, so a repeated create writes the identical record.
    createdAt: request.attemptedAt.toISOString(),
  };
  if (facets.length > 0) record.facets = facets;
  if (request.language) record.langs = [request.language];
  if (request.replyTo) {
    const ref = (post: RemotePost) => ({ uri: post.externalId, cid: post.cid });
    record.reply = { root: ref(request.replyTo.root), parent: ref(request.replyTo.parent) };
  }
  const video = request.media.find((item) => item.contentType.startsWith('video/'));
  if (video) {
    record.embed = {
      $type: 'app.bsky.embed.video',
      video: await uploadBlueskyVideo(session, video, session.timeouts),
      alt: video.alt || undefined,
      aspectRatio:
        video.width && video.height ? { width: video.width, height: video.height } : undefined,
    };
  } else if (request.media.length > 0) {
    const images = [];
    for (const item of request.media) {
      const image: Record<string, unknown> = {
        alt: item.alt,
        image: await uploadImage(session, item),
      };
      if (item.width && item.height) image.aspectRatio = { width: item.width, height: item.height };
      images.push(image);
    }
    record.embed = { $type: 'app.bsky.embed.images', images };
  }
  return record;
}

/** Our post under its derived record key, or null when the repository has no such record. */
async function findRecord(session: Session, rkey: string): Promise<RemotePost | null> {
  try {
    const body = await session.xrpc('com.atproto.repo.getRecord', {
      query: new URLSearchParams({
        repo: session.secrets.did ?? '',
        collection: POST_COLLECTION,
        rkey,
      }),
    });
    const uri = str(field(body, 'uri'));
    if (!uri) return null;
    return { externalId: uri, url: postUrl(session.secrets, uri), cid: str(field(body, 'cid')) };
  } catch (error) {
    // The PDS answers a missing record with 400 RecordNotFound.
    if (
      error instanceof ProviderError &&
      error.kind === 'permanent' &&
      (error.remote ?? '').includes('RecordNotFound')
    ) {
      return null;
    }
    throw error;
  }
}

function metricsOf(post: unknown): PostMetrics {
  return {
    likes: count(post, 'likeCount'),
    reposts: count(post, 'repostCount'),
    replies: count(post, 'replyCount'),
    quotes: count(post, 'quoteCount'),
  };
}

/** The account an app password reached, as the channel callables store it. */
export async function connectBlueskyAccount(
  input: { service?: string; identifier: string; appPassword: string },
  ctx: Omit<ProviderContext, 'saveSecrets'> = {},
): Promise<ConnectedAccount> {
  const { secrets, profile } = await connectBluesky(input, ctx);
  return {
    accountId: profile.did,
    handle: profile.handle.startsWith('@') ? profile.handle : `@${profile.handle}`,
    displayName: profile.displayName,
    avatarUrl: profile.avatarUrl,
    secrets: { ...secrets },
    tokenExpiresAt: jwtExpiry(secrets.accessJwt),
  };
}

/** Signs in with an app password; the callable that connects a channel stores the result. */
export async function connectBluesky(
  input: { service?: string; identifier: string; appPassword: string },
  ctx: Omit<ProviderContext, 'saveSecrets'> = {},
): Promise<{
  secrets: BlueskySecrets;
  profile: { did: string; handle: string; displayName: string; avatarUrl: string | null };
}> {
  let saved: BlueskySecrets | undefined;
  const session = new BlueskySession(parseBlueskySecrets({ ...input }), {
    ...ctx,
    saveSecrets: async (secrets) => {
      saved = secrets as unknown as BlueskySecrets;
    },
  });
  await session.ensureSession();
  const secrets = saved ?? session.secrets;
  const did = secrets.did ?? '';
  const profile = await session.xrpc('app.bsky.actor.getProfile', {
    query: new URLSearchParams({ actor: did }),
  });
  return {
    secrets,
    profile: {
      did,
      handle: str(field(profile, 'handle')) ?? secrets.handle ?? input.identifier,
      displayName: str(field(profile, 'displayName')) ?? secrets.handle ?? input.identifier,
      avatarUrl: str(field(profile, 'avatar')) ?? null,
    },
  };
}

/**
 * Bluesky counts record writes per account (DID): 5,000 points an hour and 35,000 a day, a
 * created record costing 3 points, so at most 1,666 posts an hour and 11,666 a day
 * (https://docs.bsky.app/docs/advanced-guides/rate-limits). We keep under both and spread a
 * burst over minutes: 30 a minute, 1,500 an hour, 11,000 a day.
 */
export const BLUESKY_BUDGET: PostingBudget = {
  windows: [
    { limit: 30, windowMs: 60_000, kind: 'sliding' },
    { limit: 1_500, windowMs: 3_600_000, kind: 'fixed' },
    { limit: 11_000, windowMs: 86_400_000, kind: 'fixed' },
  ],
};

export const bluesky: Provider = {
  id: 'bluesky',
  budget: BLUESKY_BUDGET,

  async limits() {
    return BLUESKY_LIMITS;
  },

  async publish(request, rawSecrets, ctx) {
    const session = openSession(rawSecrets, ctx);
    await session.ensureSession();
    const record = await buildPostRecord(session, request);
    const rkey = deterministicTid(request.idempotencyKey, request.attemptedAt);
    let body: unknown;
    try {
      body = await session.xrpc('com.atproto.repo.createRecord', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          repo: session.secrets.did,
          collection: POST_COLLECTION,
          rkey,
          record,
        }),
        write: true,
      });
    } catch (error) {
      // A refusal may mean the key is taken: by this very post, from an earlier send whose
      // answer we lost. Then the post is out, and that is a success.
      if (error instanceof ProviderError && error.kind === 'permanent') {
        const existing = await findRecord(session, rkey);
        if (existing) return existing;
      }
      throw error;
    }
    const uri = str(field(body, 'uri'));
    if (!uri) {
      throw new ProviderError(
        'unknown_outcome',
        'Bluesky accepted the post but did not say where it is.',
      );
    }
    return { externalId: uri, url: postUrl(session.secrets, uri), cid: str(field(body, 'cid')) };
  },

  async lookup(request, rawSecrets, ctx) {
    const session = openSession(rawSecrets, ctx);
    await session.ensureSession();
    return findRecord(session, deterministicTid(request.idempotencyKey, request.attemptedAt));
  },

  /**
   * app.bsky.feed.getPosts by the record's URI (https://docs.bsky.app/docs/api/app-bsky-feed-get-posts):
   * a post that does not exist is simply left out of the answer.
   */
  async readBack(sent, rawSecrets, ctx) {
    const session = openSession(rawSecrets, ctx);
    const query = new URLSearchParams({ uris: sent.externalId });
    const posts = field(await session.xrpc('app.bsky.feed.getPosts', { query }), 'posts');
    const post = Array.isArray(posts) ? posts[0] : undefined;
    if (!post) return null;
    const embed = field(field(post, 'record'), 'embed');
    const images = field(embed, 'images') ?? field(field(embed, 'media'), 'images');
    const video = field(embed, 'video') ?? field(field(embed, 'media'), 'video');
    return {
      url: postUrl(session.secrets, sent.externalId),
      text: str(field(field(post, 'record'), 'text')) ?? null,
      mediaCount: countOf(images) ?? (video ? 1 : 0),
    };
  },

  async postMetrics(externalIds, rawSecrets, ctx) {
    const session = openSession(rawSecrets, ctx);
    const metrics = new Map<string, PostMetrics>();
    // getPosts takes at most 25 URIs per call.
    for (let i = 0; i < externalIds.length; i += 25) {
      const query = new URLSearchParams();
      for (const uri of externalIds.slice(i, i + 25)) query.append('uris', uri);
      const body = await session.xrpc('app.bsky.feed.getPosts', { query });
      const posts = field(body, 'posts');
      for (const post of Array.isArray(posts) ? posts : []) {
        const uri = str(field(post, 'uri'));
        if (uri) metrics.set(uri, metricsOf(post));
      }
    }
    return metrics;
  },

  /**
   * OAuth: new tokens with the rotating refresh token, saved at once. App password: a new
   * session from the refresh token (the access token lives about two hours); when the refresh
   * token has lapsed too, the stored app password opens a new session. Only a refused grant or
   * app password means the user must reconnect.
   */
  async refresh(rawSecrets, ctx) {
    const session = openSession(rawSecrets, ctx);
    if (session instanceof BlueskyOAuthSession) return session.refreshGrant();
    if (!(await session.refreshSession())) await session.createSession();
    return {
      secrets: { ...session.secrets },
      tokenExpiresAt: jwtExpiry(session.secrets.accessJwt),
    };
  },

  /**
   * Ends the OAuth session at its authorization server, or the app password's session on the
   * PDS (the app password itself can only be revoked by its owner).
   */
  async revoke(rawSecrets, ctx) {
    const session = openSession(rawSecrets, ctx);
    if (session instanceof BlueskyOAuthSession) return session.revoke();
    const { secrets } = session;
    if (!secrets.refreshJwt) return;
    await call(`${secrets.service}/xrpc/com.atproto.server.deleteSession`, {
      method: 'POST',
      headers: { authorization: `Bearer ${secrets.refreshJwt}` },
      label: 'Bluesky deleteSession',
      timeoutMs: ctx.timeoutMs,
    });
  },

  async channelMetrics(rawSecrets, ctx): Promise<ChannelMetrics> {
    const session = openSession(rawSecrets, ctx);
    await session.ensureSession();
    const body = await session.xrpc('app.bsky.actor.getProfile', {
      query: new URLSearchParams({ actor: session.secrets.did ?? '' }),
    });
    return {
      followers: count(body, 'followersCount'),
      following: count(body, 'followsCount'),
      posts: count(body, 'postsCount'),
    };
  },
};
