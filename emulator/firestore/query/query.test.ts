import { describe, expect, it } from 'vitest';
import type { FsValue } from '../core/value';
import {
  and,
  arr,
  dbl,
  errorOf,
  from,
  int,
  js,
  makeDb,
  NULL,
  or,
  str,
  unary,
  where,
} from '../test-support';
import type { StructuredQuery } from '../wire/messages';

function seeded() {
  const t = makeDb();
  t.set('c/a', { n: 1, s: 'x', tags: ['red', 'blue'], nested: { k: 1 } });
  t.set('c/b', { n: 2, s: 'y', tags: ['green'] });
  t.set('c/c', { n: 3.5, s: null, tags: [] });
  t.set('c/d', { n: 'three', s: 'x' });
  t.set('c/e', { s: 'z' });
  t.db.commit({
    writes: [{ update: { name: t.name('c/f'), fields: { n: { doubleValue: Number.NaN } } } }],
  });
  t.set('other/a', { n: 1 });
  t.set('c/a/sub/a1', { n: 1 });
  return t;
}

const q = (extra: Partial<StructuredQuery> = {}): StructuredQuery => ({
  from: from('c'),
  ...extra,
});

describe('runQuery: field filter operators', () => {
  const cases: [string, string, FsValue, string[]][] = [
    ['EQUAL on a number matches ints and doubles of the same value', 'EQUAL', dbl(1), ['c/a']],
    [
      'NOT_EQUAL excludes missing fields and nulls',
      'NOT_EQUAL',
      int(1),
      ['c/f', 'c/b', 'c/c', 'c/d'],
    ],
    // NaN sorts first among numbers but no range matches it (the SDK suite's "can use on special values").
    ['LESS_THAN stays within the numeric type', 'LESS_THAN', int(3), ['c/a', 'c/b']],
    ['LESS_THAN_OR_EQUAL', 'LESS_THAN_OR_EQUAL', int(2), ['c/a', 'c/b']],
    ['GREATER_THAN ignores strings', 'GREATER_THAN', int(1), ['c/b', 'c/c']],
    ['GREATER_THAN_OR_EQUAL', 'GREATER_THAN_OR_EQUAL', dbl(3.5), ['c/c']],
    ['IN matches any listed value', 'IN', arr(int(2), str('three'), int(99)), ['c/b', 'c/d']],
    [
      'NOT_IN excludes listed values, missing fields and nulls',
      'NOT_IN',
      arr(int(1), int(2)),
      ['c/f', 'c/c', 'c/d'],
    ],
  ];
  for (const [title, op, value, expected] of cases) {
    it(title, () => {
      const { ids } = seeded();
      expect(ids(q({ where: where('n', op, value) }))).toEqual(expected);
    });
  }

  it('ARRAY_CONTAINS matches arrays holding the value', () => {
    const { ids } = seeded();
    expect(ids(q({ where: where('tags', 'ARRAY_CONTAINS', str('blue')) }))).toEqual(['c/a']);
  });

  it('ARRAY_CONTAINS_ANY matches arrays holding any of the values', () => {
    const { ids } = seeded();
    expect(
      ids(q({ where: where('tags', 'ARRAY_CONTAINS_ANY', arr(str('green'), str('red'))) })),
    ).toEqual(['c/a', 'c/b']);
  });

  it('EQUAL on a map compares the whole map', () => {
    const { ids } = seeded();
    expect(ids(q({ where: where('nested', 'EQUAL', js({ k: 1 })) }))).toEqual(['c/a']);
  });

  it('EQUAL null and NOT_EQUAL NaN behave as their unary forms', () => {
    const { ids } = seeded();
    expect(ids(q({ where: where('s', 'EQUAL', NULL) }))).toEqual(['c/c']);
    expect(ids(q({ where: where('n', 'NOT_EQUAL', dbl(Number.NaN)) }))).toEqual([
      'c/a',
      'c/b',
      'c/c',
      'c/d',
    ]);
  });
});

describe('runQuery: unary filters', () => {
  it('IS_NULL, IS_NOT_NULL, IS_NAN, IS_NOT_NAN (the negations are inequalities, so they order by the field)', () => {
    const { ids } = seeded();
    expect(ids(q({ where: unary('s', 'IS_NULL') }))).toEqual(['c/c']);
    expect(ids(q({ where: unary('s', 'IS_NOT_NULL') }))).toEqual(['c/a', 'c/d', 'c/b', 'c/e']);
    expect(ids(q({ where: unary('n', 'IS_NAN') }))).toEqual(['c/f']);
    expect(ids(q({ where: unary('n', 'IS_NOT_NAN') }))).toEqual(['c/a', 'c/b', 'c/c', 'c/d']);
  });
});

describe('runQuery: composite filters', () => {
  it('AND requires every filter', () => {
    const { ids } = seeded();
    expect(
      ids(q({ where: and(where('s', 'EQUAL', str('x')), where('n', 'EQUAL', int(1))) })),
    ).toEqual(['c/a']);
  });

  it('OR accepts any filter, nested inside AND', () => {
    const { ids } = seeded();
    const filter = and(
      where('s', 'IN', arr(str('x'), str('y'), str('z'))),
      or(where('n', 'EQUAL', int(2)), unary('n', 'IS_NULL'), where('n', 'EQUAL', str('three'))),
    );
    expect(ids(q({ where: filter }))).toEqual(['c/b', 'c/d']);
  });

  it('OR of ANDs', () => {
    const { ids } = seeded();
    const filter = or(
      and(where('s', 'EQUAL', str('x')), where('n', 'EQUAL', int(1))),
      where('s', 'EQUAL', str('z')),
    );
    expect(ids(q({ where: filter }))).toEqual(['c/a', 'c/e']);
  });
});

describe('runQuery: ordering', () => {
  it('orders by name when there is no order and no inequality', () => {
    const { ids } = seeded();
    expect(ids(q())).toEqual(['c/a', 'c/b', 'c/c', 'c/d', 'c/e', 'c/f']);
  });

  it('excludes documents missing an orderBy field and orders across types', () => {
    const { ids } = seeded();
    expect(ids(q({ orderBy: [{ field: { fieldPath: 'n' } }] }))).toEqual([
      'c/f',
      'c/a',
      'c/b',
      'c/c',
      'c/d',
    ]);
  });

  it('breaks ties by name in the direction of the last orderBy', () => {
    const { set, ids } = makeDb();
    for (const id of ['a', 'b', 'c']) set(`c/${id}`, { g: 1 });
    set('c/z', { g: 0 });
    expect(ids(q({ orderBy: [{ field: { fieldPath: 'g' }, direction: 'DESCENDING' }] }))).toEqual([
      'c/c',
      'c/b',
      'c/a',
      'c/z',
    ]);
  });

  it('adds inequality fields to the implicit order, after explicit orders, in field path order', () => {
    const { set, ids } = makeDb();
    set('c/1', { a: 2, b: 1 });
    set('c/2', { a: 1, b: 2 });
    set('c/3', { a: 1, b: 1 });
    // inequality on b and a, no explicit order: order by a, b, __name__.
    expect(
      ids(
        q({ where: and(where('b', 'GREATER_THAN', int(0)), where('a', 'GREATER_THAN', int(0))) }),
      ),
    ).toEqual(['c/3', 'c/2', 'c/1']);
    // explicit order b desc, then a desc (inherits direction), then name desc.
    expect(
      ids(
        q({
          where: where('a', 'GREATER_THAN', int(0)),
          orderBy: [{ field: { fieldPath: 'b' }, direction: 'DESCENDING' }],
        }),
      ),
    ).toEqual(['c/2', 'c/1', 'c/3']);
  });

  it('orders by __name__ descending explicitly', () => {
    const { ids } = seeded();
    expect(
      ids(
        q({ orderBy: [{ field: { fieldPath: '__name__' }, direction: 'DESCENDING' }], limit: 2 }),
      ),
    ).toEqual(['c/f', 'c/e']);
  });
});

describe('runQuery: cursors, offset, limit', () => {
  function numbers() {
    const t = makeDb();
    for (let i = 1; i <= 6; i++) t.set(`n/${i}`, { v: Math.ceil(i / 2) }); // v: 1,1,2,2,3,3
    return t;
  }
  const byV = (extra: Partial<StructuredQuery>): StructuredQuery => ({
    from: from('n'),
    orderBy: [{ field: { fieldPath: 'v' } }],
    ...extra,
  });

  it('startAt (before) includes the position, startAfter excludes it', () => {
    const { ids } = numbers();
    expect(ids(byV({ startAt: { values: [int(2)], before: true } }))).toEqual([
      'n/3',
      'n/4',
      'n/5',
      'n/6',
    ]);
    expect(ids(byV({ startAt: { values: [int(2)], before: false } }))).toEqual(['n/5', 'n/6']);
  });

  it('endAt includes the position, endBefore excludes it', () => {
    const { ids } = numbers();
    expect(ids(byV({ endAt: { values: [int(2)], before: false } }))).toEqual([
      'n/1',
      'n/2',
      'n/3',
      'n/4',
    ]);
    expect(ids(byV({ endAt: { values: [int(2)], before: true } }))).toEqual(['n/1', 'n/2']);
  });

  it('cursors can name the document to break ties', () => {
    const { ids, name } = numbers();
    expect(
      ids(byV({ startAt: { values: [int(2), { referenceValue: name('n/3') }], before: false } })),
    ).toEqual(['n/4', 'n/5', 'n/6']);
  });

  it('applies offset then limit and reports skipped results', () => {
    const { query } = numbers();
    const r = query(byV({ offset: 1, limit: { value: 2 } }));
    expect(r.documents.map((d) => d.name.split('/').pop())).toEqual(['2', '3']);
    expect(r.skippedResults).toBe(1);
    expect(query(byV({ limit: 3 })).documents).toHaveLength(3);
    expect(query(byV({ limit: 0 })).documents).toHaveLength(0);
  });

  it('rejects a cursor with more values than the order by', () => {
    const { query } = numbers();
    const e = errorOf(() => query({ from: from('n'), startAt: { values: [int(1), int(2)] } }));
    expect(e.status).toBe('INVALID_ARGUMENT');
    expect(e.message).toMatch(/Too many cursor values/);
  });
});

describe('runQuery: scope and projection', () => {
  it('a collection query reads only direct children of the parent', () => {
    const { ids, name } = seeded();
    expect(ids({ from: from('sub') }, name('c/a'))).toEqual(['c/a/sub/a1']);
    expect(ids({ from: from('sub') })).toEqual([]);
  });

  it('a collection group query reads every collection with that id under the parent', () => {
    const t = makeDb();
    t.set('a/1/items/x', { v: 1 });
    t.set('b/2/items/y', { v: 2 });
    t.set('items/z', { v: 3 });
    t.set('a/1/other/w', { v: 4 });
    expect(t.ids({ from: from('items', true) })).toEqual(['a/1/items/x', 'b/2/items/y', 'items/z']);
    expect(t.ids({ from: from('items', true) }, t.name('a/1'))).toEqual(['a/1/items/x']);
    expect(t.ids({ from: [{ allDescendants: true }] }, t.name('a/1'))).toEqual([
      'a/1/items/x',
      'a/1/other/w',
    ]);
  });

  it('__name__ filters take references', () => {
    const { ids, name } = seeded();
    expect(
      ids(q({ where: where('__name__', 'GREATER_THAN', { referenceValue: name('c/d') }) })),
    ).toEqual(['c/e', 'c/f']);
    expect(
      ids(
        q({
          where: where(
            '__name__',
            'IN',
            arr({ referenceValue: name('c/b') }, { referenceValue: name('c/x') }),
          ),
        }),
      ),
    ).toEqual(['c/b']);
    const e = errorOf(() => ids(q({ where: where('__name__', 'EQUAL', str('c/b')) })));
    expect(e.message).toBe('__key__ filter value must be a Key');
  });

  it('select keeps only the named fields; selecting __name__ alone returns no fields; an empty select returns all', () => {
    const { query } = seeded();
    const docs = query(
      q({ select: { fields: [{ fieldPath: 'nested.k' }, { fieldPath: 's' }] }, limit: 1 }),
    ).documents;
    expect(docs[0]?.fields).toEqual({ nested: js({ k: 1 }), s: str('x') });
    expect(
      query(q({ select: { fields: [{ fieldPath: '__name__' }] }, limit: 1 })).documents[0]?.fields,
    ).toEqual({});
    expect(query(q({ select: { fields: [] }, limit: 1 })).documents[0]?.fields).toHaveProperty(
      'tags',
    );
  });
});

describe('runQuery: invalid queries', () => {
  const invalid: [string, StructuredQuery][] = [
    [
      'IN with more than 30 values',
      q({ where: where('n', 'IN', arr(...Array.from({ length: 31 }, (_, i) => int(i)))) }),
    ],
    [
      'NOT_IN with more than 10 values',
      q({ where: where('n', 'NOT_IN', arr(...Array.from({ length: 11 }, (_, i) => int(i)))) }),
    ],
    ['IN with an empty array', q({ where: where('n', 'IN', arr()) })],
    ['IN with a non-array value', q({ where: where('n', 'IN', int(1)) })],
    [
      'two NOT_EQUAL filters',
      q({ where: and(where('n', 'NOT_EQUAL', int(1)), where('s', 'NOT_EQUAL', int(1))) }),
    ],
    [
      'NOT_IN together with IN',
      q({ where: and(where('n', 'NOT_IN', arr(int(1))), where('s', 'IN', arr(int(1)))) }),
    ],
    [
      'NOT_IN with OR',
      q({ where: or(where('n', 'NOT_IN', arr(int(1))), where('s', 'EQUAL', int(1))) }),
    ],
    [
      'two ARRAY_CONTAINS in one disjunction',
      q({ where: and(where('a', 'ARRAY_CONTAINS', int(1)), where('b', 'ARRAY_CONTAINS', int(1))) }),
    ],
    [
      'ARRAY_CONTAINS with ARRAY_CONTAINS_ANY',
      q({
        where: and(
          where('a', 'ARRAY_CONTAINS', int(1)),
          where('b', 'ARRAY_CONTAINS_ANY', arr(int(1))),
        ),
      }),
    ],
    [
      'more than 30 disjunctions',
      q({
        where: and(
          where('a', 'IN', arr(...Array.from({ length: 6 }, (_, i) => int(i)))),
          where('b', 'IN', arr(...Array.from({ length: 6 }, (_, i) => int(i)))),
        ),
      }),
    ],
    ['range on null', q({ where: where('n', 'LESS_THAN', NULL) })],
    ['an unknown operator', q({ where: where('n', 'LIKE', int(1)) })],
    ['an invalid field path', q({ where: where('a..b', 'EQUAL', int(1)) })],
    ['an empty composite filter', q({ where: { compositeFilter: { op: 'AND', filters: [] } } })],
    [
      'a field after __name__ in orderBy',
      q({ orderBy: [{ field: { fieldPath: '__name__' } }, { field: { fieldPath: 'n' } }] }),
    ],
    ['a negative limit', q({ limit: -1 })],
    ['a negative offset', q({ offset: -1 })],
    ['no collection selector', { where: where('n', 'EQUAL', int(1)) }],
    ['two collection selectors', { from: [{ collectionId: 'a' }, { collectionId: 'b' }] }],
  ];
  for (const [title, query] of invalid) {
    it(`rejects ${title} with INVALID_ARGUMENT`, () => {
      const t = seeded();
      expect(errorOf(() => t.query(query)).status).toBe('INVALID_ARGUMENT');
    });
  }

  it('allows inequalities on several fields and two ARRAY_CONTAINS in different disjunctions', () => {
    const t = seeded();
    expect(() =>
      t.query(
        q({ where: and(where('n', 'GREATER_THAN', int(0)), where('s', 'LESS_THAN', str('z'))) }),
      ),
    ).not.toThrow();
    expect(() =>
      t.query(
        q({
          where: or(where('a', 'ARRAY_CONTAINS', int(1)), where('b', 'ARRAY_CONTAINS', int(1))),
        }),
      ),
    ).not.toThrow();
  });
});

describe('runAggregationQuery', () => {
  const agg = (aggregations: unknown[], sq: StructuredQuery = q()) => {
    const t = seeded();
    t.set('c/g', { n: 10 });
    return t.db.runAggregationQuery({
      parent: t.root,
      structuredAggregationQuery: { structuredQuery: sq, aggregations: aggregations as never },
    }).result.aggregateFields;
  };

  it('counts matching documents, capped by up_to, and names unnamed aggregations field_N', () => {
    expect(agg([{ count: {} }, { alias: 'capped', count: { upTo: 2 } }])).toEqual({
      field_1: int(7),
      capped: int(2),
    });
  });

  it('sums integers as an integer and switches to double when a double is present', () => {
    expect(
      agg(
        [{ alias: 's', sum: { field: { fieldPath: 'n' } } }],
        q({ where: where('n', 'IN', arr(int(1), int(2), int(10))) }),
      ),
    ).toEqual({ s: int(13) });
    const mixed = agg(
      [{ alias: 's', sum: { field: { fieldPath: 'n' } } }],
      q({ where: where('n', 'IN', arr(int(1), dbl(3.5))) }),
    );
    expect(mixed).toEqual({ s: dbl(4.5) });
  });

  it('sum over an int64 overflow becomes a double', () => {
    const t = makeDb();
    t.db.commit({
      writes: [1, 2].map((i) => ({
        update: { name: t.name(`o/${i}`), fields: { v: int('9223372036854775807') } },
      })),
    });
    const r = t.db.runAggregationQuery({
      parent: t.root,
      structuredAggregationQuery: {
        structuredQuery: { from: from('o') },
        aggregations: [{ alias: 's', sum: { field: { fieldPath: 'v' } } }],
      },
    });
    expect(r.result.aggregateFields.s).toEqual(dbl(2 * 2 ** 63 - 2));
  });

  it('averages numeric values only and answers null when there are none', () => {
    const r = agg(
      [{ alias: 'a', avg: { field: { fieldPath: 'n' } } }],
      q({ where: where('n', 'IN', arr(int(1), int(2), str('three'))) }),
    );
    expect(r).toEqual({ a: dbl(1.5) });
    expect(agg([{ alias: 'a', avg: { field: { fieldPath: 's' } } }])).toEqual({ a: NULL });
  });

  it('respects the query limit', () => {
    expect(agg([{ alias: 'c', count: {} }], q({ limit: 3 }))).toEqual({ c: int(3) });
  });

  it('rejects duplicate aliases and more than five aggregations', () => {
    expect(
      errorOf(() =>
        agg([
          { alias: 'x', count: {} },
          { alias: 'x', count: {} },
        ]),
      ).status,
    ).toBe('INVALID_ARGUMENT');
    expect(errorOf(() => agg(Array.from({ length: 6 }, () => ({ count: {} })))).status).toBe(
      'INVALID_ARGUMENT',
    );
  });
});
