import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startTestFirestore,
  type TestFirestore,
} from '../../../test/support/functions/firestoreEmulator';
import { runOnce } from './idempotency';

let fs: TestFirestore;
beforeAll(async () => {
  fs = await startTestFirestore();
});
afterAll(() => fs.stop());
beforeEach(() => fs.clear());

const now = new Date();

function createThing(payload: Record<string, unknown>, requestId = 'request-0001') {
  return runOnce(
    fs.db,
    {
      operation: 'createThing',
      owner: 'u1',
      requestId,
      payload,
      now,
      redact: ({ secret: _s, ...rest }) => rest,
    },
    async (tx) => {
      const ref = fs.db.collection('things').doc();
      tx.create(ref, payload);
      return { id: ref.id, secret: 'shown-once' } as Record<string, unknown>;
    },
  );
}

describe('runOnce', () => {
  it('does the work once for concurrent and later retries of one requestId', async () => {
    const results = await Promise.all([
      createThing({ n: 1 }),
      createThing({ n: 1 }),
      createThing({ n: 1 }),
    ]);
    const later = await createThing({ n: 1 });
    expect((await fs.db.collection('things').get()).size).toBe(1);
    const ids = new Set([...results, later].map((result) => result.id));
    expect(ids.size).toBe(1);
    expect(later).toEqual({ id: results[0]?.id ?? later.id, replayed: true });
  });

  it('keeps the redacted result only, so a secret is never stored', async () => {
    const first = await createThing({ n: 2 });
    expect(first.secret).toBe('shown-once');
    const stored = (await fs.db.doc('idempotency/u1_request-0001').get()).data();
    expect(JSON.stringify(stored)).not.toContain('shown-once');
  });

  it('refuses the same requestId for a different payload and writes nothing', async () => {
    await createThing({ n: 3 });
    await expect(createThing({ n: 4 })).rejects.toMatchObject({ code: 'invalid-argument' });
    expect((await fs.db.collection('things').get()).size).toBe(1);
  });

  it('rolls the whole work back when it fails, so a retry can succeed', async () => {
    await expect(
      runOnce(
        fs.db,
        { operation: 'x', owner: 'u1', requestId: 'request-0002', payload: {}, now },
        async (tx) => {
          tx.create(fs.db.collection('things').doc(), { half: true });
          throw new Error('boom');
        },
      ),
    ).rejects.toThrow('boom');
    expect((await fs.db.collection('things').get()).size).toBe(0);
    expect((await fs.db.doc('idempotency/u1_request-0002').get()).exists).toBe(false);
  });
});
