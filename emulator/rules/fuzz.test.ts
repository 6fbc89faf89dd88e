// Random and mutated rulesets and expressions: the engine must always answer with a decision or a
// RulesSyntaxError, never another exception, and never hang.

import { describe, expect, it } from 'vitest';
import { evaluateExpression } from './expression';
import {
  evaluateFirestore,
  evaluateStorage,
  parseRuleset,
  type Ruleset,
  RulesSyntaxError,
} from './index';
import type { FirestoreRulesRequest, FsValue, RulesDecision, RulesDocAccessor } from './types';

/** mulberry32: small, fast, seeded. */
function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

class Gen {
  constructor(readonly rnd: () => number) {}
  int(n: number): number {
    return Math.floor(this.rnd() * n);
  }
  pick<T>(xs: readonly T[]): T {
    return xs[this.int(xs.length)] as T;
  }
  chance(p: number): boolean {
    return this.rnd() < p;
  }

  literal(): string {
    return this.pick([
      () => String(this.int(1000) - 500),
      () => '9223372036854775807',
      () => `${this.int(100)}.${this.int(100)}`,
      () => `'${this.pick(['', 'a', 'abc', 'a/b', 'x@y.com', '\\n', 'é'])}'`,
      () => this.pick(['true', 'false', 'null']),
      () => `b'${this.pick(['', 'ab', '\\x00\\xff'])}'`,
      () => '/databases/$(database)/documents/x/$(request.auth.uid)',
      () => `/a/${this.pick(['b', '$(1)', "('c')"])}`,
    ])();
  }

  expr(depth: number): string {
    if (depth <= 0 || this.chance(0.25)) {
      return this.chance(0.5)
        ? this.literal()
        : this.pick([
            'request.auth.uid',
            'request.auth.token.email',
            'request.time',
            'request.method',
            'request.query.limit',
            'resource.data.a',
            'resource.data.b.c',
            'resource.id',
            'request.resource.data.a',
            'resource',
            'request.resource',
            'database',
            'id',
            'rest',
            'x',
          ]);
    }
    const d = depth - 1;
    return this.pick([
      () =>
        `(${this.expr(d)} ${this.pick(['&&', '||', '==', '!=', '<', '<=', '>', '>=', '+', '-', '*', '/', '%', 'in'])} ${this.expr(d)})`,
      () => `${this.pick(['!', '-'])}${this.expr(d)}`,
      () => `(${this.expr(d)} ? ${this.expr(d)} : ${this.expr(d)})`,
      () => `[${this.expr(d)}, ${this.expr(d)}]`,
      () => `{'k': ${this.expr(d)}, 'j': ${this.expr(d)}}`,
      () =>
        `(${this.expr(d)}).${this.pick(['size()', 'keys()', 'values()', 'toSet()', 'lower()', 'trim()', 'data', 'a', 'toMillis()', 'nanos()'])}`,
      () =>
        `(${this.expr(d)}).${this.pick(['matches', 'split', 'hasAny', 'hasAll', 'hasOnly', 'join', 'concat', 'diff', 'get', 'union'])}(${this.expr(d)})`,
      () => `(${this.expr(d)}).get(${this.expr(d)}, ${this.expr(d)})`,
      () => `(${this.expr(d)})[${this.expr(d)}]`,
      () => `(${this.expr(d)})[${this.expr(d)}:${this.expr(d)}]`,
      () =>
        `(${this.expr(d)} is ${this.pick(['int', 'string', 'map', 'list', 'bool', 'path', 'number'])})`,
      () =>
        `${this.pick(['math.abs', 'math.ceil', 'math.sqrt', 'hashing.sha256', 'hashing.crc32', 'int', 'float', 'string', 'path', 'debug', 'exists', 'get', 'getAfter', 'existsAfter', 'timestamp.value', 'duration.abs', 'f', 'g', 'nope'])}(${this.expr(d)})`,
      () =>
        `${this.pick(['duration.value', 'latlng.value', 'math.pow', 'timestamp.date'])}(${this.expr(d)}, ${this.expr(d)})`,
      () =>
        `(${this.expr(d)}).diff(${this.expr(d)}).${this.pick(['addedKeys', 'affectedKeys', 'changedKeys'])}()`,
    ])();
  }

  ruleset(): string {
    const version = this.pick([
      "rules_version = '2';",
      "rules_version = '2';",
      "rules_version = '1';",
      '',
    ]);
    const fns = Array.from({ length: this.int(3) }, (_, i) => {
      const name = this.pick(['f', 'g', `h${i}`]) + (this.chance(0.9) ? String(i) : '');
      const lets = this.chance(0.5) ? `let y = ${this.expr(2)}; ` : '';
      return `function ${name}(x) { ${lets}return ${this.expr(3)}; }`;
    });
    const allows = () =>
      Array.from(
        { length: 1 + this.int(3) },
        () =>
          `allow ${this.pick(['read', 'write', 'get', 'list', 'create', 'update', 'delete', 'get, list', 'read, write'])}${this.chance(0.9) ? `: if ${this.expr(4)}` : ''};`,
      ).join('\n');
    const match = (depth: number): string => {
      const path = this.pick([
        '/a/{id}',
        '/a/{id}/b/{x}',
        '/{rest=**}',
        '/a/{rest=**}',
        '/{p=**}/b/{x}',
        '/a',
        '/b/{id}',
      ]);
      const inner = depth > 0 && this.chance(0.4) ? match(depth - 1) : '';
      return `match ${path} {\n${this.chance(0.3) ? fns.join('\n') : ''}\n${allows()}\n${inner}\n}`;
    };
    const fsSvc = `service cloud.firestore {\n${fns.join('\n')}\nmatch /databases/{database}/documents {\n${match(2)}\n${match(1)}\n}\n}`;
    const stSvc = `service firebase.storage {\nmatch /b/{bucket}/o {\n${match(2)}\n}\n}`;
    return `${version}\n${fsSvc}\n${this.chance(0.5) ? stSvc : ''}`;
  }

  mutate(src: string): string {
    let s = src;
    const n = 1 + this.int(4);
    for (let i = 0; i < n; i++) {
      const at = this.int(s.length + 1);
      switch (this.int(5)) {
        case 0:
          s = s.slice(0, at) + s.slice(at + 1 + this.int(5));
          break;
        case 1:
          s =
            s.slice(0, at) +
            this.pick([
              '{',
              '}',
              '(',
              ')',
              ';',
              "'",
              '"',
              '/',
              '$(',
              '**',
              '=',
              ' if ',
              '\\',
              '.',
              ',',
              '[',
              ']',
              '\n',
              '/*',
              '//',
            ]) +
            s.slice(at);
          break;
        case 2: {
          const from = this.int(s.length);
          s = s.slice(0, at) + s.slice(from, from + this.int(20)) + s.slice(at);
          break;
        }
        case 3:
          s = s.slice(0, at) + String.fromCharCode(this.int(0x3000)) + s.slice(at);
          break;
        default:
          s = s.slice(0, at) + this.expr(2) + s.slice(at);
      }
    }
    return s;
  }
}

const docs: RulesDocAccessor = {
  get: (p) =>
    p.length % 2 === 0
      ? {
          name: `projects/demo${p}`,
          fields: { a: { integerValue: '1' }, role: { stringValue: 'admin' } },
        }
      : null,
  getAfter: () => null,
};

const values: FsValue[] = [
  { integerValue: '5' },
  { stringValue: 'alice' },
  { booleanValue: true },
  { nullValue: null },
  { arrayValue: { values: [{ stringValue: 'alice' }] } },
  { mapValue: { fields: { c: { doubleValue: 1.5 } } } },
];

function requests(g: Gen): FirestoreRulesRequest[] {
  const base = {
    auth: g.chance(0.8) ? { uid: 'alice', token: { email: 'a@b.c', admin: true } } : null,
    time: new Date(1_700_000_000_000),
    documents: docs,
  };
  const d = {
    name: 'projects/demo/databases/(default)/documents/a/x',
    fields: { a: g.pick(values), b: g.pick(values) },
  };
  return [
    { ...base, path: 'a/x', method: 'get', resource: g.chance(0.7) ? d : null },
    { ...base, path: 'a/x', method: 'update', resource: d, requestResource: d },
    { ...base, path: 'a/x/b/y', method: 'create', resource: null, requestResource: d },
    {
      ...base,
      path: g.pick(['a', 'b', 'a/x/b']),
      method: 'list',
      resource: null,
      query: {
        collectionGroup: g.chance(0.2),
        limit: g.int(20),
        filters: [
          {
            field: g.pick(['a', 'b.c', '__name__']),
            op: g.pick(['EQUAL', 'IN', 'ARRAY_CONTAINS', 'LESS_THAN', 'NOT_IN'] as const),
            value: g.pick(values),
          },
        ],
      },
    },
  ];
}

function checkDecision(d: RulesDecision): void {
  if (typeof d.allowed !== 'boolean' || typeof d.message !== 'string') {
    throw new Error(`malformed decision ${JSON.stringify(d)}`);
  }
}

function exercise(src: string, g: Gen): 'parsed' | 'syntax' {
  let rs: Ruleset;
  try {
    rs = parseRuleset(src, 'fuzz.rules');
  } catch (e) {
    if (e instanceof RulesSyntaxError && e.line >= 1 && e.column >= 1) {
      if (process.env.FUZZ_DEBUG)
        console.log(
          e.message,
          '@@',
          src.split('\n')[e.line - 1]?.slice(Math.max(0, e.column - 40), e.column + 10),
        );
      return 'syntax';
    }
    throw e;
  }
  for (const r of requests(g)) checkDecision(evaluateFirestore(rs, r));
  checkDecision(
    evaluateStorage(rs, {
      bucket: 'b',
      path: g.pick(['a/x', 'a/x/b/y', 'z']),
      method: g.pick(['get', 'create', 'delete'] as const),
      auth: null,
      time: new Date(0),
      resource: null,
      requestResource: { name: 'a/x', bucket: 'b', size: 10, contentType: 'image/png' },
      firestore: docs,
    }),
  );
  return 'parsed';
}

describe('Fuzzing the rules engine', () => {
  it('answers thousands of random expressions with a value or an evaluation error', () => {
    const g = new Gen(prng(1234));
    let errors = 0;
    for (let i = 0; i < 4000; i++) {
      const text = g.expr(5);
      let r: ReturnType<typeof evaluateExpression>;
      try {
        r = evaluateExpression(text, { x: 1n });
      } catch (e) {
        if (e instanceof RulesSyntaxError) continue;
        throw new Error(`expression ${text} threw ${String(e)}`);
      }
      if (!r.ok) errors++;
    }
    // Random programs mostly go wrong; both outcomes must occur or the generator is broken.
    expect(errors).toBeGreaterThan(100);
    expect(errors).toBeLessThan(4000);
  }, 30_000);

  it('answers random rulesets and their mutations with a decision or a syntax error', () => {
    const g = new Gen(prng(42));
    const tally = { parsed: 0, syntax: 0 };
    for (let i = 0; i < 1000; i++) {
      const src = g.ruleset();
      tally[exercise(src, g)]++;
      for (let m = 0; m < 2; m++) {
        const mutated = g.mutate(src);
        try {
          tally[exercise(mutated, g)]++;
        } catch (e) {
          throw new Error(`mutated ruleset threw ${String(e)}:\n${mutated}`);
        }
      }
    }
    expect(tally.parsed).toBeGreaterThan(800);
    expect(tally.syntax).toBeGreaterThan(800);
  }, 30_000);

  it('bounds pathological programs: exponential calls, huge strings, deep nesting', () => {
    const fanOut = Array.from(
      { length: 25 },
      (_, i) => `function f${i}() { return f${i + 1}() && f${i + 1}(); }`,
    ).join('\n');
    const rs = parseRuleset(
      `service cloud.firestore { ${fanOut} function f25() { return true; }
        function big(s) { let a = s + s; let b = a + a; let c = b + b; let d = c + c; return d; }
        match /databases/{db}/documents { match /a/{id} {
          allow get: if f0();
          allow list: if big(big(big(big(big(big(big('xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx'))))))).size() > 0;
          allow create: if ${'1 + '.repeat(300)}1 > 300;
        } } }`,
    );
    const base = { auth: null, time: new Date(0), resource: null, documents: docs };
    // The budgets bound them (the refusals below name which), not a clock: a wall-time limit
    // failed on a busy machine while proving nothing the messages do not.
    const get = evaluateFirestore(rs, { ...base, path: 'a/b', method: 'get' });
    const list = evaluateFirestore(rs, {
      ...base,
      path: 'a',
      method: 'list',
      query: { filters: [] },
    });
    const create = evaluateFirestore(rs, { ...base, path: 'a/b', method: 'create' });
    expect(get.allowed).toBe(false);
    expect(get.message).toContain('maximum number of expression steps');
    expect(list.allowed).toBe(false);
    expect(list.message).toContain('too large');
    expect(create.allowed).toBe(true);
    expect(() =>
      parseRuleset(
        `service cloud.firestore { match /a { allow read: if ${'1 + '.repeat(3000)}1 > 0; } }`,
      ),
    ).toThrow(RulesSyntaxError);
  });
});

describe('Ambiguous match paths', () => {
  it('deny instead of searching every way to split a path between nested recursive wildcards', () => {
    let body = 'allow read: if true;';
    for (let i = 0; i < 8; i++) body = `match /{w${i}=**} { ${body} }`;
    const rs = parseRuleset(
      `rules_version = '2'; service cloud.firestore { match /databases/{d}/documents { ${body} } }`,
    );
    const path = Array.from({ length: 30 }, (_, i) => `s${i}`).join('/');
    // The refusal proves the search was cut short; a wall-time limit would only measure the machine.
    const d = evaluateFirestore(rs, {
      path,
      method: 'get',
      auth: null,
      time: new Date(0),
      resource: null,
      documents: docs,
    });
    expect(d.allowed).toBe(false);
    expect(d.message).toContain('too ambiguous');
  });
});
