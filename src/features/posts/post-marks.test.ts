import { describe, expect, it } from 'vitest';
import { type Post, toPost } from '../../firebase/posts/post-types';
import { postMarks } from './post-marks';

const at = (iso: string) => ({ toDate: () => new Date(iso) });
const stored = (fields: Record<string, unknown>): Post =>
  toPost('p1', {
    text: 'Hello',
    channelIds: ['c1'],
    status: 'scheduled',
    scheduledAt: at('2026-11-20T09:00:00Z'),
    ...fields,
  });

describe('post marks on list rows and calendar chips', () => {
  it('says a post is nth of a series, with or without a count', () => {
    expect(postMarks(stored({ series: { id: 's', index: 2, total: 10, freq: 'daily' } }))).toEqual({
      series: { index: 2, total: 10 },
      deferredUntil: null,
    });
    expect(postMarks(stored({ series: { id: 's', index: 4 } })).series).toEqual({
      index: 4,
      total: null,
    });
    expect(postMarks(stored({})).series).toBeNull();
  });

  it('says a scheduled post is deferred by the hourly cap, to when', () => {
    const deferred = stored({
      deferredUntil: at('2026-11-20T10:00:00Z'),
      deferredReason: 'hourly_cap',
    });
    expect(postMarks(deferred).deferredUntil?.toISOString()).toBe('2026-11-20T10:00:00.000Z');
  });

  it('says nothing of a deferral that no longer holds the post back', () => {
    const deferral = { deferredUntil: at('2026-11-20T10:00:00Z'), deferredReason: 'hourly_cap' };
    // Published since, or rescheduled later than the deferral, or another reason.
    expect(postMarks(stored({ ...deferral, status: 'published' })).deferredUntil).toBeNull();
    expect(
      postMarks(stored({ ...deferral, scheduledAt: at('2026-11-20T12:00:00Z') })).deferredUntil,
    ).toBeNull();
    expect(postMarks(stored({ ...deferral, deferredReason: 'other' })).deferredUntil).toBeNull();
  });
});
