import { describe, expect, it } from 'vitest';
import { calendarQuery, hasFilters, listQuery, NO_FILTERS } from './filters';

const NOW = new Date('2026-06-10T12:00:00Z');
const DAY = 86_400_000;

describe('the posts list query', () => {
  it('asks for everything, latest first, when nothing is filtered', () => {
    expect(listQuery(NO_FILTERS, NOW)).toEqual({ ascending: false });
    expect(hasFilters(NO_FILTERS)).toBe(false);
  });

  it('turns status, channel and author into conditions of the query', () => {
    const filters = {
      ...NO_FILTERS,
      status: 'failed' as const,
      channelId: 'bsky',
      authorUid: 'bob',
    };
    expect(listQuery(filters, NOW)).toEqual({
      status: 'failed',
      channelId: 'bsky',
      authorUid: 'bob',
      ascending: false,
    });
    expect(hasFilters(filters)).toBe(true);
  });

  it('reads a coming period soonest first and a past one latest first', () => {
    expect(listQuery({ ...NO_FILTERS, period: 'next7' }, NOW)).toEqual({
      from: NOW,
      to: new Date(NOW.getTime() + 7 * DAY),
      ascending: true,
    });
    expect(listQuery({ ...NO_FILTERS, period: 'last30' }, NOW)).toEqual({
      from: new Date(NOW.getTime() - 30 * DAY),
      to: NOW,
      ascending: false,
    });
  });

  it('gives the calendar its visible days whatever period the list had', () => {
    const from = new Date('2026-06-01T00:00:00Z');
    const to = new Date('2026-07-06T00:00:00Z');
    expect(calendarQuery({ ...NO_FILTERS, period: 'last7', channelId: 'masto' }, from, to)).toEqual(
      { channelId: 'masto', from, to, ascending: true },
    );
  });
});
