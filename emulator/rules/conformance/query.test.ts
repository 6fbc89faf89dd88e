import { describe, expect, it } from 'vitest';
import { evaluateFirestore } from '../index';
import type { RulesQuery } from '../types';
import { alice, fsRules, fv, req, store } from './fixtures';
import { REF } from './harness';

const Q = `(${REF.query})`;

function list(
  rules: ReturnType<typeof fsRules>,
  path: string,
  query: RulesQuery,
  auth = alice,
  documents = store(),
) {
  return evaluateFirestore(rules, req({ path, method: 'list', auth, query, documents }));
}

describe('List queries are decided from their constraints (rules are not filters)', () => {
  const stories = fsRules(
    [
      'match /stories/{storyid} {',
      '  allow read: if resource.data.published == true || request.auth.uid == resource.data.author;',
      '}',
    ].join('\n'),
  );

  it(`a query with no filter on the fields the rule reads is denied even if every stored document would pass ${Q}`, () => {
    expect(list(stories, 'stories', { filters: [] }).allowed).toBe(false);
  });

  it(`a query filtered on published == true is allowed ${Q}`, () => {
    expect(
      list(stories, 'stories', { filters: [{ field: 'published', op: 'EQUAL', value: fv(true) }] })
        .allowed,
    ).toBe(true);
  });

  it(`a query filtered on the caller's own author id is allowed ${Q}`, () => {
    expect(
      list(stories, 'stories', { filters: [{ field: 'author', op: 'EQUAL', value: fv('alice') }] })
        .allowed,
    ).toBe(true);
  });

  it(`a query filtered on another author's id is denied ${Q}`, () => {
    expect(
      list(stories, 'stories', { filters: [{ field: 'author', op: 'EQUAL', value: fv('bob') }] })
        .allowed,
    ).toBe(false);
  });

  it(`a query filtered on published == false is denied ${Q}`, () => {
    expect(
      list(stories, 'stories', { filters: [{ field: 'published', op: 'EQUAL', value: fv(false) }] })
        .allowed,
    ).toBe(false);
  });

  it(`an in filter is allowed only when the rule holds for every listed value ${Q}`, () => {
    const ok = list(stories, 'stories', {
      filters: [{ field: 'author', op: 'IN', value: fv(['alice']) }],
    });
    const mixed = list(stories, 'stories', {
      filters: [{ field: 'author', op: 'IN', value: fv(['alice', 'bob']) }],
    });
    expect(ok.allowed).toBe(true);
    expect(mixed.allowed).toBe(false);
  });

  it(`an array-contains filter satisfies a membership rule ${Q}`, () => {
    const rs = fsRules(
      'match /rooms/{r} { allow list: if request.auth.uid in resource.data.members; }',
    );
    expect(
      list(rs, 'rooms', {
        filters: [{ field: 'members', op: 'ARRAY_CONTAINS', value: fv('alice') }],
      }).allowed,
    ).toBe(true);
    expect(
      list(rs, 'rooms', { filters: [{ field: 'members', op: 'ARRAY_CONTAINS', value: fv('bob') }] })
        .allowed,
    ).toBe(false);
    expect(list(rs, 'rooms', { filters: [] }).allowed).toBe(false);
  });

  it(`array-contains-any must satisfy the rule for every listed value ${Q}`, () => {
    const rs = fsRules(
      "match /rooms/{r} { allow list: if resource.data.tags.hasAny(['public', 'open']); }",
    );
    expect(
      list(rs, 'rooms', {
        filters: [{ field: 'tags', op: 'ARRAY_CONTAINS_ANY', value: fv(['public', 'open']) }],
      }).allowed,
    ).toBe(true);
    expect(
      list(rs, 'rooms', {
        filters: [{ field: 'tags', op: 'ARRAY_CONTAINS_ANY', value: fv(['public', 'secret']) }],
      }).allowed,
    ).toBe(false);
  });

  it(`a nested field filter answers reads of the nested field ${Q}`, () => {
    const rs = fsRules(
      'match /posts/{p} { allow list: if resource.data.meta.owner == request.auth.uid; }',
    );
    expect(
      list(rs, 'posts', { filters: [{ field: 'meta.owner', op: 'EQUAL', value: fv('alice') }] })
        .allowed,
    ).toBe(true);
    expect(
      list(rs, 'posts', { filters: [{ field: 'meta.other', op: 'EQUAL', value: fv('alice') }] })
        .allowed,
    ).toBe(false);
  });

  it(`a range filter decides a comparison it implies ${Q}`, () => {
    const rs = fsRules('match /items/{i} { allow list: if resource.data.price < 100; }');
    expect(
      list(rs, 'items', { filters: [{ field: 'price', op: 'LESS_THAN', value: fv(50) }] }).allowed,
    ).toBe(true);
    expect(
      list(rs, 'items', { filters: [{ field: 'price', op: 'LESS_THAN_OR_EQUAL', value: fv(100) }] })
        .allowed,
    ).toBe(false);
    expect(
      list(rs, 'items', { filters: [{ field: 'price', op: 'GREATER_THAN', value: fv(50) }] })
        .allowed,
    ).toBe(false);
  });

  it(`a not-equal filter decides an inequality rule on the same value ${Q}`, () => {
    const rs = fsRules("match /items/{i} { allow list: if resource.data.status != 'deleted'; }");
    expect(
      list(rs, 'items', { filters: [{ field: 'status', op: 'NOT_EQUAL', value: fv('deleted') }] })
        .allowed,
    ).toBe(true);
    expect(
      list(rs, 'items', { filters: [{ field: 'status', op: 'NOT_EQUAL', value: fv('draft') }] })
        .allowed,
    ).toBe(false);
    expect(
      list(rs, 'items', {
        filters: [{ field: 'status', op: 'NOT_IN', value: fv(['deleted', 'x']) }],
      }).allowed,
    ).toBe(true);
  });

  it(`a rule that reads request.query.limit allows only queries within the limit ${Q}`, () => {
    const rs = fsRules('match /posts/{p} { allow list: if request.query.limit <= 10; }');
    expect(list(rs, 'posts', { filters: [], limit: 10 }).allowed).toBe(true);
    expect(list(rs, 'posts', { filters: [], limit: 11 }).allowed).toBe(false);
    expect(list(rs, 'posts', { filters: [] }).allowed).toBe(false);
  });

  it(`request.query.offset and orderBy are visible to the rule ${Q}`, () => {
    const rs = fsRules(
      "match /posts/{p} { allow list: if request.query.offset == 0 && request.query.orderBy.createdAt == 'DESC'; }",
    );
    expect(
      list(rs, 'posts', {
        filters: [],
        offset: 0,
        orderBy: [{ field: 'createdAt', direction: 'DESCENDING' }],
      }).allowed,
    ).toBe(true);
    expect(
      list(rs, 'posts', {
        filters: [],
        offset: 0,
        orderBy: [{ field: 'createdAt', direction: 'ASCENDING' }],
      }).allowed,
    ).toBe(false);
  });

  it(`a list rule that does not read the document allows any query of the collection ${Q}`, () => {
    const rs = fsRules('match /public/{p} { allow list: if request.auth != null; }');
    expect(list(rs, 'public', { filters: [] }).allowed).toBe(true);
    expect(list(rs, 'public', { filters: [] }, null as never).allowed).toBe(false);
  });

  it(`a membership rule with get() on a path built from the collection's captures works for queries ${Q}`, () => {
    const rs = fsRules(
      'match /ws/{ws}/posts/{p} { allow list: if exists(/databases/$(database)/documents/ws/$(ws)/members/$(request.auth.uid)); }',
    );
    const documents = store({ 'ws/w1/members/alice': {} });
    expect(list(rs, 'ws/w1/posts', { filters: [] }, alice, documents).allowed).toBe(true);
    expect(list(rs, 'ws/w2/posts', { filters: [] }, alice, documents).allowed).toBe(false);
  });

  it(`a rule that reads the document id denies a query that does not pin it ${Q}`, () => {
    const rs = fsRules('match /users/{uid} { allow list: if uid == request.auth.uid; }');
    expect(list(rs, 'users', { filters: [] }).allowed).toBe(false);
    const pinned = list(rs, 'users', {
      filters: [
        {
          field: '__name__',
          op: 'EQUAL',
          value: { referenceValue: 'projects/demo/databases/(default)/documents/users/alice' },
        },
      ],
    });
    expect(pinned.allowed).toBe(true);
  });

  it(`a collection group query is checked against recursive-wildcard rules ${Q}`, () => {
    const rs = fsRules(
      'match /{path=**}/posts/{p} { allow list: if resource.data.published == true; }',
    );
    const q = (v: boolean): RulesQuery => ({
      collectionGroup: true,
      filters: [{ field: 'published', op: 'EQUAL', value: fv(v) }],
    });
    expect(list(rs, 'posts', q(true)).allowed).toBe(true);
    expect(list(rs, 'posts', q(false)).allowed).toBe(false);
  });

  it(`a collection group query is not granted by a rule for one specific parent path ${Q}`, () => {
    const rs = fsRules('match /ws/{ws}/posts/{p} { allow list: if true; }');
    expect(list(rs, 'posts', { collectionGroup: true, filters: [] }).allowed).toBe(false);
    expect(list(rs, 'ws/w1/posts', { filters: [] }).allowed).toBe(true);
  });

  it(`the denial of an unconstrained query says that rules are not filters ${Q}`, () => {
    const d = list(stories, 'stories', { filters: [] });
    expect(d.message).toContain('rules are not filters');
  });

  it(`too many IN combinations deny rather than hang ${Q}`, () => {
    const many = Array.from({ length: 30 }, (_, i) => `v${i}`);
    const d = list(stories, 'stories', {
      filters: [
        { field: 'author', op: 'IN', value: fv(many) },
        { field: 'published', op: 'IN', value: fv(many) },
      ],
    });
    expect(d.allowed).toBe(false);
  });
});

describe('Symbolic documents answer only what the filters decide', () => {
  const cases: { rule: string; filters: RulesQuery['filters']; allowed: boolean; what: string }[] =
    [
      {
        what: 'a type check on an equality-filtered field',
        rule: 'resource.data.n is int',
        filters: [{ field: 'n', op: 'EQUAL', value: fv(3) }],
        allowed: true,
      },
      {
        what: 'a type check on an unfiltered field',
        rule: 'resource.data.n is int',
        filters: [],
        allowed: false,
      },
      {
        what: 'a key-presence check on a filtered field',
        rule: "'owner' in resource.data",
        filters: [{ field: 'owner', op: 'EQUAL', value: fv('x') }],
        allowed: true,
      },
      {
        what: 'a key-presence check on an unfiltered field',
        rule: "'owner' in resource.data",
        filters: [],
        allowed: false,
      },
      {
        what: 'reading every key of the document',
        rule: "resource.data.keys().hasOnly(['a'])",
        filters: [{ field: 'a', op: 'EQUAL', value: fv(1) }],
        allowed: false,
      },
      {
        what: 'a map get() with a default on a filtered field',
        rule: "resource.data.get('team', 'none') == 'red'",
        filters: [{ field: 'team', op: 'EQUAL', value: fv('red') }],
        allowed: true,
      },
      {
        what: 'a map get() with a default on an unfiltered field',
        rule: "resource.data.get('team', 'none') == 'none'",
        filters: [],
        allowed: false,
      },
      {
        what: 'hasAll on an array-contains field with a set',
        rule: "resource.data.tags.hasAll(['x'].toSet())",
        filters: [{ field: 'tags', op: 'ARRAY_CONTAINS', value: fv('x') }],
        allowed: true,
      },
      {
        what: 'an IS_NULL filter read as null',
        rule: 'resource.data.deletedAt == null',
        filters: [{ field: 'deletedAt', op: 'IS_NULL' }],
        allowed: true,
      },
      {
        what: 'an IS_NOT_NULL filter against == null',
        rule: 'resource.data.deletedAt != null',
        filters: [{ field: 'deletedAt', op: 'IS_NOT_NULL' }],
        allowed: true,
      },
      {
        what: 'a greater-or-equal bound that implies the rule',
        rule: 'resource.data.age >= 18',
        filters: [{ field: 'age', op: 'GREATER_THAN_OR_EQUAL', value: fv(21) }],
        allowed: true,
      },
      {
        what: 'a greater-than bound that does not imply the rule',
        rule: 'resource.data.age >= 18',
        filters: [{ field: 'age', op: 'GREATER_THAN', value: fv(10) }],
        allowed: false,
      },
      {
        what: 'two bounds of which one decides',
        rule: 'resource.data.age < 65',
        filters: [
          { field: 'age', op: 'GREATER_THAN', value: fv(18) },
          { field: 'age', op: 'LESS_THAN', value: fv(60) },
        ],
        allowed: true,
      },
      {
        what: 'a timestamp range against request.time',
        rule: 'resource.data.at < request.time',
        filters: [
          { field: 'at', op: 'LESS_THAN', value: { timestampValue: '2020-01-01T00:00:00Z' } },
        ],
        allowed: true,
      },
      {
        what: 'a comparison with an equality-filtered value on the right',
        rule: '10 > resource.data.n',
        filters: [{ field: 'n', op: 'LESS_THAN', value: fv(5) }],
        allowed: true,
      },
    ];
  for (const c of cases) {
    it(`${c.what} is ${c.allowed ? 'allowed' : 'denied'} ${Q}`, () => {
      const rs = fsRules(`match /c/{id} { allow list: if ${c.rule}; }`);
      expect(list(rs, 'c', { filters: c.filters }).allowed).toBe(c.allowed);
    });
  }
});

describe('Collection group queries and rules versions', () => {
  it(`a version 1 recursive wildcard does not grant a collection group query ${Q}`, () => {
    const v1 = fsRules('match /{document=**} { allow read: if true; }', '1');
    const v2 = fsRules('match /{document=**} { allow read: if true; }', '2');
    const q: RulesQuery = { collectionGroup: true, filters: [] };
    expect(list(v1, 'posts', q).allowed).toBe(false);
    expect(list(v2, 'posts', q).allowed).toBe(true);
    expect(list(v1, 'posts', { filters: [] }).allowed).toBe(true);
  });
});
