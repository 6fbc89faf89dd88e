import { readdirSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The README's folder table names every folder of the app, the functions and the emulator, so a
// newcomer finds where a thing lives; a new folder without its line fails here.
const ROOTS = ['model', 'src', 'functions/src', 'emulator'];
/** Folders of generated or per-language files, described by their parent's line. */
const COVERED_BY_PARENT = /^src\/i18n\/locales(\/|$)|\/node_modules(\/|$)/;

function folders(root: string): string[] {
  const out: string[] = [];
  for (const entry of readdirSync(root, { withFileTypes: true })) {
    if (!entry.isDirectory()) continue;
    const path = `${root}/${entry.name}`;
    if (COVERED_BY_PARENT.test(path)) continue;
    out.push(path, ...folders(path));
  }
  return out;
}

describe('README layout', () => {
  it('has a line for every folder under src/, functions/src/ and emulator/', () => {
    const readme = readFileSync('README.md', 'utf8');
    const all = ROOTS.flatMap(folders);
    expect(all.length).toBeGreaterThan(40);
    // Biome pads the table's cells, so a line is the folder's cell, whatever spaces follow it.
    const lines = new Set(
      [...readme.matchAll(/^\| `([^`]+)\/` +\|/gm)].map((match) => match[1] as string),
    );
    expect(all.filter((folder) => !lines.has(folder))).toEqual([]);
  });
});
