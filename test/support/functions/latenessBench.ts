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

import { HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { providerFor } from '../../../functions/src/providers/registry';
import type { PostingBudget } from '../../../functions/src/providers/types';
import {
  type BenchChannel,
  type BenchEmulator,
  type BenchPost,
  benchDeps,
  benchQueues,
  cpuMeter,
  seedBench,
  startBenchFirestore,
} from './publishBench';
import { runUntilIdle, VirtualClock } from './simulatedTasks';

const POSTS = Number(process.env.BENCH_POSTS ?? 10_000);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 1_000);
const NETWORK_MS = 500;
/** Firestore round trips of one delivery (about nine, at 15 ms each in one region). */
const FIRESTORE_MS = 150;
const START = Date.parse('2026-03-30T08:59:00Z');
// Wake-ups fall on 50 ms ticks: deliveries a few ms apart work side by side (the run is several
// times shorter) and a post's lateness is overstated by at most a tick per wait.
const clock = new VirtualClock(START, 50);
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

async function main() {
  server.listen({
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).hostname.endsWith('.bench')) print.error();
    },
  });
  const bench = await startBenchFirestore('demo-lateness-bench');
  const { db } = bench;
  const emulator = bench.emulator as BenchEmulator;

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
  const channels: BenchChannel[] = [];
  const networkOf = new Map<string, (typeof NETWORKS)[number]>();
  for (let a = 0; a < ACCOUNTS; a++) {
    const account = `c${a}`;
    const network = NETWORKS[a % NETWORKS.length] as (typeof NETWORKS)[number];
    networkOf.set(account, network);
    channels.push({
      id: account,
      workspace: `w${a % 100}`,
      provider: network,
      secrets: secretsFor(network, account),
    });
  }
  const posts: BenchPost[] = [];
  const texts = new Map<string, string>();
  for (let i = 0; i < POSTS; i++) {
    const a = i % ACCOUNTS;
    const ref = db.doc(`workspaces/w${a % 100}/posts/p${i}`);
    const text = `Bench post ${i} of c${a}`;
    texts.set(ref.path, text);
    posts.push({ ref, text, channelId: `c${a}`, due });
  }
  const tasks = await seedBench(db, channels, posts);
  writesPerSecond.clear();

  const { queues, kinds, add, deliveries } = benchQueues(clock, db, {
    firestoreMs: FIRESTORE_MS,
    deps: { ...benchDeps, loadMedia: async () => new Uint8Array(0) },
  });
  for (const task of tasks) add(task);

  // The CPU the handler's deliveries cost this process: the run alone, after the seeding.
  const cpu = cpuMeter();
  await runUntilIdle(clock, queues);
  const cpuMs = cpu();

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
  const delivered = deliveries();
  console.log(
    `CPU per delivery: ${(cpuMs / delivered).toFixed(1)} ms (${(cpuMs / 1000).toFixed(0)} s of process CPU over ${delivered} deliveries; the Firestore emulator runs in this process and its share is included)`,
  );
  const failed = queues.reduce((sum, q) => sum + q.failed, 0);
  if (failed > 0) {
    const last = queues.map((q) => q.lastError).find(Boolean);
    console.log(`tasks that used up their attempts: ${failed} (last error: ${last})`);
  }
  console.log(
    `(virtual time; the run took ${((Date.now() - wallStart) / 1000).toFixed(0)} s of real time)`,
  );
  server.close();
  await bench.close();
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
