import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { nextSlots } from '../../../src/lib/queue-slots';
import { suiteFirestore } from '../testing/suiteFirestore';
import type { Caller } from './caller';
import { cancelPost } from './posts';
import { dayOf } from './queueMembership';
import { addToQueue, setQueue } from './queues';

const fs = suiteFirestore();
const ZONE = 'Europe/Paris';
const WS = 'ws';
// Two slots a day, every day.
const SLOTS = Array.from({ length: 7 }, (_, day) => [
  { day: day + 1, time: '09:00' },
  { day: day + 1, time: '17:30' },
]).flat();
const now = new Date('2026-03-25T12:00:00Z');
const caller: Caller = { uid: 'owner', email: null, doc: { roles: { smm: 'user' } } };

async function draft(id: string) {
  await fs.db
    .doc(`workspaces/${WS}/posts/${id}`)
    .set({ text: `Post ${id}`, channelIds: ['ch1'], status: 'draft', media: [] });
}
const add = (postId: string, at = now) =>
  addToQueue(fs.db, caller, { workspaceId: WS, queueId: 'ch1', postId }, at);
const queueDoc = async () => (await fs.db.doc(`workspaces/${WS}/queues/ch1`).get()).data() ?? {};
const timeOf = async (id: string) =>
  (
    (await fs.db.doc(`workspaces/${WS}/posts/${id}`).get()).get('scheduledAt') as Timestamp
  ).toMillis();

beforeEach(async () => {
  await fs.clear();
  await fs.db.doc(`workspaces/${WS}`).set({
    product: 'smm',
    ownerUid: 'owner',
    members: { owner: 'owner' },
    memberUids: ['owner'],
    timeZone: ZONE,
    channelIds: ['ch1'],
  });
  await fs.db
    .doc(`workspaces/${WS}/channels/ch1`)
    .set({ provider: 'sandbox', status: 'connected' });
  await setQueue(
    fs.db,
    caller,
    { workspaceId: WS, queueId: 'ch1', slots: SLOTS, paused: false },
    now,
  );
});

describe('queue placement', () => {
  it('fills the next slots in order, across the change to summer time, counting posts per day', async () => {
    // Ten slots run to 2026-03-30: summer time starts in Paris on the 29th.
    const ids = Array.from({ length: 10 }, (_, i) => `s${i}`);
    for (const id of ids) {
      await draft(id);
      await add(id);
    }
    const expected = nextSlots(SLOTS, ZONE, now.getTime(), ids.length);
    expect(await Promise.all(ids.map(timeOf))).toEqual(expected);
    const days: Record<string, number> = {};
    for (const at of expected) days[dayOf(at, ZONE)] = (days[dayOf(at, ZONE)] ?? 0) + 1;
    expect((await queueDoc()).days).toEqual(days);
  });

  it('skips the days its count says are full, and gives a slot freed by a cancelled post to the next post', async () => {
    for (const id of ['a', 'b', 'c']) {
      await draft(id);
      await add(id);
    }
    const [first] = nextSlots(SLOTS, ZONE, now.getTime(), 1);
    expect(await timeOf('a')).toBe(first);
    await cancelPost(fs.db, caller, { workspaceId: WS, postId: 'a' });
    expect((await queueDoc()).days[dayOf(first as number, ZONE)]).toBe(0);
    await draft('d');
    await add('d');
    expect(await timeOf('d')).toBe(first);
  });

  it('never puts two posts added at the same moment in one slot', async () => {
    const ids = Array.from({ length: 6 }, (_, i) => `p${i}`);
    for (const id of ids) await draft(id);
    await Promise.all(ids.map((id) => add(id)));
    const times = await Promise.all(ids.map(timeOf));
    expect(new Set(times).size).toBe(ids.length);
    expect([...times].sort((a, b) => a - b)).toEqual(nextSlots(SLOTS, ZONE, now.getTime(), 6));
  });

  it('reads a queue written in the earlier form (a time per post) and replaces it with day counts', async () => {
    const taken = nextSlots(SLOTS, ZONE, now.getTime(), 3);
    await fs.db.doc(`workspaces/${WS}/queues/ch1`).set({
      slots: SLOTS,
      paused: false,
      taken: { x0: taken[0], x1: taken[1], x2: taken[2] },
    });
    for (const [index, at] of taken.entries()) {
      await fs.db.doc(`workspaces/${WS}/posts/x${index}`).set({
        text: 'old',
        channelIds: ['ch1'],
        status: 'scheduled',
        held: false,
        queue: 'ch1',
        timeZone: ZONE,
        scheduledAt: Timestamp.fromMillis(at as number),
      });
    }
    await draft('new');
    await add('new');
    expect(await timeOf('new')).toBe(nextSlots(SLOTS, ZONE, now.getTime(), 4)[3]);
    const stored = await queueDoc();
    expect(stored.taken).toBeUndefined();
    expect(Object.values(stored.days as Record<string, number>).reduce((a, b) => a + b, 0)).toBe(4);
  });

  it('reads on past candidate days whose count is short until it finds room', async () => {
    // Posts in the first three days' slots, which the queue's count does not know of (as after
    // a slot change): placement reads those days, finds them full, and goes on to the fourth.
    const taken = nextSlots(SLOTS, ZONE, now.getTime(), 5);
    for (const [index, at] of taken.entries()) {
      await fs.db.doc(`workspaces/${WS}/posts/u${index}`).set({
        text: 'unknown to the count',
        channelIds: ['ch1'],
        status: 'scheduled',
        held: false,
        queue: 'ch1',
        timeZone: ZONE,
        scheduledAt: Timestamp.fromMillis(at as number),
      });
    }
    await draft('late');
    await add('late');
    expect(await timeOf('late')).toBe(nextSlots(SLOTS, ZONE, now.getTime(), 6)[5]);
  });
});
