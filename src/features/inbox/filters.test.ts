import { describe, expect, it } from 'vitest';
import type { Conversation } from '../../firebase/inbox/inbox-types';
import { applyFilters, durationParts, labelsOf, NO_FILTERS, statusAt, stepFrom } from './filters';

const NOW = Date.UTC(2026, 10, 29, 12);

function conversation(id: string, fields: Partial<Conversation> = {}): Conversation {
  return {
    id,
    workspaceId: 'w1',
    network: 'sandbox',
    channelId: 'ch1',
    kind: 'comment',
    postId: null,
    subject: '',
    status: 'open',
    snoozedUntil: null,
    assigneeUid: null,
    labels: [],
    unread: 0,
    itemCount: 1,
    firstAt: null,
    lastAt: NOW - 1000,
    lastText: '',
    lastAuthor: '',
    search: [],
    firstReplyMs: null,
    resolutionMs: null,
    shared: false,
    clientQuestion: null,
    clientAnswer: null,
    ...fields,
  };
}

const context = { uid: 'me', now: NOW };
const ids = (list: Conversation[]) => list.map((c) => c.id);

describe('inbox filters', () => {
  it('show open conversations, newest first, by default', () => {
    const list = [
      conversation('old', { lastAt: NOW - 5000 }),
      conversation('done', { status: 'done' }),
      conversation('new', { lastAt: NOW - 10 }),
    ];
    expect(ids(applyFilters(list, NO_FILTERS, context))).toEqual(['new', 'old']);
  });

  it('count a snooze that has run out as open again', () => {
    const due = conversation('due', { status: 'snoozed', snoozedUntil: NOW - 1 });
    const later = conversation('later', { status: 'snoozed', snoozedUntil: NOW + 60_000 });
    expect(statusAt(due, NOW)).toBe('open');
    expect(ids(applyFilters([due, later], NO_FILTERS, context))).toEqual(['due']);
    expect(ids(applyFilters([due, later], { ...NO_FILTERS, status: 'snoozed' }, context))).toEqual([
      'later',
    ]);
  });

  it('narrow by network, channel, kind, assignee and label', () => {
    const list = [
      conversation('a', {
        network: 'bluesky',
        kind: 'mention',
        assigneeUid: 'me',
        labels: ['vip'],
      }),
      conversation('b', { channelId: 'ch2', assigneeUid: 'other' }),
      conversation('c'),
    ];
    const only = (patch: Partial<typeof NO_FILTERS>) =>
      ids(applyFilters(list, { ...NO_FILTERS, ...patch }, context));
    expect(only({ network: 'bluesky' })).toEqual(['a']);
    expect(only({ channelId: 'ch2' })).toEqual(['b']);
    expect(only({ kind: 'mention' })).toEqual(['a']);
    expect(only({ assignee: 'me' })).toEqual(['a']);
    expect(only({ assignee: 'none' })).toEqual(['c']);
    expect(only({ assignee: 'other' })).toEqual(['b']);
    expect(only({ label: 'vip' })).toEqual(['a']);
    expect(labelsOf(list)).toEqual(['vip']);
  });

  it('find by every word searched, in the texts or the stored words', () => {
    const list = [
      conversation('a', { lastText: 'Open on Sunday?', lastAuthor: 'Ana' }),
      conversation('b', { search: ['@tom.sandbox', 'parking'] }),
    ];
    const found = (search: string) => ids(applyFilters(list, { ...NO_FILTERS, search }, context));
    expect(found('sunday ana')).toEqual(['a']);
    expect(found('park')).toEqual(['b']);
    expect(found('sunday park')).toEqual([]);
  });
});

describe('moving through the list', () => {
  const list = [{ id: 'a' }, { id: 'b' }, { id: 'c' }];

  it('steps to the next and previous conversation and stays at the ends', () => {
    expect(stepFrom(list, 'a', 1)).toBe('b');
    expect(stepFrom(list, 'b', -1)).toBe('a');
    expect(stepFrom(list, 'c', 1)).toBe('c');
    expect(stepFrom(list, 'a', -1)).toBe('a');
  });

  it('starts at the first when none is open, and has nowhere to go in an empty list', () => {
    expect(stepFrom(list, null, 1)).toBe('a');
    expect(stepFrom([], null, 1)).toBeNull();
  });
});

describe('durations', () => {
  it('split into days, hours and minutes', () => {
    expect(durationParts((26 * 60 + 5) * 60_000)).toEqual({ days: 1, hours: 2, minutes: 5 });
    expect(durationParts(30_000)).toEqual({ days: 0, hours: 0, minutes: 1 });
  });
});
