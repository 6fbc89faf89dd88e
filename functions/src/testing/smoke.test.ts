import { expect, test } from 'vitest';
import { startTestFirestore } from '/work/main/functions/src/testing/firestoreEmulator';
import { consumeRateLimit } from '/work/main/functions/src/domain/rateLimit';
test('smoke', async () => {
  const fs = await startTestFirestore();
  try {
    await fs.db.collection('users').doc('a').set({ roles: { smm: 'super_admin' } });
    const q = await fs.db.collection('users').where('roles.smm', '==', 'super_admin').get();
    expect(q.size).toBe(1);
    const results = await Promise.all(Array.from({ length: 30 }, () => consumeRateLimit(fs.db, 'b', { max: 20, windowMs: 60000 })));
    expect(results.filter((r) => r.allowed).length).toBe(20);
    await fs.clear();
    expect((await fs.db.collection('users').get()).size).toBe(0);
  } finally { await fs.stop(); }
}, 60000);
