import { describe, expect, it } from 'vitest';
import { type Post, toPost } from '../../firebase/posts/post-types';
import { postMarks } from './post-marks';

const at = (iso: string) => ({
  toMillis: () => Date.parse(iso),
  toDate: () => new Date(iso),
});
function stored(fields: Record<string, unknown>): Post {
  const post = toPost('workspaces/w/posts/p1', 'p1', {
    text: 'Hello',
    channelIds: ['c1'],
    status: 'scheduled',
    scheduledAt: at('2026-11-20T09:00:00Z'),
    ...fields,
  });
  if (!post) throw new Error('The post did not decode.');
  return post;
}
const occurrence = { id: 's', freq: 'daily', interval: 1 };

describe('post marks on list rows and calendar chips', () => {
  it('says a post is nth of a series, with or without a count', () => {
    expect(postMarks(stored({ series: { ...occurrence, index: 2, total: 10 } }))).toEqual({
      series: { index: 2, total: 10 },
      deferredUntil: null,
      heldPast: null,
    });
    expect(postMarks(stored({ series: { ...occurrence, index: 4, total: null } })).series).toEqual({
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

  it('says a post in review is held past its approval deadline, and nothing once it is not', () => {
    const ms = (iso: string) => ({ toMillis: () => Date.parse(iso) });
    const deadline = ms('2026-11-19T17:00:00Z');
    const held = { deadline, heldAt: ms('2026-11-19T17:03:00Z') };
    expect(postMarks(stored({ status: 'in_review', approval: held })).heldPast?.toISOString()).toBe(
      '2026-11-19T17:00:00.000Z',
    );
    // Before the deadline, or approved since (the hold released).
    expect(
      postMarks(stored({ status: 'in_review', approval: { deadline, heldAt: null } })).heldPast,
    ).toBeNull();
    expect(postMarks(stored({ status: 'approved', approval: held })).heldPast).toBeNull();
  });
});
