import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';

// One casing rule for src/ and the kernel (model/): a module whose default or main export is a React component is named
// like the component (PascalCase.tsx); every other module, hooks and .tsx helpers included, is
// kebab-case. A test file takes the name of the module it tests. So a name says what a file is,
// and two files never differ only by case.
const COMPONENT = /^[A-Z][A-Za-z0-9]*\.tsx$/;
const MODULE = /^[a-z0-9]+(-[a-z0-9]+)*\.(ts|tsx)$/;

/**
 * A module named before the rule, kept while work in progress elsewhere imports it by this name;
 * rename it together with its importers.
 */
const KNOWN_OUTLIERS = new Set(['model/schemas/channels/networkOptions.ts']);

function sources(): string[] {
  const out = execFileSync(
    'git',
    [
      'ls-files',
      '--cached',
      '--others',
      '--exclude-standard',
      'src/*.ts',
      'src/*.tsx',
      'model/*.ts',
    ],
    { encoding: 'utf8' },
  );
  return out
    .split('\n')
    .filter(Boolean)
    .filter((file) => !file.endsWith('.d.ts') && !file.includes('/locales/'));
}

/** The file name a test's module has: `Page.test.tsx` tests `Page.tsx` (or `Page.ts`). */
function ownName(file: string): string {
  const base = file.slice(file.lastIndexOf('/') + 1);
  return base.replace(/\.test\.(ts|tsx)$/, '.$1');
}

function follows(file: string): boolean {
  const name = ownName(file);
  if (MODULE.test(name) || COMPONENT.test(name)) return true;
  // A component's test may be a .ts file.
  return /\.test\.ts$/.test(file) && COMPONENT.test(name.replace(/\.ts$/, '.tsx'));
}

describe('file names in src/ and model/', () => {
  it('are PascalCase for components and kebab-case for every other module', () => {
    const files = sources();
    expect(files.length).toBeGreaterThan(300);
    const outliers = files.filter(
      (file) => !follows(file) && !KNOWN_OUTLIERS.has(file.replace('.test.', '.')),
    );
    expect(outliers).toEqual([]);
  });

  it('tells the two kinds apart', () => {
    expect(['src/ui/Dialog.tsx', 'src/ui/use-load.ts', 'src/ui/variant.tsx'].every(follows)).toBe(
      true,
    );
    expect(follows('src/lib/postWarnings.ts')).toBe(false);
    expect(follows('src/ui/dialog_box.tsx')).toBe(false);
    expect(follows('src/ui/Helpers.ts')).toBe(false);
  });

  it('keeps the outlier list honest', () => {
    const files = new Set(sources());
    for (const outlier of KNOWN_OUTLIERS) expect(files.has(outlier), outlier).toBe(true);
  });
});
