import { describe, expect, it } from 'vitest';
import type { MetricSnapshot } from '../../firebase/metrics';
import {
  csvCell,
  dailySeries,
  engagementRate,
  followers,
  gains,
  groupBy,
  latestPerChannel,
  latestPerPost,
  toCsv,
  totals,
  trend,
} from './aggregate';

const DAY = 86_400_000;
const T0 = Date.UTC(2026, 10, 1);

function snap(
  postId: string,
  channelId: string,
  day: number,
  impressions: number,
  likes = 0,
): MetricSnapshot {
  return {
    id: `${postId}_${channelId}`,
    workspaceId: 'w',
    postId,
    channelId,
    capturedAt: T0 + day * DAY + 3_600_000,
    impressions,
    likes,
    reposts: 1,
    replies: 1,
    clicks: 2,
  };
}

describe('analytics aggregation', () => {
  const data = [
    snap('p1', 'a', 0, 100, 10),
    snap('p1', 'b', 0, 50, 5),
    snap('p2', 'a', 2, 200, 20),
  ];

  it('sums every count and counts distinct posts', () => {
    expect(totals(data)).toEqual({
      impressions: 350,
      likes: 35,
      reposts: 3,
      replies: 3,
      clicks: 6,
      engagements: 47,
      posts: 2,
    });
    expect(engagementRate(totals(data))).toBeCloseTo(47 / 350);
    expect(engagementRate(totals([]))).toBeNull();
  });

  it('gives the change from the previous period, or null without a base', () => {
    expect(trend(150, 100)).toBeCloseTo(0.5);
    expect(trend(50, 100)).toBeCloseTo(-0.5);
    expect(trend(10, 0)).toBeNull();
  });

  it('breaks totals down per channel', () => {
    const byChannel = groupBy(data, (s) => s.channelId);
    expect(byChannel.get('a')?.impressions).toBe(300);
    expect(byChannel.get('b')?.posts).toBe(1);
  });

  it('puts each snapshot on its day and fills quiet days with zero', () => {
    const series = dailySeries(data, T0, T0 + 3 * DAY);
    expect(series.days).toEqual([T0, T0 + DAY, T0 + 2 * DAY]);
    expect(series.impressions).toEqual([150, 0, 200]);
    expect(series.engagements).toEqual([4 + 10 + 4 + 5, 0, 24]);
  });

  it('counts only the latest hourly snapshot of each post on each channel', () => {
    const hourly = [
      snap('p1', 'a', 0, 100, 10),
      { ...snap('p1', 'a', 1, 180, 14), id: 'p1_a_later' },
      snap('p1', 'b', 0, 50, 5),
      { ...snap('p2', 'a', 0, 0), postId: 'p2', workspaceId: 'other' },
      snap('p2', 'a', 0, 20, 2),
    ];
    const latest = latestPerPost(hourly);
    expect(latest.map((s) => s.id).sort()).toEqual(['p1_a_later', 'p1_b', 'p2_a', 'p2_a']);
    expect(totals(latest)).toMatchObject({ impressions: 250, likes: 21, posts: 3 });
  });

  it('adds up each channel at its latest follower count and keeps follower rows out of posts', () => {
    const channel = (channelId: string, day: number, count: number): MetricSnapshot => ({
      ...snap('x', channelId, day, 0),
      id: `channel_${channelId}_${day}`,
      postId: null,
      reposts: 0,
      replies: 0,
      clicks: 0,
      followers: count,
    });
    const mixed = [channel('a', 0, 100), channel('a', 2, 130), channel('b', 1, 40), ...data];
    expect(
      latestPerChannel(mixed)
        .map((s) => s.id)
        .sort(),
    ).toEqual(['channel_a_2', 'channel_b_1']);
    expect(followers(mixed)).toBe(170);
    expect(latestPerPost(mixed)).toHaveLength(data.length);
  });

  it('charts what each post gained per day rather than its running totals', () => {
    const before = [snap('p1', 'a', -2, 100, 10)];
    const history = [
      snap('p1', 'a', 0, 160, 12),
      snap('p1', 'a', 1, 200, 11),
      snap('p2', 'a', 1, 30, 3),
    ];
    const gained = gains(history, before);
    expect(gained.map((s) => [s.postId, s.impressions, s.likes])).toEqual([
      ['p1', 60, 2],
      ['p1', 40, 0],
      ['p2', 30, 3],
    ]);
    expect(dailySeries(gained, T0, T0 + 2 * DAY).impressions).toEqual([60, 70]);
  });

  it('writes CSV with quoting and without spreadsheet formulas', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(toCsv(['post', 'likes'], [['Hello\nworld', 3]])).toBe('post,likes\r\n"Hello\nworld",3');
  });
});
