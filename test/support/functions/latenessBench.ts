// `npm run bench:lateness`: how late posts go out when 10,000 of them, for 1,000 accounts on
// four networks, are all due at the same instant. Every network call is answered by msw after
// 500 ms; the data lives in the project's Firestore emulator, in this process. Cloud Tasks is
// simulated by a dispatcher per queue shard that follows the queue's settings (dispatches per
// second, concurrent dispatches, retries with backoff) and calls the real task handler, so the
// handler's pacing, leases and never-twice rules are the ones measured. Time is virtual (see
// simulatedTasks.ts): each delivery is charged FIRESTORE_MS for its Firestore round trips, each
// network call 500 ms, and the machine's own speed does not count.
//
// Prints one line of lateness, the peak writes per second to the posts collection, and checks
// that every post went out exactly once and that no account got more than its budget in any
// window. BENCH_POSTS and BENCH_ACCOUNTS change the size (for a quicker look).

import { createRequire } from 'node:module';
import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { startFirestoreEmulator } from '../../../emulator/firestore/server';
import { runPublishTask } from '../../../functions/src/domain/publishing/publishTaskRun';
import {
  type PublishQueue,
  type PublishTaskData,
  QUEUE_SHARDS,
  shardOf,
  taskId,
} from '../../../functions/src/domain/publishing/publishTasks';
import { providerFor } from '../../../functions/src/providers/registry';
import type { PostingBudget } from '../../../functions/src/providers/types';
import { getFirestore, initializeApp, Timestamp } from './admin-sdk';
import { runUntilIdle, SimQueue, type SimTask, VirtualClock } from './simulatedTasks';

const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 1_000);
const NETWORK_MS = 500;
/** Firestore round trips of one delivery (about nine, at 15 ms each in one region). */
const FIRESTORE_MS = 150;
const START = Date.parse('2026-03-30T08:59:00Z');
const clock = new VirtualClock(START);
const NETWORKS = ['bluesky', 'mastodon', 'linkedin', 'x'] as const;
const PDS = 'https://pds.bench';
const INSTANCE = 'https://social.bench';

/** What each network received: arrival time by account, and sends by post text. */
const arrivals = new Map<string, number[]>();
const sends = new Map<string, number>();
const acceptedAt = new Map<string, number>();

function received(text: string) {
  const now = clock.now;
  const account = /of (c\d+)/.exec(text)?.[1] ?? 'unknown';
  arrivals.set(account, [...(arrivals.get(account) ?? []), now]);
  sends.set(text, (sends.get(text) ?? 0) + 1);
  acceptedAt.set(text, now);
}

let ids = 0;
/** Read-backs (proof of publish) each network answered, by its read endpoint. */
let readBacks = 0;
async function readBack() {
  await clock.sleep(NETWORK_MS);
  readBacks++;
}

const server = setupServer(
  // Each published post is read back by its network id a minute later (proof of publish).
  http.get(`${PDS}/xrpc/app.bsky.feed.getPosts`, async ({ request }) => {
    await readBack();
    const uri = new URL(request.url).searchParams.get('uris');
    return HttpResponse.json({ posts: [{ uri, record: { text: '' } }] });
  }),
  http.get(`${INSTANCE}/api/v1/statuses/:id`, async ({ params }) => {
    await readBack();
    return HttpResponse.json({ id: params.id, content: '', media_attachments: [] });
  }),
  http.get('https://api.linkedin.com/rest/posts/:urn', async () => {
    await readBack();
    return HttpResponse.json({ commentary: '' });
  }),
  http.get('https://api.x.com/2/tweets/:id', async ({ params }) => {
    await readBack();
    return HttpResponse.json({ data: { id: params.id, text: '' } });
  }),
  http.post(`${PDS}/xrpc/com.atproto.repo.createRecord`, async ({ request }) => {
    const body = (await request.json()) as { rkey: string; record: { text: string } };
    await clock.sleep(NETWORK_MS);
    received(body.record.text);
    return HttpResponse.json({
      uri: `at://did:plc:bench/app.bsky.feed.post/${body.rkey}`,
      cid: 'c',
    });
  }),
  http.get(`${INSTANCE}/api/v2/instance`, async () => {
    await clock.sleep(NETWORK_MS);
    return HttpResponse.json({ configuration: {} });
  }),
  http.post(`${INSTANCE}/api/v1/statuses`, async ({ request }) => {
    const body = (await request.json()) as { status: string };
    await clock.sleep(NETWORK_MS);
    received(body.status);
    ids++;
    return HttpResponse.json({ id: String(ids), url: `${INSTANCE}/@bench/${ids}` });
  }),
  http.post('https://api.linkedin.com/rest/posts', async ({ request }) => {
    const body = (await request.json()) as { commentary: string };
    await clock.sleep(NETWORK_MS);
    received(body.commentary);
    ids++;
    return new HttpResponse(null, {
      status: 201,
      headers: { 'x-restli-id': `urn:li:share:${ids}` },
    });
  }),
  http.post('https://api.x.com/2/tweets', async ({ request }) => {
    const body = (await request.json()) as { text: string };
    await clock.sleep(NETWORK_MS);
    received(body.text);
    ids++;
    return HttpResponse.json({ data: { id: String(ids), text: body.text } });
  }),
);

function secretsFor(network: (typeof NETWORKS)[number], account: string) {
  switch (network) {
    case 'bluesky':
      return {
        service: PDS,
        identifier: `${account}.bench`,
        appPassword: 'p',
        did: `did:plc:${account}`,
        accessJwt: 'a',
        refreshJwt: 'r',
      };
    case 'mastodon':
      return { instanceUrl: INSTANCE, accessToken: 't', accountId: account };
    case 'linkedin':
      return { accessToken: 't', personUrn: `urn:li:person:${account}` };
    case 'x':
      return { accessToken: 't', userId: account, username: account };
  }
}

/** How the deliveries ended, for the report. */
const kinds = new Map<string, number>();

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/** The most sends of one account in any window of the budget, against its limits. */
function overBudget(times: number[], budget: PostingBudget): string | null {
  const sorted = [...times].sort((a, b) => a - b);
  for (const window of budget.windows) {
    if (window.kind === 'fixed') {
      const buckets = new Map<number, number>();
      for (const t of sorted) {
        const start = Math.floor(t / window.windowMs);
        buckets.set(start, (buckets.get(start) ?? 0) + 1);
      }
      for (const count of buckets.values())
        if (count > window.limit)
          return `${count} > ${window.limit} per fixed ${window.windowMs} ms`;
    } else {
      let from = 0;
      for (let to = 0; to < sorted.length; to++) {
        while ((sorted[from] as number) <= (sorted[to] as number) - window.windowMs) from++;
        if (to - from + 1 > window.limit)
          return `${to - from + 1} > ${window.limit} in ${window.windowMs} ms`;
      }
    }
  }
  return null;
}

// The network guard as the functions' modules load it: through require, as CommonJS (functions/
// has no "type": "module"). An `import` from here gets a second instance under tsx, whose
// settings the adapters never read, so the bench's hosts were looked up in DNS and every send
// failed (ENOTFOUND) before msw saw it.
const guard: typeof import('../../../functions/src/net/guardedFetch') = createRequire(
  import.meta.url,
)('../../../functions/src/net/guardedFetch.ts');

async function main() {
  // The Admin SDK records a stack at every call; mapping those through source maps would cost
  // more than the work measured.
  process.setSourceMapsEnabled(false);
  // The bench's hosts do not resolve: the network guard sees a public address for each, and msw
  // answers before any connection is made (as in the adapters' tests).
  guard.configureGuardForTests({
    resolve: async () => [{ address: '93.184.215.14', family: 4 }],
    allowLoopback: false,
  });
  server.listen({
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).hostname.endsWith('.bench')) print.error();
    },
  });
  const projectId = 'demo-lateness-bench';
  const emulator = await startFirestoreEmulator({
    host: '127.0.0.1',
    port: 0,
    projectId,
    log: () => undefined,
  });
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${emulator.port}`;
  const db = getFirestore(initializeApp({ projectId }, 'lateness-bench'));
  db.settings({ ignoreUndefinedProperties: true });

  // Writes to the posts collection, per second, counted where the emulator commits them.
  const writesPerSecond = new Map<number, number>();
  const database = emulator.database();
  const commit = database.commit.bind(database);
  database.commit = (request, authorize) => {
    const response = commit(request, authorize);
    const posts = (request?.writes ?? []).filter((write) => {
      const name = write.update?.name ?? write.delete ?? write.transform?.document ?? '';
      return typeof name === 'string' && name.includes('/posts/');
    }).length;
    if (posts > 0) {
      const second = Math.floor(clock.now / 1000);
      writesPerSecond.set(second, (writesPerSecond.get(second) ?? 0) + posts);
    }
    return response;
  };

  const wallStart = Date.now();
  // Everything is due at 09:00:00, the moment people pick.
  const due = START + 60_000;
  const writer = db.bulkWriter();
  const channelOf: string[] = [];
  const networkOf = new Map<string, (typeof NETWORKS)[number]>();
  for (let a = 0; a < ACCOUNTS; a++) {
    const account = `c${a}`;
    const network = NETWORKS[a % NETWORKS.length] as (typeof NETWORKS)[number];
    networkOf.set(account, network);
    channelOf.push(account);
    void writer.set(db.doc(`workspaces/w${a % 100}/channels/${account}`), {
      provider: network,
      displayName: `${network} ${account}`,
      status: 'connected',
    });
    void writer.set(db.doc(`channelSecrets/${account}`), secretsFor(network, account));
  }
  // The bench measures the networks' pacing, not the workspace's hourly cap: lift the cap.
  for (let w = 0; w < 100; w++) {
    void writer.set(db.doc(`workspaces/w${w}/publishing/settings`), {
      postsPerChannelHour: 1_000_000,
    });
  }
  const tasks: SimTask<PublishTaskData>[] = [];
  const texts = new Map<string, string>();
  for (let i = 0; i < POSTS; i++) {
    const a = i % ACCOUNTS;
    const account = channelOf[a] as string;
    const ref = db.doc(`workspaces/w${a % 100}/posts/p${i}`);
    const id = taskId(ref, 1);
    const text = `Bench post ${i} of ${account}`;
    texts.set(ref.path, text);
    // What schedulePost and its task planning leave behind: the post, and its task at its time.
    void writer.set(ref, {
      text,
      variants: {},
      media: [],
      channelIds: [account],
      scheduledAt: Timestamp.fromMillis(due),
      status: 'scheduled',
      held: false,
      dueAt: Timestamp.fromMillis(due),
      results: {},
      lease: null,
      task: { id, version: 1, shard: shardOf(ref.id), at: Timestamp.fromMillis(due) },
    });
    tasks.push({ id, at: due, data: { path: ref.path, id, at: due }, attempt: 0 });
  }
  await writer.close();
  writesPerSecond.clear();

  const queues: SimQueue<PublishTaskData>[] = [];
  const queue: PublishQueue = {
    async enqueue(shard, id, at, data) {
      queues[shard]?.add({ id, at: at.getTime(), data, attempt: 0 });
    },
    async remove(shard, id) {
      queues[shard]?.remove(id);
    },
  };
  for (let shard = 0; shard < QUEUE_SHARDS; shard++) {
    queues.push(
      new SimQueue<PublishTaskData>(clock, async (task) => {
        await clock.sleep(FIRESTORE_MS);
        const outcome = await runPublishTask(db, task.data, {
          queue,
          retryCount: task.attempt,
          now: () => new Date(clock.now),
          sleep: (ms) => clock.sleep(ms),
          providerFor,
          budgetFor: (provider) => providerFor(provider).budget,
          loadMedia: async () => new Uint8Array(0),
          // The network answers in virtual time; a real-time limit must not cut it short.
          providerTimeoutMs: 3_600_000,
        });
        kinds.set(outcome.kind, (kinds.get(outcome.kind) ?? 0) + 1);
      }),
    );
  }
  for (const task of tasks) queues[shardOf(task.data.path.split('/').pop() as string)]?.add(task);

  await runUntilIdle(clock, queues);

  const lateness: number[] = [];
  let once = 0;
  const snap = await db.collectionGroup('posts').get();
  for (const doc of snap.docs) {
    const text = texts.get(doc.ref.path) as string;
    const at = acceptedAt.get(text);
    if (at !== undefined) lateness.push((at - due) / 1000);
    if (doc.data().status === 'published' && sends.get(text) === 1) once++;
  }
  lateness.sort((a, b) => a - b);
  const over: string[] = [];
  for (const [account, times] of arrivals) {
    const network = networkOf.get(account);
    if (!network) continue;
    const problem = overBudget(times, providerFor(network).budget);
    if (problem) over.push(`${account} (${network}): ${problem}`);
  }
  const peak = Math.max(0, ...writesPerSecond.values());
  const s = (value: number) => value.toFixed(1);
  console.log(
    `lateness at ${POSTS} due posts: p50 ${s(percentile(lateness, 50))} s, p99 ${s(percentile(lateness, 99))} s, max ${s(lateness.at(-1) ?? Number.NaN)} s, published once: ${once}/${POSTS}`,
  );
  console.log(`peak writes to posts: ${peak}/s`);
  console.log(
    over.length === 0
      ? `budgets: no account exceeded its configured rate in any window (${arrivals.size} accounts)`
      : `budgets exceeded: ${over.slice(0, 5).join('; ')}`,
  );
  console.log(`deliveries: ${[...kinds].map(([kind, n]) => `${kind} ${n}`).join(', ')}`);
  console.log(`read-backs answered: ${readBacks}`);
  const failed = queues.reduce((sum, q) => sum + q.failed, 0);
  if (failed > 0) {
    const last = queues.map((q) => q.lastError).find(Boolean);
    console.log(`tasks that used up their attempts: ${failed} (last error: ${last})`);
  }
  console.log(
    `(virtual time; the run took ${((Date.now() - wallStart) / 1000).toFixed(0)} s of real time)`,
  );
  server.close();
  await db.terminate().catch(() => undefined);
  await emulator.close();
  const p99 = percentile(lateness, 99);
  const max = lateness.at(-1) ?? Number.POSITIVE_INFINITY;
  if (once !== POSTS || over.length > 0 || p99 > 60 || max > 90) process.exitCode = 1;
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
