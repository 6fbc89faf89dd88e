// Request decision: find every match block whose full path matches the request path, then try
// each allow statement for the request's method until one grants it.
// https://firebase.google.com/docs/rules/rules-behavior

import type { AllowStmt, MatchBlock, MatchSegment, ServiceBlock } from './ast';
import { RulesEvalError } from './errors';
import { type EvalEnv, evaluate } from './evaluate';
import type { RulesDecision } from './types';
import { RPath, type RValue } from './values';

/** A path segment a list query leaves open: the id of any returned document. */
export const ANY_DOC: unique symbol = Symbol('any document id');
/** Any number of segments (collection group queries); only a {name=**} wildcard covers it. */
export const ANY_RUN: unique symbol = Symbol('any segments');
export type Seg = string | typeof ANY_DOC | typeof ANY_RUN;

export interface Matched {
  block: MatchBlock;
  captures: Map<string, RValue>;
}

/** Values bound to captures that cover open segments; reading them is an error. */
export type OpenCapture = (name: string) => RValue;

const MAX_MATCH_STEPS = 10_000;

/** Captures while walking: a persistent list, turned into a Map only for blocks that match. */
interface Caps {
  name: string;
  value: RValue;
  next: Caps | null;
}

function toMap(c: Caps | null): Map<string, RValue> {
  const m = new Map<string, RValue>();
  for (let x = c; x !== null; x = x.next) if (!m.has(x.name)) m.set(x.name, x.value);
  return m;
}

export function collectMatches(
  svc: ServiceBlock,
  segs: readonly Seg[],
  v2: boolean,
  open: OpenCapture,
): Matched[] {
  const out: Matched[] = [];
  let budget = MAX_MATCH_STEPS;
  const visit = (block: MatchBlock, si: number, caps: Caps | null) => {
    // Several recursive wildcards can split a path in many ways; bound the search.
    if (--budget < 0) throw new Error('Match paths are too ambiguous to resolve this request.');
    matchPattern(block.pattern, 0, segs, si, caps, v2, open, (end, c) => {
      if (end === segs.length && block.allows.length > 0) out.push({ block, captures: toMap(c) });
      for (const child of block.matches) visit(child, end, c);
    });
  };
  for (const m of svc.matches) visit(m, 0, null);
  return out;
}

function matchPattern(
  pattern: readonly MatchSegment[],
  pi: number,
  segs: readonly Seg[],
  si: number,
  caps: Caps | null,
  v2: boolean,
  open: OpenCapture,
  done: (si: number, caps: Caps | null) => void,
): void {
  for (; pi < pattern.length; pi++, si++) {
    const p = pattern[pi] as MatchSegment;
    if (p.kind === 'rest') {
      // Version 2 lets a recursive wildcard match zero segments; version 1 needs at least one.
      for (let end = v2 ? si : si + 1; end <= segs.length; end++) {
        const taken = segs.slice(si, end);
        // Collection group queries need version 2 rules; a version 1 wildcard never covers them.
        if (!v2 && taken.includes(ANY_RUN)) break;
        const value: RValue = taken.every((s) => typeof s === 'string')
          ? new RPath(taken as string[])
          : open(p.name);
        matchPattern(
          pattern,
          pi + 1,
          segs,
          end,
          { name: p.name, value, next: caps },
          v2,
          open,
          done,
        );
      }
      return;
    }
    if (si >= segs.length) return;
    const s = segs[si] as Seg;
    if (s === ANY_RUN) return;
    if (p.kind === 'literal') {
      if (s !== p.value) return;
    } else {
      caps = { name: p.name, value: typeof s === 'string' ? s : open(p.name), next: caps };
    }
  }
  done(si, caps);
}

export function decide(matched: Matched[], method: string, env: EvalEnv): RulesDecision {
  const failures: string[] = [];
  for (const { block, captures } of matched) {
    for (const allow of block.allows) {
      if (!allow.expanded.has(method)) continue;
      const outcome = tryAllow(allow, block, captures, env, method);
      if (outcome === true) {
        return {
          allowed: true,
          statement: { line: allow.line, column: allow.column, method },
          message: `Allowed by 'allow ${allow.methods.join(', ')}' for '${method}' @ L${allow.line}`,
        };
      }
      failures.push(outcome);
    }
  }
  return {
    allowed: false,
    message: failures.length === 0 ? 'No matching allow statements' : failures.join(', '),
  };
}

function tryAllow(
  allow: AllowStmt,
  block: MatchBlock,
  captures: Map<string, RValue>,
  env: EvalEnv,
  method: string,
): true | string {
  if (allow.condition === null) return true;
  env.captures = captures;
  env.depth = 0;
  env.steps = 0;
  try {
    const v = evaluate(allow.condition, env, block, null);
    if (v === true) return true;
    if (v === false) return `false for '${method}' @ L${allow.line}`;
    return `Invalid type. Expected: bool. for '${method}' @ L${allow.line}`;
  } catch (err) {
    const e = err instanceof RulesEvalError ? err : new RulesEvalError(String(err));
    const where =
      e.line !== 0 && e.line !== allow.line ? `, evaluation error at L${e.line}:${e.column}` : '';
    return `${e.message} for '${method}' @ L${allow.line}${where}`;
  }
}
