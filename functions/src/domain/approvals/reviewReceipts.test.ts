import { Timestamp } from 'firebase-admin/firestore';
import { describe, expect, it } from 'vitest';
import { publishedOf } from './reviewReceipts';

const readAt = Timestamp.fromMillis(Date.parse('2026-11-29T10:00:00Z'));
const receipt = {
  status: 'confirmed',
  externalId: 'at://did:plc:1/app.bsky.feed.post/3k',
  url: null,
  attempts: 1,
  readAt,
  nextAt: null,
  textMatches: true,
  mediaMatches: false,
  mediaFound: 1,
  mediaSent: 2,
};

describe('what a review link shows of a post that went out', () => {
  it("gives each published channel's link and receipt, and nothing of a failed one", () => {
    const post = {
      results: {
        bsky: {
          status: 'published',
          externalId: receipt.externalId,
          url: 'https://bsky.app/p/3k',
          receipt,
        },
        x: { status: 'failed', error: 'X said: token 12345 revoked', externalId: null },
      },
    };
    expect(publishedOf(post, ['x', 'bsky'])).toEqual([
      {
        channelId: 'bsky',
        url: 'https://bsky.app/p/3k',
        externalId: receipt.externalId,
        receipt: {
          status: 'confirmed',
          externalId: receipt.externalId,
          readAt: '2026-11-29T10:00:00.000Z',
          waiting: false,
          textMatches: true,
          mediaFound: 1,
          mediaSent: 2,
        },
      },
    ]);
  });

  it('says a read-back is still to come, and gives no receipt where none was stored', () => {
    const pending = { ...receipt, status: 'pending', readAt: null, nextAt: readAt };
    const post = {
      results: {
        a: { status: 'published', externalId: '1', url: null, receipt: pending },
        b: { status: 'published', externalId: '2', url: null },
      },
    };
    const [a, b] = publishedOf(post, ['a', 'b']);
    expect(a?.receipt).toMatchObject({ status: 'pending', waiting: true, readAt: null });
    expect(b?.receipt).toBeNull();
  });
});
