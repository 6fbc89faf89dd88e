// `npm run bench:inbox`: 50,000 inbox events, as webhook deliveries and poll pages would bring
// them (one event in ten a repeat of another, everything shuffled out of order), through the
// real ingest core into the project's Firestore emulator in this process. Checks that every
// distinct item is stored exactly once and that the conversations count each once; prints
// events per second and the process's peak memory (the emulator's included). BENCH_EVENTS
// changes the size.

import type { InboxEvent, InboxNetwork } from '@model/schemas/inbox';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { startFirestoreEmulator } from '../../../emulator/firestore/server';
import { ingest } from '../../../functions/src/domain/inbox/ingest';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 50_000);
const DUPLICATE_SHARE = 0.1;
const WORKSPACES = 20;
const THREADS_PER_WORKSPACE = 100;
/** Deliveries in flight at once, as concurrent webhook calls and poll tasks would be. */
const CONCURRENT = 8;
const NETWORKS: readonly InboxNetwork[] = ['bluesky', 'mastodon', 'facebook', 'instagram', 'x'];

// A fixed seed: every run shuffles the same way.
let seed = 34;
function random(): number {
  seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
  return seed / 2 ** 31;
}

function eventOf(n: number): { workspace: string; event: InboxEvent } {
  const workspace = `bench-ws-${n % WORKSPACES}`;
  const thread = Math.floor(n / WORKSPACES) % THREADS_PER_WORKSPACE;
  const network = NETWORKS[thread % NETWORKS.length] as InboxNetwork;
  return {
    workspace,
    event: {
      network,
      channelId: `${network}-channel`,
      externalId: `${network}-item-${n}`,
      kind: n % 7 === 0 ? 'message' : 'comment',
      threadId: `${workspace}-thread-${thread}`,
      authorName: `Person ${n % 997}`,
      authorHandle: `person${n % 997}`,
      text: `Message ${n}: when does the shop open on Sunday?`,
      at: Date.UTC(2026, 10, 1) + n * 1000,
    },
  };
}

/** Deliveries of 1 to 100 events (a webhook's few, a poll's page), out of order, with repeats. */
function deliveries(): { workspace: string; events: InboxEvent[] }[] {
  const unique = Math.round(EVENTS * (1 - DUPLICATE_SHARE));
  const all = Array.from({ length: unique }, (_, n) => eventOf(n));
  for (let i = unique; i < EVENTS; i++) all.push(eventOf(Math.floor(random() * unique)));
  for (let i = all.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [all[i], all[j]] = [all[j] as (typeof all)[number], all[i] as (typeof all)[number]];
  }
  const out: { workspace: string; events: InboxEvent[] }[] = [];
  const open = new Map<string, InboxEvent[]>();
  for (const { workspace, event } of all) {
    const batch = open.get(workspace) ?? [];
    batch.push(event);
    open.set(workspace, batch);
    if (batch.length >= 1 + Math.floor(random() * 100)) {
      out.push({ workspace, events: batch });
      open.delete(workspace);
    }
  }
  for (const [workspace, events] of open) out.push({ workspace, events });
  return out;
}

async function main() {
  const emulator = await startFirestoreEmulator({
    host: '127.0.0.1',
    port: 0,
    projectId: 'demo-inbox-bench',
    log: () => undefined,
  });
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${emulator.port}`;
  const db = getFirestore(initializeApp({ projectId: 'demo-inbox-bench' }));
  const work = deliveries();
  const unique = Math.round(EVENTS * (1 - DUPLICATE_SHARE));
  let peak = process.memoryUsage().rss;
  const sampler = setInterval(() => {
    peak = Math.max(peak, process.memoryUsage().rss);
  }, 50);
  const started = performance.now();
  let stored = 0;
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENT }, async () => {
      while (next < work.length) {
        const delivery = work[next++] as (typeof work)[number];
        const result = await ingest(db, delivery.workspace, delivery.events);
        stored += result.stored;
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  let items = 0;
  let counted = 0;
  for (let w = 0; w < WORKSPACES; w++) {
    const ws = db.collection('workspaces').doc(`bench-ws-${w}`);
    items += (await ws.collection('inboxItems').count().get()).data().count;
    for (const doc of (await ws.collection('conversations').get()).docs) {
      counted += Number(doc.get('itemCount'));
    }
  }
  console.log(
    `inbox ingest: ${EVENTS} events (${EVENTS - unique} repeats, shuffled) in ${work.length} deliveries: ${(EVENTS / seconds).toFixed(0)} events/s, ${seconds.toFixed(1)} s`,
  );
  console.log(
    `stored once: ${stored}/${unique} reported, ${items} item documents, ${counted} counted by conversations`,
  );
  console.log(`peak memory (rss, emulator in this process): ${(peak / 2 ** 20).toFixed(0)} MiB`);
  await emulator.close();
  if (stored !== unique || items !== unique || counted !== unique) process.exitCode = 1;
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
