// One conditional request for a feed, through the guarded fetch (net/guardedFetch.ts: public
// https hosts only, every redirect checked, size and time capped): the validators of the last
// answer go back as If-None-Match and If-Modified-Since, so an unchanged feed costs a 304 and
// no parsing. Every way it can fail becomes one of the words of FEED_ERRORS, which the screen
// puts in the reader's language.

import type { FeedError } from '@model/schemas/growth/feeds';
import { guardedFetch } from '../../net/guardedFetch';

export const FEED_MAX_BYTES = 2 * 1024 * 1024;
export const FEED_TIMEOUT_MS = 15_000;

export interface Validators {
  etag: string | null;
  lastModified: string | null;
}

export type FeedAnswer =
  | { kind: 'not_modified' }
  | { kind: 'ok'; body: string; validators: Validators };

/** Why a fetch failed: the word of FEED_ERRORS and, for `http`, the status. */
export class FeedFetchError extends Error {
  constructor(
    readonly reason: FeedError,
    readonly status: number | null,
    message: string,
  ) {
    super(message);
    this.name = 'FeedFetchError';
  }
}

const ACCEPT = [
  'application/feed+json',
  'application/rss+xml',
  'application/atom+xml',
  'application/xml;q=0.9',
  'text/xml;q=0.9',
  'application/json;q=0.8',
  '*/*;q=0.5',
].join(', ');

function reasonOf(error: unknown): FeedError {
  const code = (error as { code?: unknown }).code;
  const name = (error as { name?: unknown }).name;
  if (code === 'EBLOCKED') return 'blocked';
  if (code === 'ETOOLARGE') return 'too_large';
  if (name === 'TimeoutError' || name === 'AbortError') return 'timeout';
  return 'unreachable';
}

export async function fetchFeed(url: string, validators: Validators): Promise<FeedAnswer> {
  const headers: Record<string, string> = { accept: ACCEPT };
  if (validators.etag) headers['if-none-match'] = validators.etag;
  if (validators.lastModified) headers['if-modified-since'] = validators.lastModified;
  let response: Response;
  try {
    response = await guardedFetch(url, {
      headers,
      timeoutMs: FEED_TIMEOUT_MS,
      maxBytes: FEED_MAX_BYTES,
    });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    throw new FeedFetchError(reasonOf(error), null, message);
  }
  if (response.status === 304) return { kind: 'not_modified' };
  if (!response.ok) {
    throw new FeedFetchError('http', response.status, `The feed answered ${response.status}.`);
  }
  return {
    kind: 'ok',
    body: await response.text(),
    validators: {
      etag: response.headers.get('etag'),
      lastModified: response.headers.get('last-modified'),
    },
  };
}
