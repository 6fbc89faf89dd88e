import { describe, expect, it } from 'vitest';
import { chaosLine, countChaos, type StoredOutcome } from './chaosCount';
import { FAULTS, type Fault, faultCounts, faultOf } from './chaosFaults';
import { ChaosPds } from './chaosPds';

const NOW = Date.parse('2026-03-30T09:00:00Z');

/** A PDS with one account, and a way to send post n as the adapter would. */
function network(faults: (post: number) => Fault | null = () => null) {
  const pds = new ChaosPds(faults);
  const session = pds.open('did:plc:c0', NOW + 3_600_000);
  const bearer = `Bearer ${session.accessJwt}`;
  const send = (post: number) =>
    pds.createRecord(
      bearer,
      { repo: 'did:plc:c0', rkey: `k${post}`, record: { text: `Chaos post ${post} of c0` } },
      NOW,
    );
  const readBack = (post: number) => {
    const answer = pds.getPosts(bearer, `at://did:plc:c0/app.bsky.feed.post/k${post}`, NOW);
    const posts = 'body' in answer ? (answer.body as { posts: unknown[] }).posts : [];
    return posts.length > 0 ? 'confirmed' : 'missing';
  };
  return { pds, send, readBack, session };
}

const published = (post: number, receipt: string | null): StoredOutcome => ({
  post,
  status: 'published',
  receipt,
});

describe('the chaos figures', () => {
  it('count a handler that sends every post twice as duplicates', () => {
    const { pds, send, readBack } = network();
    const stored = [0, 1, 2].map((post) => {
      send(post);
      send(post);
      return published(post, readBack(post));
    });
    expect(countChaos(stored, pds)).toMatchObject({ duplicates: 3, lost: 0, receipts: 3 });
  });

  it('count a post stored as published that never reached the network as lost and a false success', () => {
    const { pds, send, readBack } = network();
    send(0);
    const stored = [published(0, readBack(0)), published(1, 'confirmed')];
    expect(countChaos(stored, pds)).toMatchObject({ lost: 1, falseSuccesses: 1, duplicates: 0 });
  });

  it('count a vanished post as a false success unless its read-back flagged it', () => {
    const { pds, send, readBack } = network((post) => (post === 0 ? 'vanished' : null));
    send(0);
    expect(readBack(0)).toBe('missing');
    expect(countChaos([published(0, 'missing')], pds)).toMatchObject({
      falseSuccesses: 0,
      receipts: 1,
    });
    expect(countChaos([published(0, 'confirmed')], pds).falseSuccesses).toBe(1);
    expect(countChaos([published(0, 'pending')], pds)).toMatchObject({
      falseSuccesses: 1,
      receipts: 0,
    });
  });

  it('give a clean run the line the issue asks for', () => {
    const { pds, send, readBack } = network();
    const stored = [0, 1].map((post) => {
      send(post);
      return published(post, readBack(post));
    });
    expect(chaosLine(countChaos(stored, pds))).toBe(
      'chaos: 2 sends, duplicates 0, lost 0, false successes 0, receipts 2/2',
    );
  });
});

describe('the chaos faults', () => {
  it('meet every kind in every 21 posts, one post in three', () => {
    expect([...faultCounts(21).values()]).toEqual(FAULTS.map(() => 1));
    expect(faultOf(1)).toBeNull();
  });

  it('create the post when the answer is lost or the handler crashes, and refuse it on 503 and 429', () => {
    const faults: Record<number, Fault> = {
      1: 'answer_lost',
      3: 'crash',
      4: 'server_error',
      5: 'rate_limited',
    };
    const { pds, send } = network((post) => faults[post] ?? null);
    expect(send(1)).toEqual({ broken: 'dropped', post: 1 });
    expect(send(3)).toEqual({ broken: 'crashed', post: 3 });
    expect(send(4)).toMatchObject({ status: 503 });
    expect(send(5)).toMatchObject({ status: 429, headers: { 'retry-after': '120' } });
    expect([1, 3, 4, 5].map((post) => pds.created(post))).toEqual([1, 1, 0, 0]);
    // Only the first send meets the fault: a resend after a refusal goes through.
    expect(send(4)).toMatchObject({ status: 200 });
    expect(pds.created(4)).toBe(1);
  });

  it('refuse an expired access token and rotate the refresh token', () => {
    const { pds, session } = network();
    const later = NOW + 4 * 3_600_000;
    const refused = pds.createRecord(
      `Bearer ${session.accessJwt}`,
      { repo: 'did:plc:c0', rkey: 'k9', record: { text: 'Chaos post 9 of c0' } },
      later,
    );
    expect(refused).toMatchObject({ status: 400, body: { error: 'ExpiredToken' } });
    expect(pds.refreshSession(`Bearer ${session.refreshJwt}`, later)).toMatchObject({
      status: 200,
    });
    expect(pds.refreshSession(`Bearer ${session.refreshJwt}`, later)).toMatchObject({
      status: 400,
    });
  });
});
