import { describe, expect, it } from 'vitest';
import type { MetricSnapshot } from '../../firebase/analytics/metrics';
import {
  COUNTS,
  csvCell,
  engagementRate,
  followers,
  groupBy,
  latestPerChannel,
  latestPerPost,
  periodActivity,
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
    const series = periodActivity(data, [], T0, T0 + 3 * DAY);
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
    const activity = periodActivity(history, before, T0, T0 + 2 * DAY);
    expect(activity.impressions).toEqual([60, 70]);
    expect(activity.series.map((s) => [s.postId, s.impressions, s.likes]).sort()).toEqual([
      ['p1', 100, 1],
      ['p2', 30, 3],
    ]);
  });

  it('takes a lower later total as a correction of the days before, never a negative day', () => {
    const history = [
      snap('p1', 'a', 0, 100),
      snap('p1', 'a', 1, 400),
      snap('p1', 'a', 2, 250),
      snap('p1', 'a', 3, 300),
    ];
    const activity = periodActivity(history, [], T0, T0 + 4 * DAY);
    expect(activity.impressions).toEqual([100, 150, 0, 50]);
    expect(totals(activity.series).impressions).toBe(300);
  });

  it('does not reach into the period before when a total falls below its starting point', () => {
    const before = [snap('p1', 'a', -1, 500)];
    const history = [snap('p1', 'a', 0, 520), snap('p1', 'a', 1, 480), snap('p1', 'a', 2, 510)];
    const activity = periodActivity(history, before, T0, T0 + 3 * DAY);
    expect(activity.impressions).toEqual([0, 0, 10]);
    expect(totals(activity.series).impressions).toBe(10);
  });

  it('adds its days up to the totals for any series of snapshots (seeded random series)', () => {
    // A small deterministic generator (mulberry32), so a failure can be replayed by its seed.
    function random(seed: number) {
      let a = seed;
      return () => {
        a = (a + 0x6d2b79f5) | 0;
        let t = Math.imul(a ^ (a >>> 15), 1 | a);
        t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
        return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
      };
    }
    for (let seed = 1; seed <= 200; seed++) {
      const next = random(seed);
      const int = (n: number) => Math.floor(next() * n);
      const days = 1 + int(10);
      const from = T0;
      const to = T0 + days * DAY;
      const history: MetricSnapshot[] = [];
      const baseline: MetricSnapshot[] = [];
      for (let post = 0; post < 1 + int(4); post++) {
        for (const channel of ['a', 'b'].slice(0, 1 + int(2))) {
          const make = (capturedAt: number, level: number): MetricSnapshot => ({
            id: `${post}-${channel}-${capturedAt}`,
            workspaceId: 'w',
            postId: `p${post}`,
            channelId: channel,
            capturedAt,
            impressions: level,
            likes: Math.floor(level / 10),
            reposts: int(5),
            replies: int(3),
            clicks: int(7),
          });
          const start = int(2) === 0 ? int(1000) : null;
          if (start !== null) baseline.push(make(from - 1 - int(DAY), start));
          let level = start ?? 0;
          for (let i = 0; i < int(20); i++) {
            // Mostly growth, sometimes a correction downwards.
            level = Math.max(0, level + (next() < 0.25 ? -int(400) : int(300)));
            history.push(make(from + int(to - from), level));
          }
        }
      }
      const activity = periodActivity(history, baseline, from, to);
      const sum = totals(activity.series);
      const add = (list: number[]) => list.reduce((a, b) => a + b, 0);
      expect(activity.days).toHaveLength(days);
      for (const value of [...activity.impressions, ...activity.engagements]) {
        expect(value, `seed ${seed}`).toBeGreaterThanOrEqual(0);
      }
      expect(add(activity.impressions), `seed ${seed}`).toBe(sum.impressions);
      expect(add(activity.engagements), `seed ${seed}`).toBe(sum.engagements);
      // Each post's figure is its last total minus where it started, never below zero.
      for (const s of activity.series) {
        const mine = history
          .filter((h) => h.postId === s.postId && h.channelId === s.channelId)
          .sort((a, b) => a.capturedAt - b.capturedAt);
        const start = baseline.find((b) => b.postId === s.postId && b.channelId === s.channelId);
        for (const count of COUNTS) {
          const last = mine[mine.length - 1]?.[count] ?? 0;
          expect(s[count], `seed ${seed}`).toBe(Math.max(0, last - (start?.[count] ?? 0)));
        }
      }
    }
  });

  it('writes CSV with quoting and without spreadsheet formulas', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(toCsv(['post', 'likes'], [['Hello\nworld', 3]])).toBe('post,likes\r\n"Hello\nworld",3');
  });
});
