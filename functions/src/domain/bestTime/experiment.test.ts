import { type ChannelBestTimes, HOURS_OF_WEEK, hourOfWeek } from '@model/best-time';
import { nextSlots } from '@model/queue-slots';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { suiteFirestore } from '../../../../test/support/functions/suiteFirestore';
import type { Caller } from '../caller';
import { addToQueue, setQueue } from '../queues/queues';
import type { MeasuredPost } from './bestTimes';
import { type Draw, drawArm, planArm } from './experiment';
import { experimentReport } from './experimentReport';

/** mulberry32: a small seeded generator, so the draw's statistics are the same on every run. */
function seeded(seed: number): Draw {
  let state = seed >>> 0;
  return (n) => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

const ZONE = 'Europe/Paris';
const now = new Date('2026-03-25T12:00:00Z');
/** Tuesday, Wednesday and Thursday at 10:00 (the sandbox network's default best times). */
const SUGGESTED = [34, 58, 82];
const best: ChannelBestTimes = {
  channelId: 'ch1',
  name: 'Channel one',
  network: 'sandbox',
  zone: ZONE,
  posts: 0,
  rates: new Array(HOURS_OF_WEEK).fill(null),
  counts: new Array(HOURS_OF_WEEK).fill(0),
  best: [
    { day: 2, hour: 10 },
    { day: 3, hour: 10 },
    { day: 4, hour: 10 },
  ],
  basis: 'default',
  confidence: null,
  source: 'default',
};
// Every day at 10:00 and 15:00: three suggested slots a week, eleven others.
const SLOTS = Array.from({ length: 7 }, (_, day) => [
  { day: day + 1, time: '10:00' },
  { day: day + 1, time: '15:00' },
]).flat();

describe('drawArm', () => {
  it('sends the set share to exploration, within four standard deviations over 10,000 draws', () => {
    for (const share of [5, 20, 50]) {
      const draw = seeded(share);
      const runs = 10_000;
      let exploration = 0;
      for (let i = 0; i < runs; i++) if (drawArm(share, draw) === 'exploration') exploration++;
      const expected = (runs * share) / 100;
      const sd = Math.sqrt(runs * (share / 100) * (1 - share / 100));
      expect(Math.abs(exploration - expected)).toBeLessThan(4 * sd);
    }
  });
});

describe('planArm', () => {
  const plan = (slots: typeof SLOTS, draw: Draw) =>
    planArm({ share: 20, best, slots, queueZone: ZONE, now, draw });

  it('lets an exploration post take only slots outside the suggested hours, and the other arm only those', () => {
    const week = nextSlots(SLOTS, ZONE, now.getTime(), 60);
    const exploration = plan(SLOTS, () => 0);
    const suggested = plan(SLOTS, () => 99);
    expect([exploration?.arm, suggested?.arm]).toEqual(['exploration', 'suggested']);
    for (const at of week) {
      const isSuggested = SUGGESTED.includes(hourOfWeek(at, ZONE));
      expect(exploration?.eligible(at)).toBe(!isSuggested);
      expect(suggested?.eligible(at)).toBe(isSuggested);
    }
    expect(exploration?.mark(week[0] as number)).toMatchObject({
      arm: 'exploration',
      channelId: 'ch1',
      suggested: SUGGESTED,
      basis: 'default',
      share: 20,
    });
  });

  it('leaves out a queue whose slots are all suggested, or none', () => {
    const onlySuggested = [2, 3, 4].map((day) => ({ day, time: '10:30' }));
    expect(plan(onlySuggested, () => 0)).toBeNull();
    expect(plan([{ day: 1, time: '10:00' }], () => 99)).toBeNull();
  });
});

describe('experimentReport', () => {
  const at = Timestamp.fromMillis(Date.UTC(2026, 2, 3, 9));
  const post = (
    arm: string,
    rate: number,
    scheduledAt: number,
    channelId = 'ch1',
  ): MeasuredPost => ({
    at: scheduledAt,
    rate,
    postId: `p${rate}`,
    scheduledAt,
    experiment: { arm, channelId, suggested: SUGGESTED, basis: 'default', at, share: 20 },
  });

  it('counts a post in its arm only on its channel and at the time the draw gave it', () => {
    const report = experimentReport(
      { enabled: true, share: 30 },
      new Map([
        [
          'ch1',
          [
            post('suggested', 0.1, at.toMillis()),
            post('exploration', 0.05, at.toMillis()),
            // Moved since the draw, and drawn for another channel: both left out.
            post('suggested', 0.2, at.toMillis() + 3_600_000),
            post('exploration', 0.3, at.toMillis(), 'ch2'),
            { ...post('suggested', 0.4, at.toMillis()), experiment: undefined },
          ],
        ],
      ]),
    );
    expect(report.settings).toEqual({ enabled: true, share: 30 });
    expect([report.suggested.n, report.suggested.mean]).toEqual([1, 0.1]);
    expect([report.exploration.n, report.exploration.mean]).toEqual([1, 0.05]);
    expect(report.lift).toBeNull();
    expect(experimentReport(undefined, new Map()).settings).toEqual({ enabled: false, share: 20 });
  });
});

describe('queue placement with the experiment on', () => {
  const fs = suiteFirestore();
  const caller: Caller = { uid: 'owner', email: null, doc: { roles: { smm: 'user' } } };

  beforeEach(async () => {
    await fs.clear();
    await fs.db.doc('workspaces/ws').set({
      product: 'smm',
      ownerUid: 'owner',
      members: { owner: 'owner' },
      memberUids: ['owner'],
      timeZone: ZONE,
      channelIds: ['ch1'],
    });
    await fs.db.doc('workspaces/ws/channels/ch1').set({ provider: 'sandbox', status: 'connected' });
    await setQueue(
      fs.db,
      caller,
      { workspaceId: 'ws', queueId: 'ch1', slots: SLOTS, paused: false },
      now,
    );
  });

  async function place(count: number) {
    const placed: { hour: number; experiment?: Record<string, unknown> }[] = [];
    for (let i = 0; i < count; i++) {
      const ref = fs.db.doc(`workspaces/ws/posts/p${i}`);
      await ref.set({ text: `Post ${i}`, channelIds: ['ch1'], status: 'draft', media: [] });
      await addToQueue(fs.db, caller, { workspaceId: 'ws', queueId: 'ch1', postId: ref.id }, now);
      const data = (await ref.get()).data() ?? {};
      placed.push({
        hour: hourOfWeek((data.scheduledAt as Timestamp).toMillis(), ZONE),
        experiment: data.experiment,
      });
    }
    return placed;
  }

  it('places each post in a slot of its drawn arm and records the arm and the suggestion', async () => {
    await fs.db.doc('workspaces/ws/growth/experiment').set({ enabled: true, share: 50 });
    // Thirty fair draws at 50 %: both arms come up (all alike has a chance of 2 in a billion).
    const placed = await place(30);
    const arms = new Set(placed.map((post) => post.experiment?.arm));
    expect(arms).toEqual(new Set(['suggested', 'exploration']));
    for (const post of placed) {
      expect(post.experiment).toMatchObject({ channelId: 'ch1', suggested: SUGGESTED, share: 50 });
      expect(SUGGESTED.includes(post.hour)).toBe(post.experiment?.arm === 'suggested');
    }
  });

  it('places as before, with no arm, while the experiment is off', async () => {
    const placed = await place(3);
    expect(placed.map((post) => post.experiment)).toEqual([undefined, undefined, undefined]);
    // Wednesday 25 March 15:00, then Thursday 10:00 and 15:00: the queue's next slots in order.
    expect(placed.map((post) => post.hour)).toEqual([63, 82, 87]);
  });
});
