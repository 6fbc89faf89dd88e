// Throughput and query latency of the in-memory core over 100,000 documents.

import type { StructuredQuery } from '../wire/messages';
import { FirestoreDatabase } from './database';

const DOCS = 100_000;
const db = new FirestoreDatabase({ projectId: 'demo-bench' });
const root = db.documentsRoot;

function median(samples: number[]): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
}

let t = performance.now();
for (let i = 0; i < DOCS; i++) {
  db.commit({
    writes: [
      {
        update: {
          name: `${root}/items/item${String(i).padStart(6, '0')}`,
          fields: {
            group: { integerValue: String(i % 100) },
            score: { doubleValue: (i * 7919) % 10_007 },
            title: { stringValue: `Item number ${i}` },
            tags: { arrayValue: { values: [{ stringValue: `t${i % 10}` }] } },
          },
        },
      },
    ],
  });
}
let elapsed = performance.now() - t;
console.log(`writes: ${Math.round(DOCS / (elapsed / 1000))} writes/s`);

const READS = 100_000;
t = performance.now();
for (let i = 0; i < READS; i++) {
  db.batchGet({ documents: [`${root}/items/item${String((i * 31) % DOCS).padStart(6, '0')}`] });
}
elapsed = performance.now() - t;
console.log(`point reads: ${Math.round(READS / (elapsed / 1000))} reads/s`);

function latency(label: string, structuredQuery: StructuredQuery, expected: number): void {
  const samples: number[] = [];
  for (let i = 0; i < 5; i++) db.runQuery({ parent: root, structuredQuery });
  for (let i = 0; i < 50; i++) {
    const start = performance.now();
    const r = db.runQuery({ parent: root, structuredQuery });
    samples.push(performance.now() - start);
    if (r.documents.length !== expected)
      throw new Error(`${label}: expected ${expected} results, got ${r.documents.length}`);
  }
  console.log(`${label} (median): ${median(samples).toFixed(2)} ms`);
  console.log(`${label} (best): ${Math.min(...samples).toFixed(2)} ms`);
}

latency(
  'query equality + orderBy + limit 20',
  {
    from: [{ collectionId: 'items' }],
    where: {
      fieldFilter: { field: { fieldPath: 'group' }, op: 'EQUAL', value: { integerValue: '42' } },
    },
    orderBy: [{ field: { fieldPath: 'score' }, direction: 'DESCENDING' }],
    limit: { value: 20 },
  },
  20,
);
latency(
  'query range + limit 50',
  {
    from: [{ collectionId: 'items' }],
    where: {
      compositeFilter: {
        op: 'AND',
        filters: [
          {
            fieldFilter: {
              field: { fieldPath: 'score' },
              op: 'GREATER_THAN_OR_EQUAL',
              value: { doubleValue: 5000 },
            },
          },
          {
            fieldFilter: {
              field: { fieldPath: 'score' },
              op: 'LESS_THAN',
              value: { doubleValue: 5100 },
            },
          },
        ],
      },
    },
    limit: { value: 50 },
  },
  50,
);
latency('query first page by name, limit 20', { from: [{ collectionId: 'items' }], limit: 20 }, 20);

const countSamples: number[] = [];
for (let i = 0; i < 10; i++) {
  const start = performance.now();
  const r = db.runAggregationQuery({
    parent: root,
    structuredAggregationQuery: {
      structuredQuery: { from: [{ collectionId: 'items' }] },
      aggregations: [
        { alias: 'n', count: {} },
        { alias: 's', sum: { field: { fieldPath: 'score' } } },
      ],
    },
  });
  countSamples.push(performance.now() - start);
  const n = r.result.aggregateFields.n;
  if (!n || !('integerValue' in n) || n.integerValue !== String(DOCS))
    throw new Error('count mismatch');
}
console.log(
  `aggregation count+sum over ${DOCS} documents (median): ${median(countSamples).toFixed(2)} ms`,
);
