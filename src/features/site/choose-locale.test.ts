import { describe, expect, it } from 'vitest';
import { chooseLocale, offeredLocales } from './choose-locale';

const all = ['en', 'es', 'fr', 'it', 'pt', 'de', 'ar', 'zh'];

describe('offeredLocales', () => {
  it('keeps the enabled locales the app knows, in the app order', () => {
    expect(offeredLocales(['de', 'en', 'xx'])).toEqual(['en', 'de']);
  });

  it('offers every locale when settings name none the app knows', () => {
    expect(offeredLocales([])).toEqual(all);
    expect(offeredLocales(['xx'])).toEqual(all);
  });
});

describe('chooseLocale', () => {
  const base = { stored: null, browserLanguages: [], enabledLocales: all, defaultLocale: 'en' };

  it('keeps the visitor’s stored choice while it is enabled', () => {
    expect(chooseLocale({ ...base, stored: 'fr', browserLanguages: ['de'] })).toBe('fr');
  });

  it('drops a stored choice that is no longer enabled for the browser’s language', () => {
    expect(
      chooseLocale({
        ...base,
        stored: 'fr',
        browserLanguages: ['de-AT'],
        enabledLocales: ['en', 'de'],
      }),
    ).toBe('de');
  });

  it('takes the first browser language that is enabled', () => {
    expect(
      chooseLocale({ ...base, browserLanguages: ['ja', 'zh-CN', 'en'], enabledLocales: all }),
    ).toBe('zh');
  });

  it('uses the default locale when neither stored nor browser languages match', () => {
    expect(
      chooseLocale({
        ...base,
        browserLanguages: ['ja', 'fr'],
        enabledLocales: ['en', 'es'],
        defaultLocale: 'es',
      }),
    ).toBe('es');
  });

  it('falls back to the first enabled locale when the default is not enabled', () => {
    expect(chooseLocale({ ...base, enabledLocales: ['de', 'it'], defaultLocale: 'fr' })).toBe('it');
  });
});
