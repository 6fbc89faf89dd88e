import { describe, expect, it } from 'vitest';
import {
  BLUESKY_TEXT_LIMIT,
  countGraphemes,
  countMastodon,
  countText,
  countX,
  LINKEDIN_TEXT_LIMIT,
  MASTODON_TEXT_LIMIT,
  textLimitForChannel,
  X_TEXT_LIMIT,
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

describe('countX (twitter-text configuration v3)', () => {
  it('weighs Latin, Greek, Cyrillic and general punctuation 1 each', () => {
    expect(countX('Hello, world')).toBe(12);
    expect(countX('Ωμέγα и всё')).toBe(11);
    expect(countX('“quoted” – ‘x’')).toBe(14);
    // U+2030 lies just outside the light punctuation ranges.
    expect(countX('‰')).toBe(2);
  });

  it('weighs CJK, Hangul and other code points outside the light ranges 2 each', () => {
    expect(countX('漢字かな')).toBe(8);
    expect(countX('한국어')).toBe(6);
    expect(countX('ok 日本')).toBe(3 + 4);
  });

  it('weighs any emoji 2, whatever it is made of', () => {
    expect(countX('😀')).toBe(2);
    expect(countX('👨‍👩‍👧‍👦')).toBe(2);
    expect(countX('🇫🇷')).toBe(2);
    expect(countX('1️⃣')).toBe(2);
    expect(countX('👍🏽 ok')).toBe(2 + 3);
    expect(countX('©')).toBe(1);
  });

  it('weighs every link 23, with or without a scheme, leaving trailing punctuation out', () => {
    expect(countX(`see https://example.com/${'a'.repeat(80)}`)).toBe(4 + 23);
    expect(countX('go to example.com.')).toBe(6 + 23 + 1);
    expect(countX('http://t.co')).toBe(23);
    expect(countX('a@b.com is mail, not a link')).toBe(27);
  });

  it('counts a decomposed accent as one letter, as X compares text in NFC', () => {
    expect(countX('e\u0301')).toBe(1);
  });

  it('lets 280 Latin letters or 140 CJK characters fit, and not one more', () => {
    expect(countText(X_TEXT_LIMIT, 'a'.repeat(280))).toBe(280);
    expect(countText(X_TEXT_LIMIT, '字'.repeat(140))).toBe(280);
    expect(countText(X_TEXT_LIMIT, `${'字'.repeat(140)}a`)).toBeGreaterThan(X_TEXT_LIMIT.maxLength);
  });
});

describe('countText against the network limits', () => {
  it('counts LinkedIn in UTF-16 code units up to 3,000', () => {
    expect(LINKEDIN_TEXT_LIMIT.maxLength).toBe(3000);
    expect(countText(LINKEDIN_TEXT_LIMIT, 'a😀')).toBe(3);
  });

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
    expect(textLimitForChannel({ provider: 'x', maxLength: 9999 })).toEqual(X_TEXT_LIMIT);
    expect(textLimitForChannel({ provider: 'linkedin' })).toEqual(LINKEDIN_TEXT_LIMIT);
  });
});
