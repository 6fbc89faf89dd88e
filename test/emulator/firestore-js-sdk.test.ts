// The firebase JS SDK in Node (gRPC with the Write and Listen streams) against the emulator.
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import {
  addDoc,
  collection,
  connectFirestoreEmulator,
  deleteDoc,
  doc,
  type Firestore,
  getCountFromServer,
  getDoc,
  getDocs,
  getFirestore,
  increment,
  onSnapshot,
  orderBy,
  query,
  runTransaction,
  serverTimestamp,
  setDoc,
  Timestamp,
  terminate,
  updateDoc,
  where,
  writeBatch,
} from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { documentName, startTestEmulator, type TestEmulator } from './firestore-fixture';

const projectId = 'demo-js-sdk-test';
let emulator: TestEmulator;
let app: FirebaseApp;
let db: Firestore;

beforeAll(async () => {
  emulator = await startTestEmulator(projectId);
  app = initializeApp({ projectId, apiKey: 'fake-api-key' }, `js-sdk-${Date.now()}`);
  db = getFirestore(app);
  connectFirestoreEmulator(db, '127.0.0.1', emulator.port);
});

afterAll(async () => {
  if (db) await terminate(db);
  if (app) await deleteApp(app);
  await emulator?.stop();
});

function serverWrite(
  path: string,
  fields: Record<string, { integerValue: string } | { stringValue: string }>,
) {
  emulator.database().commit({
    writes: [{ update: { name: documentName(projectId, path), fields } }],
  });
}

describe('firebase JS SDK (Node, gRPC) against the emulator', () => {
  it('writes through the Write stream and reads the document back', async () => {
    const ref = doc(db, 'notes/n1');
    await setDoc(ref, { title: 'hello', tags: ['a'], at: serverTimestamp(), n: 1 });
    await updateDoc(ref, { n: increment(2), title: 'hello again' });
    const snapshot = await getDoc(ref);
    expect(snapshot.exists()).toBe(true);
    expect(snapshot.get('title')).toBe('hello again');
    expect(snapshot.get('n')).toBe(3);
    expect(snapshot.get('at')).toBeInstanceOf(Timestamp);
    const stored = emulator
      .database()
      .batchGet({ documents: [documentName(projectId, 'notes/n1')] });
    expect(stored.results[0]).toHaveProperty('found');
  });

  it('runs queries, batches, transactions and counts', async () => {
    const batch = writeBatch(db);
    for (let i = 0; i < 5; i++) batch.set(doc(db, `scores/s${i}`), { n: i, even: i % 2 === 0 });
    await batch.commit();
    const evens = await getDocs(
      query(collection(db, 'scores'), where('even', '==', true), orderBy('n', 'desc')),
    );
    expect(evens.docs.map((d) => d.id)).toEqual(['s4', 's2', 's0']);
    await runTransaction(db, async (tx) => {
      const s1 = await tx.get(doc(db, 'scores/s1'));
      tx.update(doc(db, 'scores/s1'), { n: (s1.get('n') as number) + 10 });
    });
    expect((await getDoc(doc(db, 'scores/s1'))).get('n')).toBe(11);
    const count = await getCountFromServer(query(collection(db, 'scores'), where('n', '>', 2)));
    expect(count.data().count).toBe(3);
    const added = await addDoc(collection(db, 'scores'), { n: 100 });
    expect(added.id).toHaveLength(20);
    await deleteDoc(added);
    expect((await getDoc(added)).exists()).toBe(false);
  });

  it('commits a transaction that reads one document and writes another', async () => {
    await setDoc(doc(db, 'ledger/source'), { balance: 7 });
    await runTransaction(db, async (tx) => {
      const source = await tx.get(doc(db, 'ledger/source'));
      tx.set(doc(db, 'ledger/copy'), { balance: source.get('balance') as number });
    });
    expect((await getDoc(doc(db, 'ledger/copy'))).get('balance')).toBe(7);
  });

  it('delivers later server-side changes to onSnapshot', async () => {
    const seen: string[][] = [];
    const ready = new Promise<() => void>((resolve, reject) => {
      const unsubscribe = onSnapshot(
        query(collection(db, 'feed'), orderBy('title')),
        (snapshot) => {
          seen.push(snapshot.docs.map((d) => d.get('title') as string));
          if (seen.length === 1) resolve(unsubscribe);
        },
        reject,
      );
    });
    const unsubscribe = await ready;
    serverWrite('feed/b', { title: { stringValue: 'beta' } });
    await waitFor(() => seen.length >= 2);
    serverWrite('feed/a', { title: { stringValue: 'alpha' } });
    await waitFor(() => seen.length >= 3);
    emulator.database().commit({ writes: [{ delete: documentName(projectId, 'feed/b') }] });
    await waitFor(() => seen.length >= 4);
    unsubscribe();
    expect(seen).toEqual([[], ['beta'], ['alpha', 'beta'], ['alpha']]);
  });

  it('delivers changes of a single document listener', async () => {
    const values: (number | undefined)[] = [];
    const unsubscribe = onSnapshot(doc(db, 'single/d'), (snapshot) => {
      values.push(snapshot.exists() ? (snapshot.get('v') as number) : undefined);
    });
    await waitFor(() => values.length >= 1);
    serverWrite('single/d', { v: { integerValue: '7' } });
    await waitFor(() => values.length >= 2);
    unsubscribe();
    expect(values).toEqual([undefined, 7]);
  });
});

async function waitFor(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out waiting for a snapshot');
    await new Promise((r) => setTimeout(r, 20));
  }
}
