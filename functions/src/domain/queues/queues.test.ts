import { nextSlots } from '@model/queue-slots';
import { Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { suiteFirestore } from '../../../../test/support/functions/suiteFirestore';
import type { Caller } from '../caller';
import { cancelPost } from '../posts/posts';
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

  it('keeps the times of days with room in the queue document, forgetting a day once it is full', async () => {
    // 12:00 on the 25th: today has one slot left (17:30), so the first post takes it; today
    // stays known (its morning slot went by untaken, so its count never says it is full).
    const [t0, t1, t2] = nextSlots(SLOTS, ZONE, now.getTime(), 3) as [number, number, number];
    for (const id of ['a', 'b']) {
      await draft(id);
      await add(id);
    }
    expect(dayOf(t0, ZONE)).not.toBe(dayOf(t1, ZONE));
    expect((await queueDoc()).open).toEqual({ [dayOf(t0, ZONE)]: [t0], [dayOf(t1, ZONE)]: [t1] });
    // Cancelling puts the time among the day's freed ones; the next post takes it back.
    await cancelPost(fs.db, caller, { workspaceId: WS, postId: 'b' });
    expect((await queueDoc()).left).toEqual({ [dayOf(t1, ZONE)]: [t1] });
    await draft('c');
    await add('c');
    expect(await timeOf('c')).toBe(t1);
    await draft('d');
    await add('d');
    expect(await timeOf('d')).toBe(t2);
    const stored = await queueDoc();
    // Tomorrow is full: its times are no longer kept, nor freed ones.
    expect(stored.open).toEqual({ [dayOf(t0, ZONE)]: [t0] });
    expect(stored.left).toEqual({});
    // The next day passes: today's entry goes with it.
    const [t3] = nextSlots(SLOTS, ZONE, t2, 1) as [number];
    await draft('e');
    await add('e', new Date(t1 + 60_000));
    expect(await timeOf('e')).toBe(t3);
    expect((await queueDoc()).open).toEqual({ [dayOf(t3, ZONE)]: [t3] });
  });

  it('trusts the queue document for a day it knows, and reads the posts of a day it does not', async () => {
    const [, t1, t2] = nextSlots(SLOTS, ZONE, now.getTime(), 3) as [number, number, number];
    await draft('a');
    await add('a');
    // A document that says tomorrow's morning slot is taken (as a placement would have left it)
    // and no post there: placement believes the document and takes the evening slot.
    await fs.db
      .doc(`workspaces/${WS}/queues/ch1`)
      .set({ open: { [dayOf(t1, ZONE)]: [t1] }, days: { [dayOf(t1, ZONE)]: 1 } }, { merge: true });
    await draft('b');
    await add('b');
    expect(await timeOf('b')).toBe(t2);
    // Once forgotten, the day is read from its posts: the morning slot is free after all.
    await fs.db
      .doc(`workspaces/${WS}/queues/ch1`)
      .update({ open: {}, days: { [dayOf(t2, ZONE)]: 1 } });
    await draft('c');
    await add('c');
    expect(await timeOf('c')).toBe(t1);
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
