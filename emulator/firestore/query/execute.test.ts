import { describe, expect, it } from 'vitest';
import type { FsValue } from '../core/value';
import { and, arr, dbl, from, int, makeDb, str, where } from '../test-support';
import type { StructuredQuery } from '../wire/messages';

// Collections past the index threshold are answered from field indexes; reads at a readTime
// always scan. Both paths must agree, also after updates and deletes have changed the indexes.
describe('indexed queries', () => {
  function big() {
    const t = makeDb();
    const writes = [];
    for (let i = 0; i < 3000; i++) {
      const fields: Record<string, FsValue> = {
        g: int(i % 7),
        s: i % 3 === 0 ? dbl(i / 2) : int(i),
        t: str(`w${i % 11}`),
      };
      if (i % 50 === 0) delete fields.s;
      if (i % 97 === 0) fields.s = str('text');
      writes.push({ update: { name: t.name(`big/d${String(i).padStart(4, '0')}`), fields } });
    }
    t.db.commit({ writes });
    return t;
  }

  const queries: [string, StructuredQuery][] = [
    ['equality', { from: from('big'), where: where('g', 'EQUAL', int(3)) }],
    ['equality across number types', { from: from('big'), where: where('s', 'EQUAL', dbl(7)) }],
    ['IN', { from: from('big'), where: where('g', 'IN', arr(int(1), dbl(2))) }],
    [
      'equality + orderBy desc + limit',
      {
        from: from('big'),
        where: where('g', 'EQUAL', int(2)),
        orderBy: [{ field: { fieldPath: 's' }, direction: 'DESCENDING' }],
        limit: 15,
      },
    ],
    [
      'equality + orderBy + offset + limit',
      {
        from: from('big'),
        where: where('t', 'EQUAL', str('w4')),
        orderBy: [{ field: { fieldPath: 's' } }],
        offset: 3,
        limit: 10,
      },
    ],
    [
      'range',
      {
        from: from('big'),
        where: and(
          where('s', 'GREATER_THAN_OR_EQUAL', int(100)),
          where('s', 'LESS_THAN', dbl(400.5)),
        ),
      },
    ],
    [
      'range desc + limit',
      {
        from: from('big'),
        where: where('s', 'LESS_THAN_OR_EQUAL', int(900)),
        orderBy: [{ field: { fieldPath: 's' }, direction: 'DESCENDING' }],
        limit: 25,
      },
    ],
    ['range on strings', { from: from('big'), where: where('s', 'GREATER_THAN', str('')) }],
    [
      'orderBy + limit without filters',
      { from: from('big'), orderBy: [{ field: { fieldPath: 's' } }], limit: 40 },
    ],
    [
      'orderBy two fields + limit',
      {
        from: from('big'),
        orderBy: [{ field: { fieldPath: 'g' } }, { field: { fieldPath: 's' } }],
        limit: 40,
      },
    ],
    [
      'range + cursor',
      {
        from: from('big'),
        where: where('s', 'GREATER_THAN', int(10)),
        orderBy: [{ field: { fieldPath: 's' } }],
        startAt: { values: [int(500)] },
        limit: 30,
      },
    ],
  ];

  it('give the same results as a full scan, before and after writes', () => {
    const t = big();
    const compare = () => {
      for (const [label, sq] of queries) {
        const indexed = t.query(sq).documents.map((d) => d.name);
        const readTime = t.db.batchGet({ documents: [] }).readTime;
        const scanned = t.db
          .runQuery({ parent: t.root, structuredQuery: sq, readTime })
          .documents.map((d) => d.name);
        expect(indexed, label).toEqual(scanned);
        expect(indexed.length, label).toBeGreaterThan(0);
      }
      const aggregations = [
        { alias: 'c', count: {} },
        { alias: 's', sum: { field: { fieldPath: 's' } } },
        { alias: 'a', avg: { field: { fieldPath: 's' } } },
      ];
      const structuredQuery = { from: from('big'), where: where('g', 'IN', arr(int(1), int(5))) };
      const readTime = t.db.batchGet({ documents: [] }).readTime;
      const indexed = t.db.runAggregationQuery({
        parent: t.root,
        structuredAggregationQuery: { structuredQuery, aggregations },
      });
      const scanned = t.db.runAggregationQuery({
        parent: t.root,
        structuredAggregationQuery: { structuredQuery, aggregations },
        readTime,
      });
      expect(indexed.result).toEqual(scanned.result);
    };
    compare();
    t.clock.advance(1);
    const writes = [];
    for (let i = 0; i < 3000; i += 13) {
      writes.push(
        i % 2 === 0
          ? { delete: t.name(`big/d${String(i).padStart(4, '0')}`) }
          : {
              update: {
                name: t.name(`big/d${String(i).padStart(4, '0')}`),
                fields: { g: int(2), s: int(-i), t: str('w4') },
              },
            },
      );
    }
    t.db.commit({ writes });
    t.clock.advance(1);
    compare();
  });
});
