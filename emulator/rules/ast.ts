// Syntax tree of a ruleset. Every expression carries an id (its coverage slot) and its span.

import type { RValue } from './values';

export interface Span {
  line: number;
  column: number;
  endLine: number;
  endColumn: number;
  start: number;
  end: number;
}

/** Expressions keep offsets only; line and column are derived on demand (see lexer.lineCol). */
interface Base {
  id: number;
  /** Height of the subtree, bounded by the parser. */
  h: number;
  start: number;
  end: number;
}

export type Expr =
  | (Base & { k: 'lit'; v: RValue })
  | (Base & { k: 'id'; name: string })
  | (Base & { k: 'member'; obj: Expr; name: string })
  | (Base & { k: 'index'; obj: Expr; index: Expr })
  | (Base & { k: 'slice'; obj: Expr; from: Expr | null; to: Expr | null })
  | (Base & { k: 'call'; name: string; args: Expr[] })
  | (Base & { k: 'method'; obj: Expr; name: string; args: Expr[] })
  | (Base & { k: 'unary'; op: '!' | '-'; e: Expr })
  | (Base & { k: 'bin'; op: BinOp; l: Expr; r: Expr })
  | (Base & { k: 'and'; l: Expr; r: Expr })
  | (Base & { k: 'or'; l: Expr; r: Expr })
  | (Base & { k: 'cond'; c: Expr; t: Expr; f: Expr })
  | (Base & { k: 'list'; items: Expr[] })
  | (Base & { k: 'map'; entries: [Expr, Expr][] })
  | (Base & { k: 'is'; e: Expr; type: string })
  | (Base & { k: 'path'; segments: PathPart[][] });

export type PathPart = string | Expr;

export type BinOp = '==' | '!=' | '<' | '<=' | '>' | '>=' | 'in' | '+' | '-' | '*' | '/' | '%';

export type ExprKind = Expr['k'];

export interface FunctionDecl extends Span {
  name: string;
  params: string[];
  lets: { name: string; value: Expr }[];
  body: Expr;
}

export type AllowMethod = 'read' | 'write' | 'get' | 'list' | 'create' | 'update' | 'delete';

export interface AllowStmt extends Span {
  methods: AllowMethod[];
  /** Concrete methods after expanding read and write. */
  expanded: Set<string>;
  condition: Expr | null;
}

export type MatchSegment =
  | { kind: 'literal'; value: string }
  | { kind: 'capture'; name: string }
  | { kind: 'rest'; name: string };

export interface MatchBlock extends Span {
  pattern: MatchSegment[];
  text: string;
  matches: MatchBlock[];
  functions: Map<string, FunctionDecl>;
  allows: AllowStmt[];
  parent: MatchBlock | ServiceBlock;
}

export interface ServiceBlock extends Span {
  name: string;
  matches: MatchBlock[];
  functions: Map<string, FunctionDecl>;
  /** The file's own functions, declared outside any service (shared by every service). */
  parent: FileScope;
}

export interface FileScope {
  functions: Map<string, FunctionDecl>;
  parent: null;
}

export interface RulesFile {
  fileName: string;
  source: string;
  version: '1' | '2';
  services: ServiceBlock[];
  /** Every expression by id, for coverage. */
  exprs: Expr[];
  lineStarts: number[];
}
