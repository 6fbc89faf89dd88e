// Queue placement figures for a workspace with 10,000 queued posts (48 slots a day, every half
// hour, so the queue runs about seven months ahead): the slot search alone, then the whole
// addToQueue (its transaction reads the workspace, the post, the queue document with its count
// of posts per day and the taken times of its days with room, and the channel in one round
// trip, then commits the post and the queue) against the project's Firestore emulator. The queue
// document is seeded as 10,000 placements would have left it. Target: under 50 ms.

import { nextSlots, type QueueSlot } from '@model/queue-slots';
import { Timestamp } from 'firebase-admin/firestore';
import { startTestFirestore } from '../../../../test/support/functions/firestoreEmulator';
import type { Caller } from '../caller';
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
  const byDay = times.reduce<Record<string, number[]>>((days, at) => {
    days[dayOf(at, ZONE)] = [...(days[dayOf(at, ZONE)] ?? []), at];
    return days;
  }, {});
  const [firstDay, lastDay] = [Object.keys(byDay).sort().at(0), Object.keys(byDay).sort().at(-1)];
  await workspace
    .collection('queues')
    .doc('ch1')
    .set({
      slots: SLOTS,
      paused: false,
      days: Object.fromEntries(Object.entries(byDay).map(([day, at]) => [day, at.length])),
      // Today (its slots gone by were never taken) and the last day have room: the placements
      // that put posts there wrote their times.
      open: {
        [firstDay as string]: byDay[firstDay as string],
        [lastDay as string]: byDay[lastDay as string],
      },
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
  // CPU time too: the emulator runs in this process, so it counts both sides of each round
  // trip, and unlike wall time it holds on a machine busy with other work.
  const cpu: number[] = [];
  for (let run = 0; run < Number(process.env.RUNS ?? 15); run++) {
    const id = `new${run}`;
    await workspace
      .collection('posts')
      .doc(id)
      .set({ text: 'New', channelIds: ['ch1'], status: 'draft', media: [] });
    const started = performance.now();
    const startedCpu = process.cpuUsage();
    await addToQueue(db, caller, { workspaceId: 'ws', queueId: 'ch1', postId: id }, new Date(now));
    whole.push(performance.now() - started);
    const used = process.cpuUsage(startedCpu);
    cpu.push((used.user + used.system) / 1000);
  }
  console.log(
    `addToQueue with ${QUEUED} queued posts (emulator): median ${median(whole).toFixed(0)} ms, worst ${Math.max(...whole).toFixed(0)} ms; CPU (client and emulator) median ${median(cpu).toFixed(1)} ms`,
  );
  await fs.stop();
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
