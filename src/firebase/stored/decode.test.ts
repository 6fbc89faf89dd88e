// @vitest-environment happy-dom
import { postDocSchema } from '@model/schemas/posts/posts-stored';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { readFailures, timestamp } from '../../../test/unit/stored-reads';
import { feedRowOf } from '../analytics/feeds';
import { entryOf } from '../library';
import { queuedPostOf, queueOf } from '../queues';
import { publishingSettingsOf } from '../series';
import { decodeStored } from './decode';

const reports = readFailures();

const CANDIDATE = v.pick(postDocSchema, ['text', 'status', 'channelIds']);

describe('decodeStored', () => {
  it('reads a current document as its schema outputs it, reporting nothing', () => {
    const post = decodeStored(
      CANDIDATE,
      'workspaces/w/posts/p',
      {
        text: 'Hello',
        status: 'approved',
        channelIds: ['c1'],
        authorUid: 'u1',
      },
      { text: '', channelIds: [] },
    );
    expect(post).toEqual({ text: 'Hello', status: 'approved', channelIds: ['c1'] });
    expect(reports).toEqual([]);
  });

  it('gives an older document its defaults for the fields it lacks, quietly', () => {
    expect(queueOf('workspaces/w/queues/q', { slots: [{ day: 1, time: '09:00' }] })).toEqual({
      slots: [{ day: 1, time: '09:00' }],
      paused: false,
    });
    expect(queueOf('workspaces/w/queues/q', undefined)).toEqual({ slots: [], paused: false });
    expect(reports).toEqual([]);
  });

  it('falls back to the default for a field the schema refuses, and reports the field', () => {
    const queue = queueOf('workspaces/w/queues/q', {
      slots: [{ day: 9, time: 'noon' }],
      paused: 'yes',
    });
    expect(queue).toEqual({ slots: [], paused: false });
    expect(reports).toEqual([
      { path: 'workspaces/w/queues/q', fields: ['slots', 'paused'], dropped: false },
    ]);
  });

  it('leaves out a document lacking a field it cannot do without, and says which', () => {
    const post = decodeStored(
      CANDIDATE,
      'workspaces/w/posts/old',
      { text: 'Old' },
      {
        text: '',
        channelIds: [],
      },
    );
    expect(post).toBeNull();
    expect(reports).toEqual([
      { path: 'workspaces/w/posts/old', fields: ['status'], dropped: true },
    ]);
  });

  it('reads a queued post of an older shape with its time, and an unscheduled one at the epoch', () => {
    const at = timestamp('2026-12-01T09:00:00Z');
    expect(queuedPostOf('workspaces/w/posts/p1', 'p1', { text: 'Hi', scheduledAt: at })).toEqual({
      id: 'p1',
      text: 'Hi',
      scheduledAt: new Date('2026-12-01T09:00:00Z'),
      held: false,
    });
    expect(queuedPostOf('workspaces/w/posts/p2', 'p2', { held: true })).toEqual({
      id: 'p2',
      text: '',
      scheduledAt: new Date(0),
      held: true,
    });
    expect(queuedPostOf('workspaces/w/posts/p3', 'p3', { text: 7, scheduledAt: 'soon' })).toEqual({
      id: 'p3',
      text: '',
      scheduledAt: new Date(0),
      held: false,
    });
    expect(reports).toEqual([
      { path: 'workspaces/w/posts/p3', fields: ['text', 'scheduledAt'], dropped: false },
    ]);
  });

  it('reads publishing settings written before recycling existed with recycling off', () => {
    const path = 'workspaces/w/publishing/settings';
    expect(publishingSettingsOf(path, { postsPerChannelHour: 3 })).toEqual({
      postsPerChannelHour: 3,
      evergreen: { enabled: false, everyDays: 7, time: '09:00' },
      evergreenNextAt: null,
    });
    const next = timestamp('2026-12-02T09:00:00Z');
    const evergreen = { enabled: true, everyDays: 3, time: '18:30' };
    expect(
      publishingSettingsOf(path, { postsPerChannelHour: 2, evergreen, evergreenNextAt: next }),
    ).toEqual({
      postsPerChannelHour: 2,
      evergreen,
      evergreenNextAt: new Date('2026-12-02T09:00:00Z'),
    });
    expect(reports).toEqual([]);
  });

  it('reads a library item from before usage was counted, and one of an unknown kind as a document', () => {
    const created = timestamp('2026-11-01T08:00:00Z');
    const item = {
      name: 'logo.png',
      path: 'workspaces/w/media/i1-logo.png',
      contentType: 'image/png',
      kind: 'image',
      size: 2048,
      alt: 'Our logo',
      width: 400,
      height: 300,
      createdAt: created,
    };
    expect(entryOf('workspaces/w/library/i1', 'i1', item)).toEqual({
      id: 'i1',
      ...item,
      usage: 0,
      createdAt: new Date('2026-11-01T08:00:00Z'),
    });
    expect(reports).toEqual([]);
    expect(entryOf('workspaces/w/library/i2', 'i2', { ...item, kind: 'hologram' })?.kind).toBe(
      'document',
    );
    expect(reports).toEqual([
      { path: 'workspaces/w/library/i2', fields: ['kind'], dropped: false },
    ]);
  });

  it('lists a feed source not fetched yet, titled by its address, and a fetched one with its last fetch', () => {
    const source = {
      url: 'https://example.com/feed.xml',
      title: '',
      channelId: 'c1',
      target: 'queue',
      paused: false,
    };
    expect(feedRowOf('workspaces/w/feeds/f1', 'f1', source)).toEqual({
      id: 'f1',
      ...source,
      title: 'https://example.com/feed.xml',
      lastFetch: null,
    });
    const lastFetch = {
      at: timestamp('2026-11-28T07:00:00Z'),
      outcome: 'error',
      added: 0,
      error: 'http',
      status: 503,
    };
    expect(
      feedRowOf('workspaces/w/feeds/f2', 'f2', { ...source, title: 'News', lastFetch })?.lastFetch,
    ).toEqual({ ...lastFetch, at: new Date('2026-11-28T07:00:00Z') });
    expect(reports).toEqual([]);
  });
});
