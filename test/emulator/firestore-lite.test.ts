// Firestore Lite (REST over fetch, what the app uses in the browser) against the emulator.
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import {
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  type Firestore,
  getCount,
  getDoc,
  getDocs,
  getFirestore,
  increment,
  limit,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  startAfter,
  Timestamp,
  terminate,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore/lite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestEmulator, type TestEmulator } from './firestore-fixture';

const projectId = 'demo-lite-test';
let emulator: TestEmulator;
let app: FirebaseApp;
let db: Firestore;

beforeAll(async () => {
  emulator = await startTestEmulator(projectId);
  app = initializeApp({ projectId, apiKey: 'fake-api-key' }, `lite-${Date.now()}`);
  db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', emulator.port);
});

afterAll(async () => {
  if (db) await terminate(db);
  if (app) await deleteApp(app);
  await emulator?.stop();
});

describe('Firestore Lite (REST) against the emulator', () => {
  it('writes, reads, updates and deletes a document', async () => {
    const ref = doc(db, 'posts/p1');
    await setDoc(ref, { title: 'Draft', words: 10, at: serverTimestamp(), meta: { a: [1, 'x'] } });
    await updateDoc(ref, { words: increment(5), 'meta.b': true });
    const snapshot = await getDoc(ref);
    expect(snapshot.get('words')).toBe(15);
    expect(snapshot.get('meta')).toEqual({ a: [1, 'x'], b: true });
    expect(snapshot.get('at')).toBeInstanceOf(Timestamp);
    await deleteDoc(ref);
    expect((await getDoc(ref)).exists()).toBe(false);
  });

  it('runs queries with cursors and limits, and counts', async () => {
    const batch = writeBatch(db);
    for (let i = 1; i <= 6; i++)
      batch.set(doc(db, `items/i${i}`), { n: i, group: i % 2 ? 'odd' : 'even' });
    await batch.commit();
    const first = await getDocs(query(collection(db, 'items'), orderBy('n'), limit(2)));
    expect(first.docs.map((d) => d.id)).toEqual(['i1', 'i2']);
    const next = await getDocs(
      query(collection(db, 'items'), orderBy('n'), startAfter(first.docs[1]), limit(2)),
    );
    expect(next.docs.map((d) => d.id)).toEqual(['i3', 'i4']);
    const odd = await getCount(query(collection(db, 'items'), where('group', '==', 'odd')));
    expect(odd.data().count).toBe(3);
  });

  it('runs a transaction through REST', async () => {
    await setDoc(doc(db, 'wallets/w'), { balance: 10 });
    await runTransaction(db, async (tx) => {
      const wallet = await tx.get(doc(db, 'wallets/w'));
      tx.update(doc(db, 'wallets/w'), { balance: (wallet.get('balance') as number) - 4 });
    });
    expect((await getDoc(doc(db, 'wallets/w'))).get('balance')).toBe(6);
  });
});
