// Over 400 lines: the operators and their error semantics belong in one evaluator.
// Expression evaluation with the documented error semantics: an error makes its condition deny,
// and && / || absorb an error when the other operand alone decides the result.
// https://firebase.google.com/docs/rules/rules-language

import type { Expr, FunctionDecl, MatchBlock, ServiceBlock } from './ast';
import { evalError, RulesEvalError } from './errors';
import { lineCol } from './lexer';
import type { Ruleset } from './ruleset';
import { callGlobal, GLOBAL_FUNCTIONS } from './stdlib/global';
import { callMethod, callNamespace, NAMESPACES } from './stdlib/index';
import { includes, listIndex } from './stdlib/list';
import {
  checkInt,
  checkTimestamp,
  compare,
  equals,
  RDuration,
  RPath,
  RSet,
  RSymbolic,
  RTimestamp,
  type RValue,
  show,
  typeName,
} from './values';

export const MAX_CALL_DEPTH = 20;
const PLACEHOLDER = /^\$\(([A-Za-z_][A-Za-z0-9_]*)\)$/;
/** Expression nodes one allow condition may evaluate; bounds exponential function fan-out. */
export const MAX_STEPS = 20_000;
/** Largest string or list a concatenation may build. */
export const MAX_CONCAT = 1_000_000;

/** Document access for get()/exists() (Firestore) and firestore.get()/exists() (Storage). */
export interface DocAccess {
  /** The resource object of the document (before or after the request), or null if absent. */
  get(path: RPath, after: boolean): RValue;
  exists(path: RPath, after: boolean): boolean;
}

export interface EvalEnv {
  ruleset: Ruleset;
  globals: Map<string, RValue>;
  captures: Map<string, RValue>;
  docs: DocAccess;
  /** Storage rules reach Firestore through the `firestore` namespace, not global get(). */
  service: 'firestore' | 'storage';
  depth: number;
  /** Nodes evaluated for the current condition, against MAX_STEPS. */
  steps: number;
}

type Scope = MatchBlock | ServiceBlock;
type Locals = Map<string, RValue> | null;

export function evaluate(e: Expr, env: EvalEnv, scope: Scope, locals: Locals): RValue {
  const rs = env.ruleset;
  let v: RValue;
  if (++env.steps > MAX_STEPS) {
    rs.errorCounts[e.id]!++;
    throw locate(evalError('Evaluation exceeded the maximum number of expression steps.'), e, env);
  }
  try {
    v = evalNode(e, env, scope, locals);
  } catch (err) {
    rs.errorCounts[e.id]!++;
    throw locate(err, e, env);
  }
  if (v === true) rs.trueCounts[e.id]!++;
  else if (v === false) rs.falseCounts[e.id]!++;
  else rs.valueCounts[e.id]!++;
  return v;
}

function locate(err: unknown, e: Expr, env: EvalEnv): RulesEvalError {
  let r: RulesEvalError;
  if (err instanceof RulesEvalError) r = err;
  else if (err instanceof RangeError) r = evalError('Evaluation too deep or too large.');
  else r = evalError(`Internal evaluation error: ${(err as Error)?.message ?? String(err)}`);
  if (r.line === 0) {
    const at = lineCol(env.ruleset.file.lineStarts, e.start);
    r.line = at.line;
    r.column = at.column;
  }
  return r;
}

function evalBool(e: Expr, env: EvalEnv, scope: Scope, locals: Locals): boolean {
  const v = evaluate(e, env, scope, locals);
  if (typeof v !== 'boolean') {
    throw evalError(`Invalid type. Received: ${typeName(v)}. Expected: bool.`);
  }
  return v;
}

function evalNode(e: Expr, env: EvalEnv, scope: Scope, locals: Locals): RValue {
  switch (e.k) {
    case 'lit':
      return e.v;
    case 'id':
      return lookup(e.name, env, locals);
    case 'and': {
      let leftErr: unknown = null;
      try {
        if (!evalBool(e.l, env, scope, locals)) return false;
      } catch (err) {
        leftErr = err;
      }
      const r = evalBool(e.r, env, scope, locals);
      if (leftErr !== null) {
        if (r === false) return false;
        throw leftErr;
      }
      return r;
    }
    case 'or': {
      let leftErr: unknown = null;
      try {
        if (evalBool(e.l, env, scope, locals)) return true;
      } catch (err) {
        leftErr = err;
      }
      const r = evalBool(e.r, env, scope, locals);
      if (leftErr !== null) {
        if (r === true) return true;
        throw leftErr;
      }
      return r;
    }
    case 'cond':
      return evalBool(e.c, env, scope, locals)
        ? evaluate(e.t, env, scope, locals)
        : evaluate(e.f, env, scope, locals);
    case 'unary': {
      const v = evaluate(e.e, env, scope, locals);
      if (e.op === '!') {
        if (typeof v !== 'boolean') throw unsupported(`!${typeName(v)}`);
        return !v;
      }
      if (typeof v === 'bigint') return checkInt(-v);
      if (typeof v === 'number') return -v;
      if (v instanceof RDuration) return new RDuration(checkInt(-v.ns));
      throw unsupported(`-${typeName(v)}`);
    }
    case 'bin':
      return binary(e.op, evaluate(e.l, env, scope, locals), evaluate(e.r, env, scope, locals));
    case 'is': {
      const v = evaluate(e.e, env, scope, locals);
      if (v instanceof RSymbolic && v.typeName === 'unknown') throw v.unconstrained();
      const t = typeName(v);
      if (e.type === 'number') return t === 'int' || t === 'float';
      return t === e.type;
    }
    case 'member':
      return member(evaluate(e.obj, env, scope, locals), e.name);
    case 'index': {
      const obj = evaluate(e.obj, env, scope, locals);
      return index(obj, evaluate(e.index, env, scope, locals));
    }
    case 'slice': {
      const obj = evaluate(e.obj, env, scope, locals);
      const from = e.from ? evaluate(e.from, env, scope, locals) : 0n;
      const to = e.to ? evaluate(e.to, env, scope, locals) : null;
      return slice(obj, from, to);
    }
    case 'list': {
      const out: RValue[] = new Array(e.items.length);
      for (let i = 0; i < e.items.length; i++)
        out[i] = evaluate(e.items[i] as Expr, env, scope, locals);
      return out;
    }
    case 'map': {
      const m = new Map<string, RValue>();
      for (const [k, v] of e.entries) {
        const key = evaluate(k, env, scope, locals);
        if (typeof key !== 'string')
          throw evalError(`Map keys must be strings, got ${typeName(key)}.`);
        m.set(key, evaluate(v, env, scope, locals));
      }
      return m;
    }
    case 'path': {
      const segs: string[] = [];
      for (const parts of e.segments) {
        if (parts.length === 1 && typeof parts[0] !== 'string') {
          const part = parts[0] as Expr;
          // An unbound $(name) stays a placeholder for Path.bind(); using it unbound is an error.
          if (part.k === 'id' && !isVariable(part.name, env, locals)) {
            segs.push(`$(${part.name})`);
            continue;
          }
          const v = evaluate(part, env, scope, locals);
          if (v instanceof RPath) segs.push(...v.segs);
          else segs.push(pathPart(v));
          continue;
        }
        let seg = '';
        for (const p of parts)
          seg += typeof p === 'string' ? p : pathPart(evaluate(p, env, scope, locals));
        segs.push(seg);
      }
      return new RPath(segs);
    }
    case 'call':
      return call(e, env, scope, locals);
    case 'method': {
      if (e.obj.k === 'id' && !isVariable(e.obj.name, env, locals)) {
        const ns = e.obj.name;
        if (NAMESPACES.has(ns) || (ns === 'firestore' && env.service === 'storage')) {
          const args = evalArgs(e.args, env, scope, locals);
          if (ns === 'firestore') return docFunction(e.name, args, env, false);
          return callNamespace(ns, e.name, args);
        }
      }
      const recv = evaluate(e.obj, env, scope, locals);
      return callMethod(recv, e.name, evalArgs(e.args, env, scope, locals));
    }
  }
}

function pathPart(v: RValue): string {
  if (typeof v === 'string') return v;
  if (typeof v === 'bigint') return v.toString();
  if (v instanceof RSymbolic) throw v.unconstrained();
  throw evalError(`Path segments must be strings or ints, got ${typeName(v)}.`);
}

function isVariable(name: string, env: EvalEnv, locals: Locals): boolean {
  return (locals?.has(name) ?? false) || env.captures.has(name) || env.globals.has(name);
}

function lookup(name: string, env: EvalEnv, locals: Locals): RValue {
  if (locals !== null) {
    const v = locals.get(name);
    if (v !== undefined) return v;
  }
  let v = env.captures.get(name);
  if (v !== undefined) return v;
  v = env.globals.get(name);
  if (v !== undefined) return v;
  throw evalError(`Variable not found error: Name: [${name}].`);
}

function evalArgs(args: Expr[], env: EvalEnv, scope: Scope, locals: Locals): RValue[] {
  const out: RValue[] = new Array(args.length);
  for (let i = 0; i < args.length; i++) out[i] = evaluate(args[i] as Expr, env, scope, locals);
  return out;
}

function findFunction(name: string, scope: Scope): { decl: FunctionDecl; scope: Scope } | null {
  let s: Scope | null = scope;
  while (s !== null) {
    const f = s.functions.get(name);
    if (f) return { decl: f, scope: s };
    s = s.parent;
  }
  return null;
}

function call(e: Expr & { k: 'call' }, env: EvalEnv, scope: Scope, locals: Locals): RValue {
  const found = findFunction(e.name, scope);
  if (found) {
    const { decl } = found;
    if (decl.params.length !== e.args.length) {
      throw evalError(
        `Function ${decl.name} expects ${decl.params.length} argument(s) but was called with ${e.args.length}.`,
      );
    }
    const args = evalArgs(e.args, env, scope, locals);
    if (env.depth >= MAX_CALL_DEPTH) throw evalError('Maximum function call depth exceeded.');
    const inner = new Map<string, RValue>();
    for (let i = 0; i < args.length; i++) inner.set(decl.params[i] as string, args[i] as RValue);
    env.depth++;
    try {
      for (const l of decl.lets) inner.set(l.name, evaluate(l.value, env, found.scope, inner));
      return evaluate(decl.body, env, found.scope, inner);
    } finally {
      env.depth--;
    }
  }
  const args = evalArgs(e.args, env, scope, locals);
  if (GLOBAL_FUNCTIONS.has(e.name)) return callGlobal(e.name, args);
  if (env.service === 'firestore') {
    switch (e.name) {
      case 'get':
      case 'exists':
        return docFunction(e.name, args, env, false);
      case 'getAfter':
        return docFunction('get', args, env, true);
      case 'existsAfter':
        return docFunction('exists', args, env, true);
    }
  }
  throw evalError(`Function not found error: Name: [${e.name}].`);
}

function docFunction(name: string, args: RValue[], env: EvalEnv, after: boolean): RValue {
  if (args.length !== 1) throw evalError(`Function ${name}() expects 1 argument.`);
  const p = args[0] as RValue;
  if (p instanceof RSymbolic) throw p.unconstrained();
  if (!(p instanceof RPath))
    throw evalError(`Invalid argument for ${name}(): expected path, got ${typeName(p)}.`);
  for (const seg of p.segs) {
    const unbound = PLACEHOLDER.exec(seg);
    if (unbound) throw evalError(`Variable not found error: Name: [${unbound[1]}].`);
  }
  if (name === 'get') return env.docs.get(p, after);
  if (name === 'exists') return env.docs.exists(p, after);
  throw evalError(`Function not found error: Name: [firestore.${name}].`);
}

function unsupported(what: string): RulesEvalError {
  return evalError(`Unsupported operation error. Received: ${what}.`);
}

export function binary(op: string, l: RValue, r: RValue): RValue {
  switch (op) {
    case '==':
      return equals(l, r);
    case '!=':
      return !equals(l, r);
    case '<':
    case '<=':
    case '>':
    case '>=': {
      if (l instanceof RSymbolic) return l.cmp(op, r);
      if (r instanceof RSymbolic) return r.cmp(FLIP[op] as string, l);
      const c = compare(l, r);
      if (Number.isNaN(c)) return false;
      return op === '<' ? c < 0 : op === '<=' ? c <= 0 : op === '>' ? c > 0 : c >= 0;
    }
    case 'in':
      if (Array.isArray(r)) return includes(r, l);
      if (r instanceof Map) {
        if (typeof l !== 'string') return false;
        return r.has(l);
      }
      if (r instanceof RSet) return includes(r.items, l);
      if (r instanceof RSymbolic)
        return typeof l === 'string' && r.typeName === 'map' ? r.hasKey(l) : r.contains(l);
      if (r === null) throw evalError('Null value error.');
      throw unsupported(`${typeName(l)} in ${typeName(r)}`);
  }
  return arithmetic(op, l, r);
}

const FLIP: Record<string, string> = { '<': '>', '<=': '>=', '>': '<', '>=': '<=' };

function arithmetic(op: string, l: RValue, r: RValue): RValue {
  const tl = typeof l;
  const tr = typeof r;
  if (tl === 'bigint' && tr === 'bigint') {
    const a = l as bigint;
    const b = r as bigint;
    switch (op) {
      case '+':
        return checkInt(a + b);
      case '-':
        return checkInt(a - b);
      case '*':
        return checkInt(a * b);
      case '/':
        if (b === 0n) throw evalError('Division by zero error.');
        return checkInt(a / b);
      case '%':
        if (b === 0n) throw evalError('Modulo by zero error.');
        return a % b;
    }
  }
  if ((tl === 'bigint' || tl === 'number') && (tr === 'bigint' || tr === 'number')) {
    const a = Number(l);
    const b = Number(r);
    switch (op) {
      case '+':
        return a + b;
      case '-':
        return a - b;
      case '*':
        return a * b;
      case '/':
        return a / b;
      case '%':
        return a % b;
    }
  }
  if (op === '+') {
    if (tl === 'string' && tr === 'string') {
      if ((l as string).length + (r as string).length > MAX_CONCAT)
        throw evalError('String too large.');
      return (l as string) + (r as string);
    }
    if (Array.isArray(l) && Array.isArray(r)) {
      if (l.length + r.length > MAX_CONCAT) throw evalError('List too large.');
      return l.concat(r);
    }
    if (l instanceof RTimestamp && r instanceof RDuration) return checkTimestamp(l.ns + r.ns);
    if (l instanceof RDuration && r instanceof RTimestamp) return checkTimestamp(l.ns + r.ns);
    if (l instanceof RDuration && r instanceof RDuration)
      return new RDuration(checkInt(l.ns + r.ns));
  }
  if (op === '-') {
    if (l instanceof RTimestamp && r instanceof RDuration) return checkTimestamp(l.ns - r.ns);
    if (l instanceof RTimestamp && r instanceof RTimestamp)
      return new RDuration(checkInt(l.ns - r.ns));
    if (l instanceof RDuration && r instanceof RDuration)
      return new RDuration(checkInt(l.ns - r.ns));
  }
  if (l === null || r === null) throw evalError('Null value error.');
  if (l instanceof RSymbolic) throw l.unconstrained();
  if (r instanceof RSymbolic) throw r.unconstrained();
  throw unsupported(`${typeName(l)} ${op} ${typeName(r)}`);
}

export function member(obj: RValue, name: string): RValue {
  if (obj instanceof Map) {
    const v = obj.get(name);
    if (v === undefined) throw evalError(`Property ${name} is undefined on object.`);
    return v;
  }
  if (obj === null) throw evalError('Null value error.');
  if (obj instanceof RSymbolic) return obj.field(name);
  throw evalError(`Property ${name} is undefined on object of type ${typeName(obj)}.`);
}

function index(obj: RValue, key: RValue): RValue {
  if (obj instanceof Map || obj instanceof RSymbolic) {
    if (typeof key !== 'string') throw evalError(`Map keys must be strings, got ${typeName(key)}.`);
    return member(obj, key);
  }
  if (obj === null) throw evalError('Null value error.');
  if (typeof key !== 'bigint') throw evalError(`Index must be an int, got ${typeName(key)}.`);
  if (Array.isArray(obj)) return listIndex(obj, key);
  if (obj instanceof RPath) return listIndex(obj.segs as string[], key);
  if (typeof obj === 'string') {
    const chars = [...obj];
    return listIndex(chars, key);
  }
  throw unsupported(`${typeName(obj)}[${typeName(key)}]`);
}

function slice(obj: RValue, from: RValue, to: RValue): RValue {
  if (obj === null) throw evalError('Null value error.');
  if (typeof from !== 'bigint' || (to !== null && typeof to !== 'bigint')) {
    throw evalError('Range bounds must be ints.');
  }
  const items: RValue[] | null = Array.isArray(obj)
    ? obj
    : typeof obj === 'string'
      ? [...obj]
      : null;
  if (items === null) throw unsupported(`${typeName(obj)}[int:int]`);
  const end = to === null ? BigInt(items.length) : (to as bigint);
  if (from < 0n || end > BigInt(items.length) || from > end) {
    throw evalError(`Range [${show(from)}:${show(end)}] out of bounds.`);
  }
  const out = items.slice(Number(from), Number(end));
  return typeof obj === 'string' ? out.join('') : out;
}
