// `npm run bench:chaos`: 20,000 posts for 2,000 Bluesky accounts go out through the real publish
// task handler (claim, lease, pace, send, reconcile, then the proof-of-publish read-back) and the
// real Bluesky adapter, against a PDS in memory (chaosPds.ts) that breaks one post in three: an
// answer lost after the post was created, 5xx, 429 with Retry-After, the handler's process dying
// between the send and its record, access tokens expiring mid-run, a post accepted then gone,
// slow media. Cloud Tasks and time are simulated as in bench:lateness (publishBench.ts); a
// crashed delivery is retried by its queue as Cloud Tasks retries a failed one.
//
// Prints one line, counted from the PDS's own record against the stored posts (chaosCount.ts);
// details go to stderr. BENCH_POSTS and BENCH_ACCOUNTS change the size.

import { setupServer } from 'msw/node';
import type { TaskOutcome } from '../../../../functions/src/domain/publishing/publishTaskRun';
import {
  type BenchChannel,
  type BenchPost,
  benchDeps,
  benchQueues,
  cpuMeter,
  seedBench,
  startBenchFirestore,
} from '../publishBench';
import { runUntilIdle, VirtualClock } from '../simulatedTasks';
import { chaosLine, countChaos, type StoredOutcome } from './chaosCount';
import { faultCounts, faultOf } from './chaosFaults';
import { chaosHandlers, NETWORK_MS, PDS_URL } from './chaosHttp';
import { ChaosPds, postNumber } from './chaosPds';

const POSTS = Number(process.env.BENCH_POSTS ?? 20_000);
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 2_000);
/** Firestore round trips of one delivery, as in bench:lateness. */
const FIRESTORE_MS = 150;
const START = Date.parse('2026-03-30T08:59:00Z');
/** Posts fall due over this minute, a second apart in turn. */
const FIRST_DUE = START + 60_000;
/** When the access tokens of the accounts with expiring tokens run out: during the burst. */
const TOKENS_EXPIRE = FIRST_DUE + 30_000;
/** How long reading a slow picture from Storage takes. */
const SLOW_STORAGE_MS = 45_000;
const PICTURE = { contentType: 'image/jpeg', width: 1200, height: 800 };

class Crash extends Error {}

async function main() {
  const wallStart = Date.now();
  // Wake-ups are rounded to whole seconds, so the burst's deliveries work side by side.
  const clock = new VirtualClock(START, 1_000);
  const pds = new ChaosPds((post) => faultOf(post));
  const crashes = new Map<string, () => void>();
  const server = setupServer(...chaosHandlers(pds, clock, (post) => crashes.get(`p${post}`)?.()));
  server.listen({
    onUnhandledRequest: (request, print) => {
      if (new URL(request.url).hostname.endsWith('.bench')) print.error();
    },
  });
  const bench = await startBenchFirestore('demo-chaos-bench', { apart: true });
  const { db } = bench;

  const expiring = new Set<number>();
  for (let post = 0; post < POSTS; post++) {
    if (faultOf(post) === 'token_expired') expiring.add(post % ACCOUNTS);
  }
  const channels: BenchChannel[] = [];
  for (let a = 0; a < ACCOUNTS; a++) {
    const did = `did:plc:c${a}`;
    const session = pds.open(did, expiring.has(a) ? TOKENS_EXPIRE : Number.POSITIVE_INFINITY);
    channels.push({
      id: `c${a}`,
      workspace: `w${a % 100}`,
      provider: 'bluesky',
      secrets: {
        service: PDS_URL,
        identifier: `c${a}.bench`,
        appPassword: 'p',
        did,
        handle: `c${a}.bench`,
        ...session,
      },
    });
  }
  const posts: BenchPost[] = [];
  for (let i = 0; i < POSTS; i++) {
    const a = i % ACCOUNTS;
    posts.push({
      ref: db.doc(`workspaces/w${a % 100}/posts/p${i}`),
      text: `Chaos post ${i} of c${a}`,
      channelId: `c${a}`,
      due: FIRST_DUE + (i % 60) * 1_000,
      media:
        faultOf(i) === 'slow_media' ? [{ path: `media/w${a % 100}/p${i}.jpg`, ...PICTURE }] : [],
    });
  }
  const tasks = await seedBench(db, channels, posts);

  const { queues, kinds, add, deliveries } = benchQueues(clock, db, {
    firestoreMs: FIRESTORE_MS,
    deps: {
      ...benchDeps,
      loadMedia: async () => {
        await clock.sleep(SLOW_STORAGE_MS);
        return new Uint8Array(2_048);
      },
    },
    // A delivery whose send the network applied and answered "crashed" dies there: nothing it
    // would do next happens, and its queue retries it.
    around: async (task, deliver) => {
      const id = task.data.path.split('/').pop() as string;
      const crashed = new Promise<TaskOutcome>((_, reject) => {
        crashes.set(id, () => reject(new Crash('the handler died between send and record')));
      });
      try {
        return await Promise.race([deliver(), crashed]);
      } finally {
        crashes.delete(id);
      }
    },
  });
  for (const task of tasks) add(task);

  const cpu = cpuMeter();
  const emulatorBefore = (await bench.emulatorCpuMs()) ?? 0;
  await runUntilIdle(clock, queues);
  const cpuMs = cpu();
  const emulatorMs = ((await bench.emulatorCpuMs()) ?? 0) - emulatorBefore;

  const stored: StoredOutcome[] = [];
  const reasons = new Map<number, string>();
  for (const doc of (await db.collectionGroup('posts').get()).docs) {
    const raw = doc.data();
    const results = (raw.results ?? {}) as Record<string, { receipt?: { status?: string } }>;
    const receipt = Object.values(results)[0]?.receipt?.status ?? null;
    const post = postNumber(String(raw.text));
    stored.push({ post, status: String(raw.status), receipt });
    if (raw.statusReason) reasons.set(post, String(raw.statusReason));
  }
  const counts = countChaos(stored, pds);
  console.log(chaosLine(counts));

  const faults = [...faultCounts(POSTS)].map(([fault, n]) => `${fault} ${n}`).join(', ');
  const failed = queues.reduce((sum, q) => sum + q.failed, 0);
  const details = [
    `faults injected: ${faults} (${expiring.size} accounts' tokens expired mid-run)`,
    `network: ${pds.sends} creates received, ${pds.refreshes} refreshes, ${pds.sessionsOpened} new sessions, ${pds.refusedTokens} expired tokens refused`,
    `deliveries: ${deliveries()} (${[...kinds].map(([kind, n]) => `${kind} ${n}`).join(', ')}, crashed or threw ${queues.reduce((sum, q) => sum + q.errors, 0)}, given up ${failed})`,
    `statuses: ${[...new Set(stored.map((s) => s.status))].map((status) => `${status} ${stored.filter((s) => s.status === status).length}`).join(', ')}`,
    `CPU per delivery: handler ${(cpuMs / deliveries()).toFixed(1)} ms, emulator ${(emulatorMs / deliveries()).toFixed(1)} ms (its own process; ${(cpuMs / 1000).toFixed(0)} s and ${(emulatorMs / 1000).toFixed(0)} s in all); virtual ${((clock.now - START) / 60_000).toFixed(0)} min, network round trip ${NETWORK_MS} ms; real time ${((Date.now() - wallStart) / 1000).toFixed(0)} s`,
  ];
  // The first posts that went wrong, with their fault, to start looking from.
  const wrong = stored.filter(
    ({ post, status, receipt }) =>
      pds.created(post) !== 1 ||
      status !== 'published' ||
      (receipt !== 'confirmed' && receipt !== 'missing') ||
      (receipt === 'confirmed' && !pds.present(post)),
  );
  for (const { post, status, receipt } of wrong.slice(0, 5)) {
    details.push(
      `post ${post} (${faultOf(post) ?? 'no fault'}): ${status}, receipt ${receipt}, created ${pds.created(post)} times${reasons.has(post) ? `: ${reasons.get(post)}` : ''}`,
    );
  }
  for (const line of details) console.error(line);
  server.close();
  await bench.close();
  const clean =
    counts.posts >= POSTS &&
    counts.duplicates === 0 &&
    counts.lost === 0 &&
    counts.falseSuccesses === 0 &&
    counts.receipts === counts.posts;
  if (!clean) process.exitCode = 1;
}

main().then(
  () => process.exit(process.exitCode ?? 0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
