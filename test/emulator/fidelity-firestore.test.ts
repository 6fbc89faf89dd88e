// Regression tests for behaviours where the emulator differed from Google's, each reduced from a
// test of the Firestore JS SDK's own integration suites (packages/firestore/test/integration/api
// over gRPC, test/lite over REST), named in the test title as "<suite file> › <test name>".
// They run through the published SDK, as those suites do.
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import {
  average,
  collection,
  connectFirestoreEmulator,
  count,
  doc as docRef,
  documentId,
  type Firestore,
  getAggregateFromServer,
  getCountFromServer,
  getDoc,
  getDocs,
  getFirestore,
  onSnapshot,
  orderBy,
  type Query,
  query,
  runTransaction,
  setDoc,
  sum,
  terminate,
  vector,
  where,
} from 'firebase/firestore';
import {
  connectFirestoreEmulator as connectLite,
  getFirestore as getLiteFirestore,
  doc as liteDoc,
  getDoc as liteGetDoc,
  setDoc as liteSetDoc,
  vector as liteVector,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from './firestore-fixture';

const projectId = 'demo-fidelity';
let emulator: TestEmulator;
let app: FirebaseApp;
let db: Firestore;
let run = 0;

beforeAll(async () => {
  emulator = await startTestEmulator(projectId);
  app = initializeApp({ projectId, apiKey: 'fake-api-key' }, `fidelity-${Date.now()}`);
  db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', emulator.port);
  connectLite(getLiteFirestore(app), '127.0.0.1', emulator.port);
});

afterAll(async () => {
  if (db) await terminate(db);
  if (app) await deleteApp(app);
  await emulator?.stop();
});

/**
 * A fresh collection holding the given documents, written through another client (the lite SDK)
 * as the SDK suites do, so the querying client's cache holds none of them.
 */
async function seeded(docs: Record<string, Record<string, unknown>>) {
  const id = `fidelity-${++run}`;
  const lite = getLiteFirestore(app);
  await Promise.all(
    Object.entries(docs).map(([d, data]) => liteSetDoc(liteDoc(lite, id, d), data)),
  );
  return collection(db, id);
}

const ids = async (q: Query) => (await getDocs(q)).docs.map((d) => d.id);

describe('queries', () => {
  const zips = {
    a: { zip: Number.NaN },
    b: { zip: 91102 },
    c: { zip: 98101 },
    d: { zip: '98101' },
    e: { zip: [98101] },
    f: { zip: [98101, 98102] },
    g: { zip: ['98101', { zip: 98101 }] },
    h: { zip: { code: 500 } },
    i: { zip: null },
    j: { code: 500 },
  };

  it('query.test.ts › can use IN filters: nested arrays are values; null and NaN match nothing', async () => {
    const coll = await seeded(zips);
    expect(await ids(query(coll, where('zip', 'in', [98101, 98103, [98101, 98102]])))).toEqual([
      'c',
      'f',
    ]);
    expect(await ids(query(coll, where('zip', 'in', [null])))).toEqual([]);
    expect(await ids(query(coll, where('zip', 'in', [98101, null])))).toEqual(['c']);
    expect(await ids(query(coll, where('zip', 'in', [Number.NaN])))).toEqual([]);
    expect(await ids(query(coll, where('zip', 'in', [98101, Number.NaN])))).toEqual(['c']);
  });

  it('query.test.ts › can use NOT_IN filters: nested arrays; a null in the list matches nothing', async () => {
    const coll = await seeded(zips);
    expect(await ids(query(coll, where('zip', 'not-in', [98101, 98103, [98101, 98102]])))).toEqual([
      'a',
      'b',
      'd',
      'e',
      'g',
      'h',
    ]);
    expect(await ids(query(coll, where('zip', 'not-in', [null])))).toEqual([]);
    expect(await ids(query(coll, where('zip', 'not-in', [Number.NaN])))).toEqual([
      'b',
      'c',
      'd',
      'e',
      'f',
      'g',
      'h',
    ]);
  });

  it('query.test.ts › can use array-contains-any filters: null and NaN match nothing', async () => {
    const coll = await seeded({
      a: { array: [42] },
      e: { array: [43] },
      h: { array: [null] },
      i: { array: [Number.NaN] },
    });
    expect(await ids(query(coll, where('array', 'array-contains-any', [null])))).toEqual([]);
    expect(await ids(query(coll, where('array', 'array-contains-any', [43, null])))).toEqual(['e']);
    expect(await ids(query(coll, where('array', 'array-contains-any', [Number.NaN])))).toEqual([]);
  });

  it('composite_index_query.test.ts › Multiple Inequality › can use on special values (ranges never match NaN)', async () => {
    const coll = await seeded({
      doc1: { key: 'a', sort: 0, v: 0 },
      doc2: { key: 'b', sort: Number.NaN, v: 1 },
      doc3: { key: 'c', sort: null, v: 3 },
      doc4: { key: 'd', v: 0 },
      doc5: { key: 'e', sort: 1 },
      doc6: { key: 'f', sort: 1, v: 1 },
    });
    expect(await ids(query(coll, where('key', '!=', 'a'), where('sort', '<=', 2)))).toEqual([
      'doc5',
      'doc6',
    ]);
    expect(await ids(query(coll, where('sort', '<', 1)))).toEqual(['doc1']);
  });

  it('composite_index_query.test.ts › inequality query will reject if document key appears only in equality filter', async () => {
    const coll = await seeded({ doc1: { key: 1 } });
    await expect(
      getDocs(query(coll, where('key', '!=', 42), where(documentId(), '==', 'doc1'))),
    ).rejects.toThrow(
      'Equality on key is not allowed if there are other inequality fields and key does not appear in inequalities.',
    );
    // With the key among the inequalities too, the query is answered.
    expect(
      await ids(
        query(
          coll,
          where('key', '>', 0),
          where(documentId(), '==', 'doc1'),
          where(documentId(), '>', 'doc0'),
        ),
      ),
    ).toEqual(['doc1']);
  });
});

describe('aggregations', () => {
  it('lite integration.test.ts › performs aggregations on documents with all aggregated fields using getAggregationFromServer', async () => {
    const coll = await seeded({
      a: { pages: 100, year: 1980 },
      b: { pages: 50, year: 2020 },
      c: { pages: 150, year: 2021 },
      d: { pages: 50 },
    });
    const snapshot = await getAggregateFromServer(coll, {
      totalPages: sum('pages'),
      averagePages: average('pages'),
      averageYear: average('year'),
      count: count(),
    });
    expect(snapshot.data()).toEqual({
      totalPages: 300,
      averagePages: 100,
      averageYear: 2007,
      count: 3,
    });
    // One aggregated field only: the document lacking `year` does not matter to sum(pages).
    const pagesOnly = await getAggregateFromServer(coll, { total: sum('pages'), n: count() });
    expect(pagesOnly.data()).toEqual({ total: 350, n: 4 });
  });

  it('aggregation.test.ts › fails when exceeding the max (5) aggregations using getAggregationFromServer', async () => {
    const coll = await seeded({ a: { pages: 100 } });
    await expect(
      getAggregateFromServer(coll, {
        a: sum('pages'),
        b: average('pages'),
        c: count(),
        d: sum('pages'),
        e: average('pages'),
        f: count(),
      }),
    ).rejects.toThrow(/maximum number of aggregations/);
  });

  it('lite integration.test.ts › run count query fails on invalid collection reference', async () => {
    await expect(getCountFromServer(collection(db, '__badpath__'))).rejects.toMatchObject({
      code: 'invalid-argument',
    });
  });
});

describe('reserved and numeric document ids', () => {
  it('database.test.ts › Listens are rejected remotely: will reject gets and listens', async () => {
    const bad = collection(db, 'a/__badpath__/b');
    await expect(getDocs(bad)).rejects.toMatchObject({ code: 'invalid-argument' });
    const error = await new Promise<{ code: string }>((resolve) => {
      const stop = onSnapshot(
        bad,
        () => undefined,
        (e) => {
          stop();
          resolve(e);
        },
      );
    });
    expect(error.code).toBe('invalid-argument');
  });

  it('database.test.ts › sort documents by DocumentId › snapshot listener sorts query by DocumentId same way as get query', async () => {
    const names = ['A', 'a', '7', '12', '__id7__', '__id12__', '__id-2__', '_id1__', '__id1_'];
    const extremes = ['__id9223372036854775807__', '__id-9223372036854775808__'];
    const coll = await seeded(
      Object.fromEntries([...names, ...extremes].map((n) => [n, { a: 1 }])),
    );
    const expected = [
      '__id-9223372036854775808__',
      '__id-2__',
      '__id7__',
      '__id12__',
      '__id9223372036854775807__',
      '12',
      '7',
      'A',
      '__id1_',
      '_id1__',
      'a',
    ];
    expect(await ids(query(coll, orderBy(documentId())))).toEqual(expected);
    expect(
      await ids(
        query(
          coll,
          orderBy(documentId()),
          where(documentId(), '>', '__id7__'),
          where(documentId(), '<=', 'A'),
        ),
      ),
    ).toEqual(['__id12__', '__id9223372036854775807__', '12', '7', 'A']);
    // Other reserved ids stay refused for writes.
    await expect(setDoc(docRef(db, 'c/__other__'), { a: 1 })).rejects.toMatchObject({
      code: 'invalid-argument',
    });
  });
});

describe('writes', () => {
  it('transactions.test.ts › runs transactions on existing document (delete then update is invalid-argument)', async () => {
    const coll = await seeded({ d: { foo: 'bar0' } });
    const ref = docRef(coll, 'd');
    await expect(
      runTransaction(db, async (t) => {
        t.delete(ref);
        t.update(ref, { foo: 'bar2' });
      }),
    ).rejects.toMatchObject({ code: 'invalid-argument' });
    expect((await getDoc(ref)).data()).toEqual({ foo: 'bar0' });
    // An update of a document that does not exist stays not-found.
    await expect(
      runTransaction(db, async (t) => {
        t.update(docRef(coll, 'missing'), { foo: 'bar1' });
      }),
    ).rejects.toMatchObject({ code: 'not-found' });
  });

  it('database.test.ts › vector embeddings › can write and read vector embeddings, SDK orders vector field same way as backend', async () => {
    const coll = await seeded({
      a: { embedding: [1, 2, 3] },
      b: { embedding: liteVector([100]) },
      c: { embedding: liteVector([1, 2]) },
      d: { embedding: liteVector([-100]) },
      e: { embedding: { hello: 'world' } },
      f: { embedding: liteVector([1, 2, 3]) },
    });
    const snap = await getDoc(docRef(coll, 'f'));
    expect(snap.get('embedding').isEqual(vector([1, 2, 3]))).toBe(true);
    // Arrays < vectors (shorter first, then element by element) < maps.
    expect(await ids(query(coll, orderBy('embedding')))).toEqual(['a', 'd', 'b', 'c', 'f', 'e']);
  });

  it('lite integration.test.ts › Vectors › can be read and written using the lite SDK', async () => {
    const ref = liteDoc(getLiteFirestore(app), `fidelity-lite-${++run}/v`);
    await liteSetDoc(ref, { v: liteVector([1, 2, 3.99]) });
    expect((await liteGetDoc(ref)).get('v').isEqual(liteVector([1, 2, 3.99]))).toBe(true);
  });
});
