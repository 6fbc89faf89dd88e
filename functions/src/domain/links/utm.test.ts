import { DEFAULT_LINK_SETTINGS } from '@model/schemas/growth/links';
import { describe, expect, it } from 'vitest';
import { linksIn, mapLinks, tagUrl, utmFor } from './utm';

const params = { source: 'mastodon', medium: 'social', campaign: 'spring' };

describe('tagUrl', () => {
  it('adds the missing parameters and keeps the ones the author wrote', () => {
    expect(tagUrl('https://shop.example/a?x=1', params)).toBe(
      'https://shop.example/a?x=1&utm_source=mastodon&utm_medium=social&utm_campaign=spring',
    );
    expect(tagUrl('https://shop.example/?utm_source=news', params)).toBe(
      'https://shop.example/?utm_source=news&utm_medium=social&utm_campaign=spring',
    );
  });

  it('leaves out empty values and keeps a fragment last', () => {
    expect(tagUrl('https://a.example/p#top', { ...params, campaign: '' })).toBe(
      'https://a.example/p?utm_source=mastodon&utm_medium=social#top',
    );
  });
});

describe('links in text', () => {
  it('finds links without the punctuation that ends the sentence', () => {
    expect(linksIn('Read https://a.example/x. And (http://b.example/y)!')).toEqual([
      'https://a.example/x',
      'http://b.example/y',
    ]);
  });

  it('changes only the links', () => {
    expect(mapLinks('See https://a.example, now.', (link) => `${link}/z`)).toBe(
      'See https://a.example/z, now.',
    );
  });
});

describe('utmFor', () => {
  const settings = { ...DEFAULT_LINK_SETTINGS, utm: true, campaign: 'always' };
  it('names the network, else the workspace source', () => {
    expect(utmFor(settings, 'bluesky', {}).source).toBe('bluesky');
    expect(utmFor({ ...settings, source: 'agency' }, 'bluesky', {}).source).toBe('agency');
  });

  it('takes the campaign from the post, then its series, then the workspace', () => {
    expect(utmFor(settings, 'x', { campaign: 'Black Friday' }).campaign).toBe('Black-Friday');
    expect(utmFor(settings, 'x', { series: { id: 's1' } }).campaign).toBe('series-s1');
    expect(utmFor(settings, 'x', {}).campaign).toBe('always');
  });
});
