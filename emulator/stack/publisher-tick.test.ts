import { describe, expect, it } from 'vitest';
import {
  everyMinuteTriggers,
  scheduledTriggersNamed,
  tickPublisher,
  tickScheduled,
} from './publisher-tick';

describe('publisher tick', () => {
  it('picks the every-minute scheduled functions from the emulator backends list', () => {
    const backends = {
      backends: [
        {
          functionTriggers: [
            { id: 'us-central1-api', httpsTrigger: {} },
            { id: 'us-central1-publishDuePosts', schedule: { schedule: 'every 1 minutes' } },
            { id: 'us-central1-expireCourtesy', schedule: { schedule: 'every day 03:00' } },
            { id: 'us-central1-legacyTick', schedule: '* * * * *' },
          ],
        },
      ],
    };
    expect(everyMinuteTriggers(backends)).toEqual([
      'us-central1-publishDuePosts',
      'us-central1-legacyTick',
    ]);
    expect(everyMinuteTriggers({})).toEqual([]);
  });

  it('finds a scheduled function by name whatever its schedule, and nothing else', () => {
    const backends = {
      backends: [
        {
          functionTriggers: [
            { id: 'us-central1-collectMetricsApi', httpsTrigger: {} },
            { id: 'us-central1-collectMetrics', schedule: { schedule: 'every 60 minutes' } },
            { id: 'us-central1-publishDuePosts', schedule: { schedule: 'every 1 minutes' } },
          ],
        },
      ],
    };
    expect(scheduledTriggersNamed(backends, 'collectMetrics')).toEqual([
      'us-central1-collectMetrics',
    ]);
    expect(scheduledTriggersNamed(backends, 'refreshChannelTokens')).toEqual([]);
    expect(scheduledTriggersNamed({}, 'collectMetrics')).toEqual([]);
  });

  it('says that a slower job is not deployed while the Functions emulator is not up', async () => {
    const result = await tickScheduled(undefined, 'demo-smm', 'collectMetrics');
    expect(result).toEqual({
      invoked: [],
      skipped: 'no collectMetrics is deployed (the Functions emulator is not up)',
    });
  });

  it('says that no publisher is deployed while the Functions emulator is not up', async () => {
    const result = await tickPublisher(undefined, 'demo-smm');
    expect(result.invoked).toEqual([]);
    expect(result.skipped).toBe('no publisher is deployed (the Functions emulator is not up)');
  });
});
