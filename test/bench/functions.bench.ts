// Callable and REST API latency through firebase-tools' Functions emulator against the
// project's Firestore emulator, and API throughput. Prints `name: value unit` lines.

import { randomUUID } from 'node:crypto';
import { initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { startFunctionsStack } from '../functions/start-stack';

const WARM_UP = 5;
const SAMPLES = 60;
const THROUGHPUT_REQUESTS = 300;
const THROUGHPUT_CONCURRENCY = 8;

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

function report(name: string, samples: number[]): void {
  const sorted = [...samples].sort((a, b) => a - b);
  console.log(`${name} latency median: ${percentile(sorted, 50).toFixed(1)} ms`);
  console.log(`${name} latency p99: ${percentile(sorted, 99).toFixed(1)} ms`);
}

async function timed(action: () => Promise<Response>): Promise<number> {
  const start = performance.now();
  const response = await action();
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return performance.now() - start;
}

async function main() {
  const { stack, stop } = await startFunctionsStack();
  try {
    process.env.FIRESTORE_EMULATOR_HOST = stack.firestoreHost;
    const db = getFirestore(initializeApp({ projectId: stack.projectId }, `bench-${randomUUID()}`));
    const signUp = await fetch(
      `http://${stack.authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=bench`,
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: `bench-${randomUUID()}@example.test`,
          password: 'bench-password',
          returnSecureToken: true,
        }),
      },
    );
    const account = (await signUp.json()) as { localId: string; idToken: string };
    await db.doc('policies/terms').set({ kind: 'terms', version: 1, content: { en: '# Terms' } });
    await db.doc('plans/p1').set({
      product: 'connect',
      name: { en: 'Basic' },
      active: true,
      order: 1,
      priceMonthly: 1900,
    });

    const callable = () =>
      fetch(`${stack.functionsUrl}/recordConsent`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${account.idToken}` },
        body: JSON.stringify({ data: { kind: 'terms', version: 1 } }),
      });
    for (let i = 0; i < WARM_UP; i++) await timed(callable);
    const callSamples: number[] = [];
    for (let i = 0; i < SAMPLES; i++) callSamples.push(await timed(callable));
    report('functions callable recordConsent', callSamples);

    // Each request comes from its own address so the per-address limit is not what is measured.
    let address = 0;
    const apiCall = () =>
      fetch(`${stack.functionsUrl}/api/connect/v1/plans`, {
        headers: {
          'X-Forwarded-For': `10.${(address >> 16) & 255}.${(address >> 8) & 255}.${address++ & 255}`,
        },
      });
    for (let i = 0; i < WARM_UP; i++) await timed(apiCall);
    const apiSamples: number[] = [];
    for (let i = 0; i < SAMPLES; i++) apiSamples.push(await timed(apiCall));
    report('functions api GET /connect/plans', apiSamples);

    const run = async (requests: number) => {
      let sent = 0;
      await Promise.all(
        Array.from({ length: THROUGHPUT_CONCURRENCY }, async () => {
          while (sent < requests) {
            sent++;
            await timed(apiCall);
          }
        }),
      );
    };
    // The emulator starts a worker process per concurrent request the first time; warm them.
    await run(THROUGHPUT_CONCURRENCY * 5);
    const start = performance.now();
    await run(THROUGHPUT_REQUESTS);
    const seconds = (performance.now() - start) / 1000;
    console.log(
      `functions api throughput (${THROUGHPUT_CONCURRENCY} concurrent): ${(THROUGHPUT_REQUESTS / seconds).toFixed(1)} requests/s`,
    );
  } finally {
    await stop();
  }
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
