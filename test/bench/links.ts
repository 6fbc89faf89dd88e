// `npm run bench:links`: short-link redirects per second and their latency through the local
// stack as a visitor meets them: Hosting's /l/** rewrite, the shortLink function in the Functions
// emulator, our Firestore emulator. One short link is seeded, then BENCH_REQUESTS (default 3000)
// GETs go out, BENCH_CONCURRENCY (default 16) at a time, from 200 different browsers and a share
// of link-preview bots; the bench checks the counts the function kept (every human click, one
// visitor per browser, no bot) and prints redirects/s, p50 and p99. A second line times the
// handler alone (test/support/functions/linksBench.ts) against the same Firestore emulator, on a
// second link, to tell the function's share from the emulators'. It starts its own stack on
// E2E_PORT_OFFSET (default 20000), or uses a running one named by BENCH_BASE_URL and
// BENCH_FIRESTORE_ORIGIN.

import { READY_LINE } from '../../emulator/stack/banner';
import { loadStackConfig } from '../../emulator/stack/config';
import { E2E_PORT_OFFSET, ROOT, runStack, type StackRun, stopStack } from '../e2e/stack-process';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const BROWSERS = 200;
/** One request in ten comes from a preview fetcher, which is led on but never counted. */
const BOT_EVERY = 10;
const WARM_UP = 50;
const CODE = `bench${Date.now().toString(36).slice(-5)}`.padEnd(10, 'x').slice(0, 10);
const TARGET = 'https://shop.example/spring?utm_source=bench&utm_medium=social';
const ROOT_PATH = 'projects/demo-smm/databases/(default)/documents';
const OWNER = { Authorization: 'Bearer owner', 'content-type': 'application/json' };

async function startStack(): Promise<{ base: string; firestore: string; run: StackRun | null }> {
  if (process.env.BENCH_BASE_URL && process.env.BENCH_FIRESTORE_ORIGIN) {
    return {
      base: process.env.BENCH_BASE_URL,
      firestore: process.env.BENCH_FIRESTORE_ORIGIN,
      run: null,
    };
  }
  const { hosting, firestore } = loadStackConfig(ROOT, E2E_PORT_OFFSET).endpoints;
  const run = runStack(['--port-offset', String(E2E_PORT_OFFSET), '--no-watch'], 'bench-links.log');
  const started = Date.now();
  while (!run.output().includes(READY_LINE)) {
    if (run.child.exitCode !== null || Date.now() - started > 240_000) {
      await stopStack(run);
      throw new Error(`the stack did not start (test-results/bench-links.log)`);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    base: `http://${hosting.host}:${hosting.port}`,
    firestore: `http://${firestore.host}:${firestore.port}`,
    run,
  };
}

const agentOf = (n: number) =>
  n % BOT_EVERY === 0
    ? 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'
    : `Mozilla/5.0 (X11; Linux x86_64) Firefox/${100 + (n % BROWSERS)}.0`;

async function follow(base: string, n: number): Promise<number> {
  const started = performance.now();
  const answer = await fetch(`${base}/l/${CODE}`, {
    redirect: 'manual',
    headers: { 'user-agent': agentOf(n) },
  });
  await answer.arrayBuffer();
  if (answer.status !== 302 || answer.headers.get('location') !== TARGET) {
    throw new Error(`request ${n}: ${answer.status} ${answer.headers.get('location')}`);
  }
  return performance.now() - started;
}

async function run(base: string, from: number, count: number): Promise<number[]> {
  const times: number[] = [];
  let next = from;
  const end = from + count;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < end) times.push(await follow(base, next++));
    }),
  );
  return times;
}

const line = (label: string, count: number, seconds: number, sorted: number[]) =>
  `bench:links  ${label}: ${(count / seconds).toFixed(0)} redirects/s, ` +
  `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, ` +
  `max ${(sorted.at(-1) ?? 0).toFixed(1)} ms`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function seed(docs: string, code: string): Promise<void> {
  const now = new Date().toISOString();
  const seeded = await fetch(`${docs}/shortLinks?documentId=${code}`, {
    method: 'POST',
    headers: OWNER,
    body: JSON.stringify({
      fields: {
        url: { stringValue: TARGET },
        workspaceId: { stringValue: 'bench-ws' },
        postId: { stringValue: 'bench-post' },
        channelId: { stringValue: 'bench-channel' },
        clicks: { integerValue: '0' },
        visitors: { integerValue: '0' },
        createdAt: { timestampValue: now },
        updatedAt: { timestampValue: now },
      },
    }),
  });
  if (!seeded.ok) throw new Error(`seeding the short link failed: ${await seeded.text()}`);
}

const stack = await startStack();
const docs = `${stack.firestore}/v1/${ROOT_PATH}`;
let code = 0;
try {
  await seed(docs, CODE);
  // The first requests start the function's workers; they are not measured.
  await run(stack.base, 0, WARM_UP);
  const started = performance.now();
  const times = (await run(stack.base, WARM_UP, REQUESTS)).sort((a, b) => a - b);
  const seconds = (performance.now() - started) / 1000;
  const fields = (
    (await (await fetch(`${docs}/shortLinks/${CODE}`, { headers: OWNER })).json()) as {
      fields: Record<string, { integerValue?: string }>;
    }
  ).fields;
  const all = WARM_UP + REQUESTS;
  const humans = Array.from({ length: all }, (_, n) => n).filter((n) => n % BOT_EVERY !== 0);
  const expected = { clicks: humans.length, visitors: new Set(humans.map(agentOf)).size };
  const counted = {
    clicks: Number(fields.clicks?.integerValue),
    visitors: Number(fields.visitors?.integerValue),
  };
  console.log(
    `${line(`${REQUESTS} through Hosting /l/<code>, ${CONCURRENCY} at a time`, REQUESTS, seconds, times)}; ` +
      `counted ${counted.clicks} clicks (expected ${expected.clicks}), ` +
      `${counted.visitors} visitors (expected ${expected.visitors})`,
  );
  // The handler alone, on its own link, against the same database.
  const handlerCode = `${CODE.slice(0, 9)}h`;
  await seed(docs, handlerCode);
  process.env.FIRESTORE_EMULATOR_HOST = stack.firestore.replace(/^http:\/\//, '');
  const { handlerTimes } = await import('../support/functions/linksBench');
  const handler = await handlerTimes({
    projectId: 'demo-smm',
    code: handlerCode,
    count: REQUESTS,
    concurrency: CONCURRENCY,
    agentOf,
  });
  console.log(
    line(
      'the handler alone (same database, no emulators between)',
      REQUESTS,
      handler.seconds,
      handler.times.sort((a, b) => a - b),
    ),
  );
  if (counted.clicks !== expected.clicks || counted.visitors !== expected.visitors) code = 1;
} catch (error) {
  console.error(error);
  code = 1;
} finally {
  if (stack.run) await stopStack(stack.run);
}
process.exit(code);
