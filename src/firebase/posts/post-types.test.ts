// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { timestamp as at, readFailures } from '../../../test/unit/stored-reads';
import { toPost } from './post-types';

const PATH = 'workspaces/w/posts/p1';
const reports = readFailures();

describe('toPost', () => {
  it('reads a post as the server writes it today, reporting nothing', () => {
    const post = toPost(PATH, 'p1', {
      authorUid: 'u1',
      text: 'Hello',
      thread: [{ text: 'Two' }],
      threadElsewhere: 'first_part',
      firstComment: 'Link below',
      variants: { c2: { text: 'Hi', thread: [{ text: 'Deux' }] } },
      media: [{ path: 'm/a.png', contentType: 'image/png', width: 10, height: 20 }],
      channelIds: ['c1', 'c2'],
      timeZone: 'Europe/Paris',
      scheduledAt: at('2026-11-20T09:00:00Z'),
      expectedAt: null,
      status: 'partially_published',
      results: {
        c1: {
          status: 'published',
          externalId: 'x1',
          url: 'https://example.com/x1',
          error: null,
          attempts: 1,
          publishedAt: at('2026-11-20T09:00:05Z'),
          parts: [{ externalId: 'x2', url: 'https://example.com/x2', cid: null }],
          comment: {
            status: 'failed',
            externalId: null,
            url: null,
            error: 'refused',
            attempts: 2,
          },
          receipt: {
            status: 'pending',
            externalId: 'x1',
            url: null,
            attempts: 0,
            readAt: null,
            nextAt: at('2026-11-20T09:05:00Z'),
            textMatches: null,
            mediaMatches: null,
            mediaFound: null,
            mediaSent: 1,
          },
        },
        c2: {
          status: 'failed',
          externalId: null,
          url: null,
          error: 'duplicate',
          attempts: 1,
          publishedAt: null,
          unconfirmed: true,
          code: 'duplicate_content',
        },
      },
      approval: {
        requestedBy: 'u1',
        decidedBy: 'u2',
        decision: 'approved',
        comment: 'Fine',
        level: 1,
        scheduling: 'manual',
        schedulingChannel: 'c2',
      },
      networkOptions: { c2: { title: 'A title', notify: true } },
      series: { id: 's1', index: 3, total: null, freq: 'weekly', interval: 1 },
      deferredReason: 'hourly_cap',
      deferredUntil: at('2026-11-20T10:00:00Z'),
      createdAt: at('2026-11-19T08:00:00Z'),
      updatedAt: at('2026-11-19T08:30:00Z'),
    });
    expect(post).toEqual({
      id: 'p1',
      authorUid: 'u1',
      text: 'Hello',
      thread: ['Two'],
      threadElsewhere: 'first_part',
      firstComment: 'Link below',
      variants: { c2: { text: 'Hi' } },
      variantThreads: { c2: ['Deux'] },
      media: [{ path: 'm/a.png', contentType: 'image/png', width: 10, height: 20 }],
      channelIds: ['c1', 'c2'],
      timeZone: 'Europe/Paris',
      scheduledAt: new Date('2026-11-20T09:00:00Z'),
      expectedAt: null,
      status: 'partially_published',
      results: {
        c1: {
          status: 'published',
          error: null,
          url: 'https://example.com/x1',
          externalId: 'x1',
          unconfirmed: false,
          confirmedParts: 2,
          comment: { status: 'failed', error: 'refused' },
          receipt: {
            status: 'pending',
            waiting: true,
            externalId: 'x1',
            readAt: null,
            textMatches: null,
            mediaFound: null,
            mediaSent: 1,
          },
        },
        c2: {
          status: 'failed',
          error: 'duplicate',
          url: null,
          externalId: null,
          unconfirmed: true,
          confirmedParts: 0,
          code: 'duplicate_content',
        },
      },
      approvalComment: 'Fine',
      approval: expect.objectContaining({ level: 1, decidedBy: 'u2' }),
      approvalScheduling: { outcome: 'manual', channel: 'c2' },
      networkOptions: { c2: { title: 'A title', notify: true } },
      series: { index: 3, total: null },
      deferredUntil: new Date('2026-11-20T10:00:00Z'),
      createdAt: new Date('2026-11-19T08:00:00Z'),
      updatedAt: new Date('2026-11-19T08:30:00Z'),
    });
    expect(reports).toEqual([]);
  });

  it('gives an older post defaults for the fields it never had, quietly', () => {
    const post = toPost(PATH, 'p1', {
      text: 'Old',
      status: 'published',
      results: { c1: { status: 'published', externalId: 'x1' } },
    });
    expect(post).toEqual({
      id: 'p1',
      authorUid: '',
      text: 'Old',
      variants: {},
      media: [],
      channelIds: [],
      timeZone: null,
      scheduledAt: null,
      expectedAt: null,
      status: 'published',
      results: {
        c1: {
          status: 'published',
          error: null,
          url: null,
          externalId: 'x1',
          unconfirmed: false,
          confirmedParts: 1,
        },
      },
      approvalComment: null,
      createdAt: null,
      updatedAt: null,
    });
    expect(reports).toEqual([]);
  });

  it('reads a refused field as its default and reports it, keeping the rest of the post', () => {
    const post = toPost(PATH, 'p1', {
      text: 'Odd',
      status: 'scheduled',
      media: 'not a list',
      scheduledAt: '2026-11-20T09:00:00Z',
      series: { index: 'two' },
      results: { c1: { status: 'lost', error: 42, externalId: 'x1' } },
    });
    expect(post).toMatchObject({
      text: 'Odd',
      status: 'scheduled',
      media: [],
      scheduledAt: null,
      results: { c1: { status: 'pending', error: null, externalId: 'x1' } },
    });
    expect(post).not.toHaveProperty('series');
    expect(reports).toEqual([
      { path: PATH, fields: ['media', 'scheduledAt', 'series'], dropped: false },
      { path: `${PATH}#results.c1`, fields: ['status', 'error'], dropped: false },
    ]);
  });

  it('leaves out a post without a status, which no default can stand for, and says so', () => {
    expect(toPost(PATH, 'p1', { text: 'No status', channelIds: ['c1'] })).toBeNull();
    expect(toPost(PATH, 'p1', { text: 'Bad status', status: 'gone' })).toBeNull();
    expect(reports).toEqual([
      { path: PATH, fields: ['status'], dropped: true },
      { path: PATH, fields: ['status'], dropped: true },
    ]);
  });
});
