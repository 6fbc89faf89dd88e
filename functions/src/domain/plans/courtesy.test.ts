import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startTestFirestore,
  type TestFirestore,
} from '../../../../test/support/functions/firestoreEmulator';
import { expireCourtesy } from './courtesy';

let fs: TestFirestore;
beforeAll(async () => {
  fs = await startTestFirestore();
});
afterAll(() => fs.stop());
beforeEach(() => fs.clear());

describe('expireCourtesy', () => {
  it('puts expired courtesy subscriptions back to what they were and leaves the others', async () => {
    const now = new Date('2026-06-01T00:00:00Z');
    await fs.db.doc('subscriptions/w1').set({
      planId: 'gift',
      status: 'courtesy',
      courtesy: { expiresAt: Timestamp.fromDate(new Date('2026-05-31T23:59:59Z')) },
      previous: { planId: 'basic', status: 'active' },
    });
    await fs.db.doc('subscriptions/w2').set({
      planId: 'gift',
      status: 'courtesy',
      courtesy: { expiresAt: Timestamp.fromDate(new Date('2026-05-01T00:00:00Z')) },
      previous: null,
    });
    await fs.db.doc('subscriptions/w3').set({
      planId: 'gift',
      status: 'courtesy',
      courtesy: { expiresAt: Timestamp.fromDate(new Date('2026-06-02T00:00:00Z')) },
    });
    expect(await expireCourtesy(fs.db, now)).toBe(2);
    expect((await fs.db.doc('subscriptions/w1').get()).data()).toMatchObject({
      status: 'active',
      planId: 'basic',
      courtesy: { endedBy: 'system', endReason: 'expired' },
    });
    expect((await fs.db.doc('subscriptions/w2').get()).data()).toMatchObject({
      status: 'cancelled',
      planId: 'gift',
    });
    expect((await fs.db.doc('subscriptions/w3').get()).data()?.status).toBe('courtesy');
    expect((await fs.db.collection('auditLog').get()).size).toBe(2);
    expect(await expireCourtesy(fs.db, now)).toBe(0);
  });
});
