import { Timestamp } from 'firebase-admin/firestore';
import { it } from 'vitest';
import { startTestFirestore } from '../testing/firestoreEmulator';
import { claimDuePosts } from './lease';

it('times', async () => {
  const fs = await startTestFirestore();
  const db = fs.db;
  const writer = db.bulkWriter();
  for (let i = 0; i < 200; i++) void writer.set(db.doc(`workspaces/w/posts/m${i}`), { status: 'scheduled', scheduledAt: Timestamp.fromMillis(0), lease: null });
  await writer.close();
  let t = Date.now();
  const snap = await db.collectionGroup('posts').where('status', '==', 'scheduled').where('scheduledAt', '<=', Timestamp.now()).orderBy('scheduledAt').get();
  console.log('query', snap.size, Date.now() - t);
  t = Date.now();
  for (let i = 0; i < 20; i++) await db.runTransaction(async (tx) => { const d = await tx.get(db.doc(`workspaces/w/posts/m${i}`)); tx.update(d.ref, { x: 1 }); });
  console.log('20 sequential tx', Date.now() - t);
  t = Date.now();
  const c = await claimDuePosts(db, { owner: 'a', now: new Date() });
  console.log('claim 200 single run', c.length, Date.now() - t);
  await fs.stop();
}, 120000);
