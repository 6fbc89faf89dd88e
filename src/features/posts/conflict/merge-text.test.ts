import { describe, expect, it } from 'vitest';
import { mergeTexts } from './merge-text';

const base = 'Spring menu: soup and bread';

describe('mergeTexts', () => {
  it('applies both changes when each person changed another place', () => {
    expect(mergeTexts(base, `${base}, with asparagus`, `Now: ${base}`)).toBe(
      'Now: Spring menu: soup and bread, with asparagus',
    );
    expect(mergeTexts(base, 'Summer menu: soup and bread', 'Spring menu: soup and cake')).toBe(
      'Summer menu: soup and cake',
    );
  });

  it('keeps the only change when one side changed nothing', () => {
    expect(mergeTexts(base, base, 'Mine')).toBe('Mine');
    expect(mergeTexts(base, 'Theirs', base)).toBe('Theirs');
  });

  it('gives both texts, theirs first, when both changed the same place', () => {
    expect(mergeTexts(base, 'Spring menu: salad', 'Spring menu: stew')).toBe(
      'Spring menu: salad\n\nSpring menu: stew',
    );
    expect(mergeTexts(base, 'Same edit', 'Same edit')).toBe('Same edit');
  });
});
