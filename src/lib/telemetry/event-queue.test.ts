import type { IngestEventsInput } from '@model/schemas/events';
import {
  EVENTS_BATCH_CHARS_MAX,
  EVENTS_PER_BATCH_MAX,
  ingestEventsSchema,
} from '@model/schemas/events';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { EventQueue, takeBatch } from './event-queue';

function harness(consent = false, fail = false) {
  const sent: IngestEventsInput[] = [];
  const timers: (() => void)[] = [];
  let analytics = consent;
  let n = 0;
  const queue = new EventQueue({
    send: async (batch) => {
      if (fail) throw new Error('offline');
      sent.push(batch);
    },
    hasAnalyticsConsent: () => analytics,
    newRequestId: () => `request-${++n}`,
    schedule: (callback) => timers.push(callback),
  });
  return { queue, sent, timers, setConsent: (value: boolean) => (analytics = value) };
}

describe('EventQueue', () => {
  it('sends errors at level error even without analytics consent', async () => {
    const { queue, sent } = harness(false);
    queue.add({ kind: 'error', message: 'TypeError: x is undefined' });
    queue.add({ kind: 'analytics', message: 'page_view' });
    await queue.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.events.map((e) => [e.kind, e.level])).toEqual([['error', 'error']]);
    expect(sent[0]?.analyticsConsent).toBe(false);
  });

  it('sends analytics events at level info once consent is given', async () => {
    const { queue, sent } = harness(true);
    queue.add({ kind: 'analytics', message: 'page_view', data: { page: '/plans' } });
    await queue.flush();
    expect(sent[0]?.events[0]).toMatchObject({
      kind: 'analytics',
      level: 'info',
      message: 'page_view',
    });
    expect(sent[0]?.analyticsConsent).toBe(true);
  });

  it('drops queued analytics events when consent is withdrawn before sending', async () => {
    const { queue, sent, setConsent } = harness(true);
    queue.add({ kind: 'analytics', message: 'page_view' });
    queue.add({ kind: 'error', message: 'boom' });
    setConsent(false);
    await queue.flush();
    expect(sent[0]?.events.map((e) => e.kind)).toEqual(['error']);
  });

  it('waits for the flush delay, then sends one batch for many events', async () => {
    const { queue, sent, timers } = harness(true);
    queue.add({ kind: 'analytics', message: 'a' });
    queue.add({ kind: 'analytics', message: 'b' });
    expect(sent).toHaveLength(0);
    expect(timers).toHaveLength(1);
    timers[0]?.();
    await queue.flush();
    expect(sent).toHaveLength(1);
    expect(sent[0]?.events).toHaveLength(2);
  });

  it('sends full batches at once, each one valid for the ingestion schema', async () => {
    const { queue, sent } = harness(true);
    for (let i = 0; i < EVENTS_PER_BATCH_MAX * 2 + 3; i += 1) {
      queue.add({ kind: 'analytics', message: `event ${i} ${'x'.repeat(1500)}` });
    }
    await queue.flush();
    expect(sent.reduce((total, batch) => total + batch.events.length, 0)).toBe(
      EVENTS_PER_BATCH_MAX * 2 + 3,
    );
    for (const batch of sent) {
      expect(v.safeParse(ingestEventsSchema, batch).success).toBe(true);
      expect(new Set(sent.map((b) => b.requestId)).size).toBe(sent.length);
    }
  });

  it('keeps events for a later flush when sending fails', async () => {
    const { queue } = harness(false, true);
    queue.add({ kind: 'error', message: 'boom' });
    await queue.flush();
    expect(queue.size).toBe(1);
  });
});

describe('takeBatch', () => {
  it('stops before the batch would exceed the size cap', () => {
    const big = {
      kind: 'error' as const,
      level: 'error' as const,
      message: 'y'.repeat(2000),
      timestamp: new Date().toISOString(),
    };
    const pending = Array.from({ length: 45 }, () => ({ ...big }));
    const batch = takeBatch(pending);
    expect(
      JSON.stringify({ requestId: 'request-000001', events: batch, analyticsConsent: true }).length,
    ).toBeLessThanOrEqual(EVENTS_BATCH_CHARS_MAX);
    expect(batch.length + pending.length).toBe(45);
    expect(pending.length).toBeGreaterThan(0);
  });
});
