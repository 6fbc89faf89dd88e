import { currentRows } from '@model/schemas/reports/derived';
import { describe, expect, it } from 'vitest';
import {
  computeReport,
  type Figure,
  MISSING_CAUSE,
  type ReportData,
  type ReportPost,
} from './compute';
import { reportPeriods } from './period';

// March 2026 in Paris: the clocks go forward on the 29th.
const periods = reportPeriods('last_month', 'Europe/Paris', new Date('2026-04-05T10:00:00Z'));
const at = (text: string) => Date.parse(text);

function post(
  id: string,
  scheduled: string | null,
  results: Record<string, { status: string; at: string; error?: string; receipt?: string }>,
): ReportPost {
  return {
    id,
    text: `Post ${id}`,
    mediaPath: null,
    scheduledAtMs: scheduled === null ? null : at(scheduled),
    results: Object.fromEntries(
      Object.entries(results).map(([channel, r]) => [
        channel,
        {
          status: r.status,
          publishedAtMs: r.status === 'published' ? at(r.at) : null,
          lastAttemptAtMs: at(r.at),
          error: r.error ?? null,
          url: r.status === 'published' ? `https://example.test/${id}` : null,
          receipt: r.receipt ?? null,
        },
      ]),
    ),
  };
}

const snap = (
  id: string,
  postId: string,
  channelId: string,
  captured: string,
  likes: number,
  impressions: number | null,
) => ({
  id,
  postId,
  channelId,
  capturedAtMs: at(captured),
  likes,
  reposts: 1,
  replies: 1,
  quotes: null,
  clicks: null,
  impressions,
  reach: impressions === null ? null : Math.floor(impressions / 2),
});

const data: ReportData = {
  channels: [
    { id: 'bsky', network: 'bluesky', name: 'Bluesky' },
    { id: 'masto', network: 'mastodon', name: 'Mastodon' },
  ],
  posts: [
    // On time on both networks; published at 00:30 Paris on 1 March (23:30 UTC the day before).
    post('a', '2026-02-28T23:30:00Z', {
      bsky: { status: 'published', at: '2026-02-28T23:30:40Z' },
      masto: { status: 'published', at: '2026-02-28T23:30:59Z' },
    }),
    // 90 s late; after the spring change (00:30 Paris on 1 April is 22:30 UTC on 31 March: outside).
    post('b', '2026-03-30T08:00:00Z', {
      bsky: { status: 'published', at: '2026-03-30T08:01:30Z' },
    }),
    post('c', '2026-03-31T22:30:00Z', {
      bsky: { status: 'published', at: '2026-03-31T22:30:00Z' },
    }),
    // Published now (no time): counted, not in the on-time rate.
    post('d', null, { masto: { status: 'published', at: '2026-03-10T10:00:00Z' } }),
    post('e', '2026-03-12T10:00:00Z', {
      bsky: { status: 'failed', at: '2026-03-12T10:00:05Z', error: 'Token expired' },
      // Accepted, then missing on read-back: a failure with its cause, not a published post.
      masto: { status: 'published', at: '2026-03-12T10:00:07Z', receipt: 'missing' },
    }),
    // February: the previous period.
    post('f', '2026-02-10T10:00:00Z', {
      bsky: { status: 'published', at: '2026-02-10T10:00:10Z' },
    }),
  ],
  postSnapshots: [
    snap('s1', 'a', 'bsky', '2026-03-02T10:00:00Z', 5, 100),
    snap('s2', 'a', 'bsky', '2026-03-20T10:00:00Z', 8, 200),
    // Taken after the period: not this month's figure.
    snap('s3', 'a', 'bsky', '2026-04-02T10:00:00Z', 50, 900),
    snap('s4', 'a', 'masto', '2026-03-20T10:00:00Z', 2, null),
    snap('s5', 'b', 'bsky', '2026-03-31T10:00:00Z', 10, 300),
    snap('s6', 'f', 'bsky', '2026-02-20T10:00:00Z', 4, 50),
  ],
  channelSnapshots: [
    { id: 'f0', channelId: 'bsky', capturedAtMs: at('2026-02-28T20:00:00Z'), followers: 100 },
    { id: 'f1', channelId: 'bsky', capturedAtMs: at('2026-03-15T20:00:00Z'), followers: 120 },
    { id: 'f2', channelId: 'bsky', capturedAtMs: at('2026-03-31T21:00:00Z'), followers: 130 },
    { id: 'f3', channelId: 'bsky', capturedAtMs: at('2026-03-31T23:00:00Z'), followers: 999 },
  ],
  approvals: [
    {
      id: 'p1',
      postId: 'a',
      requestedAtMs: at('2026-02-27T10:00:00Z'),
      decidedAtMs: at('2026-03-01T10:00:00Z'),
      decision: 'approved',
    },
    {
      id: 'p2',
      postId: 'b',
      requestedAtMs: at('2026-03-29T10:00:00Z'),
      decidedAtMs: at('2026-03-29T11:00:00Z'),
      decision: 'approved',
    },
    {
      id: 'p3',
      postId: 'c',
      requestedAtMs: at('2026-03-29T10:00:00Z'),
      decidedAtMs: at('2026-03-29T13:00:00Z'),
      decision: 'changes_requested',
    },
  ],
  requests: [
    {
      id: 'r1',
      title: 'New banner',
      createdAtMs: at('2026-03-03T09:00:00Z'),
      firstReplyAtMs: at('2026-03-03T10:30:00Z'),
    },
    { id: 'r2', title: 'Campaign', createdAtMs: at('2026-03-04T09:00:00Z'), firstReplyAtMs: null },
  ],
  conversations: [
    {
      id: 'c1',
      channelId: 'masto',
      subject: 'Question',
      firstAtMs: at('2026-03-05T09:00:00Z'),
      firstReplyAtMs: at('2026-03-05T09:20:00Z'),
    },
  ],
  linkClicks: [
    { postId: 'a', clicks: 7, visitors: 3, lastAtMs: at('2026-04-02T08:00:00Z') },
    { postId: 'd', clicks: 12, visitors: 12, lastAtMs: at('2026-03-11T08:00:00Z') },
    // Never clicked, failed, or of February: not March's.
    { postId: 'b', clicks: 0, visitors: 0, lastAtMs: null },
    { postId: 'e', clicks: 5, visitors: 5, lastAtMs: null },
    { postId: 'f', clicks: 2, visitors: 1, lastAtMs: null },
  ],
};

function expectSumOfParts(total: Figure, parts: readonly Figure[]) {
  expect(total.value).toBe(parts.reduce((sum, p) => sum + p.value, 0));
  expect([...total.sources].sort()).toEqual(parts.flatMap((p) => p.sources).sort());
}

describe('a month report', () => {
  const report = computeReport(data, periods.current, periods.previous);
  const march = report.current;

  it('counts deliveries per network inside the Paris month, DST included', () => {
    expect(march.published.byNetwork.bluesky?.value).toBe(2);
    expect(march.published.byNetwork.mastodon?.value).toBe(2);
    expect(march.published.total.value).toBe(4);
    expect(march.published.byNetwork.bluesky?.sources.sort()).toEqual([
      'delivery:a/bsky',
      'delivery:b/bsky',
    ]);
    expect(report.previous.published.total.value).toBe(1);
  });

  it('rates on time within 60 s of the scheduled time and names each failure with its cause', () => {
    expect(march.onTime.due.value).toBe(3);
    expect(march.onTime.onTime.value).toBe(2);
    expect(march.onTime.rate).toBeCloseTo(2 / 3);
    expect(march.failures.sources).toEqual(['failure:e/bsky', 'failure:e/masto']);
    expect(report.sources['failure:e/bsky']?.values.cause).toBe('Token expired');
    expect(report.sources['failure:e/masto']?.values.cause).toBe(MISSING_CAUSE);
    expect(march.published.total.sources).not.toContain('delivery:e/masto');
  });

  it('reads each delivery at its last snapshot before the period ended', () => {
    const bsky = march.engagement.byNetwork.bluesky;
    expect(bsky?.impressions.value).toBe(500);
    expect(bsky?.engagements.value).toBe(10 + 12);
    expect(bsky?.impressions.sources.sort()).toEqual(['snapshot:s2', 'snapshot:s5']);
    expect(bsky?.reach.value).toBe(250);
    // Mastodon reports no impressions: its engagements count, its rate is unknown.
    expect(march.engagement.byNetwork.mastodon?.rate).toBeNull();
    expect(march.engagement.total.engagements.value).toBe(22 + 4);
    expect(march.engagement.total.rate).toBeCloseTo(22 / 500);
    expect(report.sources['snapshot:s2']?.at).toBe('2026-03-20T10:00:00.000Z');
  });

  it('makes every total the sum of its parts with the union of their sources', () => {
    for (const figures of [report.current, report.previous]) {
      expectSumOfParts(figures.published.total, Object.values(figures.published.byNetwork));
      const networks = Object.values(figures.engagement.byNetwork);
      expectSumOfParts(
        figures.engagement.total.impressions,
        networks.map((n) => n.impressions),
      );
      expectSumOfParts(
        figures.engagement.total.engagements,
        networks.map((n) => n.engagements),
      );
      expectSumOfParts(
        figures.engagement.total.reach,
        networks.map((n) => n.reach),
      );
      for (const key of Object.values(figures.published.byNetwork).flatMap((f) => f.sources)) {
        expect(report.sources[key]?.kind).toBe('delivery');
      }
      // Each source of a count holds one unit; each source of a sum holds its value.
      const impressions = figures.engagement.total.impressions;
      expect(
        impressions.sources.reduce(
          (sum, k) => sum + Number(report.sources[k]?.values.impressions),
          0,
        ),
      ).toBe(impressions.value);
    }
  });

  it('ranks top posts by engagements with their preview', () => {
    expect(march.topPosts.map((p) => p.postId)).toEqual(['a', 'b']);
    expect(march.topPosts[0]).toMatchObject({
      engagements: 14,
      networks: ['bluesky', 'mastodon'],
      url: 'https://example.test/a',
    });
  });

  it('lists the short-link clicks of the period’s posts, most clicked first, with their rows', () => {
    expect(march.linkClicks).toEqual([
      { postId: 'd', text: 'Post d', clicks: 12, visitors: 12, sources: ['clicks:d'] },
      { postId: 'a', text: 'Post a', clicks: 7, visitors: 3, sources: ['clicks:a'] },
    ]);
    expect(report.sources['clicks:a']).toMatchObject({
      kind: 'clicks',
      postId: 'a',
      at: '2026-04-02T08:00:00.000Z',
      values: { clicks: 7, visitors: 3 },
    });
    // A post never clicked since is dated by its publication.
    expect(report.previous.linkClicks).toEqual([
      expect.objectContaining({ postId: 'f', clicks: 2 }),
    ]);
    expect(report.sources['clicks:f']?.at).toBe('2026-02-10T10:00:10.000Z');
    // The CSV's rows (the current period's sources) hold them.
    const csv = currentRows(report);
    expect(csv.filter((row) => row.kind === 'clicks').map((row) => row.key)).toEqual([
      'clicks:d',
      'clicks:a',
    ]);
  });

  it('measures followers from the last count at the start to the last before the end', () => {
    expect(march.followers.byChannel).toEqual([
      expect.objectContaining({
        channelId: 'bsky',
        start: 100,
        end: 130,
        change: 30,
        sources: ['followers:f0', 'followers:f2'],
      }),
    ]);
    expect(march.followers.total.value).toBe(30);
  });

  it('times approvals, service requests and conversations decided or answered in the period', () => {
    expect(march.approvals.count).toBe(3);
    expect(march.approvals.medianMs).toBe(3 * 3_600_000);
    expect(march.approvals.slowestMs).toBe(48 * 3_600_000);
    expect(march.approvals.slowestKey).toBe('approval:p1');
    expect(march.requests.opened.value).toBe(2);
    expect(march.requests.answered.value).toBe(1);
    expect(march.requests.firstReply.medianMs).toBe(90 * 60_000);
    expect(march.conversations.answered.value).toBe(1);
    expect(march.conversations.firstReply.medianMs).toBe(20 * 60_000);
    expect(march.ledger.map((l) => [l.kind, l.count])).toEqual([
      ['published', 4],
      ['approvals', 3],
      ['requests_answered', 1],
      ['conversations_answered', 1],
      // The failed send and the post missing on read-back.
      ['failures', 2],
    ]);
  });
});
