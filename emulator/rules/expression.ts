// Evaluates one standalone expression (no request), for tests, tools and the fuzzer.

import type { ServiceBlock } from './ast';
import { RulesEvalError } from './errors';
import { type EvalEnv, evaluate } from './evaluate';
import { parse } from './parser';
import { Ruleset } from './ruleset';
import type { RValue } from './values';

export type ExpressionResult = { ok: true; value: RValue } | { ok: false; error: string };

export function evaluateExpression(
  text: string,
  bindings: Record<string, RValue> = {},
): ExpressionResult {
  // Parsing the expression as an allow condition reuses the full grammar; syntax errors throw.
  const file = parse(
    `service cloud.firestore { match /x { allow get: if ${text}\n; } }`,
    'expression',
  );
  const svc = file.services[0] as ServiceBlock;
  const cond = svc.matches[0]?.allows[0]?.condition;
  if (!cond) throw new Error('expression did not parse to a condition');
  const env: EvalEnv = {
    ruleset: new Ruleset(file),
    globals: new Map(Object.entries(bindings)),
    captures: new Map(),
    docs: {
      get: () => null,
      exists: () => false,
    },
    service: 'firestore',
    depth: 0,
    steps: 0,
  };
  try {
    return { ok: true, value: evaluate(cond, env, svc, null) };
  } catch (err) {
    return { ok: false, error: err instanceof RulesEvalError ? err.message : String(err) };
  }
}
