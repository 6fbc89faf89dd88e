// `npm run bench:lateness:wall`: lateness on the clock, through the local stack's real Cloud
// Tasks and Functions emulators (test/bench/lateness-wall.ts starts them). N posts for C
// Mastodon accounts are all due at one instant T. At T every post's task is planned and
// enqueued exactly as the callables do it (enqueuePublish with the Admin SDK's task queue): the
// Tasks emulator ignores scheduleTime and dispatches at once, so enqueueing at T stands for
// Cloud Tasks dispatching at the task's time. The handler (publishQueue0..3 in the Functions
// emulator) publishes to a Mastodon instance on 127.0.0.1 that notes when each status arrives;
// lateness is that arrival minus T. Unlike `bench:lateness` (virtual time, the design's
// figures), this measures the machine: the Functions emulator runs FUNCTIONS_EMULATOR_PARALLEL
// workers (4 in the stack), each handling one delivery at a time.

import {
  enqueuePublish,
  QUEUE_SHARDS,
} from '../../../functions/src/domain/publishing/publishTasks';
import { adminPublishQueue } from '../../../functions/src/tasks/queue';
import { getFirestore, initializeApp, Timestamp } from './admin-sdk';

export interface WallBenchOptions {
  projectId: string;
  /** Base URL of the functions: `${functionsUrl}/${name}`. */
  functionsUrl: string;
  mastodonUrl: string;
  /** Statuses the Mastodon instance received: idempotency key and arrival time. */
  received: () => { key: string; at: number }[];
  posts: number;
  accounts: number;
  /** How long after the bench starts the posts are due (the seeding happens before). */
  leadMs?: number;
  timeoutMs?: number;
  log?: (line: string) => void;
}

export interface WallBenchResult {
  line: string;
  p50: number;
  p99: number;
  max: number;
  publishedOnce: number;
  duplicates: number;
  enqueueSeconds: number;
}

const WORKSPACE = 'ws-wall-bench';

function quantile(sorted: number[], q: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)] as number;
}

async function inPool<T>(items: T[], limit: number, work: (item: T) => Promise<void>) {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}

export async function runWallLateness(options: WallBenchOptions): Promise<WallBenchResult> {
  const log = options.log ?? ((line: string) => console.log(line));
  const app = initializeApp({ projectId: options.projectId });
  const db = getFirestore(app);
  const { posts, accounts } = options;

  // Accounts and posts, written directly (the seeding is not what is measured).
  const writer = db.bulkWriter();
  writer.set(db.doc(`workspaces/${WORKSPACE}`), {
    name: 'Wall bench',
    product: 'smm',
    ownerUid: 'bench-owner',
    members: { 'bench-owner': 'owner' },
    memberUids: ['bench-owner'],
    timeZone: 'UTC',
    channelIds: [],
  });
  writer.set(db.doc('users/bench-owner'), { email: 'bench-owner@example.test', roles: {} });
  // The bench measures the emulators and the networks' pacing, not the workspace's hourly cap.
  writer.set(db.doc(`workspaces/${WORKSPACE}/publishing/settings`), {
    postsPerChannelHour: 1_000_000,
  });
  for (let a = 0; a < accounts; a++) {
    writer.set(db.doc(`workspaces/${WORKSPACE}/channels/wb${a}`), {
      provider: 'mastodon',
      displayName: `Bench ${a}`,
      handle: `@bench${a}`,
      status: 'connected',
    });
    writer.set(db.doc(`channelSecrets/wb${a}`), {
      instanceUrl: options.mastodonUrl,
      accessToken: `token-bench-${a}`,
      accountId: String(1000 + a),
    });
  }
  const due = Date.now() + (options.leadMs ?? 30_000);
  const refs = Array.from({ length: posts }, (_, i) =>
    db.doc(`workspaces/${WORKSPACE}/posts/wp${i}`),
  );
  refs.forEach((ref, i) => {
    writer.set(ref, {
      text: `Wall bench post ${i}`,
      channelIds: [`wb${i % accounts}`],
      media: [],
      status: 'scheduled',
      held: false,
      dueAt: Timestamp.fromMillis(due),
      scheduledAt: Timestamp.fromMillis(due),
      timeZone: 'UTC',
      authorUid: 'bench-owner',
    });
  });
  await writer.close();

  // Each queue function's worker starts on its first request (seconds on a busy machine);
  // production keeps instances of them alive. An empty delivery starts each first.
  for (let shard = 0; shard < QUEUE_SHARDS; shard++) {
    await fetch(`${options.functionsUrl}/publishQueue${shard}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: {} }),
    });
  }
  const wait = due - Date.now();
  if (wait < 0) throw new Error(`seeding took longer than the lead time (${-wait} ms over)`);
  log(`seeded ${posts} posts for ${accounts} accounts; due in ${(wait / 1000).toFixed(1)} s`);
  await new Promise((resolve) => setTimeout(resolve, wait));

  // At the due instant: plan and enqueue every task, as the callables do.
  const queue = adminPublishQueue();
  const started = Date.now();
  await inPool(refs, 32, async (ref) => {
    await enqueuePublish(db, queue, ref, new Date(), { horizonMs: 3_600_000 });
  });
  const enqueueSeconds = (Date.now() - started) / 1000;
  log(`enqueued ${posts} tasks in ${enqueueSeconds.toFixed(1)} s`);

  const deadline = Date.now() + (options.timeoutMs ?? 25 * 60_000);
  const keyOf = (i: number) => `wp${i}_wb${i % accounts}`;
  const wanted = new Set(refs.map((_, i) => keyOf(i)));
  for (;;) {
    const seen = new Set(options.received().map((s) => s.key));
    const done = [...wanted].filter((key) => seen.has(key)).length;
    if (done === posts || Date.now() > deadline) break;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  // Let late duplicates, if any, arrive before counting.
  await new Promise((resolve) => setTimeout(resolve, 3000));

  const first = new Map<string, number>();
  const count = new Map<string, number>();
  for (const status of options.received()) {
    if (!wanted.has(status.key)) continue;
    count.set(status.key, (count.get(status.key) ?? 0) + 1);
    if (!first.has(status.key)) first.set(status.key, status.at);
  }
  const lateness = [...first.values()].map((at) => (at - due) / 1000).sort((a, b) => a - b);
  const publishedOnce = [...count.values()].filter((n) => n === 1).length;
  const duplicates = [...count.values()].filter((n) => n > 1).length;
  const p50 = quantile(lateness, 0.5);
  const p99 = quantile(lateness, 0.99);
  const max = lateness.at(-1) ?? Number.NaN;
  const line =
    `wall-clock lateness at ${posts} due posts: p50 ${p50.toFixed(1)} s, ` +
    `p99 ${p99.toFixed(1)} s, max ${max.toFixed(1)} s, published once: ${publishedOnce}/${posts}` +
    (duplicates ? `, DUPLICATES: ${duplicates}` : '');
  return { line, p50, p99, max, publishedOnce, duplicates, enqueueSeconds };
}
