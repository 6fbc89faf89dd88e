import { describe, expect, it } from 'vitest';
import { everyMinuteTriggers, tickPublisher } from './publisher-tick';

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

  it('says that no publisher is deployed while the Functions emulator is not up', async () => {
    const result = await tickPublisher(undefined, 'demo-smm');
    expect(result.invoked).toEqual([]);
    expect(result.skipped).toBe('no publisher is deployed (the Functions emulator is not up)');
  });
});
