// The publisher's tests talk to this network instead of a real one.

import { ProviderError, type ProviderErrorKind } from '../../../functions/src/providers/errors';
import { sandbox } from '../../../functions/src/providers/sandbox';
import type { Provider, PublishRequest, RemotePost } from '../../../functions/src/providers/types';

/** What a scripted send does instead of succeeding. */
export type Step = ProviderErrorKind | 'sent_then_unknown' | 'sent_then_hang';

/**
 * A network in memory behind the Provider interface: it keeps every post it received by our
 * idempotency key and counts the sends, so a test can tell "published once" from "twice".
 * `script` lists, per key, what the next sends do instead of succeeding.
 */
export class FakeNetwork {
  posts = new Map<string, RemotePost>();
  sends = new Map<string, number>();
  script = new Map<string, Step[]>();
  lookups = 0;
  /** Posts accepted but gone when read back (a false success), by idempotency key. */
  vanished = new Set<string>();
  /** What the next read-backs do instead of answering, in order. */
  readFailures: ProviderErrorKind[] = [];
  readBacks = 0;
  /** What each stored post was sent with, by its network id. */
  private sent = new Map<string, { key: string; text: string; media: number }>();
  /** Every publish request, in order, as the provider received it. */
  requests: PublishRequest[] = [];

  provider(): Provider {
    const network = this;
    const store = (request: PublishRequest): RemotePost => {
      const post = {
        externalId: `ext-${request.idempotencyKey}-${network.posts.size}`,
        url: `https://net.test/${request.idempotencyKey}`,
        // A content hash, as Bluesky gives one, that replies must name.
        cid: `cid-${request.idempotencyKey}`,
      };
      if (network.posts.has(request.idempotencyKey))
        throw new Error(`duplicate post for ${request.idempotencyKey}`);
      network.posts.set(request.idempotencyKey, post);
      network.sent.set(post.externalId, {
        key: request.idempotencyKey,
        text: request.text,
        media: request.media.length,
      });
      return post;
    };
    return {
      ...sandbox,
      id: 'sandbox',
      async publish(request) {
        network.requests.push(request);
        network.sends.set(
          request.idempotencyKey,
          (network.sends.get(request.idempotencyKey) ?? 0) + 1,
        );
        const step = network.script.get(request.idempotencyKey)?.shift();
        if (step === 'sent_then_unknown') {
          store(request);
          throw new ProviderError(
            'unknown_outcome',
            'Net: no answer within 20000 ms after the request was sent.',
          );
        }
        if (step === 'sent_then_hang') {
          store(request);
          return new Promise<RemotePost>(() => undefined);
        }
        if (step)
          throw new ProviderError(
            step,
            `Net: failed with ${step}.`,
            step === 'rate_limited' ? { retryAfterMs: 600_000 } : {},
          );
        return store(request);
      },
      async readBack(sent) {
        network.readBacks++;
        const failure = network.readFailures.shift();
        if (failure)
          throw new ProviderError(
            failure,
            `Net: read failed with ${failure}.`,
            failure === 'rate_limited' ? { retryAfterMs: 120_000, status: 429 } : {},
          );
        const stored = network.sent.get(sent.externalId);
        if (!stored || network.vanished.has(stored.key)) return null;
        return {
          url: `https://net.test/${stored.key}`,
          text: stored.text,
          mediaCount: stored.media,
        };
      },
      async lookup(request) {
        network.lookups++;
        return network.posts.get(request.idempotencyKey) ?? null;
      },
    };
  }
}
