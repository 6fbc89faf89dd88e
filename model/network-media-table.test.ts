// Every limit of every network's media rules is held by the checker: one file just inside the
// limit passes and one just past it is refused, for each network, so a value changed in the
// table is a value the composer and the server enforce. The documented values themselves are
// pinned below, each beside the page it comes from.

import { describe, expect, it } from 'vitest';
import {
  checkMedia,
  type MediaFacts,
  type MediaProblem,
  NETWORK_MEDIA_RULES,
  type NetworkMediaRules,
} from './network-media';

const networks = Object.entries(NETWORK_MEDIA_RULES);
const kinds = (rules: NetworkMediaRules, media: MediaFacts[]) =>
  checkMedia(rules, media).map((problem: MediaProblem) => problem.kind);
/** A test only for the networks that have the limit: the others have nothing to hold. */
const when = (has: unknown) => (has ? it : () => undefined);
const firstOf = (rules: NetworkMediaRules, prefix: string) =>
  Object.keys(rules.types).find((type) => type.startsWith(prefix));

describe.each(networks)('%s media rules', (network, rules) => {
  const video = firstOf(rules, 'video/');
  const image = firstOf(rules, 'image/');
  const any = (image ?? video ?? Object.keys(rules.types)[0]) as string;

  it('names the page that documents them', () => {
    if (network === 'sandbox') expect(rules.source).toBe('emulator/README.md');
    else expect(rules.source).toMatch(/^https:\/\/[a-z.]+\.[a-z]+\//);
  });

  it('takes as many attachments as allowed and refuses one more', () => {
    const many = (count: number) => Array.from({ length: count }, () => ({ contentType: any }));
    expect(kinds(rules, many(rules.maxMedia))).not.toContain('count');
    expect(kinds(rules, many(rules.maxMedia + 1))).toContain('count');
  });

  it('takes each type up to its size and refuses a byte more', () => {
    for (const [contentType, max] of Object.entries(rules.types)) {
      expect(kinds(rules, [{ contentType, size: max }])).toEqual([]);
      expect(kinds(rules, [{ contentType, size: max + 1 }])).toEqual(['size']);
    }
    expect(kinds(rules, [{ contentType: 'image/bmp' }])).toEqual(['type']);
  });

  when(video && rules.videoSeconds)('holds a video to its length', () => {
    const { min, max } = rules.videoSeconds as { min?: number; max: number };
    const clip = (seconds: number) => [{ contentType: video as string, seconds }];
    expect(kinds(rules, clip(max))).toEqual([]);
    expect(kinds(rules, clip(max + 1))).toEqual(['long']);
    if (min !== undefined) {
      expect(kinds(rules, clip(min))).toEqual([]);
      expect(kinds(rules, clip(min - 0.1))).toEqual(['short']);
    }
  });

  when(video && rules.frameRate)('holds a video to its frame rate', () => {
    const { min, max } = rules.frameRate as { min?: number; max: number };
    const clip = (frameRate: number) => [{ contentType: video as string, frameRate }];
    expect(kinds(rules, clip(max))).toEqual([]);
    expect(kinds(rules, clip(max + 1))).toEqual(['frameRate']);
    if (min !== undefined) expect(kinds(rules, clip(min - 1))).toEqual(['frameRate']);
  });

  when(video && rules.videoPixels)('holds a video to its frame size', () => {
    const { min = 1, max } = rules.videoPixels as { min?: number; max: number };
    const clip = (width: number, height: number) => [
      { contentType: video as string, width, height },
    ];
    expect(kinds(rules, clip(max, max))).not.toContain('pixels');
    expect(kinds(rules, clip(max + 1, max))).toContain('pixels');
    expect(kinds(rules, clip(min - 1, min))).toContain('pixels');
  });

  when(video && rules.videoCodecs)('takes H.264 and refuses a codec it does not list', () => {
    const clip = (codec: string) => [{ contentType: video as string, codec }];
    expect(kinds(rules, clip('avc1.640028'))).toEqual([]);
    expect(kinds(rules, clip('mp4v.20.9'))).toEqual(['codec']);
  });

  when(rules.altText)('takes alt text up to its length and refuses one character more', () => {
    const alt = (length: number) => [{ contentType: any, alt: 'é'.repeat(length) }];
    expect(kinds(rules, alt(rules.altText as number))).toEqual([]);
    expect(kinds(rules, alt((rules.altText as number) + 1))).toEqual(['alt']);
  });

  when(image && rules.imageAspect)('holds a picture to its shape', () => {
    const { min, max } = rules.imageAspect as { min: number; max: number };
    const picture = (ratio: number) => [
      { contentType: image as string, width: Math.round(ratio * 1000), height: 1000 },
    ];
    expect(kinds(rules, picture(min))).toEqual([]);
    expect(kinds(rules, picture(max))).toEqual([]);
    expect(kinds(rules, picture(min * 0.9))).toEqual(['aspect']);
    expect(kinds(rules, picture(max * 1.1))).toEqual(['aspect']);
  });

  when(video && rules.videoAspect)('holds a video to its shape', () => {
    const { min, max } = rules.videoAspect as { min: number; max: number };
    const clip = (ratio: number) => [
      { contentType: video as string, width: Math.round(ratio * 10_000), height: 10_000 },
    ];
    expect(kinds(rules, clip(min))).not.toContain('aspect');
    expect(kinds(rules, clip(max))).not.toContain('aspect');
    // Past the hundredth of slack either way (Instagram's bounds are 0.01 and 10).
    expect(kinds(rules, clip(max * 1.1))).toContain('aspect');
    expect(kinds(rules, clip(min / 3))).toContain('aspect');
  });
});

describe('the documented values', () => {
  const rules = (network: string) => NETWORK_MEDIA_RULES[network] as NetworkMediaRules;

  it('TikTok: videos of 3 s to 10 min, 23 to 60 fps, 360 to 4096 px, H.264, HEVC, VP8 or VP9', () => {
    expect(rules('tiktok')).toMatchObject({
      videoSeconds: { min: 3, max: 600 },
      frameRate: { min: 23, max: 60 },
      videoPixels: { min: 360, max: 4096 },
      source: 'https://developers.tiktok.com/doc/content-posting-api-media-transfer-guide',
    });
    expect(rules('tiktok').videoCodecs).toEqual(['avc1', 'avc3', 'hvc1', 'hev1', 'vp08', 'vp09']);
  });

  it('X: four pictures or one video of 0.5 to 140 s at up to 60 fps, alt text 1,000', () => {
    expect(rules('x')).toMatchObject({
      maxMedia: 4,
      videoSeconds: { min: 0.5, max: 140 },
      frameRate: { max: 60 },
      altText: 1000,
      alone: ['video/'],
    });
  });

  it('Bluesky three minutes and alt text of 2,000; Mastodon descriptions of 1,500', () => {
    expect(rules('bluesky')).toMatchObject({ videoSeconds: { max: 180 }, altText: 2000 });
    expect(rules('mastodon')).toMatchObject({ maxMedia: 4, altText: 1500 });
  });

  it('Instagram and Threads: H.264 or HEVC at 23 to 60 fps; reels up to 15 min, Threads 5', () => {
    for (const network of ['instagram', 'threads']) {
      expect(rules(network)).toMatchObject({ frameRate: { min: 23, max: 60 } });
      expect(rules(network).videoCodecs).toEqual(['avc1', 'avc3', 'hvc1', 'hev1']);
    }
    expect(rules('instagram').videoSeconds).toEqual({ min: 3, max: 900 });
    expect(rules('threads').videoSeconds).toEqual({ max: 300 });
  });

  it('LinkedIn 3 s to 30 min and alt text of 4,086; YouTube up to 12 hours; Pinterest pins 4 s to 15 min with alt text of 500', () => {
    expect(rules('linkedin')).toMatchObject({ videoSeconds: { min: 3, max: 1800 }, altText: 4086 });
    expect(rules('youtube').videoSeconds).toEqual({ min: 1, max: 43_200 });
    expect(rules('pinterest')).toMatchObject({ videoSeconds: { min: 4, max: 900 }, altText: 500 });
  });
});
