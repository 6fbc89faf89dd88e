import { describe, expect, it } from 'vitest';
import { mergeFirstPage, somethingDue } from './live-refresh';

const NOW = Date.UTC(2026, 10, 25, 12, 0);
const at = (minutes: number) => new Date(NOW + minutes * 60_000);

describe('somethingDue', () => {
  it('is true while a post is publishing, overdue or going out within two minutes', () => {
    expect(somethingDue([{ status: 'publishing', scheduledAt: at(-5) }], NOW)).toBe(true);
    expect(somethingDue([{ status: 'scheduled', scheduledAt: at(-1) }], NOW)).toBe(true);
    expect(somethingDue([{ status: 'scheduled', scheduledAt: at(2) }], NOW)).toBe(true);
  });

  it('is false for later posts and settled ones', () => {
    expect(
      somethingDue(
        [
          { status: 'scheduled', scheduledAt: at(10) },
          { status: 'published', scheduledAt: at(-1) },
          { status: 'draft', scheduledAt: null },
        ],
        NOW,
      ),
    ).toBe(false);
  });
});

describe('mergeFirstPage', () => {
  it('takes the fresh first page when only one page is shown', () => {
    expect(
      mergeFirstPage(
        [{ id: 'a', v: 1 }],
        [
          { id: 'b', v: 1 },
          { id: 'a', v: 2 },
        ],
      ),
    ).toEqual([
      { id: 'b', v: 1 },
      { id: 'a', v: 2 },
    ]);
  });

  it('keeps later pages, replacing the posts the fresh page holds', () => {
    const shown = [
      { id: 'a', v: 1 },
      { id: 'b', v: 1 },
      { id: 'c', v: 1 },
    ];
    expect(mergeFirstPage(shown, [{ id: 'b', v: 2 }])).toEqual([
      { id: 'a', v: 1 },
      { id: 'b', v: 2 },
      { id: 'c', v: 1 },
    ]);
  });
});
