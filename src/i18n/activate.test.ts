// @vitest-environment happy-dom
import { i18n } from '@lingui/core';
import { afterAll, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];
vi.mock('./catalogs', () => ({
  loadCatalog: async (locale: string, parts: string[]) => {
    calls.push(`${locale}:${parts.join('+')}`);
    return Object.fromEntries(parts.map((part) => [`${part}.word`, `${locale} ${part}`]));
  },
}));

const { activateLocale, loadAdminMessages, loadAllMessages } = await import('./activate');

afterAll(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('lang');
  document.documentElement.removeAttribute('dir');
});

describe('the catalog parts a language loads', () => {
  it('loads the site part first, each further part once when asked, and all asked in the next language', async () => {
    await activateLocale('en', false);
    expect(calls).toEqual(['en:site']);
    await loadAdminMessages();
    await loadAdminMessages();
    expect(calls).toEqual(['en:site', 'en:admin']);
    expect(i18n._('admin.word')).toBe('en admin');
    // Another language brings the parts screens asked for with its site part, and no more.
    await activateLocale('ar', false);
    expect(calls.at(-1)).toBe('ar:site+admin');
    expect(i18n._('admin.word')).toBe('ar admin');
    expect(document.documentElement.dir).toBe('rtl');
    await loadAllMessages();
    expect(calls.at(-1)).toBe('ar:rest');
    expect(i18n._('rest.word')).toBe('ar rest');
    await activateLocale('fr', false);
    expect(calls.at(-1)).toBe('fr:site+admin+rest');
    expect(calls).toHaveLength(5);
  });
});
