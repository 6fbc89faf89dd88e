// The sandbox network, labelled as such wherever it appears: it lets the local stack and the
// demo publish without any network. Ids are derived from our own ids, so a run is repeatable,
// and a failure can be asked for in the post text ("[sandbox:rate_limited]") or in the
// channel's settings (`sandboxFailure`), to show how the product behaves when a network fails.
// `[sandbox:absent]` is accepted but not there when read back (a false success), to show the
// red "not found on the network" a proof of publish exists for.

import { createHash } from 'node:crypto';
import { ProviderError, type ProviderErrorKind } from './errors';
import { mediaLimitsOf } from './mediaSizes';
import type {
  PostingBudget,
  PostMetrics,
  Provider,
  ProviderContext,
  ProviderLimits,
  PublishRequest,
  RemotePost,
} from './types';

export const SANDBOX_BASE_URL = 'https://sandbox.invalid';
export const SANDBOX_LABEL = 'Sandbox (no real network)';

export const SANDBOX_LIMITS: ProviderLimits = {
  maxLength: 500,
  lengthCounting: 'graphemes',
  threads: true,
  ...mediaLimitsOf('sandbox'),
};

const FAILURES: readonly ProviderErrorKind[] = [
  'transient',
  'rate_limited',
  'auth',
  'permanent',
  'unknown_outcome',
];
const TEXT_MARKER = /\[sandbox:([a-z_]+)\]/;

/**
 * The failure asked for, if any. `unknown_outcome` sends the post but loses the answer, as a
 * time-out after sending would; `lost` loses the post itself, so reconciliation finds nothing.
 */
export function requestedFailure(
  text: string,
  settings?: Record<string, unknown>,
): ProviderErrorKind | 'lost' | 'absent' | undefined {
  const fromText = TEXT_MARKER.exec(text)?.[1];
  const fromSettings =
    typeof settings?.sandboxFailure === 'string' ? settings.sandboxFailure : undefined;
  const wanted = fromText ?? fromSettings;
  if (wanted === 'lost' || wanted === 'absent') return wanted;
  return FAILURES.find((kind) => kind === wanted);
}

/** Ids of posts accepted but absent on read-back carry this prefix: the sandbox keeps no store. */
const ABSENT_PREFIX = 'sbx-absent-';

export function sandboxPost(
  channelKey: string,
  request: Pick<PublishRequest, 'idempotencyKey'>,
  absent = false,
): RemotePost {
  const hash = createHash('sha256').update(request.idempotencyKey).digest('hex').slice(0, 16);
  const externalId = `${absent ? ABSENT_PREFIX : 'sbx-'}${hash}`;
  return { externalId, url: `${SANDBOX_BASE_URL}/${encodeURIComponent(channelKey)}/${externalId}` };
}

function channelKey(secrets: Record<string, unknown>): string {
  return typeof secrets.handle === 'string' && secrets.handle ? secrets.handle : 'channel';
}

function failFor(kind: ProviderErrorKind | 'lost'): never {
  const label = 'Sandbox';
  switch (kind) {
    case 'rate_limited':
      throw new ProviderError(
        'rate_limited',
        `${label}: rate limited (asked for in the demo); wait 60 s.`,
        { status: 429, retryAfterMs: 60_000 },
      );
    case 'auth':
      throw new ProviderError('auth', `${label}: the access token was rejected.`, { status: 401 });
    case 'permanent':
      throw new ProviderError('permanent', `${label}: the network refused the post.`, {
        status: 400,
      });
    case 'transient':
      throw new ProviderError('transient', `${label}: the network is unavailable for a moment.`, {
        status: 503,
      });
    default:
      throw new ProviderError('unknown_outcome', `${label}: no answer after the post was sent.`);
  }
}

function hashCount(key: string, salt: string, max: number): number {
  return createHash('sha256').update(`${salt}:${key}`).digest().readUInt32BE(0) % max;
}

/** The sandbox network has no limits of its own; it paces like a generous real one. */
export const SANDBOX_BUDGET: PostingBudget = {
  windows: [{ limit: 30, windowMs: 60_000, kind: 'sliding' }],
};

export const sandbox: Provider = {
  id: 'sandbox',
  budget: SANDBOX_BUDGET,

  async limits() {
    return SANDBOX_LIMITS;
  },

  async publish(request, secrets, ctx: ProviderContext) {
    const failure = requestedFailure(request.text, ctx.settings);
    if (failure === 'absent') return sandboxPost(channelKey(secrets), request, true);
    if (failure) failFor(failure === 'lost' ? 'unknown_outcome' : failure);
    return sandboxPost(channelKey(secrets), request);
  },

  async readBack(sent, secrets) {
    if (sent.externalId.startsWith(ABSENT_PREFIX)) return null;
    const key = encodeURIComponent(channelKey(secrets));
    // The sandbox keeps nothing: what it shows is what it was sent.
    return {
      url: `${SANDBOX_BASE_URL}/${key}/${sent.externalId}`,
      text: sent.text,
      mediaCount: sent.mediaCount,
    };
  },

  async lookup(request, secrets, ctx) {
    const failure = requestedFailure(request.text, ctx.settings);
    if (failure === 'lost') return null;
    if (failure === 'absent') return sandboxPost(channelKey(secrets), request, true);
    // Every other failure either sent the post (unknown_outcome) or refused it before sending;
    // only the first one can have left a post behind.
    if (failure && failure !== 'unknown_outcome') return null;
    return sandboxPost(channelKey(secrets), request);
  },

  async postMetrics(externalIds) {
    const metrics = new Map<string, PostMetrics>();
    for (const id of externalIds) {
      metrics.set(id, {
        likes: hashCount(id, 'likes', 80),
        reposts: hashCount(id, 'reposts', 15),
        replies: hashCount(id, 'replies', 8),
        // A demo network may as well show reach, as X and LinkedIn do.
        impressions: 400 + hashCount(id, 'impressions', 4000),
      });
    }
    return metrics;
  },

  async channelMetrics(secrets) {
    return { followers: 100 + hashCount(channelKey(secrets), 'followers', 900) };
  },
};
