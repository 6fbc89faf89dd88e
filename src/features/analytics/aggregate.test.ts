import { describe, expect, it } from 'vitest';
import type { MetricSnapshot } from '../../firebase/metrics';
import { csvCell, dailySeries, engagementRate, groupBy, toCsv, totals, trend } from './aggregate';

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

  it('writes CSV with quoting and without spreadsheet formulas', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(toCsv(['post', 'likes'], [['Hello\nworld', 3]])).toBe('post,likes\r\n"Hello\nworld",3');
  });
});
