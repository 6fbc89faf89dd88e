// The pieces of rewrite-imports.ts that decide, without touching the disk: where a specifier
// points, which specifiers a file holds, and what a path was called before and after the moves.

import { posix } from 'node:path';
import ts from 'typescript';

/** Renamed files, old path to new, and the files the tree holds now (paths from the root). */
export class Moves {
  private readonly newToOld = new Map<string, string>();

  constructor(
    private readonly oldToNew: Map<string, string>,
    readonly files: Set<string>,
  ) {
    for (const [old, now] of oldToNew) this.newToOld.set(now, old);
  }

  existsNow(path: string): boolean {
    return this.files.has(path);
  }

  /** Whether the tree held the path before the moves. */
  existsOld(path: string): boolean {
    return this.oldToNew.has(path) || (this.files.has(path) && !this.newToOld.has(path));
  }

  /** Where a file was, most recent move first (a file may have moved in several rounds). */
  oldPathsOf(path: string): string[] {
    const out: string[] = [];
    for (
      let old = this.newToOld.get(path);
      old && !out.includes(old);
      old = this.newToOld.get(old)
    ) {
      out.push(old);
    }
    return out;
  }

  /** Where a file is now, following every round of moves. */
  newPathOf(path: string): string {
    const seen = new Set<string>();
    let now = path;
    while (this.oldToNew.has(now) && !seen.has(now)) {
      seen.add(now);
      now = this.oldToNew.get(now) as string;
    }
    return now;
  }

  /**
   * Where an old file or folder is now: a folder only when everything in it moved the same way
   * (part of src/lib moved to model/, so `src/lib` itself names no single folder).
   */
  movedPath(path: string): string | undefined {
    const file = this.oldToNew.get(path);
    if (file) return file;
    if (this.files.has(path)) return undefined;
    let folder: string | undefined;
    for (const [old, now] of this.oldToNew) {
      if (!old.startsWith(`${path}/`)) continue;
      const rest = old.slice(path.length);
      if (!now.endsWith(rest)) return undefined;
      const moved = now.slice(0, now.length - rest.length);
      if (folder !== undefined && folder !== moved) return undefined;
      folder = moved;
    }
    if (folder === undefined) return undefined;
    // A file still under the old folder means the folder did not move as a whole.
    for (const file of this.files) {
      if (file.startsWith(`${path}/`) && !this.newToOld.has(file)) return undefined;
    }
    return folder;
  }
}

/** The lines of a moves file: `old new`, blank lines and `#` comments ignored. */
export function readMoves(text: string): [string, string][] {
  return text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean)
    .map((line) => {
      const [old, now] = line.split(/\s+/);
      if (!old || !now) throw new Error(`a move needs an old and a new path: ${line}`);
      return [old, now];
    });
}

export interface Alias {
  /** As written in a specifier, `@model`. */
  prefix: string;
  /** The folder it stands for, from the root, `model`. */
  folder: string;
}

/** The path aliases of tsconfig.base.json's text (`"@model/*": ["./model/*"]`). */
export function aliasesOf(text: string): Alias[] {
  // tsconfig allows comments, so TypeScript reads it.
  const config = ts.parseConfigFileTextToJson('tsconfig.base.json', text).config;
  const paths: Record<string, string[]> = config?.compilerOptions?.paths ?? {};
  return Object.entries(paths).map(([key, [value]]) => ({
    prefix: key.replace(/\/\*$/, ''),
    folder: posix.normalize((value ?? '').replace(/\/\*$/, '')),
  }));
}

export type Form = 'exact' | 'extension' | 'index' | 'js-for-ts';

const EXTENSIONS = ['.ts', '.tsx', '.mts', '.cts', '.js', '.mjs', '.cjs', '.json'];

/** The file a specifier names from `importer`, by the bundler's rules, and how it was written. */
export function resolveModule(
  specifier: string,
  importer: string,
  aliases: Alias[],
  exists: (path: string) => boolean,
): { file: string; form: Form } | undefined {
  let base: string | undefined;
  if (specifier === '.' || specifier === '..' || /^\.\.?\//.test(specifier)) {
    base = posix.normalize(posix.join(posix.dirname(importer), specifier));
  } else {
    const alias = aliases.find(
      (a) => specifier === a.prefix || specifier.startsWith(`${a.prefix}/`),
    );
    if (alias) base = posix.normalize(alias.folder + specifier.slice(alias.prefix.length));
  }
  if (base === undefined || base.startsWith('..')) return undefined;
  if (exists(base)) return { file: base, form: 'exact' };
  for (const extension of EXTENSIONS) {
    if (exists(base + extension)) return { file: base + extension, form: 'extension' };
  }
  if (/\.(js|mjs|cjs)$/.test(base)) {
    const stem = base.replace(/\.(js|mjs|cjs)$/, '');
    for (const extension of ['.ts', '.tsx', '.mts']) {
      if (exists(stem + extension)) return { file: stem + extension, form: 'js-for-ts' };
    }
  }
  for (const extension of EXTENSIONS) {
    if (exists(`${base}/index${extension}`)) {
      return { file: `${base}/index${extension}`, form: 'index' };
    }
  }
  return undefined;
}

/** Calls whose first argument is a module specifier. */
const MODULE_CALLS = new Set([
  'require',
  'require.resolve',
  'vi.mock',
  'vi.doMock',
  'vi.unmock',
  'vi.doUnmock',
  'vi.importActual',
  'vi.importMock',
]);

/** Where each module specifier of a source file sits (the text between its quotes). */
export function specifierSpans(
  file: string,
  text: string,
): { start: number; end: number; text: string }[] {
  const kind = /\.tsx$/.test(file)
    ? ts.ScriptKind.TSX
    : /\.m?js$|\.cjs$/.test(file)
      ? ts.ScriptKind.JS
      : ts.ScriptKind.TS;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const spans: { start: number; end: number; text: string }[] = [];
  const add = (literal: ts.Node) => {
    if (!ts.isStringLiteralLike(literal)) return;
    spans.push({
      start: literal.getStart(source) + 1,
      end: literal.getEnd() - 1,
      text: literal.text,
    });
  };
  const visit = (node: ts.Node): void => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) {
      add(node.moduleSpecifier);
    } else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference)
    ) {
      add(node.moduleReference.expression);
    } else if (ts.isCallExpression(node) && node.arguments[0]) {
      const callee =
        node.expression.kind === ts.SyntaxKind.ImportKeyword
          ? 'import'
          : node.expression.getText(source);
      if (callee === 'import' || MODULE_CALLS.has(callee)) add(node.arguments[0]);
    } else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) {
      add(node.argument.literal);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return spans.sort((a, b) => a.start - b.start);
}

/** A file's text with its specifiers (code) and written paths (code, config, prose) moved. */
export function rewriteFile(
  file: string,
  text: string,
  moves: Moves,
  aliases: Alias[],
  kind: { code: boolean; config: boolean },
): string {
  const out = kind.code ? rewriteSpecifiers(file, text, moves, aliases) : text;
  return rewriteMentions(file, out, moves, kind.config);
}

function rewriteSpecifiers(file: string, text: string, moves: Moves, aliases: Alias[]): string {
  const spans = specifierSpans(file, text);
  let out = text;
  // From the end, so the earlier offsets stay true.
  for (const span of spans.reverse()) {
    const now = resolveModule(span.text, file, aliases, (p) => moves.existsNow(p));
    if (now) continue;
    // A path that ever existed: before the moves, or after an earlier round of them.
    const existed = (p: string) => moves.existsOld(p) || moves.existsNow(p);
    // Read from where the file was (in any earlier round); or from where it is, for a specifier
    // an earlier run already wrote for this place that names a file moved since.
    let old: ReturnType<typeof resolveModule>;
    for (const importer of [...moves.oldPathsOf(file), file]) {
      old = resolveModule(span.text, importer, aliases, existed);
      if (old) break;
    }
    if (!old) continue;
    const target = moves.newPathOf(old.file);
    if (!moves.existsNow(target)) continue;
    const written = writeSpecifier(file, target, old.form, aliases);
    out = out.slice(0, span.start) + written + out.slice(span.end);
  }
  return out;
}

function writeSpecifier(importer: string, target: string, form: Form, aliases: Alias[]): string {
  let path = target;
  if (form === 'extension') path = path.replace(/\.(ts|tsx|mts|cts|js|mjs|cjs|json)$/, '');
  else if (form === 'index')
    path = path.replace(/\/index\.(ts|tsx|mts|js|mjs)$/, '').replace(/\.(ts|tsx|mts|js|mjs)$/, '');
  else if (form === 'js-for-ts') path = path.replace(/\.(ts|tsx)$/, '.js');
  const alias = aliases.find((a) => path.startsWith(`${a.folder}/`) || path === a.folder);
  if (alias && !importer.startsWith(`${alias.folder}/`)) {
    return alias.prefix + path.slice(alias.folder.length);
  }
  const relative = posix.relative(posix.dirname(importer), path);
  return relative.startsWith('.') ? relative : `./${relative}`;
}

/** Paths written in prose or config: from the root, or (starting with a dot) from the file. */
function rewriteMentions(file: string, text: string, moves: Moves, config: boolean): string {
  return text.replace(/(?<![\w@/.-])(\.{1,2}\/)?[\w@-][\w@.-]*(\/[\w@.*-]+)+\/?/g, (token) => {
    const trailing = token.endsWith('/') ? '/' : '';
    const bare = trailing ? token.slice(0, -1) : token;
    const glob = bare.search(/\/\*/);
    const head = glob >= 0 ? bare.slice(0, glob) : bare;
    const tail = glob >= 0 ? bare.slice(glob) : '';
    const fromFile = head.startsWith('.') || config;
    const bases = head.startsWith('.')
      ? [posix.dirname(file)]
      : config
        ? ['', posix.dirname(file)]
        : [''];
    for (const base of bases) {
      const path = posix.normalize(posix.join(base, head));
      const moved = moves.movedPath(path);
      if (!moved || moved === path) continue;
      if (!fromFile || base === '') return moved + tail + trailing;
      const relative = posix.relative(base, moved);
      const written =
        head.startsWith('.') && !relative.startsWith('.') ? `./${relative}` : relative;
      return written + tail + trailing;
    }
    return token;
  });
}
