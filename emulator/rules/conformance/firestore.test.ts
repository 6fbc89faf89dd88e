import { describe, expect, it } from 'vitest';
import { coverage, createAccessCallCounter, evaluateFirestore, resetCoverage } from '../index';
import { alice, bob, doc, fsRules, fv, req, store } from './fixtures';
import { REF } from './harness';

const ref = (url: string) => `(${url})`;

describe('Match statements and path variables', () => {
  it(`a nested match applies to the full path built from its parents ${ref(REF.structure)}`, () => {
    const rs = fsRules('match /cities/{city} { allow get: if city == "sf"; }');
    expect(evaluateFirestore(rs, req({ path: 'cities/sf', method: 'get' })).allowed).toBe(true);
    expect(evaluateFirestore(rs, req({ path: 'cities/la', method: 'get' })).allowed).toBe(false);
  });

  it(`a single-segment wildcard does not match a subcollection document ${ref(REF.structure)}`, () => {
    const rs = fsRules('match /cities/{city} { allow read; }');
    expect(
      evaluateFirestore(rs, req({ path: 'cities/sf/landmarks/x', method: 'get' })).allowed,
    ).toBe(false);
  });

  it(`rules of a parent collection do not cascade to subcollections ${ref(REF.structure)}`, () => {
    const rs = fsRules(
      'match /cities/{city} { allow read; match /landmarks/{l} { allow read: if false; } }',
    );
    expect(
      evaluateFirestore(rs, req({ path: 'cities/sf/landmarks/x', method: 'get' })).allowed,
    ).toBe(false);
    expect(evaluateFirestore(rs, req({ path: 'cities/sf', method: 'get' })).allowed).toBe(true);
  });

  it(`a recursive wildcard matches documents at any depth ${ref(REF.structure)}`, () => {
    const rs = fsRules('match /cities/{document=**} { allow read; }');
    expect(evaluateFirestore(rs, req({ path: 'cities/sf', method: 'get' })).allowed).toBe(true);
    expect(
      evaluateFirestore(rs, req({ path: 'cities/sf/landmarks/x', method: 'get' })).allowed,
    ).toBe(true);
  });

  it(`a recursive wildcard binds a path value ${ref(REF.structure)}`, () => {
    const rs = fsRules(
      "match /cities/{rest=**} { allow read: if rest == /sf/landmarks/x && rest[0] == 'sf'; }",
    );
    expect(
      evaluateFirestore(rs, req({ path: 'cities/sf/landmarks/x', method: 'get' })).allowed,
    ).toBe(true);
  });

  it(`in version 2 a recursive wildcard matches zero segments ${ref(REF.structure)}`, () => {
    const rs = fsRules('match /cities/{city}/{rest=**} { allow read; }', '2');
    expect(evaluateFirestore(rs, req({ path: 'cities/sf', method: 'get' })).allowed).toBe(true);
  });

  it(`in version 1 a recursive wildcard needs at least one segment ${ref(REF.structure)}`, () => {
    const rs = fsRules('match /cities/{city}/{rest=**} { allow read; }', '1');
    expect(evaluateFirestore(rs, req({ path: 'cities/sf', method: 'get' })).allowed).toBe(false);
    expect(evaluateFirestore(rs, req({ path: 'cities/sf/a/b', method: 'get' })).allowed).toBe(true);
  });

  it(`when several match statements match, access is allowed if any of them allows ${ref(REF.structure)}`, () => {
    const rs = fsRules(
      'match /cities/{city} { allow read: if false; } match /cities/{document=**} { allow read: if true; }',
    );
    const d = evaluateFirestore(rs, req({ path: 'cities/sf', method: 'get' }));
    expect(d.allowed).toBe(true);
    expect(d.statement?.line).toBe(4);
  });

  it(`the database path variable holds the database id ${ref(REF.structure)}`, () => {
    const rs = fsRules("match /a/{b} { allow get: if database == 'other'; }");
    expect(
      evaluateFirestore(rs, req({ path: 'a/b', method: 'get', database: 'other' })).allowed,
    ).toBe(true);
    expect(evaluateFirestore(rs, req({ path: 'a/b', method: 'get' })).allowed).toBe(false);
  });

  it(`a request with no matching allow statement is denied ${ref(REF.structure)}`, () => {
    const rs = fsRules('match /a/{b} { allow get; }');
    const d = evaluateFirestore(rs, req({ path: 'x/y', method: 'get' }));
    expect(d).toEqual({ allowed: false, message: 'No matching allow statements' });
  });
});

describe('Allow methods', () => {
  const cases: [string, string, boolean][] = [
    ['read', 'get', true],
    ['read', 'list', true],
    ['read', 'create', false],
    ['write', 'create', true],
    ['write', 'update', true],
    ['write', 'delete', true],
    ['write', 'get', false],
    ['get', 'list', false],
    ['list', 'get', false],
    ['create', 'update', false],
    ['update', 'delete', false],
    ['create, update', 'update', true],
  ];
  for (const [allow, method, allowed] of cases) {
    it(`allow ${allow} ${allowed ? 'covers' : 'does not cover'} a ${method} request ${ref(REF.structure)}`, () => {
      const rs = fsRules(`match /a/{b} { allow ${allow}; }`);
      const path = method === 'list' ? 'a' : 'a/b';
      expect(evaluateFirestore(rs, req({ path, method: method as 'get' })).allowed).toBe(allowed);
    });
  }
});

describe('Functions and let bindings', () => {
  it(`a function declared in an outer block is callable from a nested block ${ref(REF.conditions)}`, () => {
    const rs = fsRules(
      'function signedIn() { return request.auth != null; } match /a/{b} { allow get: if signedIn(); }',
    );
    expect(evaluateFirestore(rs, req({ path: 'a/b', method: 'get', auth: alice })).allowed).toBe(
      true,
    );
    expect(evaluateFirestore(rs, req({ path: 'a/b', method: 'get' })).allowed).toBe(false);
  });

  it(`a function can read the path variables of its enclosing match ${ref(REF.conditions)}`, () => {
    const rs = fsRules(
      'match /users/{uid} { function isOwner() { return request.auth.uid == uid; } allow get: if isOwner(); }',
    );
    expect(
      evaluateFirestore(rs, req({ path: 'users/alice', method: 'get', auth: alice })).allowed,
    ).toBe(true);
    expect(
      evaluateFirestore(rs, req({ path: 'users/bob', method: 'get', auth: alice })).allowed,
    ).toBe(false);
  });

  it(`let bindings are visible to later lets and the return expression ${ref(REF.language)}`, () => {
    const rs = fsRules(
      'function f(x) { let y = x * 2; let z = y + 1; return z == 7; } match /a/{b} { allow get: if f(3); }',
    );
    expect(evaluateFirestore(rs, req({ path: 'a/b', method: 'get' })).allowed).toBe(true);
  });

  it(`functions may call other functions ${ref(REF.language)}`, () => {
    const rs = fsRules(
      'function a(x) { return b(x) + 1; } function b(x) { return x * 10; } match /a/{id} { allow get: if a(2) == 21; }',
    );
    expect(evaluateFirestore(rs, req({ path: 'a/b', method: 'get' })).allowed).toBe(true);
  });

  it(`recursion is cut off by the call depth limit and denies ${ref(REF.language)}`, () => {
    const rs = fsRules(
      'function loop(x) { return loop(x + 1); } match /a/{b} { allow get: if loop(0); }',
    );
    const d = evaluateFirestore(rs, req({ path: 'a/b', method: 'get' }));
    expect(d.allowed).toBe(false);
    expect(d.message).toContain('Maximum function call depth exceeded.');
  });

  it(`calling a function with the wrong number of arguments denies ${ref(REF.language)}`, () => {
    const rs = fsRules('function f(x) { return true; } match /a/{b} { allow get: if f(); }');
    expect(evaluateFirestore(rs, req({ path: 'a/b', method: 'get' })).allowed).toBe(false);
  });
});

describe('The request object', () => {
  const T = REF.fsRequest;
  it(`request.auth is null for unauthenticated requests ${ref(T)}`, () => {
    const rs = fsRules('match /a/{b} { allow get: if request.auth == null; }');
    expect(evaluateFirestore(rs, req({ path: 'a/b', method: 'get' })).allowed).toBe(true);
    expect(evaluateFirestore(rs, req({ path: 'a/b', method: 'get', auth: alice })).allowed).toBe(
      false,
    );
  });

  it(`request.auth.token carries the ID token claims ${ref(REF.conditions)}`, () => {
    const rs = fsRules(
      "match /a/{b} { allow get: if request.auth.token.email_verified == true && request.auth.token.email.matches('.*@example[.]com'); }",
    );
    expect(evaluateFirestore(rs, req({ path: 'a/b', method: 'get', auth: alice })).allowed).toBe(
      true,
    );
    expect(evaluateFirestore(rs, req({ path: 'a/b', method: 'get', auth: bob })).allowed).toBe(
      false,
    );
  });

  it(`a custom claim missing from the token is an error that denies ${ref(REF.conditions)}`, () => {
    const rs = fsRules('match /a/{b} { allow get: if request.auth.token.admin == true; }');
    const d = evaluateFirestore(rs, req({ path: 'a/b', method: 'get', auth: alice }));
    expect(d.allowed).toBe(false);
    expect(d.message).toBe("Property admin is undefined on object. for 'get' @ L4");
    expect(evaluateFirestore(rs, req({ path: 'a/b', method: 'get', auth: bob })).allowed).toBe(
      true,
    );
  });

  it(`request.method names the concrete method ${ref(T)}`, () => {
    const rs = fsRules("match /a/{b} { allow write: if request.method == 'update'; }");
    expect(
      evaluateFirestore(
        rs,
        req({
          path: 'a/b',
          method: 'update',
          resource: doc('a/b', {}),
          requestResource: doc('a/b', {}),
        }),
      ).allowed,
    ).toBe(true);
    expect(evaluateFirestore(rs, req({ path: 'a/b', method: 'delete' })).allowed).toBe(false);
  });

  it(`request.path is the full document path ${ref(T)}`, () => {
    const rs = fsRules(
      'match /a/{b} { allow get: if request.path == /databases/$(database)/documents/a/$(b); }',
    );
    expect(evaluateFirestore(rs, req({ path: 'a/b', method: 'get' })).allowed).toBe(true);
  });

  it(`request.time is a timestamp of the request ${ref(T)}`, () => {
    const rs = fsRules(
      'match /a/{b} { allow get: if request.time == timestamp.value(1767323045678) && request.time.year() == 2026; }',
    );
    expect(evaluateFirestore(rs, req({ path: 'a/b', method: 'get' })).allowed).toBe(true);
  });

  it(`request.resource.data is the document after the write ${ref(REF.conditions)}`, () => {
    const rs = fsRules(
      'match /a/{b} { allow create: if request.resource.data.title is string && request.resource.data.title.size() <= 5; }',
    );
    const mk = (title: unknown) =>
      evaluateFirestore(
        rs,
        req({ path: 'a/b', method: 'create', requestResource: doc('a/b', { title }) }),
      ).allowed;
    expect(mk('short')).toBe(true);
    expect(mk('too long')).toBe(false);
    expect(mk(5)).toBe(false);
  });

  it(`request.resource.id and __name__ describe the written document ${ref(REF.fsResource)}`, () => {
    const rs = fsRules(
      "match /a/{b} { allow create: if request.resource.id == b && request.resource['__name__'] == /databases/$(database)/documents/a/$(b); }",
    );
    expect(
      evaluateFirestore(
        rs,
        req({ path: 'a/x1', method: 'create', requestResource: doc('a/x1', {}) }),
      ).allowed,
    ).toBe(true);
  });
});

describe('The resource object and data conversion', () => {
  const R = REF.fsResource;
  it(`resource.data holds the stored document ${ref(REF.conditions)}`, () => {
    const rs = fsRules("match /a/{b} { allow get: if resource.data.visibility == 'public'; }");
    expect(
      evaluateFirestore(
        rs,
        req({ path: 'a/b', method: 'get', resource: doc('a/b', { visibility: 'public' }) }),
      ).allowed,
    ).toBe(true);
    expect(
      evaluateFirestore(
        rs,
        req({ path: 'a/b', method: 'get', resource: doc('a/b', { visibility: 'private' }) }),
      ).allowed,
    ).toBe(false);
  });

  it(`resource is null for a document that does not exist, and reading it is a null value error ${ref(R)}`, () => {
    const rs = fsRules('match /a/{b} {\n allow get: if resource.data.x == 1;\n }');
    const d = evaluateFirestore(rs, req({ path: 'a/b', method: 'get' }));
    expect(d.allowed).toBe(false);
    expect(d.message).toBe("Null value error. for 'get' @ L5");
  });

  it(`Firestore integers are 64-bit ints, not floats ${ref(REF.integer)}`, () => {
    const rs = fsRules(
      'match /a/{b} { allow get: if resource.data.n == 9007199254740993 && resource.data.n is int; }',
    );
    const resource = { name: 'a/b', fields: { n: { integerValue: '9007199254740993' } } };
    expect(evaluateFirestore(rs, req({ path: 'a/b', method: 'get', resource })).allowed).toBe(true);
  });

  it(`Firestore doubles are floats ${ref(REF.float)}`, () => {
    const rs = fsRules(
      'match /a/{b} { allow get: if resource.data.f is float && resource.data.f == 1.5; }',
    );
    expect(
      evaluateFirestore(rs, req({ path: 'a/b', method: 'get', resource: doc('a/b', { f: 1.5 }) }))
        .allowed,
    ).toBe(true);
  });

  it(`Firestore timestamps keep nanosecond precision ${ref(REF.timestamp)}`, () => {
    const rs = fsRules(
      'match /a/{b} { allow get: if resource.data.t.nanos() == 123456789 && resource.data.t < request.time; }',
    );
    const resource = {
      name: 'a/b',
      fields: { t: { timestampValue: '2020-01-01T00:00:00.123456789Z' } },
    };
    expect(evaluateFirestore(rs, req({ path: 'a/b', method: 'get', resource })).allowed).toBe(true);
  });

  it(`Firestore references become paths, geopoints latlngs, bytes bytes ${ref(R)}`, () => {
    const rs = fsRules(
      'match /a/{b} { allow get: if resource.data.r == /databases/$(database)/documents/u/1 && resource.data.g.latitude() == 1.0 && resource.data.y.size() == 3; }',
    );
    const resource = {
      name: 'a/b',
      fields: {
        r: { referenceValue: 'projects/demo/databases/(default)/documents/u/1' },
        g: { geoPointValue: { latitude: 1, longitude: 2 } },
        y: { bytesValue: 'YWJj' },
      },
    };
    expect(evaluateFirestore(rs, req({ path: 'a/b', method: 'get', resource })).allowed).toBe(true);
  });

  it(`a field update allow-list with diff().affectedKeys().hasOnly() ${ref(REF.mapDiff)}`, () => {
    const rs = fsRules(
      "match /u/{id} { allow update: if request.resource.data.diff(resource.data).affectedKeys().hasOnly(['name', 'bio']); }",
    );
    const before = doc('u/x', { name: 'a', roles: { smm: 'user' } });
    const ok = doc('u/x', { name: 'b', roles: { smm: 'user' } });
    const bad = doc('u/x', { name: 'a', roles: { smm: 'admin' } });
    expect(
      evaluateFirestore(
        rs,
        req({ path: 'u/x', method: 'update', resource: before, requestResource: ok }),
      ).allowed,
    ).toBe(true);
    expect(
      evaluateFirestore(
        rs,
        req({ path: 'u/x', method: 'update', resource: before, requestResource: bad }),
      ).allowed,
    ).toBe(false);
  });
});

describe('Document access functions', () => {
  const C = REF.conditions;
  const rules = fsRules(
    [
      'function member(ws) { return exists(/databases/$(database)/documents/ws/$(ws)/members/$(request.auth.uid)); }',
      'function role(ws) { return get(/databases/$(database)/documents/ws/$(ws)/members/$(request.auth.uid)).data.role; }',
      'match /ws/{ws}/posts/{p} {',
      '  allow get: if member(ws);',
      "  allow update: if role(ws) == 'admin';",
      '  allow create: if getAfter(/databases/$(database)/documents/ws/$(ws)).data.count == 1 && existsAfter(/databases/$(database)/documents/ws/$(ws)/posts/$(p));',
      '}',
    ].join('\n'),
  );
  const data = {
    'ws/w1/members/alice': { role: 'admin' },
    'ws/w1/members/bob': { role: 'viewer' },
  };

  it(`exists() is true for a stored document and false otherwise ${ref(C)}`, () => {
    expect(
      evaluateFirestore(
        rules,
        req({ path: 'ws/w1/posts/p', method: 'get', auth: alice, documents: store(data) }),
      ).allowed,
    ).toBe(true);
    expect(
      evaluateFirestore(
        rules,
        req({ path: 'ws/w2/posts/p', method: 'get', auth: alice, documents: store(data) }),
      ).allowed,
    ).toBe(false);
  });

  it(`get() returns the stored document's resource ${ref(C)}`, () => {
    const p = {
      path: 'ws/w1/posts/p',
      method: 'update' as const,
      resource: doc('ws/w1/posts/p', {}),
      requestResource: doc('ws/w1/posts/p', {}),
    };
    expect(
      evaluateFirestore(rules, req({ ...p, auth: alice, documents: store(data) })).allowed,
    ).toBe(true);
    expect(evaluateFirestore(rules, req({ ...p, auth: bob, documents: store(data) })).allowed).toBe(
      false,
    );
  });

  it(`get() of a missing document returns null, so reading its data is an error ${ref(C)}`, () => {
    const d = evaluateFirestore(
      rules,
      req({
        path: 'ws/w9/posts/p',
        method: 'update',
        auth: alice,
        resource: doc('ws/w9/posts/p', {}),
        requestResource: doc('ws/w9/posts/p', {}),
      }),
    );
    expect(d.allowed).toBe(false);
    expect(d.message).toMatch(/^Null value error\. for 'update' @ L8, evaluation error at L5:/);
  });

  it(`getAfter() and existsAfter() see the state after the write ${ref(C)}`, () => {
    const documents = store(
      { 'ws/w1': { count: 0 } },
      { 'ws/w1': { count: 1 }, 'ws/w1/posts/p': {} },
    );
    expect(
      evaluateFirestore(
        rules,
        req({
          path: 'ws/w1/posts/p',
          method: 'create',
          requestResource: doc('ws/w1/posts/p', {}),
          documents,
        }),
      ).allowed,
    ).toBe(true);
    const unchanged = store({ 'ws/w1': { count: 0 } });
    expect(
      evaluateFirestore(
        rules,
        req({
          path: 'ws/w1/posts/p',
          method: 'create',
          requestResource: doc('ws/w1/posts/p', {}),
          documents: unchanged,
        }),
      ).allowed,
    ).toBe(false);
  });

  it(`get() of a path that is not a document is an error ${ref(C)}`, () => {
    const rs = fsRules(
      'match /a/{b} { allow get: if get(/databases/$(database)/documents/a) != null; }',
    );
    expect(evaluateFirestore(rs, req({ path: 'a/b', method: 'get' })).allowed).toBe(false);
  });

  const tenGets = (n: number) =>
    fsRules(
      `match /a/{b} { allow get: if ${Array.from({ length: n }, (_, i) => `!exists(/databases/$(database)/documents/x/d${i})`).join(' && ')}; }`,
    );

  it(`a single-document request may make 10 document access calls ${ref(`${C}#access_calls_and_pricing`)}`, () => {
    expect(evaluateFirestore(tenGets(10), req({ path: 'a/b', method: 'get' })).allowed).toBe(true);
  });

  it(`the 11th document access call of a single-document request is an error that denies ${ref(`${C}#access_calls_and_pricing`)}`, () => {
    const d = evaluateFirestore(tenGets(11), req({ path: 'a/b', method: 'get' }));
    expect(d.allowed).toBe(false);
    expect(d.message).toContain('Exceeded maximum number of document access calls (10).');
  });

  it(`repeated calls for the same document count once ${ref(`${C}#access_calls_and_pricing`)}`, () => {
    const rs = fsRules(
      `match /a/{b} { allow get: if ${Array.from({ length: 15 }, () => '!exists(/databases/$(database)/documents/x/same)').join(' && ')}; }`,
    );
    expect(evaluateFirestore(rs, req({ path: 'a/b', method: 'get' })).allowed).toBe(true);
  });

  it(`a batched write shares a budget of 20 document access calls ${ref(`${C}#access_calls_and_pricing`)}`, () => {
    const rs = fsRules(
      'match /a/{b} { allow create: if !exists(/databases/$(database)/documents/x/$(b)) && !exists(/databases/$(database)/documents/y/$(b)); }',
    );
    const accessCalls = createAccessCallCounter();
    const results = Array.from(
      { length: 11 },
      (_, i) =>
        evaluateFirestore(
          rs,
          req({
            path: `a/d${i}`,
            method: 'create',
            requestResource: doc(`a/d${i}`, {}),
            accessCalls,
          }),
        ).allowed,
    );
    expect(results.slice(0, 10).every(Boolean)).toBe(true);
    expect(results[10]).toBe(false);
  });
});

describe('Denial messages and the granting statement', () => {
  it(`a false condition reports "false for '<method>' @ L<line>" ${ref(REF.behavior)}`, () => {
    const rs = fsRules('match /a/{b} {\n allow update: if false;\n }');
    const d = evaluateFirestore(
      rs,
      req({
        path: 'a/b',
        method: 'update',
        resource: doc('a/b', {}),
        requestResource: doc('a/b', {}),
      }),
    );
    expect(d).toEqual({ allowed: false, message: "false for 'update' @ L5" });
  });

  it(`every failing statement is listed ${ref(REF.behavior)}`, () => {
    const rs = fsRules(
      'match /a/{b} {\n allow get: if false;\n allow read: if resource.data.x;\n }',
    );
    const d = evaluateFirestore(rs, req({ path: 'a/b', method: 'get' }));
    expect(d.message).toBe("false for 'get' @ L5, Null value error. for 'get' @ L6");
  });

  it(`an allowed decision names the granting statement ${ref(REF.behavior)}`, () => {
    const rs = fsRules('match /a/{b} {\n allow get: if false;\n    allow read: if true;\n }');
    const d = evaluateFirestore(rs, req({ path: 'a/b', method: 'get' }));
    expect(d.allowed).toBe(true);
    expect(d.statement).toEqual({ line: 6, column: 5, method: 'get' });
  });

  it(`a condition that is not a boolean denies ${ref(REF.language)}`, () => {
    const rs = fsRules("match /a/{b} { allow get: if 'yes'; }");
    expect(evaluateFirestore(rs, req({ path: 'a/b', method: 'get' })).allowed).toBe(false);
  });
});

describe('Coverage counts', () => {
  it(`counts true, false and error outcomes per expression ${ref(REF.behavior)}`, () => {
    const rs = fsRules('match /a/{b} { allow get: if resource.data.ok == true; }');
    evaluateFirestore(rs, req({ path: 'a/b', method: 'get', resource: doc('a/b', { ok: true }) }));
    evaluateFirestore(rs, req({ path: 'a/b', method: 'get', resource: doc('a/b', { ok: false }) }));
    evaluateFirestore(rs, req({ path: 'a/b', method: 'get' }));
    const cond = coverage(rs).find((c) => c.text === 'resource.data.ok == true');
    expect(cond).toMatchObject({ line: 4, trueCount: 1, falseCount: 1, errorCount: 1 });
    resetCoverage(rs);
    expect(
      coverage(rs).every((c) => c.trueCount + c.falseCount + c.errorCount + c.valueCount === 0),
    ).toBe(true);
  });

  it(`lists every expression of the ruleset, evaluated or not ${ref(REF.behavior)}`, () => {
    const rs = fsRules('match /a/{b} { allow get: if 1 == 1; allow list: if false; }');
    expect(coverage(rs).map((c) => c.text)).toEqual(['1', '1', '1 == 1', 'false']);
  });

  it(`leaves out namespace names, which are never values, so full coverage is reachable ${ref(REF.behavior)}`, () => {
    const rs = fsRules('match /a/{b} { allow get: if math.abs(-1) == 1; }');
    evaluateFirestore(rs, req({ path: 'a/b', method: 'get' }));
    const entries = coverage(rs);
    expect(entries.map((c) => c.text)).not.toContain('math');
    expect(entries.every((c) => c.trueCount + c.falseCount + c.errorCount + c.valueCount > 0)).toBe(
      true,
    );
  });
});

describe('Values passed in as Firestore JSON', () => {
  it(`a map field is a rules map with its keys ${ref(REF.map)}`, () => {
    const rs = fsRules(
      "match /a/{b} { allow get: if resource.data.roles.keys().hasOnly(['smm']) && resource.data.roles.smm == 'admin'; }",
    );
    const resource = { name: 'a/b', fields: { roles: fv({ smm: 'admin' }) } };
    expect(evaluateFirestore(rs, req({ path: 'a/b', method: 'get', resource })).allowed).toBe(true);
  });

  it(`a malformed integerValue denies instead of crashing ${ref(REF.integer)}`, () => {
    const rs = fsRules('match /a/{b} { allow get: if resource.data.n == 1; }');
    const resource = { name: 'a/b', fields: { n: { integerValue: 'abc' } } };
    const d = evaluateFirestore(rs, req({ path: 'a/b', method: 'get', resource }));
    expect(d.allowed).toBe(false);
    expect(d.message).toContain('Malformed integerValue');
  });
});

describe('getAfter() outside writes', () => {
  it(`getAfter() in a read sees the stored state, as no write is pending ${ref(REF.firestoreNs)}`, () => {
    const rs = fsRules(
      'match /a/{b} { allow get: if getAfter(/databases/$(database)/documents/c/d).data.v == 1; }',
    );
    expect(
      evaluateFirestore(
        rs,
        req({ path: 'a/b', method: 'get', documents: store({ 'c/d': { v: 1 } }) }),
      ).allowed,
    ).toBe(true);
  });
});
