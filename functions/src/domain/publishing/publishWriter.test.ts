import { Timestamp } from 'firebase-admin/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startTestFirestore,
  type TestFirestore,
} from '../../../../test/support/functions/firestoreEmulator';
import { EMPTY_RESULT } from './publishTypes';
import { PostWriter } from './publishWriter';

let fs: TestFirestore;
beforeAll(async () => {
  fs = await startTestFirestore();
});
afterAll(() => fs.stop());
beforeEach(() => fs.clear());

const lease = (owner: string) => ({ owner, expiresAt: Timestamp.fromMillis(Date.now() + 60_000) });

async function heldPost() {
  const ref = fs.db.doc('workspaces/w/posts/p1');
  await ref.set({ status: 'publishing', lease: lease('run-a'), results: {} });
  const snap = await ref.get();
  return { ref, writer: new PostWriter(fs.db, ref, 'run-a', snap.updateTime as Timestamp) };
}

const sending = { ...EMPTY_RESULT, status: 'sending' as const, attempts: 1 };

describe('PostWriter', () => {
  it('writes results one after another while the run holds the post', async () => {
    const { ref, writer } = await heldPost();
    expect(await writer.saveResult('c1', sending)).toBe(true);
    expect(await writer.saveResult('c2', sending)).toBe(true);
    expect(Object.keys((await ref.get()).data()?.results ?? {}).sort()).toEqual(['c1', 'c2']);
  });

  it('still writes after an unrelated change, as long as the lease is the run’s', async () => {
    const { ref, writer } = await heldPost();
    await ref.update({ text: 'edited elsewhere' });
    expect(await writer.saveResult('c1', sending)).toBe(true);
    expect((await ref.get()).data()?.results.c1.status).toBe('sending');
  });

  it('refuses to write once another run has taken the post', async () => {
    const { ref, writer } = await heldPost();
    await ref.update({ lease: lease('run-b') });
    expect(await writer.saveResult('c1', sending)).toBe(false);
    expect((await ref.get()).data()?.results).toEqual({});
  });

  it('refuses to write once the post was cancelled', async () => {
    const { ref, writer } = await heldPost();
    await ref.update({ status: 'cancelled', lease: null });
    expect(await writer.saveResult('c1', sending)).toBe(false);
  });

  it('records a confirmed post even after losing the lease, and never overwrites one', async () => {
    const { ref, writer } = await heldPost();
    await ref.update({ lease: lease('run-b') });
    const confirmed = {
      ...sending,
      status: 'published' as const,
      externalId: 'x1',
      url: 'https://n/x1',
    };
    await writer.recordConfirmed('c1', confirmed);
    const later = new PostWriter(fs.db, ref, 'run-b', (await ref.get()).updateTime as Timestamp);
    await ref.update({ text: 'touched' });
    await later.recordConfirmed('c1', { ...confirmed, externalId: 'x2' });
    expect((await ref.get()).data()?.results.c1.externalId).toBe('x1');
  });
});
