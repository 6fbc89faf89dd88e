import { describe, expect, it } from 'vitest';
import { checkRows, instantOf } from './csv-rows';

const channels = [
  { id: 'ch-a', displayName: 'Studio Bluesky', handle: '@studio' },
  { id: 'ch-b', displayName: 'Studio Mastodon', handle: '@studio@social' },
];
const NOW = Date.parse('2026-06-01T00:00:00Z');

describe('instantOf', () => {
  it('reads a local time in the row zone, across daylight saving', () => {
    expect(new Date(instantOf('2026-07-01 09:30', 'Europe/Paris') ?? 0).toISOString()).toBe(
      '2026-07-01T07:30:00.000Z',
    );
    expect(new Date(instantOf('2026-12-01 09:30', 'Europe/Paris') ?? 0).toISOString()).toBe(
      '2026-12-01T08:30:00.000Z',
    );
  });

  it('takes an instant with an offset as written and refuses impossible dates', () => {
    expect(instantOf('2026-07-01T09:30:00+02:00', 'Asia/Tokyo')).toBe(
      Date.parse('2026-07-01T07:30:00Z'),
    );
    expect(instantOf('2026-02-30 09:00', 'UTC')).toBeNull();
    expect(instantOf('tomorrow', 'UTC')).toBeNull();
  });
});

describe('checkRows', () => {
  it('accepts a good row with channels named by name, handle or id', () => {
    const [row] = checkRows(
      [
        {
          text: 'Hello',
          channels: 'studio bluesky; @studio@social|ch-a',
          time: '2026-07-01 09:00',
        },
      ],
      channels,
      'Europe/Paris',
      'schedule',
      NOW,
    );
    expect(row).toEqual({
      line: 2,
      problems: [],
      row: {
        text: 'Hello',
        channelIds: ['ch-a', 'ch-b'],
        timeZone: 'Europe/Paris',
        scheduledAt: '2026-07-01T07:00:00.000Z',
      },
    });
  });

  it('lists every problem of a row by its line', () => {
    const rows = checkRows(
      [
        { text: 'ok', channels: 'ch-a', time: '' },
        { text: '', channels: 'Nowhere', time: 'soon', zone: 'Mars/Base' },
        { text: 'past', channels: 'ch-b', time: '2026-01-01 10:00' },
      ],
      channels,
      'UTC',
      'schedule',
      NOW,
    );
    expect(rows.map((row) => [row.line, row.problems.map((p) => p.key)])).toEqual([
      [2, ['needTime']],
      [3, ['noText', 'unknownChannel', 'badZone']],
      [4, ['pastTime']],
    ]);
  });

  it('lets drafts go without a time', () => {
    const [row] = checkRows([{ text: 'Idea', channels: 'ch-a' }], channels, 'UTC', 'draft', NOW);
    expect(row?.problems).toEqual([]);
    expect(row?.row?.scheduledAt).toBeUndefined();
  });

  it('reads the first_comment column and refuses one longer than a network takes', () => {
    const rows = checkRows(
      [
        { text: 'Launch', channels: 'ch-a', first_comment: '  Tickets: example.test  ' },
        { text: 'Too much', channels: 'ch-a', first_comment: 'x'.repeat(2201) },
        { text: 'None', channels: 'ch-a', first_comment: '' },
      ],
      channels,
      'UTC',
      'draft',
      NOW,
    );
    expect(rows[0]?.row?.firstComment).toBe('Tickets: example.test');
    expect(rows[1]?.problems.map((p) => p.key)).toEqual(['commentTooLong']);
    expect(rows[2]?.row).not.toHaveProperty('firstComment');
  });
});

describe('checkRows: the library column', () => {
  const library = [
    { id: 'a'.repeat(32), name: 'Spring banner' },
    { id: 'b'.repeat(32), name: 'Teaser' },
  ];

  it('names media library files by name (any case) or id, once each', () => {
    const [row] = checkRows(
      [{ text: 'Idea', channels: 'ch-a', library: `spring BANNER; ${'b'.repeat(32)} | Teaser` }],
      channels,
      'UTC',
      'draft',
      NOW,
      library,
    );
    expect(row?.problems).toEqual([]);
    expect(row?.row?.libraryIds).toEqual(['a'.repeat(32), 'b'.repeat(32)]);
  });

  it('reports a file the library does not have, and leaves the key out when the cell is empty', () => {
    const [bad, plain] = checkRows(
      [
        { text: 'Idea', channels: 'ch-a', library: 'Autumn banner' },
        { text: 'Idea', channels: 'ch-a', library: '' },
      ],
      channels,
      'UTC',
      'draft',
      NOW,
      library,
    );
    expect(bad?.problems).toEqual([
      { key: 'unknownLibraryItem', values: { name: 'Autumn banner' } },
    ]);
    expect(plain?.row).not.toHaveProperty('libraryIds');
  });
});

describe('checkRows: the media_url column', () => {
  it('takes http and https addresses separated by spaces, and reports anything else', () => {
    const [good, bad] = checkRows(
      [
        {
          text: 'Idea',
          channels: 'ch-a',
          media_url: 'https://cdn.example.com/a.png  http://example.org/b.jpg?x=1;y=2',
        },
        { text: 'Idea', channels: 'ch-a', media_url: 'ftp://example.com/a.png' },
      ],
      channels,
      'UTC',
      'draft',
      NOW,
    );
    expect(good?.row?.mediaUrls).toEqual([
      'https://cdn.example.com/a.png',
      'http://example.org/b.jpg?x=1;y=2',
    ]);
    expect(bad?.problems).toEqual([
      { key: 'badMediaUrl', values: { url: 'ftp://example.com/a.png' } },
    ]);
  });

  it('counts library files and addresses together against the ten media of a post', () => {
    const urls = Array.from({ length: 11 }, (_, i) => `https://example.com/${i}.png`).join(' ');
    const [row] = checkRows(
      [{ text: 'Idea', channels: 'ch-a', media_url: urls }],
      channels,
      'UTC',
      'draft',
      NOW,
    );
    expect(row?.problems).toEqual([{ key: 'tooManyMedia' }]);
  });
});
