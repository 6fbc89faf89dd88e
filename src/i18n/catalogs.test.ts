/// <reference types="node" />
import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { SUPPORTED_LOCALES } from '@model/constants';
import { describe, expect, it } from 'vitest';
import { loadCatalog } from './catalogs';

const here = path.dirname(fileURLToPath(import.meta.url));
const srcDir = path.resolve(here, '..');

/** msgid → msgstr of a PO catalog (single-line entries, as lingui writes them). */
function readPo(locale: string): Map<string, string> {
  const text = readFileSync(path.join(here, 'locales', locale, 'messages.po'), 'utf8');
  const entries = new Map<string, string>();
  for (const match of text.matchAll(/^msgid "(.+)"\nmsgstr "(.*)"$/gm)) {
    entries.set(JSON.parse(`"${match[1]}"`), JSON.parse(`"${match[2]}"`));
  }
  return entries;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === 'locales' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(name) && !name.includes('.test.') ? [full] : [];
  });
}

/** Every message descriptor written in the source: id and English text. */
function descriptorsInSource(): Map<string, string> {
  const found = new Map<string, string>();
  const pattern = /\/\*i18n\*\/\s*\{\s*id:\s*'([^']+)',\s*message:\s*'((?:[^'\\]|\\.)*)'/g;
  for (const file of sourceFiles(srcDir)) {
    for (const match of readFileSync(file, 'utf8').matchAll(pattern)) {
      found.set(match[1]!, match[2]!.replace(/\\'/g, "'"));
    }
  }
  return found;
}

const english = readPo('en');

describe('message catalogs', () => {
  it('has an English catalog with the messages of the source', () => {
    const source = descriptorsInSource();
    expect(source.size).toBeGreaterThan(100);
    for (const [id, message] of source) {
      expect(
        english.get(id),
        `en catalog lacks or differs for ${id}; run npm run i18n:extract`,
      ).toBe(message);
    }
  });

  it.each(SUPPORTED_LOCALES.filter((locale) => locale !== 'en'))(
    'translates every English message id in %s',
    (locale) => {
      const catalog = readPo(locale);
      const missing = [...english.keys()].filter((id) => !catalog.get(id)?.trim());
      expect(missing, `untranslated in ${locale}`).toEqual([]);
    },
  );

  it.each(SUPPORTED_LOCALES)('compiles %s with every id of the English catalog', async (locale) => {
    const messages = await loadCatalog(locale);
    expect(Object.keys(messages).sort(), `run npm run i18n:compile for ${locale}`).toEqual(
      [...english.keys()].sort(),
    );
  });

  // The arguments of an ICU message: a brace opened in message text (even depth) starts an
  // argument; one opened inside an argument (odd depth) starts a select or plural branch, whose
  // text may hold arguments again. `{Created}` in `{type, select, created {Created}}` is text.
  const placeholders = (text: string) => {
    const names: string[] = [];
    let depth = 0;
    for (let i = 0; i < text.length; i++) {
      if (text[i] === '{') {
        const name = depth % 2 === 0 ? /^\{\s*(\w+)/.exec(text.slice(i))?.[1] : undefined;
        if (name) names.push(name);
        depth++;
      } else if (text[i] === '}') depth--;
    }
    return names.sort();
  };

  it('reads arguments, not select branches, as placeholders', () => {
    expect(placeholders('{type, select, created {Created} other {Changed}} by {who}')).toEqual([
      'type',
      'who',
    ]);
    expect(placeholders('{count, plural, one {# post by {who}} other {# posts}}')).toEqual([
      'count',
      'who',
    ]);
  });

  it('keeps the ICU placeholders of each English message in every translation', () => {
    for (const locale of SUPPORTED_LOCALES) {
      const catalog = readPo(locale);
      for (const [id, message] of english) {
        expect(placeholders(catalog.get(id) ?? ''), `${locale} ${id}`).toEqual(
          placeholders(message),
        );
      }
    }
  });
});
