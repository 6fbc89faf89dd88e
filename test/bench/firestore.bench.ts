// Firestore emulator figures: start-up of the CLI process, writes and reads per second through
// firebase-admin (gRPC), and query latency over 100,000 documents through the wire.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as grpc from '@grpc/grpc-js';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { AggregateField, getFirestore } from 'firebase-admin/firestore';
import { startFirestoreEmulator } from '../../emulator/firestore/server';
import { encodeMessage, messageType } from '../../emulator/firestore/wire/proto';

const projectId = 'demo-bench';

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? Number.NaN;
}

/** Spawns a process and resolves with the time until its stdout matches `ready`. */
function timeUntilOutput(args: string[], ready: RegExp) {
  const started = performance.now();
  const child = spawn(process.execPath, args, { stdio: ['ignore', 'pipe', 'inherit'] });
  const output = new Promise<{ match: RegExpExecArray; elapsed: number }>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no output from ${args.join(' ')}`)), 20_000);
    child.stdout.on('data', (chunk: Buffer) => {
      const match = ready.exec(chunk.toString());
      if (match) {
        clearTimeout(timer);
        resolve({ match, elapsed: performance.now() - started });
      }
    });
  });
  return { child, started, output };
}

function commitOverGrpc(port: string): Promise<void> {
  const client = new grpc.Client(`127.0.0.1:${port}`, grpc.credentials.createInsecure());
  const request = encodeMessage(messageType('google.firestore.v1.CommitRequest'), {
    database: `projects/${projectId}/databases/(default)`,
    writes: [],
  });
  const metadata = new grpc.Metadata();
  metadata.set('authorization', 'Bearer owner');
  return new Promise((resolve, reject) => {
    client.makeUnaryRequest(
      '/google.firestore.v1.Firestore/Commit',
      (b: Buffer) => b,
      (b: Buffer) => b,
      Buffer.from(request),
      metadata,
      (error) => {
        client.close();
        if (error) reject(error);
        else resolve();
      },
    );
  });
}

/**
 * CPU time (user + system) a process has used so far, from /proc; unlike wall time it hardly
 * depends on how busy the machine is. Undefined where /proc is not available.
 */
function cpuMilliseconds(pid: number | undefined): number | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // utime and stime are fields 14 and 15 of the line, in clock ticks of 10 ms.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

interface StartupRun {
  listening: number;
  firstAnswer: number;
  node: number;
  cpu: number | undefined;
  nodeCpu: number | undefined;
}

/** Process start -> "ready" line (listening) and -> first answered gRPC commit. */
async function startupOnce(): Promise<StartupRun> {
  // A bare node process that prints and idles briefly, so its CPU time can be read before it exits.
  const baseline = timeUntilOutput(['-e', 'console.log("up"); setTimeout(() => {}, 500)'], /up/);
  const node = (await baseline.output).elapsed;
  const nodeCpu = cpuMilliseconds(baseline.child.pid);
  baseline.child.kill();
  const { child, started, output } = timeUntilOutput(
    ['emulator/firestore/start-cli.mjs', '--port', '0', '--project', projectId],
    /ready on [^:]+:(\d+)/,
  );
  try {
    const { match, elapsed } = await output;
    const cpu = cpuMilliseconds(child.pid);
    await commitOverGrpc(match[1] ?? '0');
    return { listening: elapsed, firstAnswer: performance.now() - started, node, cpu, nodeCpu };
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.on('exit', resolve));
  }
}

async function benchStartup(): Promise<void> {
  await startupOnce(); // builds the bundle if a source changed
  const runs: StartupRun[] = [];
  for (let i = 0; i < 7; i++) runs.push(await startupOnce());
  const ms = (values: number[]) => `${median(values).toFixed(0)} ms`;
  console.log(
    `firestore startup, process start to listening (median of 7): ${ms(runs.map((r) => r.listening))}`,
  );
  console.log(
    `firestore startup, process start to first answered gRPC commit (median of 7): ${ms(runs.map((r) => r.firstAnswer))}`,
  );
  console.log(
    `node start-up baseline on this machine right now (median of 7): ${ms(runs.map((r) => r.node))}`,
  );
  const cpu = runs.map((r) => r.cpu).filter((c): c is number => c !== undefined);
  const nodeCpu = runs.map((r) => r.nodeCpu).filter((c): c is number => c !== undefined);
  if (cpu.length > 0 && nodeCpu.length > 0) {
    console.log(`firestore startup, CPU time used until listening (median of 7): ${ms(cpu)}`);
    console.log(`node start-up baseline CPU time (median of 7): ${ms(nodeCpu)}`);
  }
}

async function benchThroughputAndQueries(): Promise<void> {
  const emulator = await startFirestoreEmulator({ projectId, port: 0, log: () => undefined });
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${emulator.port}`;
  const app = initializeApp({ projectId }, 'bench');
  const db = getFirestore(app);
  try {
    await db.doc('warm/up').set({ ok: true });
    const total = 2000;
    const concurrency = 50;
    const runConcurrent = async (work: (i: number) => Promise<unknown>) => {
      let next = 0;
      const started = performance.now();
      await Promise.all(
        Array.from({ length: concurrency }, async () => {
          while (next < total) await work(next++);
        }),
      );
      return performance.now() - started;
    };
    const writeMs = await runConcurrent((i) =>
      db.doc(`throughput/d${i}`).set({ i, text: `document ${i}` }),
    );
    console.log(
      `firestore writes through firebase-admin (${concurrency} concurrent set): ${((total / writeMs) * 1000).toFixed(0)} writes/s`,
    );
    const readMs = await runConcurrent((i) => db.doc(`throughput/d${i}`).get());
    console.log(
      `firestore reads through firebase-admin (${concurrency} concurrent get): ${((total / readMs) * 1000).toFixed(0)} reads/s`,
    );

    // Seed 100,000 documents straight into the store; the queries below go over the wire.
    const database = emulator.database();
    const seedStarted = performance.now();
    for (let start = 0; start < 100_000; start += 500) {
      const writes = [];
      for (let i = start; i < start + 500; i++) {
        writes.push({
          update: {
            name: `${database.documentsRoot}/big/d${String(i).padStart(6, '0')}`,
            fields: {
              n: { integerValue: String(i) },
              bucket: { integerValue: String(i % 100) },
              tag: { stringValue: i % 7 === 0 ? 'seven' : 'other' },
            },
          },
        });
      }
      database.commit({ writes });
    }
    console.log(
      `firestore seed of 100,000 documents in the store: ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
    );

    const big = db.collection('big');
    const queries: [string, () => Promise<unknown>][] = [
      ['equality filter, limit 20', () => big.where('bucket', '==', 42).limit(20).get()],
      [
        'range filter with order, limit 20',
        () => big.where('n', '>=', 50_000).orderBy('n').limit(20).get(),
      ],
      ['order by descending, limit 10', () => big.orderBy('n', 'desc').limit(10).get()],
      ['equality filter, 1,000 results', () => big.where('bucket', '==', 7).get()],
      ['count of a filter', () => big.where('tag', '==', 'seven').count().get()],
      ['sum over all documents', () => big.aggregate({ total: AggregateField.sum('n') }).get()],
    ];
    for (const [label, run] of queries) {
      await run();
      const times: number[] = [];
      for (let i = 0; i < 9; i++) {
        const started = performance.now();
        await run();
        times.push(performance.now() - started);
      }
      console.log(
        `firestore query over 100,000 documents, ${label} (median of 9): ${median(times).toFixed(1)} ms`,
      );
      console.log(
        `firestore query over 100,000 documents, ${label} (slowest of 9): ${Math.max(...times).toFixed(1)} ms`,
      );
    }
  } finally {
    await db.terminate();
    await deleteApp(app);
    await emulator.close();
  }
}

await benchStartup();
await benchThroughputAndQueries();
process.exit(0);
