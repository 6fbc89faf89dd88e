// Queue placement figures for a workspace with 10,000 queued posts (48 slots a day, every half
// hour, so the queue runs about seven months ahead): the slot search alone, then the whole
// addToQueue (its transaction reads the post, the queue document with its count of posts per
// day, the posts of the first day with room, and the channel, and writes the post and the
// queue) against the project's Firestore emulator. Target: under 50 ms.

import { Timestamp } from 'firebase-admin/firestore';
import { nextSlots, type QueueSlot } from '../../../src/lib/queue-slots';
import { startTestFirestore } from '../testing/firestoreEmulator';
import type { Caller } from './caller';
import { dayOf } from './queueMembership';
import { addToQueue } from './queues';

const QUEUED = 10_000;
const ZONE = 'Europe/Paris';
const SLOTS: QueueSlot[] = Array.from({ length: 7 }, (_, day) =>
  Array.from({ length: 48 }, (_, half) => ({
    day: day + 1,
    time: `${String(Math.floor(half / 2)).padStart(2, '0')}:${half % 2 ? '30' : '00'}`,
  })),
)
  .flat()
  .slice(0, 168 * 2);

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

async function main() {
  const now = Date.now();
  const taken = new Set(nextSlots(SLOTS, ZONE, now, QUEUED));
  const pure: number[] = [];
  for (let run = 0; run < 30; run++) {
    const started = performance.now();
    const [at] = nextSlots(SLOTS, ZONE, now, 1, { taken });
    pure.push(performance.now() - started);
    if (at === undefined || taken.has(at)) throw new Error('placement found no free slot');
  }
  console.log(
    `slot search past ${QUEUED} queued posts: median ${median(pure).toFixed(2)} ms, worst ${Math.max(...pure).toFixed(2)} ms`,
  );

  const fs = await startTestFirestore('demo-queue-bench');
  const db = fs.db;
  const workspace = db.collection('workspaces').doc('ws');
  await workspace.set({
    product: 'smm',
    ownerUid: 'owner',
    members: { owner: 'owner' },
    memberUids: ['owner'],
    timeZone: ZONE,
    channelIds: ['ch1'],
  });
  await workspace
    .collection('channels')
    .doc('ch1')
    .set({ provider: 'sandbox', status: 'connected' });
  const times = [...taken];
  await workspace
    .collection('queues')
    .doc('ch1')
    .set({
      slots: SLOTS,
      paused: false,
      days: times.reduce<Record<string, number>>((days, at) => {
        days[dayOf(at, ZONE)] = (days[dayOf(at, ZONE)] ?? 0) + 1;
        return days;
      }, {}),
    });
  for (let start = 0; start < QUEUED; start += 500) {
    const batch = db.batch();
    for (let i = start; i < Math.min(start + 500, QUEUED); i++) {
      batch.set(workspace.collection('posts').doc(`q${i}`), {
        text: `Queued ${i}`,
        channelIds: ['ch1'],
        status: 'scheduled',
        queue: 'ch1',
        scheduledAt: Timestamp.fromMillis(times[i] as number),
      });
    }
    await batch.commit();
  }
  const caller: Caller = { uid: 'owner', email: null, doc: { roles: { smm: 'user' } } };
  const whole: number[] = [];
  for (let run = 0; run < 5; run++) {
    const id = `new${run}`;
    await workspace
      .collection('posts')
      .doc(id)
      .set({ text: 'New', channelIds: ['ch1'], status: 'draft', media: [] });
    const started = performance.now();
    await addToQueue(db, caller, { workspaceId: 'ws', queueId: 'ch1', postId: id }, new Date(now));
    whole.push(performance.now() - started);
  }
  console.log(
    `addToQueue with ${QUEUED} queued posts (emulator): median ${median(whole).toFixed(0)} ms, worst ${Math.max(...whole).toFixed(0)} ms`,
  );
  await fs.stop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
