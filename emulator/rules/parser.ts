// Over 400 lines: a recursive-descent parser keeps the whole grammar in one place.
// Recursive-descent parser for the rules language (rules_version 1 and 2, both services).

import type {
  AllowMethod,
  AllowStmt,
  BinOp,
  Expr,
  FunctionDecl,
  MatchBlock,
  MatchSegment,
  PathPart,
  RulesFile,
  ServiceBlock,
  Span,
} from './ast';
import { Lexer, type Token } from './lexer';
import { INT64_MAX, RBytes } from './values';

const MAX_DEPTH = 200;
const MAX_HEIGHT = 400;
const ALLOW_METHODS = new Set(['read', 'write', 'get', 'list', 'create', 'update', 'delete']);
const EXPANSION: Record<AllowMethod, string[]> = {
  read: ['get', 'list'],
  write: ['create', 'update', 'delete'],
  get: ['get'],
  list: ['list'],
  create: ['create'],
  update: ['update'],
  delete: ['delete'],
};
const TYPE_NAMES = new Set([
  'bool',
  'bytes',
  'constraint',
  'duration',
  'float',
  'int',
  'latlng',
  'list',
  'number',
  'map',
  'map_diff',
  'path',
  'set',
  'string',
  'timestamp',
]);
const RESERVED = new Set([
  'true',
  'false',
  'null',
  'in',
  'is',
  'if',
  'let',
  'return',
  'function',
  'match',
  'allow',
  'service',
]);
const PATH_CHAR = /[A-Za-z0-9_.~%@+-]/;

export function parse(source: string, fileName = 'rules'): RulesFile {
  return new Parser(source, fileName).parseFile();
}

class Parser {
  private lx: Lexer;
  private tok: Token;
  private prevEnd = 0;
  private depth = 0;
  private exprs: Expr[] = [];
  private version: '1' | '2' = '1';

  constructor(
    private source: string,
    private fileName: string,
  ) {
    this.lx = new Lexer(source, fileName);
    this.tok = this.lx.next();
  }

  private advance(): Token {
    const t = this.tok;
    this.prevEnd = t.end;
    this.tok = this.lx.next();
    return t;
  }

  private fail(t: Token, reason: string): never {
    throw this.lx.error(t.start, reason);
  }

  private describe(t: Token): string {
    return t.kind === 'eof' ? 'end of input' : `'${this.source.slice(t.start, t.end)}'`;
  }

  private isPunct(text: string): boolean {
    return this.tok.kind === 'punct' && this.tok.text === text;
  }
  private isWord(text: string): boolean {
    return this.tok.kind === 'ident' && this.tok.text === text;
  }
  private expectPunct(text: string): Token {
    if (!this.isPunct(text))
      this.fail(this.tok, `expected '${text}' but found ${this.describe(this.tok)}`);
    return this.advance();
  }
  private expectWord(text: string): Token {
    if (!this.isWord(text))
      this.fail(this.tok, `expected '${text}' but found ${this.describe(this.tok)}`);
    return this.advance();
  }
  private expectIdent(what: string): Token {
    if (this.tok.kind !== 'ident' || RESERVED.has(this.tok.text)) {
      this.fail(this.tok, `expected ${what} but found ${this.describe(this.tok)}`);
    }
    return this.advance();
  }

  private span(start: number, end: number): Span {
    const a = this.lx.lineCol(start);
    const b = this.lx.lineCol(end);
    return { line: a.line, column: a.column, endLine: b.line, endColumn: b.column, start, end };
  }

  private node(e: Expr): Expr {
    // Bound the tree height (long operator chains included) so evaluation cannot exhaust the stack.
    e.h = 1 + childHeight(e);
    if (e.h > MAX_HEIGHT) this.fail(this.tok, 'expression is nested too deeply');
    e.id = this.exprs.length;
    this.exprs.push(e);
    return e;
  }

  parseFile(): RulesFile {
    let version: '1' | '2' = '1';
    if (this.isWord('rules_version')) {
      this.advance();
      this.expectPunct('=');
      const v = this.tok;
      if (v.kind !== 'string' || (v.text !== '1' && v.text !== '2')) {
        this.fail(v, "rules_version must be '1' or '2'");
      }
      version = v.text as '1' | '2';
      this.version = version;
      this.advance();
      this.expectPunct(';');
    }
    const services: ServiceBlock[] = [];
    while (this.tok.kind !== 'eof') services.push(this.parseService());
    if (services.length === 0) this.fail(this.tok, "expected a 'service' declaration");
    return {
      fileName: this.fileName,
      source: this.source,
      version,
      services,
      exprs: this.exprs,
      lineStarts: this.lx.lineStarts,
    };
  }

  private parseService(): ServiceBlock {
    const start = this.expectWord('service').start;
    let name = this.expectIdent('a service name').text;
    while (this.isPunct('.')) {
      this.advance();
      name += `.${this.expectIdent('a service name').text}`;
    }
    const svc: ServiceBlock = {
      name,
      matches: [],
      functions: new Map(),
      parent: null,
      ...this.span(start, start),
    };
    this.expectPunct('{');
    while (!this.isPunct('}')) {
      if (this.isWord('match')) svc.matches.push(this.parseMatch(svc));
      else if (this.isWord('function')) this.addFunction(svc.functions, this.parseFunction());
      else
        this.fail(this.tok, `expected 'match' or 'function' but found ${this.describe(this.tok)}`);
    }
    this.advance();
    Object.assign(svc, this.span(start, this.prevEnd));
    return svc;
  }

  private addFunction(into: Map<string, FunctionDecl>, f: FunctionDecl): void {
    if (into.has(f.name))
      throw this.lx.error(f.start, `function '${f.name}' is already defined in this scope`);
    into.set(f.name, f);
  }

  private parseMatch(parent: MatchBlock | ServiceBlock): MatchBlock {
    const kw = this.expectWord('match');
    const { pattern, text } = this.parseMatchPath(kw.end);
    const block: MatchBlock = {
      pattern,
      text,
      matches: [],
      functions: new Map(),
      allows: [],
      parent,
      ...this.span(kw.start, kw.end),
    };
    this.expectPunct('{');
    while (!this.isPunct('}')) {
      if (this.isWord('match')) block.matches.push(this.parseMatch(block));
      else if (this.isWord('function')) this.addFunction(block.functions, this.parseFunction());
      else if (this.isWord('allow')) block.allows.push(this.parseAllow());
      else
        this.fail(
          this.tok,
          `expected 'match', 'allow' or 'function' but found ${this.describe(this.tok)}`,
        );
    }
    this.advance();
    Object.assign(block, this.span(kw.start, this.prevEnd));
    return block;
  }

  /** Reads `/seg/{capture}/{rest=**}` as raw characters starting at `from`. */
  private parseMatchPath(from: number): { pattern: MatchSegment[]; text: string } {
    const s = this.source;
    this.lx.pos = from;
    this.lx.skipSpace();
    let i = this.lx.pos;
    const start = i;
    const pattern: MatchSegment[] = [];
    if (s[i] !== '/') throw this.lx.error(i, "expected a match path starting with '/'");
    const names = new Set<string>();
    while (s[i] === '/') {
      i++;
      if (s[i] === '{') {
        const close = s.indexOf('}', i);
        if (close < 0) throw this.lx.error(i, "unterminated '{' in match path");
        const inner = s.slice(i + 1, close);
        const m = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s*(=\s*\*\*\s*)?$/.exec(inner);
        if (!m) throw this.lx.error(i, `malformed path variable '{${inner}}'`);
        const name = m[1] as string;
        if (names.has(name)) throw this.lx.error(i, `duplicate path variable '${name}'`);
        names.add(name);
        if (m[2]) pattern.push({ kind: 'rest', name });
        else pattern.push({ kind: 'capture', name });
        i = close + 1;
      } else {
        const segStart = i;
        while (i < s.length && PATH_CHAR.test(s[i] as string)) i++;
        if (i === segStart) throw this.lx.error(i, 'empty segment in match path');
        pattern.push({ kind: 'literal', value: s.slice(segStart, i) });
      }
    }
    const restAt = pattern.findIndex((p) => p.kind === 'rest');
    if (pattern.filter((p) => p.kind === 'rest').length > 1) {
      throw this.lx.error(start, 'a match path may contain only one recursive wildcard {name=**}');
    }
    // Version 2 allows a recursive wildcard anywhere (collection group rules use /{path=**}/posts/{id}).
    if (this.version === '1' && restAt >= 0 && restAt !== pattern.length - 1) {
      throw this.lx.error(
        start,
        'a recursive wildcard {name=**} must be the last segment of a match path',
      );
    }
    this.lx.pos = i;
    this.prevEnd = i;
    this.tok = this.lx.next();
    return { pattern, text: s.slice(start, i) };
  }

  private parseAllow(): AllowStmt {
    const kw = this.expectWord('allow');
    const methods: AllowMethod[] = [];
    for (;;) {
      const m = this.tok;
      if (m.kind !== 'ident' || !ALLOW_METHODS.has(m.text)) {
        this.fail(
          m,
          `expected an allow method (read, write, get, list, create, update, delete) but found ${this.describe(m)}`,
        );
      }
      methods.push(m.text as AllowMethod);
      this.advance();
      if (!this.isPunct(',')) break;
      this.advance();
    }
    let condition: Expr | null = null;
    if (this.isPunct(':')) {
      this.advance();
      this.expectWord('if');
      condition = this.parseExpr();
    }
    if (this.isPunct(';')) this.advance();
    else if (!this.isPunct('}'))
      this.fail(this.tok, `expected ';' but found ${this.describe(this.tok)}`);
    const expanded = new Set<string>();
    for (const m of methods) for (const x of EXPANSION[m]) expanded.add(x);
    return { methods, expanded, condition, ...this.span(kw.start, this.prevEnd) };
  }

  private parseFunction(): FunctionDecl {
    const kw = this.expectWord('function');
    const name = this.expectIdent('a function name').text;
    this.expectPunct('(');
    const params: string[] = [];
    if (!this.isPunct(')')) {
      for (;;) {
        const p = this.expectIdent('a parameter name');
        if (params.includes(p.text)) this.fail(p, `duplicate parameter '${p.text}'`);
        params.push(p.text);
        if (!this.isPunct(',')) break;
        this.advance();
      }
    }
    this.expectPunct(')');
    this.expectPunct('{');
    const lets: { name: string; value: Expr }[] = [];
    while (this.isWord('let')) {
      this.advance();
      const n = this.expectIdent('a variable name');
      if (params.includes(n.text) || lets.some((l) => l.name === n.text)) {
        this.fail(n, `variable '${n.text}' is already defined`);
      }
      this.expectPunct('=');
      const value = this.parseExpr();
      this.expectPunct(';');
      lets.push({ name: n.text, value });
    }
    this.expectWord('return');
    const body = this.parseExpr();
    if (this.isPunct(';')) this.advance();
    this.expectPunct('}');
    return { name, params, lets, body, ...this.span(kw.start, this.prevEnd) };
  }

  parseExpr(): Expr {
    if (++this.depth > MAX_DEPTH) this.fail(this.tok, 'expression is nested too deeply');
    try {
      const start = this.tok.start;
      const c = this.parseOr();
      if (!this.isPunct('?')) return c;
      this.advance();
      const t = this.parseExpr();
      this.expectPunct(':');
      const f = this.parseExpr();
      return this.node({ k: 'cond', c, t, f, start, end: this.prevEnd, id: 0, h: 0 });
    } finally {
      this.depth--;
    }
  }

  private parseOr(): Expr {
    const start = this.tok.start;
    let l = this.parseAnd();
    while (this.isPunct('||')) {
      this.advance();
      const r = this.parseAnd();
      l = this.node({ k: 'or', l, r, start, end: this.prevEnd, id: 0, h: 0 });
    }
    return l;
  }

  private parseAnd(): Expr {
    const start = this.tok.start;
    let l = this.parseRel();
    while (this.isPunct('&&')) {
      this.advance();
      const r = this.parseRel();
      l = this.node({ k: 'and', l, r, start, end: this.prevEnd, id: 0, h: 0 });
    }
    return l;
  }

  private parseRel(): Expr {
    const start = this.tok.start;
    let l = this.parseAdd();
    for (;;) {
      const t = this.tok;
      if (t.kind === 'punct' && ['==', '!=', '<', '<=', '>', '>='].includes(t.text)) {
        this.advance();
        const r = this.parseAdd();
        l = this.node({
          k: 'bin',
          op: t.text as BinOp,
          l,
          r,
          start,
          end: this.prevEnd,
          id: 0,
          h: 0,
        });
      } else if (this.isWord('in')) {
        this.advance();
        const r = this.parseAdd();
        l = this.node({ k: 'bin', op: 'in', l, r, start, end: this.prevEnd, id: 0, h: 0 });
      } else if (this.isWord('is')) {
        this.advance();
        const ty = this.tok;
        if (ty.kind !== 'ident' || !TYPE_NAMES.has(ty.text))
          this.fail(ty, `expected a type name but found ${this.describe(ty)}`);
        this.advance();
        l = this.node({ k: 'is', e: l, type: ty.text, start, end: this.prevEnd, id: 0, h: 0 });
      } else {
        return l;
      }
    }
  }

  private parseAdd(): Expr {
    const start = this.tok.start;
    let l = this.parseMul();
    while (this.isPunct('+') || this.isPunct('-')) {
      const op = this.advance().text as BinOp;
      const r = this.parseMul();
      l = this.node({ k: 'bin', op, l, r, start, end: this.prevEnd, id: 0, h: 0 });
    }
    return l;
  }

  private parseMul(): Expr {
    const start = this.tok.start;
    let l = this.parseUnary();
    while (this.isPunct('*') || this.isPunct('/') || this.isPunct('%')) {
      const op = this.advance().text as BinOp;
      const r = this.parseUnary();
      l = this.node({ k: 'bin', op, l, r, start, end: this.prevEnd, id: 0, h: 0 });
    }
    return l;
  }

  private parseUnary(): Expr {
    const start = this.tok.start;
    if (this.isPunct('!') || this.isPunct('-')) {
      const op = this.advance().text as '!' | '-';
      if (++this.depth > MAX_DEPTH) this.fail(this.tok, 'expression is nested too deeply');
      try {
        // The most negative int64 can only be written as a negated literal.
        if (op === '-' && this.tok.kind === 'int') {
          const lit = this.tok;
          const v = -parseIntLiteral(lit.text);
          if (v < -(INT64_MAX + 1n)) this.fail(lit, 'integer literal out of range');
          this.advance();
          return this.parsePostfix(
            this.node({ k: 'lit', v, start, end: this.prevEnd, id: 0, h: 0 }),
            start,
          );
        }
        const e = this.parseUnary();
        return this.node({ k: 'unary', op, e, start, end: this.prevEnd, id: 0, h: 0 });
      } finally {
        this.depth--;
      }
    }
    return this.parsePostfix(this.parsePrimary(), start);
  }

  private parsePostfix(e: Expr, start: number): Expr {
    for (;;) {
      if (this.isPunct('.')) {
        this.advance();
        const n = this.tok;
        if (n.kind !== 'ident')
          this.fail(n, `expected a property name but found ${this.describe(n)}`);
        this.advance();
        if (this.isPunct('(')) {
          const args = this.parseArgs();
          e = this.node({
            k: 'method',
            obj: e,
            name: n.text,
            args,
            start,
            end: this.prevEnd,
            id: 0,
            h: 0,
          });
        } else {
          e = this.node({
            k: 'member',
            obj: e,
            name: n.text,
            start,
            end: this.prevEnd,
            id: 0,
            h: 0,
          });
        }
      } else if (this.isPunct('[')) {
        this.advance();
        let from: Expr | null = null;
        if (!this.isPunct(':')) from = this.parseExpr();
        if (this.isPunct(':')) {
          this.advance();
          const to = this.isPunct(']') ? null : this.parseExpr();
          this.expectPunct(']');
          e = this.node({ k: 'slice', obj: e, from, to, start, end: this.prevEnd, id: 0, h: 0 });
        } else {
          this.expectPunct(']');
          e = this.node({
            k: 'index',
            obj: e,
            index: from as Expr,
            start,
            end: this.prevEnd,
            id: 0,
            h: 0,
          });
        }
      } else if (this.isPunct('(')) {
        this.fail(this.tok, 'only named functions can be called');
      } else {
        return e;
      }
    }
  }

  private parseArgs(): Expr[] {
    this.expectPunct('(');
    const args: Expr[] = [];
    if (!this.isPunct(')')) {
      for (;;) {
        args.push(this.parseExpr());
        if (!this.isPunct(',')) break;
        this.advance();
      }
    }
    this.expectPunct(')');
    return args;
  }

  private parsePrimary(): Expr {
    const t = this.tok;
    const start = t.start;
    switch (t.kind) {
      case 'int':
        this.advance();
        {
          const v = parseIntLiteral(t.text);
          if (v > INT64_MAX) this.fail(t, 'integer literal out of range');
          return this.node({ k: 'lit', v, start, end: this.prevEnd, id: 0, h: 0 });
        }
      case 'float':
        this.advance();
        return this.node({ k: 'lit', v: Number(t.text), start, end: this.prevEnd, id: 0, h: 0 });
      case 'string':
        this.advance();
        return this.node({ k: 'lit', v: t.text, start, end: this.prevEnd, id: 0, h: 0 });
      case 'bytes':
        this.advance();
        return this.node({
          k: 'lit',
          v: new RBytes(t.bytes ?? new Uint8Array()),
          start,
          end: this.prevEnd,
          id: 0,
          h: 0,
        });
      case 'ident': {
        this.advance();
        if (t.text === 'true')
          return this.node({ k: 'lit', v: true, start, end: this.prevEnd, id: 0, h: 0 });
        if (t.text === 'false')
          return this.node({ k: 'lit', v: false, start, end: this.prevEnd, id: 0, h: 0 });
        if (t.text === 'null')
          return this.node({ k: 'lit', v: null, start, end: this.prevEnd, id: 0, h: 0 });
        if (RESERVED.has(t.text)) this.fail(t, `unexpected keyword '${t.text}'`);
        if (this.isPunct('(')) {
          const args = this.parseArgs();
          return this.node({
            k: 'call',
            name: t.text,
            args,
            start,
            end: this.prevEnd,
            id: 0,
            h: 0,
          });
        }
        return this.node({ k: 'id', name: t.text, start, end: this.prevEnd, id: 0, h: 0 });
      }
      case 'punct':
        if (t.text === '(') {
          this.advance();
          const e = this.parseExpr();
          this.expectPunct(')');
          return e;
        }
        if (t.text === '[') {
          this.advance();
          const items: Expr[] = [];
          while (!this.isPunct(']')) {
            items.push(this.parseExpr());
            if (!this.isPunct(',')) break;
            this.advance();
          }
          this.expectPunct(']');
          return this.node({ k: 'list', items, start, end: this.prevEnd, id: 0, h: 0 });
        }
        if (t.text === '{') {
          this.advance();
          const entries: [Expr, Expr][] = [];
          while (!this.isPunct('}')) {
            const key = this.parseExpr();
            this.expectPunct(':');
            entries.push([key, this.parseExpr()]);
            if (!this.isPunct(',')) break;
            this.advance();
          }
          this.expectPunct('}');
          return this.node({ k: 'map', entries, start, end: this.prevEnd, id: 0, h: 0 });
        }
        if (t.text === '/') return this.parsePathLiteral(t.start);
        break;
    }
    this.fail(t, `unexpected ${this.describe(t)}`);
  }

  /** `/seg/$(expr)/(expr)/lit$(x)`: segments of literal text and interpolated expressions. */
  private parsePathLiteral(start: number): Expr {
    const s = this.source;
    let i = start;
    const segments: PathPart[][] = [];
    while (s[i] === '/') {
      i++;
      const parts: PathPart[] = [];
      for (;;) {
        // "(default)" names the default database in paths such as /databases/(default)/documents.
        if (s.startsWith('(default)', i)) {
          parts.push('(default)');
          i += '(default)'.length;
          continue;
        }
        // `(expr)` opens a segment; `$(expr)` may appear anywhere in one.
        if ((s[i] === '$' && s[i + 1] === '(') || (s[i] === '(' && parts.length === 0)) {
          this.lx.pos = s[i] === '$' ? i + 2 : i + 1;
          this.tok = this.lx.next();
          parts.push(this.parseExpr());
          if (!this.isPunct(')'))
            this.fail(this.tok, `expected ')' but found ${this.describe(this.tok)}`);
          i = this.tok.end;
          // After an interpolation a dot starts a member access on the path, not more segment text.
          if (s[i] === '.') break;
          continue;
        }
        const litStart = i;
        while (
          i < s.length &&
          PATH_CHAR.test(s[i] as string) &&
          !(s[i] === '$' && s[i + 1] === '(')
        )
          i++;
        if (i === litStart) break;
        parts.push(s.slice(litStart, i));
      }
      if (parts.length === 0) throw this.lx.error(i, 'empty segment in path literal');
      segments.push(parts);
    }
    this.lx.pos = i;
    this.prevEnd = i;
    this.tok = this.lx.next();
    return this.node({ k: 'path', segments, start, end: i, id: 0, h: 0 });
  }
}

function parseIntLiteral(text: string): bigint {
  return BigInt(text);
}

function childHeight(e: Expr): number {
  const h = (c: Expr | null) => (c === null ? 0 : c.h);
  switch (e.k) {
    case 'lit':
    case 'id':
      return 0;
    case 'member':
      return h(e.obj);
    case 'index':
      return Math.max(h(e.obj), h(e.index));
    case 'slice':
      return Math.max(h(e.obj), h(e.from), h(e.to));
    case 'call':
      return Math.max(0, ...e.args.map(h));
    case 'method':
      return Math.max(h(e.obj), ...e.args.map(h));
    case 'unary':
    case 'is':
      return h(e.e);
    case 'bin':
    case 'and':
    case 'or':
      return Math.max(h(e.l), h(e.r));
    case 'cond':
      return Math.max(h(e.c), h(e.t), h(e.f));
    case 'list':
      return Math.max(0, ...e.items.map(h));
    case 'map':
      return Math.max(0, ...e.entries.map(([k, v]) => Math.max(h(k), h(v))));
    case 'path':
      return Math.max(0, ...e.segments.flat().map((p) => (typeof p === 'string' ? 0 : h(p))));
  }
}
