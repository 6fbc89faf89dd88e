import { describe, expect, it } from 'vitest';
import { formatList } from './list-format';

describe('formatList', () => {
  it('joins names with the words and marks of the reader language', () => {
    expect(formatList('en', ['Studio Sol', 'Bluesky', 'Mastodon'])).toBe(
      'Studio Sol, Bluesky, and Mastodon',
    );
    expect(formatList('fr', ['A', 'B', 'C'])).toBe('A, B et C');
    expect(formatList('ar', ['A', 'B'])).not.toContain(', ');
    expect(formatList('zh', ['A', 'B', 'C'])).toContain('、');
  });

  it('leaves a single name as it is and an empty list empty', () => {
    expect(formatList('de', ['Solo'])).toBe('Solo');
    expect(formatList('de', [])).toBe('');
  });
});
