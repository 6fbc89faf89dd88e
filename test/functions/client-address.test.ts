// The anonymous callables count senders by the address Google's front end saw (the last
// X-Forwarded-For entry), not by the left-most entry the client writes itself: a client that
// invents a new address for every call still meets its limit. The front end's own entry is
// written here as the last one, as production's front end appends it.

import { randomUUID } from 'node:crypto';
import { beforeEach, describe, expect, it } from 'vitest';
import { call, clearFirestore } from './support';

const FRONT_END_SAW = '203.0.113.77';
const forged = (i: number) => ({ 'X-Forwarded-For': `198.51.100.${i}, ${FRONT_END_SAW}` });

beforeEach(() => clearFirestore());

describe('anonymous limits with forged X-Forwarded-For', () => {
  it('submitContact: the sixth message within the hour from one address is refused', async () => {
    const outcomes = [];
    for (let i = 1; i <= 6; i++) {
      outcomes.push(
        await call(
          'submitContact',
          {
            requestId: randomUUID(),
            name: 'Ada',
            email: 'ada@example.test',
            message: `Do you manage TikTok accounts? (${i})`,
          },
          null,
          forged(i),
        ),
      );
    }
    expect(outcomes.slice(0, 5)).toEqual(Array(5).fill(expect.objectContaining({ ok: true })));
    expect(outcomes[5]).toMatchObject({ ok: false, code: 'resource-exhausted' });
  });

  it('ingestEvents: one address is counted as one sender whatever it writes first', async () => {
    const send = (i: number) =>
      call(
        'ingestEvents',
        {
          requestId: randomUUID(),
          events: [
            {
              kind: 'error',
              level: 'error',
              message: 'TypeError',
              timestamp: '2026-05-01T10:00:00.000Z',
            },
          ],
        },
        null,
        forged(i),
      );
    for (let i = 1; i <= 100; i++) expect((await send(i)).ok).toBe(true);
    expect(await send(101)).toMatchObject({ ok: false, code: 'resource-exhausted' });
  });
});
