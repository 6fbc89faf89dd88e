// firebase-admin (gRPC, "Bearer owner") against the emulator, as functions use it.
import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import {
  AggregateField,
  FieldPath,
  FieldValue,
  type Firestore,
  getFirestore,
  Timestamp,
} from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from './firestore-fixture';

const projectId = 'demo-admin-test';
let emulator: TestEmulator;
let app: App;
let db: Firestore;

beforeAll(async () => {
  emulator = await startTestEmulator(projectId);
  process.env.FIRESTORE_EMULATOR_HOST = emulator.hostPort;
  app = initializeApp({ projectId }, `admin-${Date.now()}`);
  db = getFirestore(app);
});

afterAll(async () => {
  await db?.terminate();
  if (app) await deleteApp(app);
  await emulator?.stop();
});

beforeEach(() => {
  emulator.database().clear();
});

describe('firebase-admin against the emulator', () => {
  it('creates a document once and refuses to create it again', async () => {
    const ref = db.doc('rooms/r1');
    const result = await ref.create({ name: 'Lobby', size: 3 });
    expect(result.writeTime).toBeInstanceOf(Timestamp);
    const snapshot = await ref.get();
    expect(snapshot.data()).toEqual({ name: 'Lobby', size: 3 });
    expect(snapshot.createTime?.isEqual(result.writeTime)).toBe(true);
    await expect(ref.create({ name: 'again' })).rejects.toMatchObject({ code: 6 });
  });

  it('merges nested fields with set({ merge: true }) and mergeFields', async () => {
    const ref = db.doc('users/u1');
    await ref.set({ name: 'Ada', profile: { city: 'Paris', langs: ['fr'] }, plan: 'free' });
    await ref.set({ profile: { zip: '75001' } }, { merge: true });
    await ref.set({ plan: 'pro', name: 'ignored' }, { mergeFields: ['plan'] });
    expect((await ref.get()).data()).toEqual({
      name: 'Ada',
      plan: 'pro',
      profile: { city: 'Paris', langs: ['fr'], zip: '75001' },
    });
  });

  it('applies every field transform the SDK offers', async () => {
    const ref = db.doc('counters/c1');
    await ref.set({ n: 1, tags: ['a', 'b'], removed: ['x', 'y', 'x'] });
    const before = Date.now();
    await ref.update({
      n: FieldValue.increment(4),
      missing: FieldValue.increment(2.5),
      tags: FieldValue.arrayUnion('b', 'c'),
      removed: FieldValue.arrayRemove('x'),
      at: FieldValue.serverTimestamp(),
      gone: FieldValue.delete(),
    });
    const data = (await ref.get()).data() ?? {};
    expect(data.n).toBe(5);
    expect(data.missing).toBe(2.5);
    expect(data.tags).toEqual(['a', 'b', 'c']);
    expect(data.removed).toEqual(['y']);
    expect(data.at).toBeInstanceOf(Timestamp);
    expect((data.at as Timestamp).toMillis()).toBeGreaterThanOrEqual(before - 1000);
    expect(data).not.toHaveProperty('gone');
  });

  it('commits a batch atomically and writes nothing when one write fails', async () => {
    const batch = db.batch();
    batch.set(db.doc('b/1'), { v: 1 });
    batch.set(db.doc('b/2'), { v: 2 });
    batch.delete(db.doc('b/none'));
    await batch.commit();
    expect((await db.collection('b').get()).size).toBe(2);

    const failing = db.batch();
    failing.set(db.doc('b/3'), { v: 3 });
    failing.update(db.doc('b/missing'), { v: 4 });
    await expect(failing.commit()).rejects.toMatchObject({ code: 5 });
    expect((await db.doc('b/3').get()).exists).toBe(false);
  });

  it('writes many documents with BulkWriter', async () => {
    const writer = db.bulkWriter();
    const results: Promise<unknown>[] = [];
    for (let i = 0; i < 120; i++) results.push(writer.set(db.doc(`bulk/d${i}`), { i }));
    await writer.close();
    await Promise.all(results);
    const count = await db.collection('bulk').count().get();
    expect(count.data().count).toBe(120);
  });

  it('retries contending transactions until both increments land', async () => {
    const ref = db.doc('tx/counter');
    await ref.set({ value: 0 });
    let attempts = 0;
    let release: () => void = () => undefined;
    const bothRead = new Promise<void>((resolve) => {
      release = resolve;
    });
    let reads = 0;
    const increment = () =>
      db.runTransaction(async (tx) => {
        attempts++;
        const snapshot = await tx.get(ref);
        reads++;
        // Hold the first two attempts until both have read, so they surely conflict.
        if (reads === 2) release();
        if (reads <= 2) await Promise.race([bothRead, new Promise((r) => setTimeout(r, 2000))]);
        tx.update(ref, { value: (snapshot.get('value') as number) + 1 });
      });
    await Promise.all([increment(), increment()]);
    expect((await ref.get()).get('value')).toBe(2);
    expect(attempts).toBeGreaterThan(2);
  });

  it('queries a collection group with filters, order and cursors', async () => {
    const writes = [
      ['shops/s1/items/a', { price: 5, kind: 'tea' }],
      ['shops/s1/items/b', { price: 12, kind: 'tea' }],
      ['shops/s2/items/c', { price: 8, kind: 'tea' }],
      ['shops/s2/items/d', { price: 20, kind: 'cake' }],
      ['other/o/notitems/e', { price: 1, kind: 'tea' }],
    ] as const;
    for (const [path, data] of writes) await db.doc(path).set(data);
    const teas = await db
      .collectionGroup('items')
      .where('kind', '==', 'tea')
      .orderBy('price', 'desc')
      .get();
    expect(teas.docs.map((d) => d.id)).toEqual(['b', 'c', 'a']);

    const ordered = db.collectionGroup('items').orderBy('price');
    const page = await ordered.startAfter(5).endAt(12).get();
    expect(page.docs.map((d) => d.id)).toEqual(['c', 'b']);
    const last = await ordered.limitToLast(1).get();
    expect(last.docs.map((d) => d.id)).toEqual(['d']);
    const byName = await db
      .collection('shops/s1/items')
      .orderBy(FieldPath.documentId())
      .startAt('b')
      .get();
    expect(byName.docs.map((d) => d.id)).toEqual(['b']);
  });

  it('aggregates count, sum and average', async () => {
    for (const [id, n] of [
      ['a', 1],
      ['b', 2],
      ['c', 6],
    ] as const)
      await db.doc(`nums/${id}`).set({ n });
    const result = await db
      .collection('nums')
      .aggregate({
        count: AggregateField.count(),
        total: AggregateField.sum('n'),
        mean: AggregateField.average('n'),
      })
      .get();
    expect(result.data()).toEqual({ count: 3, total: 9, mean: 3 });
  });

  it('lists collections and documents, including documents that only have subcollections', async () => {
    await db.doc('alpha/a1').set({ x: 1 });
    await db.doc('beta/b1/deep/d1').set({ y: 2 });
    const collections = await db.listCollections();
    expect(collections.map((c) => c.id).sort()).toEqual(['alpha', 'beta']);
    const sub = await db.doc('beta/b1').listCollections();
    expect(sub.map((c) => c.id)).toEqual(['deep']);
    const documents = await db.collection('beta').listDocuments();
    expect(documents.map((d) => d.path)).toEqual(['beta/b1']);
  });

  it('keeps a named database apart from the default one', async () => {
    const named = getFirestore(app, 'reports');
    try {
      await named.doc('r/1').set({ in: 'reports' });
      expect((await named.doc('r/1').get()).get('in')).toBe('reports');
      expect((await db.doc('r/1').get()).exists).toBe(false);
      const stored = emulator.database(projectId, 'reports').batchGet({
        documents: [`projects/${projectId}/databases/reports/documents/r/1`],
      });
      expect(stored.results[0]).toHaveProperty('found');
    } finally {
      await named.terminate();
    }
  });

  it('streams later changes to onSnapshot listeners', async () => {
    const seen: number[][] = [];
    const done = new Promise<void>((resolve, reject) => {
      const unsubscribe = db
        .collection('live')
        .orderBy('n')
        .onSnapshot((snapshot) => {
          seen.push(snapshot.docs.map((d) => d.get('n') as number));
          if (seen.length === 3) {
            unsubscribe();
            resolve();
          }
        }, reject);
    });
    await new Promise((r) => setTimeout(r, 200));
    await db.doc('live/one').set({ n: 1 });
    await new Promise((r) => setTimeout(r, 200));
    await db.doc('live/two').set({ n: 2 });
    await done;
    expect(seen).toEqual([[], [1], [1, 2]]);
  });
});
