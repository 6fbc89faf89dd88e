import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  googleBusinessOptionsSchema,
  missingOptions,
  networkOptionsSchema,
  youtubeOptionsSchema,
} from './networkOptions';

describe('network settings', () => {
  it('asks only the chosen networks for what they require', () => {
    expect(missingOptions(['bluesky', 'x'], {})).toEqual([]);
    expect(missingOptions(['youtube', 'pinterest', 'tiktok'], {})).toEqual([
      { provider: 'youtube', field: 'title' },
      { provider: 'pinterest', field: 'board' },
      { provider: 'tiktok', field: 'privacyLevel' },
    ]);
    expect(
      missingOptions(['youtube', 'pinterest', 'tiktok', 'youtube'], {
        youtube: { title: 'How we bake' },
        pinterest: { board: '  ' },
        tiktok: { mode: 'inbox' },
      }),
    ).toEqual([{ provider: 'pinterest', field: 'board' }]);
  });

  it('requires the title and dates of a Google event or offer, not of an update', () => {
    expect(
      missingOptions(['google_business'], { google_business: { topicType: 'STANDARD' } }),
    ).toEqual([]);
    expect(
      missingOptions(['google_business'], {
        google_business: { topicType: 'OFFER', eventTitle: 'Two for one', startsAt: '2026-12-01' },
      }),
    ).toEqual([{ provider: 'google_business', field: 'endsAt' }]);
  });

  it('validates each network’s fields strictly', () => {
    expect(v.safeParse(youtubeOptionsSchema, { title: 'x'.repeat(101) }).success).toBe(false);
    expect(v.safeParse(youtubeOptionsSchema, { title: 'Ok', privacy: 'friends' }).success).toBe(
      false,
    );
    expect(v.safeParse(youtubeOptionsSchema, { title: 'Ok', extra: 1 }).success).toBe(false);
    expect(
      v.safeParse(googleBusinessOptionsSchema, { topicType: 'EVENT', startsAt: '2026-12-05T10:00' })
        .success,
    ).toBe(true);
    expect(v.safeParse(googleBusinessOptionsSchema, { startsAt: 'tomorrow' }).success).toBe(false);
    expect(
      v.safeParse(networkOptionsSchema, { youtube: { title: 'x', shorts: true } }).success,
    ).toBe(true);
    expect(v.safeParse(networkOptionsSchema, { 'a/b': {} }).success).toBe(false);
  });
});
