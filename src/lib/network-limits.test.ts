import { describe, expect, it } from 'vitest';
import {
  BLUESKY_TEXT_LIMIT,
  countGraphemes,
  countMastodon,
  countText,
  MASTODON_TEXT_LIMIT,
  textLimitForChannel,
} from './network-limits';

describe('countGraphemes', () => {
  it('counts a family emoji, a flag and an accented letter as one character each', () => {
    expect(countGraphemes('👨‍👩‍👧🇫🇷e\u0301')).toBe(3);
  });

  it('counts plain text by its letters', () => {
    expect(countGraphemes('hello')).toBe(5);
    expect(countGraphemes('')).toBe(0);
  });
});

describe('countMastodon', () => {
  it('counts any link as 23 characters', () => {
    expect(countMastodon(`see https://example.com/${'a'.repeat(100)}`)).toBe(4 + 23);
  });

  it('counts a remote mention by its user part only', () => {
    expect(countMastodon('hi @alice@social.example')).toBe('hi @alice'.length);
  });

  it('counts code points, so an emoji made of two code units is one', () => {
    expect(countMastodon('😀')).toBe(1);
  });
});

describe('countText against the network limits', () => {
  it('lets 300 emoji fit on Bluesky and not 301', () => {
    expect(countText(BLUESKY_TEXT_LIMIT, '😀'.repeat(300))).toBeLessThanOrEqual(300);
    expect(countText(BLUESKY_TEXT_LIMIT, '😀'.repeat(301))).toBeGreaterThan(300);
  });

  it('uses 500 for Mastodon', () => {
    expect(MASTODON_TEXT_LIMIT.maxLength).toBe(500);
    expect(countText(MASTODON_TEXT_LIMIT, 'x'.repeat(501))).toBe(501);
  });
});

describe('textLimitForChannel', () => {
  it('takes the sandbox limit from the channel document when it has one', () => {
    expect(textLimitForChannel({ provider: 'sandbox', maxLength: 120 }).maxLength).toBe(120);
    expect(textLimitForChannel({ provider: 'sandbox', limits: { maxLength: 80 } }).maxLength).toBe(
      80,
    );
  });

  it('falls back to the sandbox default for a missing or invalid limit', () => {
    expect(textLimitForChannel({ provider: 'sandbox' }).maxLength).toBe(500);
    expect(textLimitForChannel({ provider: 'sandbox', maxLength: -3 }).maxLength).toBe(500);
  });

  it('ignores a document limit for the real networks', () => {
    expect(textLimitForChannel({ provider: 'bluesky', maxLength: 9999 }).maxLength).toBe(300);
    expect(textLimitForChannel({ provider: 'mastodon' }).maxLength).toBe(500);
  });
});
