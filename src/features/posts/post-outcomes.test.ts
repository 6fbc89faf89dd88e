import { describe, expect, it } from 'vitest';
import type { Channel, ChannelOutcome, Post } from '../../firebase/posts/post-types';
import { canRetry, outcomesOf } from './post-outcomes';

const result = (over: Partial<ChannelOutcome>): ChannelOutcome => ({
  status: 'failed',
  error: null,
  url: null,
  externalId: null,
  unconfirmed: false,
  confirmedParts: 0,
  ...over,
});

function post(status: Post['status'], results: Record<string, ChannelOutcome>): Post {
  return {
    id: 'p',
    authorUid: 'u',
    text: 'hi',
    variants: {},
    media: [],
    channelIds: Object.keys(results),
    timeZone: 'UTC',
    scheduledAt: null,
    status,
    results,
    approvalComment: null,
    createdAt: null,
  };
}

const channel = (id: string, status: Channel['status'] = 'connected'): Channel => ({
  id,
  provider: 'sandbox',
  handle: `@${id}`,
  displayName: id,
  status,
});

describe('outcomes of a post', () => {
  it("says when a channel published the post but not its first comment, with the network's reason", () => {
    const p = post('published', {
      a: result({
        status: 'published',
        url: 'https://x.test/1',
        externalId: '1',
        comment: { status: 'failed', error: 'Comments are turned off.' },
      }),
      b: result({
        status: 'published',
        externalId: '2',
        comment: { status: 'published', error: null },
      }),
    });
    expect(outcomesOf(p, [channel('a'), channel('b')])).toEqual([
      {
        kind: 'published',
        channelId: 'a',
        url: 'https://x.test/1',
        commentFailed: 'Comments are turned off.',
      },
      { kind: 'published', channelId: 'b', url: null },
    ]);
  });

  it('lists failures first, telling a channel to reconnect apart from a network refusal', () => {
    const p = post('partially_published', {
      ok: result({ status: 'published', url: 'https://x.test/1', externalId: '1' }),
      old: result({ error: 'token expired' }),
      net: result({ error: 'Text too long.' }),
    });
    expect(
      outcomesOf(p, [channel('ok'), channel('old', 'needs_reconnect'), channel('net')]),
    ).toEqual([
      { kind: 'reconnect', channelId: 'old' },
      { kind: 'failed', channelId: 'net', reason: 'Text too long.' },
      { kind: 'published', channelId: 'ok', url: 'https://x.test/1' },
    ]);
  });

  it('says nothing for a post that has not gone out', () => {
    expect(outcomesOf(post('scheduled', { a: result({}) }), [])).toEqual([]);
  });

  it('offers a retry only when a connected channel failed for sure', () => {
    expect(canRetry(post('failed', { a: result({}) }), [])).toBe(true);
    expect(canRetry(post('failed', { a: result({ unconfirmed: true }) }), [])).toBe(false);
    // A thread that failed after its first part resumes from the next.
    expect(canRetry(post('failed', { a: result({ externalId: 'x' }) }), [])).toBe(true);
    expect(
      canRetry(
        post('partially_published', {
          a: result({ status: 'published', externalId: 'x' }),
          b: result({}),
        }),
        [channel('a'), channel('b')],
      ),
    ).toBe(true);
    expect(canRetry(post('failed', { a: result({}) }), [channel('a', 'needs_reconnect')])).toBe(
      false,
    );
    expect(canRetry(post('published', { a: result({ status: 'published' }) }), [])).toBe(false);
  });
});

describe('a duplicate-content refusal', () => {
  it('is its own outcome, and is not offered for a retry that would be refused again', () => {
    const refused = post('failed', {
      a: result({
        error: 'X: X refuses a post identical to an earlier one.',
        code: 'duplicate_content',
      }),
    });
    expect(outcomesOf(refused, [channel('a')])).toEqual([{ kind: 'duplicate', channelId: 'a' }]);
    expect(canRetry(refused, [channel('a')])).toBe(false);
    expect(canRetry(post('failed', { a: result({ error: 'Other' }) }), [channel('a')])).toBe(true);
  });
});

describe('proof of publish', () => {
  const receipt = (status: 'pending' | 'confirmed' | 'missing') => ({
    status,
    waiting: status === 'pending',
    externalId: '7',
    readAt: null,
    textMatches: null,
    mediaFound: null,
    mediaSent: 0,
  });

  it('tells a post the network accepted but does not have apart, before the published ones', () => {
    const p = post('published', {
      seen: result({ status: 'published', externalId: '6', receipt: receipt('confirmed') }),
      gone: result({ status: 'published', externalId: '7', receipt: receipt('missing') }),
    });
    expect(outcomesOf(p, [channel('seen'), channel('gone')])).toEqual([
      { kind: 'missing', channelId: 'gone', receipt: receipt('missing') },
      { kind: 'published', channelId: 'seen', url: null, receipt: receipt('confirmed') },
    ]);
    // Nothing to retry: the network took the post once; sending it again could make two.
    expect(canRetry(p, [channel('seen'), channel('gone')])).toBe(false);
  });
});
