import { describe, expect, it } from 'vitest';
import { directionOf, pickLocale } from './locale';

describe('pickLocale', () => {
  it('prefers the locale the visitor chose before', () => {
    expect(pickLocale('ar', ['fr-FR'])).toBe('ar');
  });

  it('otherwise takes the first supported browser language', () => {
    expect(pickLocale(null, ['nl-NL', 'pt-BR', 'fr'])).toBe('pt');
    expect(pickLocale('klingon', ['ZH-cn'])).toBe('zh');
  });

  it('defaults to English', () => {
    expect(pickLocale(null, [])).toBe('en');
    expect(pickLocale(null, ['nl', 'sv'])).toBe('en');
  });
});

describe('directionOf', () => {
  it('writes Arabic right to left and the others left to right', () => {
    expect(directionOf('ar')).toBe('rtl');
    for (const locale of ['en', 'es', 'fr', 'it', 'pt', 'de', 'zh'] as const) {
      expect(directionOf(locale)).toBe('ltr');
    }
  });
});
