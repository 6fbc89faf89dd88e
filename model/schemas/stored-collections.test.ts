// Every collection the security rules match or the functions write has its document schema in
// STORED_COLLECTIONS: a collection added without one fails here, naming it.

import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { STORED_COLLECTIONS } from './stored-collections';

const root = path.resolve(import.meta.dirname, '../..');
const patterns = Object.keys(STORED_COLLECTIONS);

/**
 * The collection paths (ids as *) that firestore.rules matches, nested matches joined; a
 * recursive wildcard (`{path=**}`, a collection-group rule) as **.
 */
function rulesCollections(text: string): string[] {
  const found: string[] = [];
  const stack: { depth: number; path: string }[] = [];
  let depth = 0;
  for (const line of text.split('\n')) {
    const code = line.replace(/\/\/.*$/, '');
    const match = /^\s*match\s+\/(\S+)\s*\{/.exec(code);
    if (match?.[1]) {
      while (stack.length > 0 && (stack.at(-1)?.depth ?? 0) >= depth) stack.pop();
      const own = match[1]
        .split('/')
        .map((part) => (/^\{\w+=\*\*\}$/.test(part) ? '**' : part.startsWith('{') ? '*' : part))
        .join('/');
      const full = [stack.at(-1)?.path, own].filter(Boolean).join('/');
      stack.push({ depth, path: full });
      if (!own.startsWith('databases/')) found.push(full);
    }
    for (const ch of code) {
      if (ch === '{') depth += 1;
      if (ch === '}') depth -= 1;
    }
  }
  return found.map((p) => p.replace(/^databases\/\*\/documents\//, ''));
}

/** The functions' sources that git knows of, tests, benches and test support left out. */
function functionSources(): string[] {
  return execFileSync(
    'git',
    ['ls-files', '--cached', '--others', '--exclude-standard', 'functions/src/*.ts'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter((file) => file && !/\.(test|bench)\.ts$|\/testing\//.test(file));
}

/** The collection names the functions name: collection('x'), collection(X) with const X = 'x', doc('x/…'). */
function functionsCollections(): string[] {
  const names = new Set<string>();
  for (const file of functionSources()) {
    const text = readFileSync(path.join(root, file), 'utf8');
    const constants = new Map(
      [...text.matchAll(/const\s+([A-Z_]+)\s*=\s*'([A-Za-z]+)'/g)].map((m) => [m[1], m[2]]),
    );
    for (const m of text.matchAll(/collection(?:Group)?\((?:'([A-Za-z]+)'|([A-Z_]+)\))/g)) {
      const name = m[1] ?? constants.get(m[2] ?? '');
      if (name) names.add(name);
    }
    for (const m of text.matchAll(/\bdoc\(['`]([A-Za-z]+)\//g)) if (m[1]) names.add(m[1]);
  }
  return [...names];
}

describe('every stored collection has a document schema', () => {
  it('covers each collection firestore.rules matches', () => {
    const rules = rulesCollections(readFileSync(path.join(root, 'firestore.rules'), 'utf8'));
    expect(rules.length).toBeGreaterThan(30);
    // A collection-group rule (**/name/*) covers a stored collection of that name at any depth.
    const covered = (collection: string) =>
      collection.startsWith('**/')
        ? patterns.some((pattern) => pattern.endsWith(collection.slice(2)))
        : patterns.includes(collection);
    expect(rules.filter((collection) => !covered(collection))).toEqual([]);
  });

  it('covers each collection the functions read or write', () => {
    const names = functionsCollections();
    expect(names).toContain('outbox');
    const known = new Set(patterns.map((p) => p.split('/').at(-2)));
    expect(names.filter((name) => !known.has(name))).toEqual([]);
  });

  it('reads the rules nesting right', () => {
    const rules = `match /databases/{database}/documents {\n  match /a/{x} {\n    match /b/{y} {\n    }\n  }\n  match /c/{z} { }\n  match /{path=**}/b/{y} { }\n}`;
    expect(rulesCollections(rules)).toEqual(['a/*', 'a/*/b/*', 'c/*', '**/b/*']);
  });

  it('has a schema that parses nothing but objects', () => {
    for (const schema of Object.values(STORED_COLLECTIONS)) {
      expect(v.safeParse(schema, 'not a document').success).toBe(false);
    }
  });
});
