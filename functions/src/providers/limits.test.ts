import { describe, expect, it } from 'vitest';
import { BLUESKY_LIMITS } from './bluesky/bluesky';
import { checkLimits, countGraphemes, countMastodon } from './limits';
import { LINKEDIN_LIMITS } from './linkedin/linkedin';
import { MASTODON_DEFAULT_LIMITS } from './mastodon/mastodon';
import { X_LIMITS } from './x/x';

describe('text length as the networks count it', () => {
  it('counts a family emoji and an accented letter as one grapheme each', () => {
    expect(countGraphemes('👨‍👩‍👧e\u0301')).toBe(2);
  });

  it('counts a Mastodon link as 23 characters and a remote mention by its user part', () => {
    expect(countMastodon(`see https://example.com/${'x'.repeat(100)}`)).toBe(4 + 23);
    expect(countMastodon('hi @alice@example.social')).toBe('hi @alice'.length);
  });
});

describe('checkLimits', () => {
  it('accepts 300 graphemes on Bluesky and refuses 301', () => {
    expect(checkLimits(BLUESKY_LIMITS, '😀'.repeat(300), [])).toEqual([]);
    expect(checkLimits(BLUESKY_LIMITS, '😀'.repeat(301), [])).toEqual([
      'The text is 301 characters long; at most 300 fit.',
    ]);
  });

  it("counts X's weights: 140 CJK characters fit, 141 do not", () => {
    expect(checkLimits(X_LIMITS, '字'.repeat(140), [])).toEqual([]);
    expect(checkLimits(X_LIMITS, '字'.repeat(141), [])).toEqual([
      'The text is 282 characters long; at most 280 fit.',
    ]);
  });

  it('allows 3,000 characters on LinkedIn, a video alone, and refuses audio there', () => {
    expect(checkLimits(LINKEDIN_LIMITS, 'x'.repeat(3000), [])).toEqual([]);
    expect(checkLimits(LINKEDIN_LIMITS, 'x', [{ contentType: 'video/mp4', size: 1 }])).toEqual([]);
    expect(
      checkLimits(LINKEDIN_LIMITS, 'x'.repeat(3001), [
        { contentType: 'audio/mpeg', size: 1 },
        { contentType: 'video/mp4', size: 1 },
      ]),
    ).toEqual([
      'The text is 3001 characters long; at most 3000 fit.',
      'Attachment 1: audio/mpeg is not accepted.',
      'A video or a document goes alone in a post, without other attachments.',
      'Images and videos cannot be mixed in one post.',
    ]);
  });

  it('names media that are too many, too big, of a refused type or mixed', () => {
    const problems = checkLimits(MASTODON_DEFAULT_LIMITS, 'x', [
      { contentType: 'image/png', size: 20 * 1024 * 1024 },
      { contentType: 'application/pdf', size: 10 },
      { contentType: 'video/mp4', size: 10 },
      { contentType: 'image/png', size: 10 },
      { contentType: 'image/png', size: 10 },
    ]);
    expect(problems).toEqual([
      '5 attachments; at most 4 are allowed.',
      'Attachment 1 is 20971520 bytes; at most 16777216 are accepted.',
      'Attachment 2: application/pdf is not accepted.',
      'Images and videos cannot be mixed in one post.',
    ]);
  });
});

describe('the composer and the publisher agree on every network', () => {
  it('counts the text of each new network as its adapter does', async () => {
    const { NETWORK_TEXT_LIMITS } = await import('@model/network-limits');
    const { providerFor } = await import('./registry');
    for (const [provider, limit] of Object.entries(NETWORK_TEXT_LIMITS)) {
      const limits = await providerFor(provider).limits({}, { saveSecrets: async () => undefined });
      expect([provider, limits.maxLength, limits.lengthCounting]).toEqual([
        provider,
        limit.maxLength,
        limit.counting,
      ]);
    }
  });

  it("takes every network's media rules from the table the composer explains", async () => {
    const { NETWORK_MEDIA_RULES } = await import('@model/network-media');
    const { providerFor } = await import('./registry');
    const networks = Object.keys(NETWORK_MEDIA_RULES).filter((id) => id !== 'mastodon');
    expect(networks.length).toBeGreaterThanOrEqual(12);
    for (const provider of networks) {
      const rules = NETWORK_MEDIA_RULES[provider];
      const limits = await providerFor(provider).limits({}, { saveSecrets: async () => undefined });
      expect([provider, limits.maxMedia, limits.media, limits.mixedMedia]).toEqual([
        provider,
        rules?.maxMedia,
        rules?.types,
        rules?.mixed,
      ]);
      expect([provider, limits.videoSeconds, limits.videoAspect]).toEqual([
        provider,
        rules?.videoSeconds,
        rules?.videoAspect,
      ]);
    }
  });

  it("refuses a picture outside the network's shape and a video too long, before sending", async () => {
    const { INSTAGRAM_LIMITS } = await import('./instagram');
    const { X_LIMITS } = await import('./x/x');
    expect(
      checkLimits(INSTAGRAM_LIMITS, 'Hi', [
        { contentType: 'image/jpeg', width: 1000, height: 2000 },
      ]),
    ).toEqual(['Attachment 1 is 1:2; between 4:5 and 1.91:1 is accepted.']);
    expect(
      checkLimits(INSTAGRAM_LIMITS, 'Hi', [
        { contentType: 'image/jpeg', width: 1080, height: 1350 },
      ]),
    ).toEqual([]);
    expect(checkLimits(X_LIMITS, 'Hi', [{ contentType: 'video/mp4', seconds: 141 }])).toEqual([
      'Attachment 1 lasts 2 min 21 sec; videos up to 2 min 20 sec are allowed.',
    ]);
  });
});
