// The chaos bench's network: a Bluesky PDS in memory that keeps its own record of every post it
// created (and never deduplicates, so a second send of a post is a second record), hands out
// sessions whose access tokens expire and whose refresh tokens rotate, and answers some posts'
// first send with the fault the plan gives them. The bench's figures are counted from this
// record, not from what the publisher says happened.

import type { Fault } from './chaosFaults';

/** What the PDS does with a request: an HTTP answer, a broken connection, or a dead caller. */
export type Answer =
  | { status: number; body?: unknown; headers?: Record<string, string> }
  | { broken: 'dropped' | 'crashed'; post: number };

export interface Session {
  accessJwt: string;
  refreshJwt: string;
}

/** What the counting needs of a network: what it created for a post, and whether it still has it. */
export interface NetworkRecord {
  /** Posts the network created for one of ours (more than one is a duplicate). */
  created(post: number): number;
  /** Whether the network shows the post now. */
  present(post: number): boolean;
}

const ACCESS_LIFETIME_MS = 2 * 3_600_000;
const COLLECTION = 'app.bsky.feed.post';

interface StoredRecord {
  post: number;
  text: string;
  media: number;
}

const expired = (): Answer => ({
  status: 400,
  body: { error: 'ExpiredToken', message: 'Token has expired' },
});

/** Our post's number, from the text the bench gives every post ("Chaos post 17 of c17"). */
export function postNumber(text: string): number {
  const found = /post (\d+)/.exec(text);
  return found ? Number(found[1]) : -1;
}

export class ChaosPds implements NetworkRecord {
  /** createRecord requests received, applied or not. */
  sends = 0;
  refreshes = 0;
  sessionsOpened = 0;
  refusedTokens = 0;
  private readonly records = new Map<string, StoredRecord>();
  private readonly createdCount = new Map<number, number>();
  private readonly gone = new Set<number>();
  private readonly sendsOf = new Map<number, number>();
  private readonly access = new Map<string, { did: string; expiresAt: number }>();
  private readonly refresh = new Map<string, string>();
  private generation = 0;

  constructor(private readonly faultOf: (post: number) => Fault | null) {}

  created(post: number): number {
    return this.createdCount.get(post) ?? 0;
  }

  present(post: number): boolean {
    return this.created(post) > 0 && !this.gone.has(post);
  }

  /** A new session for the account; its access token lives until `expiresAt`. */
  open(did: string, expiresAt: number): Session {
    const n = ++this.generation;
    const session = { accessJwt: `access-${did}-${n}`, refreshJwt: `refresh-${did}-${n}` };
    this.access.set(session.accessJwt, { did, expiresAt });
    this.refresh.set(did, session.refreshJwt);
    return session;
  }

  /** The account a bearer token acts for, or null when the token is unknown or expired. */
  private holder(bearer: string | null, now: number): string | null {
    const token = this.access.get((bearer ?? '').replace(/^Bearer /, ''));
    if (token && token.expiresAt > now) return token.did;
    this.refusedTokens++;
    return null;
  }

  private sessionAnswer(did: string, now: number): Answer {
    const session = this.open(did, now + ACCESS_LIFETIME_MS);
    return { status: 200, body: { did, handle: `${did}.bench`, ...session } };
  }

  /** The refresh token is good once: the next session's replaces it (rotation). */
  refreshSession(bearer: string | null, now: number): Answer {
    const token = (bearer ?? '').replace(/^Bearer /, '');
    const did = [...token.matchAll(/^refresh-(.+)-\d+$/g)][0]?.[1];
    if (!did || this.refresh.get(did) !== token) return expired();
    this.refreshes++;
    return this.sessionAnswer(did, now);
  }

  /** The app password the bench stores ('p') opens a new session for `c<n>.bench`. */
  createSession(identifier: string, password: string, now: number): Answer {
    if (password !== 'p' || !identifier.endsWith('.bench')) {
      return { status: 401, body: { error: 'AuthenticationRequired' } };
    }
    this.sessionsOpened++;
    return this.sessionAnswer(`did:plc:${identifier.replace(/\.bench$/, '')}`, now);
  }

  uploadBlob(bearer: string | null, now: number, size: number): Answer {
    if (!this.holder(bearer, now)) return expired();
    return {
      status: 200,
      body: { blob: { $type: 'blob', ref: { $link: 'bafy' }, mimeType: 'image/jpeg', size } },
    };
  }

  private apply(did: string, rkey: string, post: number, record: StoredRecord): string {
    const uri = `at://${did}/${COLLECTION}/${rkey}`;
    this.records.set(uri, record);
    this.createdCount.set(post, this.created(post) + 1);
    return uri;
  }

  createRecord(
    bearer: string | null,
    body: { repo: string; rkey: string; record: { text: string; embed?: { images?: unknown[] } } },
    now: number,
  ): Answer {
    const did = this.holder(bearer, now);
    if (!did) return expired();
    this.sends++;
    const post = postNumber(body.record.text);
    const attempt = (this.sendsOf.get(post) ?? 0) + 1;
    this.sendsOf.set(post, attempt);
    const record = {
      post,
      text: body.record.text,
      media: body.record.embed?.images?.length ?? 0,
    };
    const made = (): Answer => ({
      status: 200,
      body: { uri: this.apply(did, body.rkey, post, record), cid: `cid-${post}` },
    });
    // Faults meet a post's first send only; what follows is the publisher's recovery.
    const fault = attempt === 1 ? this.faultOf(post) : null;
    switch (fault) {
      case 'answer_lost':
        made();
        return { broken: 'dropped', post };
      case 'crash':
        made();
        return { broken: 'crashed', post };
      case 'server_error':
        // Half are refused before anything is written; half fail after the write was applied.
        if (post % 2 === 0) return { status: 503, body: { error: 'ServiceUnavailable' } };
        made();
        return { status: 500, body: { error: 'InternalServerError' } };
      case 'rate_limited':
        return {
          status: 429,
          body: { error: 'RateLimitExceeded' },
          headers: { 'retry-after': '120' },
        };
      case 'vanished': {
        const answer = made();
        this.gone.add(post);
        return answer;
      }
      default:
        return made();
    }
  }

  /** The record under its key, unless it is gone (a missing record is 400 RecordNotFound). */
  getRecord(bearer: string | null, repo: string, rkey: string, now: number): Answer {
    if (!this.holder(bearer, now)) return expired();
    const uri = `at://${repo}/${COLLECTION}/${rkey}`;
    const record = this.records.get(uri);
    if (!record || this.gone.has(record.post)) {
      return { status: 400, body: { error: 'RecordNotFound', message: 'Could not locate record' } };
    }
    return { status: 200, body: { uri, cid: `cid-${record.post}`, value: { text: record.text } } };
  }

  /** app.bsky.feed.getPosts: a post that is not there is left out of the answer. */
  getPosts(bearer: string | null, uri: string, now: number): Answer {
    if (!this.holder(bearer, now)) return expired();
    const record = this.records.get(uri);
    if (!record || this.gone.has(record.post)) return { status: 200, body: { posts: [] } };
    const embed =
      record.media > 0
        ? { images: Array.from({ length: record.media }, () => ({ alt: '' })) }
        : undefined;
    return {
      status: 200,
      body: { posts: [{ uri, record: { text: record.text, ...(embed ? { embed } : {}) } }] },
    };
  }
}
