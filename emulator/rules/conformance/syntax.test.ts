import { describe, expect, it } from 'vitest';
import { parseRuleset, RulesSyntaxError } from '../index';
import { REF } from './harness';

const L = `(${REF.language})`;

function syntaxError(src: string): RulesSyntaxError {
  try {
    parseRuleset(src, 'test.rules');
  } catch (e) {
    if (e instanceof RulesSyntaxError) return e;
    throw e;
  }
  throw new Error('expected a syntax error');
}

describe('Syntax errors name the file, line and column', () => {
  const cases: [string, string, number, number][] = [
    [
      'a missing semicolon after rules_version',
      "rules_version = '2'\nservice cloud.firestore {}",
      2,
      1,
    ],
    ['an unsupported rules_version', "rules_version = '3';", 1, 17],
    ['a missing service', '', 1, 1],
    [
      'an unknown allow method',
      'service cloud.firestore {\n  match /a {\n    allow readd;\n  }\n}',
      3,
      11,
    ],
    ['an allow outside a match', 'service cloud.firestore {\n  allow read;\n}', 2, 3],
    ['an unclosed match block', 'service cloud.firestore {\n  match /a {\n', 3, 1],
    ['a condition without if', 'service cloud.firestore { match /a { allow read: true; } }', 1, 50],
    [
      'a dangling binary operator',
      'service cloud.firestore { match /a { allow read: if 1 + ; } }',
      1,
      57,
    ],
    [
      'an unterminated string',
      "service cloud.firestore { match /a { allow read: if 'abc; } }",
      1,
      53,
    ],
    [
      'an unknown escape',
      "service cloud.firestore { match /a { allow read: if '\\q' == 'q'; } }",
      1,
      54,
    ],
    [
      'an unexpected character',
      'service cloud.firestore { match /a { allow read: if 1 # 2; } }',
      1,
      55,
    ],
    [
      'a malformed path variable',
      'service cloud.firestore { match /a/{x y} { allow read; } }',
      1,
      36,
    ],
    [
      'a duplicate path variable',
      'service cloud.firestore { match /a/{x}/b/{x} { allow read; } }',
      1,
      42,
    ],
    [
      'an integer literal out of range',
      'service cloud.firestore { match /a { allow read: if 9223372036854775808 > 0; } }',
      1,
      53,
    ],
    ['a function without return', 'service cloud.firestore { function f() { let x = 1; } }', 1, 53],
    [
      'a duplicate function',
      'service cloud.firestore { function f() { return 1; } function f() { return 2; } }',
      1,
      54,
    ],
    [
      'a duplicate let binding',
      'service cloud.firestore { function f() { let x = 1; let x = 2; return x; } }',
      1,
      57,
    ],
    [
      'an is without a type',
      'service cloud.firestore { match /a { allow read: if 1 is banana; } }',
      1,
      58,
    ],
    ['an unterminated block comment', 'service cloud.firestore { /* never closed', 1, 27],
    [
      'a call of a non-function expression',
      'service cloud.firestore { match /a { allow read: if (f)(1); } }',
      1,
      56,
    ],
    [
      'two recursive wildcards in one match path',
      "rules_version = '2'; service cloud.firestore { match /{a=**}/x/{b=**} { allow read; } }",
      1,
      54,
    ],
    [
      'a version-1 recursive wildcard before other segments',
      "rules_version = '1'; service cloud.firestore { match /{p=**}/a { allow read; } }",
      1,
      54,
    ],
  ];
  for (const [what, src, line, column] of cases) {
    it(`${what} is a syntax error at ${line}:${column} ${L}`, () => {
      const e = syntaxError(src);
      expect({ line: e.line, column: e.column }).toEqual({ line, column });
      expect(e.message.startsWith(`test.rules:${line}:${column}: `)).toBe(true);
    });
  }

  it(`comments of both forms are ignored ${L}`, () => {
    expect(() =>
      parseRuleset(
        "// line\nrules_version = '2'; /* block\n comment */ service cloud.firestore { match /a/{b} { allow read: if true; // trailing\n } }",
      ),
    ).not.toThrow();
  });

  it(`deeply nested expressions are rejected instead of overflowing the stack ${L}`, () => {
    const deep = `${'('.repeat(5000)}true${')'.repeat(5000)}`;
    expect(
      syntaxError(`service cloud.firestore { match /a { allow read: if ${deep}; } }`).reason,
    ).toContain('nested too deeply');
  });

  it(`an allow statement may list several methods ${L}`, () => {
    expect(() =>
      parseRuleset(
        'service cloud.firestore { match /a/{b} { allow get, list, create: if true; } }',
      ),
    ).not.toThrow();
  });

  it(`the ';' after an allow statement is optional before the next statement or '}' ${L}`, () => {
    expect(() =>
      parseRuleset(
        'service cloud.firestore { match /a/{b} { allow get: if true\n allow list: if false\n function f() { return true; } match /c { allow read } } }',
      ),
    ).not.toThrow();
  });

  // The official compiler's report for the codelab's unedited storage.rules
  // (firebase/codelab-friendlychat-web#7): "[E] 3:12 - Unexpected '<'."
  it(`an unexpected token is reported as the official compiler does ${L}`, () => {
    const e = syntaxError(
      '// Only a user can upload their profile picture\nservice firebase.storage {\n  match /b/<FIREBASE_STORAGE_BUCKET>/o {\n  }\n}',
    );
    expect({ line: e.line, column: e.column, reason: e.reason }).toEqual({
      line: 3,
      column: 12,
      reason: "Unexpected '<'.",
    });
    expect(
      syntaxError('service cloud.firestore { match /a { allow read: if 1 + ; } }').reason,
    ).toBe("Unexpected ';'.");
  });

  it(`functions may be declared at file scope and called from any service ${L}`, () => {
    const rules = parseRuleset(
      'function outer(x) { let y = x + 1; return inner(y); }\nservice cloud.firestore { match /a/{b} { allow get: if outer(1); } }\nfunction inner(y) { return y == 2; }',
    );
    expect(rules).toBeDefined();
    expect(
      syntaxError(
        'function f() { return 1; }\nfunction f() { return 2; }\nservice cloud.firestore {}',
      ),
    ).toMatchObject({ line: 2, column: 1 });
  });

  it(`strings, bytes, raw strings, floats, lists, maps and paths all parse ${L}`, () => {
    expect(() =>
      parseRuleset(
        "service cloud.firestore { match /a/{b} { allow read: if [1, 2.5, 'x', \"y\", b'z', r'\\d', {'k': null}, /p/$(b)/q, -1, .5] != []; } }",
      ),
    ).not.toThrow();
  });
});
