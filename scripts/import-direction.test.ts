// Imports flow one way: src/app composes features, features build on the shared layers
// (src/ui, src/lib, src/session, src/firebase), and only src/firebase talks to the Firebase SDK,
// so replacing a feature or the SDK touches one place. The app, the functions and the emulator
// share the kernel in model/ (imported as @model) and nothing else: the kernel imports none of
// them, and nothing in functions/ or emulator/ imports the app, so a change to the app's folder
// is never a change to the server. Every static import, re-export, dynamic `import('…')`,
// `import('…')` type, `require('…')` and vi.mock specifier is read with the TypeScript parser, test
// files included.

import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '..');

interface Edge {
  /** The importing file, relative to the repository root with forward slashes. */
  from: string;
  /** The specifier as written. */
  specifier: string;
  /** For a relative specifier, the imported path relative to the root; else the specifier. */
  target: string;
}

function sourceFiles(dir: string): string[] {
  const files: string[] = [];
  for (const entry of readdirSync(join(root, dir), { withFileTypes: true })) {
    const path = `${dir}/${entry.name}`;
    if (entry.name === 'node_modules' || path === 'functions/lib') continue;
    if (entry.isDirectory()) files.push(...sourceFiles(path));
    else if (/\.(ts|tsx|mts|mjs)$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      files.push(path);
    }
  }
  return files;
}

/** Calls that load a module as `import('…')` does. */
const MODULE_CALLS = new Set([
  'require',
  'require.resolve',
  'vi.mock',
  'vi.doMock',
  'vi.importActual',
]);

/** The kernel's path alias (tsconfig.base.json), read as the folder it stands for. */
const KERNEL_ALIAS = /^@model(\/|$)/;

function specifiersOf(file: string): string[] {
  const text = readFileSync(join(root, file), 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        MODULE_CALLS.has(node.expression.getText(source))) &&
      node.arguments[0]
    ) {
      const argument = node.arguments[0];
      // A computed dynamic import cannot be checked, so it is not allowed at all.
      found.push(ts.isStringLiteralLike(argument) ? argument.text : '<computed>');
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

function edgesOf(dir: string): Edge[] {
  return sourceFiles(dir).flatMap((from) =>
    specifiersOf(from).map((specifier) => ({
      from,
      specifier,
      target: specifier.startsWith('.')
        ? relative(root, resolve(root, dirname(from), specifier))
            .split(sep)
            .join('/')
        : specifier.replace(KERNEL_ALIAS, 'model$1'),
    })),
  );
}

const appEdges = edgesOf('src');
const kernelEdges = edgesOf('model');
const functionsEdges = edgesOf('functions');
const emulatorEdges = edgesOf('emulator');

const inside = (path: string, folder: string) => path === folder || path.startsWith(`${folder}/`);
const featureOf = (path: string) => /^src\/features\/([^/]+)/.exec(path)?.[1] ?? null;
const show = (edges: Edge[]) => edges.map((edge) => `${edge.from} -> ${edge.specifier}`);

describe('import direction', () => {
  it('reads static, dynamic and type imports alike', () => {
    // The route table loads every page with import('…'); if those went unseen, the checks
    // below would pass for the wrong reason.
    const routes = appEdges.filter((edge) => edge.from === 'src/app/signed-in-routes.ts');
    expect(routes.some((edge) => inside(edge.target, 'src/features'))).toBe(true);
    expect(appEdges.some((edge) => edge.specifier === '<computed>')).toBe(false);
  });

  it('reads require and vi.mock calls too, and the kernel through its alias', () => {
    // ChannelsPanel.test.tsx names its API module only as the module it mocks.
    expect(specifiersOf('src/features/channels/ChannelsPanel.test.tsx')).toContain(
      '../../firebase/channels',
    );
    expect(specifiersOf('emulator/stack/lean-functions-worker.test.ts')).toContain('<computed>');
    expect(functionsEdges.some((edge) => inside(edge.target, 'model'))).toBe(true);
    expect(emulatorEdges.some((edge) => inside(edge.target, 'model'))).toBe(true);
  });

  it('the kernel imports nothing of the app, the functions, the emulator or the tests', () => {
    const wrong = kernelEdges.filter((edge) =>
      ['src', 'functions', 'emulator', 'test', 'scripts'].some((folder) =>
        inside(edge.target, folder),
      ),
    );
    expect(show(wrong)).toEqual([]);
  });

  it('nothing in functions/ or emulator/ imports a path under src/', () => {
    const wrong = [...functionsEdges, ...emulatorEdges].filter((edge) =>
      inside(edge.target, 'src'),
    );
    expect(show(wrong)).toEqual([]);
  });

  it('the deployed functions stand on nothing of the emulator or the tests', () => {
    const deployed = functionsEdges.filter((edge) => !/\.(test|bench)\.ts$/.test(edge.from));
    const wrong = deployed.filter((edge) =>
      ['emulator', 'test'].some((folder) => inside(edge.target, folder)),
    );
    expect(show(wrong)).toEqual([]);
  });

  it('callables and the REST API share request helpers through functions/src/request, not each other', () => {
    const wrong = functionsEdges.filter(
      (edge) =>
        (inside(edge.from, 'functions/src/callable') &&
          inside(edge.target, 'functions/src/http')) ||
        (inside(edge.from, 'functions/src/http') && inside(edge.target, 'functions/src/callable')),
    );
    expect(show(wrong)).toEqual([]);
  });

  it('src/lib imports nothing of the app outside src/lib', () => {
    const wrong = appEdges.filter(
      (edge) =>
        inside(edge.from, 'src/lib') &&
        inside(edge.target, 'src') &&
        !inside(edge.target, 'src/lib'),
    );
    expect(show(wrong)).toEqual([]);
  });

  it('src/ui imports no feature, no screen composition and not src/firebase', () => {
    const wrong = appEdges.filter(
      (edge) =>
        inside(edge.from, 'src/ui') &&
        ['src/features', 'src/app', 'src/firebase'].some((folder) => inside(edge.target, folder)),
    );
    expect(show(wrong)).toEqual([]);
  });

  it('src/firebase builds on src/lib alone, so it and src/session never depend on each other', () => {
    const wrong = appEdges.filter(
      (edge) =>
        inside(edge.from, 'src/firebase') &&
        inside(edge.target, 'src') &&
        !inside(edge.target, 'src/firebase') &&
        !inside(edge.target, 'src/lib'),
    );
    expect(show(wrong)).toEqual([]);
  });

  it('src/session imports no feature, no screen composition and no shared component', () => {
    const wrong = appEdges.filter(
      (edge) =>
        inside(edge.from, 'src/session') &&
        ['src/features', 'src/app', 'src/ui'].some((folder) => inside(edge.target, folder)),
    );
    expect(show(wrong)).toEqual([]);
  });

  it('features import neither each other nor src/app: src/app hands a page the parts it shows', () => {
    const wrong = appEdges.filter((edge) => {
      const from = featureOf(edge.from);
      if (from === null) return false;
      const to = featureOf(edge.target);
      return (to !== null && to !== from) || inside(edge.target, 'src/app');
    });
    expect(show(wrong)).toEqual([]);
  });

  it('only src/firebase imports the Firebase SDK', () => {
    const wrong = appEdges.filter(
      (edge) =>
        /^(firebase|@firebase\/[^/]+)(\/|$)/.test(edge.target) &&
        !inside(edge.from, 'src/firebase'),
    );
    expect(show(wrong)).toEqual([]);
  });
});
