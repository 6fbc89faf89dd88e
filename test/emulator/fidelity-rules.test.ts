// Regression tests for rules files the official compiler loads and this engine used to refuse, and
// for old clients' separate transform writes. Sources: the rules language reference
// (https://firebase.google.com/docs/rules/rules-language, .../reference/rules) and the
// @firebase/testing (firebase 7) write protocol, which sends FieldValue transforms as a `transform`
// write after the `update`.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseRuleset, RulesSyntaxError } from '../../emulator/rules';
import { startTestEmulator, type TestEmulator } from './firestore-fixture';

const projectId = 'demo-fidelity-rules';
const root = `projects/${projectId}/databases/(default)/documents`;

// File-scope functions (before and after the service), allow statements without a trailing ';',
// `let` bindings, and one call into every documented stdlib namespace and type.
const rules = `rules_version = '2';
function isOpen(id) {
  let prefix = 'open';
  return id.matches(prefix + '.*') && helper();
}
service cloud.firestore {
  match /databases/{database}/documents {
    match /{id}/{doc} {
      allow get: if isOpen(id) && stdlibHolds()
      allow list: if false
      allow create: if id == 'stamped' && request.resource.data.at == request.time
    }
  }
}
function helper() { return true; }
function stdlibHolds() {
  let m = {'a': 1, 'b': 2};
  let s = ['x', 'y'].toSet();
  return math.abs(-2) == 2 && math.ceil(1.2) == 2 && math.floor(1.8) == 1
    && math.round(1.5) == 2 && math.pow(2, 3) == 8 && math.sqrt(4) == 2
    && !math.isNaN(1.0) && math.isInfinite(1.0 / 0)
    && hashing.sha256('a') == hashing.sha256(b'a') && hashing.md5('a').size() == 16
    && hashing.crc32('abc') != hashing.crc32c('abc')
    && latlng.value(0, 0).distance(latlng.value(0, 0)) == 0
    && latlng.value(1, 2).latitude() == 1 && latlng.value(1, 2).longitude() == 2
    && timestamp.date(2020, 1, 2).year() == 2020 && timestamp.value(0).toMillis() == 0
    && duration.value(1, 's').seconds() == 1 && duration.time(1, 0, 0, 0).seconds() == 3600
    && duration.abs(duration.value(-1, 's')).seconds() == 1
    && 'AbC'.lower() == 'abc' && 'abc'.upper() == 'ABC' && ' a '.trim() == 'a'
    && 'a,b'.split(',').size() == 2 && 'aa'.replace('a', 'b') == 'bb'
    && 'a'.toUtf8().toBase64() == 'YQ==' && b'\\x01'.toHexString() == '01'
    && [1, 2].concat([3]).size() == 3 && [1, 2].hasAll([1]) && [1].hasAny([1, 5])
    && [1].hasOnly([1, 2]) && ['a', 'b'].join('-') == 'a-b' && [1, 2].removeAll([2]) == [1]
    && m.keys().size() == 2 && m.values().size() == 2 && m.get('c', 3) == 3
    && m.diff({'a': 1, 'c': 3}).addedKeys() == ['b'].toSet()
    && s.union(['z'].toSet()).size() == 3 && s.intersection(['x'].toSet()).size() == 1
    && s.difference(['x'].toSet()).hasOnly(['y']) && s.hasAny(['x'])
    && int('3') == 3 && float(1) == 1.0 && string(1) == '1' && path('/a/b') == /a/b
    && debug(true);
}
`;

let emulator: TestEmulator;

beforeAll(async () => {
  emulator = await startTestEmulator(projectId, { rules });
});
afterAll(async () => {
  await emulator?.stop();
});

async function rest(method: string, path: string, body?: unknown) {
  const response = await fetch(`${emulator.url}/v1/${path}`, {
    method,
    headers: { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

describe('rules grammar the official compiler accepts', () => {
  it('loads file-scope functions, allow statements without ";", let bindings and the documented stdlib', async () => {
    // The rules loaded (the emulator started with them); a get allowed by them answers 404.
    expect((await rest('GET', `${root}/open-1/d`)).status).toBe(404);
    expect((await rest('GET', `${root}/closed/d`)).status).toBe(403);
    const list = await rest('POST', `${root}:runQuery`, {
      structuredQuery: { from: [{ collectionId: 'open-1' }] },
    });
    expect(list.status).toBe(403);
  });

  it('still refuses an allow followed by something that is not a statement, at its position', () => {
    const src = "service cloud.firestore {\n  match /a {\n    allow read: if true 'x'\n  }\n}";
    try {
      parseRuleset(src, 'test.rules');
      expect.unreachable('the rules must not load');
    } catch (e) {
      expect(e).toBeInstanceOf(RulesSyntaxError);
      expect(String((e as Error).message)).toMatch(
        /^test\.rules:3:25: Unexpected ''x''\. Expected ';'\.$/,
      );
    }
  });

  it('refuses a function defined twice at file scope', () => {
    const src =
      'function f() { return true; }\nfunction f() { return false; }\nservice cloud.firestore {}';
    expect(() => parseRuleset(src, 'test.rules')).toThrow(/test\.rules:2:1: .*already defined/);
  });
});

describe('old clients: a separate transform write after the update', () => {
  it('rules see the transformed values in request.resource (@firebase/testing serverTimestamp())', async () => {
    const name = `${root}/stamped/s1`;
    const writes = [
      { update: { name, fields: { title: { stringValue: 't' } } } },
      {
        transform: {
          document: name,
          fieldTransforms: [{ fieldPath: 'at', setToServerValue: 'REQUEST_TIME' }],
        },
      },
    ];
    const committed = await rest('POST', `${root}:commit`, { writes });
    expect(committed.status).toBe(200);
    expect((committed.body.writeResults as unknown[]).length).toBe(2);
    // Without the transform, request.resource.data.at is missing and the create is denied.
    const alone = await rest('POST', `${root}:commit`, {
      writes: [{ update: { name: `${root}/stamped/s2`, fields: {} } }],
    });
    expect(alone.status).toBe(403);
  });
});
