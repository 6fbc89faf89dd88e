// `npm run bench:links`: short-link redirects per second and their latency, on the clock (wall
// time from the first request to the last answer, every click's counts committed before its
// redirect is answered), and the CPU-seconds each process spent per 1,000 redirects, which
// hardly depend on how busy the shared machine is. Four paths, each on a link of its own:
//   1. through the local stack as a visitor meets it: Hosting's /l/** rewrite, the shortLink
//      function in the Functions emulator's shared worker pool, our Firestore emulator;
//   2. the Functions emulator's URL of the function directly, so Hosting's hop can be told apart;
//   3. the function served as Cloud Functions serves it: an express server around the bundle's
//      exported shortLink in one process (test/support/functions/links/servedAsCloudFunctions.ts),
//      against the same Firestore emulator, no emulator between: the production figure;
//   4. the handler alone, called in this process (test/support/functions/links/handlerBench.ts).
// Each sends BENCH_REQUESTS GETs (default 3000) after 50 unmeasured ones, BENCH_CONCURRENCY
// (default 16) at a time, from 200 different browsers and a share of link-preview bots, and
// checks the counts the function kept (every human click, one visitor per browser, no bot). It
// starts its own stack on E2E_PORT_OFFSET (default 20000), or uses a running one named by
// BENCH_BASE_URL, BENCH_FUNCTIONS_ORIGIN and BENCH_FIRESTORE_ORIGIN (its CPU is sampled when BENCH_STACK_PID
// names the process that started it).

import { type ChildProcess, spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import { READY_LINE } from '../../emulator/stack/banner';
import { loadStackConfig } from '../../emulator/stack/config';
import { E2E_PORT_OFFSET, ROOT, runStack, type StackRun, stopStack } from '../e2e/stack-process';
import { cpuByRole, sampleTree } from '../support/functions/links/processCpu';

const REQUESTS = Number(process.env.BENCH_REQUESTS ?? 3000);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 16);
const BROWSERS = 200;
/** One request in ten comes from a preview fetcher, which is led on but never counted. */
const BOT_EVERY = 10;
const WARM_UP = 50;
const RUN = Date.now().toString(36).slice(-5);
const TARGET = 'https://shop.example/spring?utm_source=bench&utm_medium=social';
const PROJECT = 'demo-smm';
const ROOT_PATH = `projects/${PROJECT}/databases/(default)/documents`;
const OWNER = { Authorization: 'Bearer owner', 'content-type': 'application/json' };

interface Stack {
  base: string;
  functions: string | undefined;
  firestore: string;
  run: StackRun | null;
}

async function startStack(): Promise<Stack> {
  if (process.env.BENCH_BASE_URL && process.env.BENCH_FIRESTORE_ORIGIN) {
    return {
      base: process.env.BENCH_BASE_URL,
      functions: process.env.BENCH_FUNCTIONS_ORIGIN,
      firestore: process.env.BENCH_FIRESTORE_ORIGIN,
      run: null,
    };
  }
  const { hosting, functions, firestore } = loadStackConfig(ROOT, E2E_PORT_OFFSET).endpoints;
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
    functions: `http://${functions.host}:${functions.port}`,
    firestore: `http://${firestore.host}:${firestore.port}`,
    run,
  };
}

const agentOf = (n: number) =>
  n % BOT_EVERY === 0
    ? 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)'
    : `Mozilla/5.0 (X11; Linux x86_64) Firefox/${100 + (n % BROWSERS)}.0`;

async function follow(url: string, n: number): Promise<number> {
  const started = performance.now();
  const answer = await fetch(url, { redirect: 'manual', headers: { 'user-agent': agentOf(n) } });
  await answer.arrayBuffer();
  if (answer.status !== 302 || answer.headers.get('location') !== TARGET) {
    throw new Error(`request ${n} to ${url}: ${answer.status} ${answer.headers.get('location')}`);
  }
  return performance.now() - started;
}

/** Requests `from` to `from + count`, CONCURRENCY at a time: each one's time and the whole's. */
async function send(url: string, from: number, count: number) {
  const times: number[] = [];
  let next = from;
  const end = from + count;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < end) times.push(await follow(url, next++));
    }),
  );
  return { times, seconds: (performance.now() - started) / 1000 };
}

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
        postId: { stringValue: `bench-post-${code}` },
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

/** The counts the function kept against those the requests call for; false when they differ. */
async function checkCounts(docs: string, code: string): Promise<[string, boolean]> {
  const fields = (
    (await (await fetch(`${docs}/shortLinks/${code}`, { headers: OWNER })).json()) as {
      fields: Record<string, { integerValue?: string }>;
    }
  ).fields;
  const humans = Array.from({ length: WARM_UP + REQUESTS }, (_, n) => n).filter(
    (n) => n % BOT_EVERY !== 0,
  );
  const clicks = Number(fields.clicks?.integerValue);
  const visitors = Number(fields.visitors?.integerValue);
  const expected = { clicks: humans.length, visitors: new Set(humans.map(agentOf)).size };
  return [
    `counted ${clicks} clicks (expected ${expected.clicks}), ` +
      `${visitors} visitors (expected ${expected.visitors})`,
    clicks === expected.clicks && visitors === expected.visitors,
  ];
}

/** The Cloud Functions-like server (3.), started on the stack's Firestore emulator. */
async function serveAsCloudFunctions(
  firestore: string,
): Promise<{ url: string; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'test/support/functions/links/servedAsCloudFunctions.ts')],
    {
      cwd: ROOT,
      stdio: ['ignore', 'pipe', 'inherit'],
      env: {
        ...process.env,
        FIRESTORE_EMULATOR_HOST: firestore.replace(/^http:\/\//, ''),
        GCLOUD_PROJECT: PROJECT,
        FIREBASE_CONFIG: JSON.stringify({ projectId: PROJECT }),
      },
    },
  );
  const port = await new Promise<string>((resolve, reject) => {
    let text = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      text += chunk.toString();
      const listening = /listening (\d+)/.exec(text);
      if (listening?.[1]) resolve(listening[1]);
    });
    child.on('exit', (code) =>
      reject(new Error(`the Cloud Functions-like server exited (${code})`)),
    );
  });
  return { url: `http://127.0.0.1:${port}`, child };
}

interface Path {
  label: string;
  /** The path's own short link. */
  code: string;
  /** The processes whose CPU time counts (the client's is added): their tree roots. */
  processes: number[];
  send: (from: number, count: number) => Promise<{ times: number[]; seconds: number }>;
}

/** Measures one path on its own link and prints its figures; false when its counts are wrong. */
async function measure(docs: string, path: Path): Promise<boolean> {
  await seed(docs, path.code);
  // One request alone first, so the path's worker is started once and the rest join it.
  await path.send(0, 1);
  await path.send(1, WARM_UP - 1);
  const before = path.processes.map(sampleTree);
  const client = process.cpuUsage();
  const { times, seconds } = await path.send(WARM_UP, REQUESTS);
  const clientSeconds = (process.cpuUsage(client).user + process.cpuUsage(client).system) / 1e6;
  const cpu = path.processes.flatMap((root, n) =>
    cpuByRole(before[n] ?? new Map(), sampleTree(root), REQUESTS),
  );
  const sorted = times.sort((a, b) => a - b);
  const [counts, right] = await checkCounts(docs, path.code);
  const total = cpu.reduce((sum, { seconds: spent }) => sum + spent, 0);
  const clientPer1000 = (clientSeconds * 1000) / REQUESTS;
  console.log(
    `bench:links  ${path.label}: ${(REQUESTS / seconds).toFixed(0)} redirects/s, ` +
      `p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, ` +
      `max ${(sorted.at(-1) ?? 0).toFixed(1)} ms; ${counts}`,
  );
  console.log(
    `             CPU-s per 1,000 redirects: ${[
      ...cpu.map(
        ({ role, processes, seconds: spent }) => `${role} (${processes}) ${spent.toFixed(2)}`,
      ),
      `bench client ${clientPer1000.toFixed(2)}`,
    ].join(', ')}; total ${(total + clientPer1000).toFixed(2)}, so at most ` +
      `${((cpus().length * 1000) / (total + clientPer1000)).toFixed(0)} redirects/s on ` +
      `${cpus().length} idle cores (CPU-bound, not measured)`,
  );
  return right;
}

console.log(
  `bench:links  on the clock, ${REQUESTS} redirects per path, ${CONCURRENCY} at a time, on ` +
    `${cpus().length} cores; load average ${loadavg()[0]?.toFixed(1)} at the start`,
);
/**
 * Waits (up to a minute) for a second in which the stack's processes use under a fifth of a
 * core: a stack just started is still starting function workers and answering its first ticks,
 * which are not a redirect's work. Says how long it waited and whether it got there.
 */
async function settle(roots: number[]): Promise<string> {
  const started = Date.now();
  const busy = (before: Map<number, { cpuMs: number }>, after: Map<number, { cpuMs: number }>) =>
    [...after].reduce((sum, [pid, { cpuMs }]) => sum + cpuMs - (before.get(pid)?.cpuMs ?? 0), 0);
  while (Date.now() - started < 60_000) {
    const before = new Map(roots.flatMap((root) => [...sampleTree(root)]));
    await new Promise((resolve) => setTimeout(resolve, 1000));
    if (busy(before, new Map(roots.flatMap((root) => [...sampleTree(root)]))) < 200) {
      return `quiet after ${((Date.now() - started) / 1000).toFixed(0)} s`;
    }
  }
  return 'still busy after 60 s';
}

const stack = await startStack();
const docs = `${stack.firestore}/v1/${ROOT_PATH}`;
const stackPid = stack.run?.child.pid ?? Number(process.env.BENCH_STACK_PID ?? Number.NaN);
const stackRoots = Number.isInteger(stackPid) ? [stackPid] : [];
console.log(`bench:links  the stack: ${await settle(stackRoots)}`);
let server: ChildProcess | undefined;
let code = 0;
try {
  const paths: Path[] = [
    {
      label:
        'through Hosting /l/<code> (Hosting emulator, Functions emulator, worker, Firestore emulator)',
      processes: stackRoots,
      code: `${RUN}hostx`,
      send: (from, count) => send(`${stack.base}/l/${RUN}hostx`, from, count),
    },
  ];
  if (stack.functions) {
    const direct = `${stack.functions}/${PROJECT}/us-central1/shortLink/l/${RUN}funcx`;
    paths.push({
      label: 'the Functions emulator directly (no Hosting)',
      code: `${RUN}funcx`,
      processes: stackRoots,
      send: (from, count) => send(direct, from, count),
    });
  }
  const served = await serveAsCloudFunctions(stack.firestore);
  server = served.child;
  paths.push({
    label:
      'served as Cloud Functions serves it (express around the exported function, one process, same Firestore emulator, no emulators)',
    processes: [...stackRoots, ...(server.pid ? [server.pid] : [])],
    code: `${RUN}cloud`,
    send: (from, count) => send(`${served.url}/l/${RUN}cloud`, from, count),
  });
  process.env.FIRESTORE_EMULATOR_HOST = stack.firestore.replace(/^http:\/\//, '');
  const { handlerTimes } = await import('../support/functions/links/handlerBench');
  paths.push({
    label: 'the handler alone, in this process (same database, no HTTP)',
    processes: stackRoots,
    send: (from, count) =>
      handlerTimes({
        projectId: PROJECT,
        code: `${RUN}handl`,
        from,
        count,
        concurrency: CONCURRENCY,
        agentOf,
      }),
    code: `${RUN}handl`,
  });
  for (const path of paths) if (!(await measure(docs, path))) code = 1;
  console.log(`bench:links  load average ${loadavg()[0]?.toFixed(1)} at the end`);
} catch (error) {
  console.error(error);
  code = 1;
} finally {
  server?.kill();
  if (stack.run) await stopStack(stack.run);
}
process.exit(code);
