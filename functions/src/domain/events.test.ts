import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startTestFirestore,
  type TestFirestore,
} from '../../../test/support/functions/firestoreEmulator';
import { DomainError } from './errors';
import { ingestEvents } from './events';

let fs: TestFirestore;
beforeAll(async () => {
  fs = await startTestFirestore();
});
afterAll(() => fs.stop());
beforeEach(() => fs.clear());

const minute = new Date('2026-05-01T10:00:00Z');
const errors = (n: number) =>
  Array.from({ length: n }, (_, i) => ({
    kind: 'error' as const,
    level: 'error' as const,
    message: `TypeError ${i}`,
    timestamp: '2026-05-01T10:00:00.000Z',
  }));
const batch = (address: string, n: number, now = minute, requestId = `req-${address}-${n}`) =>
  ingestEvents(
    fs.db,
    { uid: null, address },
    { requestId: requestId.padEnd(16, '0'), events: errors(n) },
    now,
    { max: 5, windowMs: 60_000 },
  );
const written = async () => (await fs.db.collection('events').get()).size;

describe('the global cap on event writes', () => {
  it('refuses events past the per-minute cap, whatever address they come from, and writes none of them', async () => {
    await batch('203.0.113.1', 2);
    await batch('203.0.113.2', 2);
    const refused = await batch('203.0.113.3', 2).then(
      () => undefined,
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(DomainError);
    expect((refused as DomainError).code).toBe('resource-exhausted');
    expect(await written()).toBe(4);
    // One more still fits; the next minute starts afresh.
    await batch('203.0.113.4', 1);
    await batch('203.0.113.5', 2, new Date(minute.getTime() + 60_000));
    expect(await written()).toBe(7);
  });
});

describe('secrets in stored events', () => {
  it('strips review and invitation tokens and oobCode, token and key values before storing', async () => {
    await ingestEvents(
      fs.db,
      { uid: null, address: '203.0.113.9' },
      {
        requestId: 'req-secrets'.padEnd(16, '0'),
        events: [
          {
            kind: 'error',
            level: 'error',
            message: 'Failed at https://x.test/review/AbCdEf0123456789?oobCode=SECRET1',
            timestamp: '2026-05-01T10:00:00.000Z',
            data: {
              page: '/connect/invite/tok3nV4lue',
              source: '/login?apiKey=K&token=T',
              line: 3,
            },
          },
        ],
      },
      minute,
    );
    const [event] = (await fs.db.collection('events').get()).docs.map((doc) => doc.data());
    expect(event?.message).toBe('Failed at https://x.test/review/:token?oobCode=:token');
    expect(event?.data).toEqual({
      page: '/connect/invite/:token',
      source: '/login?apiKey=:token&token=:token',
      line: 3,
    });
    expect(JSON.stringify(event)).not.toMatch(/AbCdEf|SECRET1|tok3n/);
  });
});
