// Meta's Graph API as Facebook Pages, Instagram and Threads share it: a call with the channel's
// token, Meta's error codes read into the publisher's terms (Meta answers an expired token and a
// rate limit with 400 and a code in the body, not with 401 or 429), and the polling of media
// containers that Instagram and Threads build before they publish.

import { setTimeout as sleep } from 'node:timers/promises';
import { duplicateContent, ProviderError } from './errors';
import { count, field, str } from './fields';
import { type CallResult, call } from './request';
import type { ProviderContext } from './types';

export const GRAPH_VERSION = 'v23.0';
export const GRAPH = `https://graph.facebook.com/${GRAPH_VERSION}`;
export const GRAPH_VIDEO = `https://graph-video.facebook.com/${GRAPH_VERSION}`;

/** How often and how long a media container is polled before it counts as stuck. */
export const CONTAINER_POLL = { intervalMs: 3000, attempts: 40 };

/** Meta's rate-limit codes: app (4), user (17), page (32), a call type (613), business use (80001+). */
const RATE_CODES = new Set([4, 17, 32, 613]);
/** Invalid or expired tokens, and sessions ended by a password change or a logout. */
const TOKEN_CODES = new Set([102, 190, 463, 467]);

/** Minutes Meta asks us to wait, from its usage headers; an hour when it does not say. */
function regainAccessMs(headers: Headers): number {
  for (const name of ['x-business-use-case-usage', 'x-app-usage', 'x-ad-account-usage']) {
    const raw = headers.get(name);
    if (!raw) continue;
    try {
      const minutes = JSON.stringify(JSON.parse(raw)).match(
        /"estimated_time_to_regain_access":(\d+)/,
      );
      if (minutes && Number(minutes[1]) > 0) return Number(minutes[1]) * 60_000;
    } catch {
      // An unreadable header: fall back to the default wait.
    }
  }
  return 3_600_000;
}

/** The publisher's reading of a Graph error: the code in the body decides, not the status. */
export function graphRefine(network: string) {
  return (error: ProviderError, body: unknown, headers: Headers): ProviderError => {
    const detail = field(body, 'error');
    if (detail === undefined) return error;
    const code = count(detail, 'code');
    const subcode = count(detail, 'error_subcode');
    const remote = `${code}/${subcode} ${str(field(detail, 'message')) ?? ''}`.trim();
    const options = { status: error.status, remote, cause: error };
    // 506 "Duplicate Post": the Graph API (Facebook Pages, Threads) refuses a repeat of the
    // account's recent post.
    if (code === 506)
      return duplicateContent(network, new ProviderError(error.kind, error.message, options));
    if (TOKEN_CODES.has(code)) {
      return new ProviderError(
        'auth',
        `${network} no longer accepts this channel's sign-in; please reconnect it.`,
        options,
      );
    }
    if (RATE_CODES.has(code) || (code >= 80001 && code <= 80014)) {
      const wait = regainAccessMs(headers);
      return new ProviderError(
        'rate_limited',
        `${network} asks us to slow down; the post will be sent in ${Math.ceil(wait / 60_000)} min.`,
        { ...options, retryAfterMs: wait },
      );
    }
    // Instagram's and Threads' publishing cap: 2207042 (Instagram), code 9 generally.
    if (code === 9 || subcode === 2207042) {
      return new ProviderError(
        'rate_limited',
        `${network} allows no more posts from this account today; the post waits a day.`,
        { ...options, retryAfterMs: 86_400_000 },
      );
    }
    // "Temporary issue" (1, 2) before anything was written: try again.
    if ((code === 1 || code === 2) && error.kind === 'permanent') {
      return new ProviderError('transient', `${network} had a passing problem.`, options);
    }
    if (code === 10 || code === 200 || (code >= 200 && code < 300)) {
      return new ProviderError(
        'auth',
        `${network} did not grant this app the right to post here; please reconnect the channel and allow posting.`,
        options,
      );
    }
    return new ProviderError(error.kind, error.message, options);
  };
}

/** One channel's calls to a Graph API (Facebook's or Threads'). */
export class GraphSession {
  constructor(
    private readonly base: string,
    private readonly token: string,
    private readonly ctx: Pick<ProviderContext, 'timeoutMs'>,
    readonly network: string,
  ) {}

  private send(
    method: string,
    url: string,
    body: RequestInit['body'] | undefined,
    write: boolean,
    headers: Record<string, string> = {},
  ): Promise<CallResult> {
    const path = new URL(url).pathname;
    return call(url, {
      method,
      headers: { ...headers, authorization: `Bearer ${this.token}` },
      body,
      write,
      timeoutMs: this.ctx.timeoutMs,
      label: `${this.network} ${method} ${path}`,
      refine: graphRefine(this.network),
    });
  }

  async get(path: string, query: Record<string, string> = {}): Promise<unknown> {
    const url = `${this.base}/${path}${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`;
    return (await this.send('GET', url, undefined, false)).body;
  }

  /** Deletes an object (a comment the account moderates). */
  async delete(path: string): Promise<unknown> {
    return (await this.send('DELETE', `${this.base}/${path}`, undefined, true)).body;
  }

  /** A form post; `write` marks the call that makes the post visible. */
  async post(
    path: string,
    params: Record<string, string | undefined>,
    options: { write?: boolean; base?: string } = {},
  ): Promise<unknown> {
    const form = new URLSearchParams();
    for (const [name, value] of Object.entries(params))
      if (value !== undefined) form.set(name, value);
    return (
      await this.send(
        'POST',
        `${options.base ?? this.base}/${path}`,
        form.toString(),
        options.write ?? false,
        { 'content-type': 'application/x-www-form-urlencoded' },
      )
    ).body;
  }

  /** A multipart post (a photo or a video chunk sent as a file). */
  async multipart(
    path: string,
    form: FormData,
    options: { write?: boolean; base?: string } = {},
  ): Promise<unknown> {
    return (
      await this.send('POST', `${options.base ?? this.base}/${path}`, form, options.write ?? false)
    ).body;
  }
}

/** The id a Graph answer names, or a failure saying the network did not answer as documented. */
export function idOf(body: unknown, what: string, network: string): string {
  const id = str(field(body, 'id'));
  if (!id) throw new ProviderError('permanent', `${network} did not say which ${what} it made.`);
  return id;
}

/**
 * Waits until a media container has fetched and processed its file (FINISHED). A container
 * that fails says why in plain words; one that stays in progress is a passing problem: nothing
 * is published yet, so sending again later is safe.
 */
export async function awaitContainer(
  session: GraphSession,
  id: string,
  statusField: 'status_code' | 'status',
): Promise<void> {
  for (let attempt = 0; attempt < CONTAINER_POLL.attempts; attempt++) {
    const body = await session.get(id, { fields: `${statusField},error_message` });
    const status = str(field(body, statusField));
    if (status === 'FINISHED' || status === 'PUBLISHED') return;
    if (status === 'ERROR' || status === 'EXPIRED') {
      const reason = str(field(body, 'error_message'));
      throw new ProviderError(
        'permanent',
        `${session.network} could not process the media${reason ? ` (${reason})` : ''}; check its format, size and length.`,
        { remote: reason },
      );
    }
    await sleep(CONTAINER_POLL.intervalMs);
  }
  throw new ProviderError(
    'transient',
    `${session.network} is still processing the media; the post will be tried again.`,
  );
}

/** The media files a network must fetch itself, each with its public address. */
export function publicUrls(media: { url?: string }[], network: string): string[] {
  return media.map((item) => {
    if (!item.url) {
      throw new ProviderError(
        'permanent',
        `${network} fetches pictures and videos from a public address, and this server could not give one.`,
      );
    }
    return item.url;
  });
}

/** Same text, ignoring spacing differences the network may have made. */
export function sameText(a: string | undefined, b: string): boolean {
  const norm = (value: string) => value.replace(/\s+/g, ' ').trim();
  return norm(a ?? '') === norm(b);
}
