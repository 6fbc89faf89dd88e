// `npm run bench:lateness:wall`: posts all due at one instant, published through the real Cloud
// Tasks and Functions emulators on this machine; prints the wall-clock lateness. See
// test/support/functions/wallLatenessBench.ts. BENCH_POSTS (default 2000) and BENCH_ACCOUNTS
// (default 200) set the size.
import { fakeMastodon } from '../functions/fakeMastodon';
import { startFunctionsStack } from '../functions/start-stack';

const posts = Number(process.env.BENCH_POSTS ?? 2000);
const accounts = Number(process.env.BENCH_ACCOUNTS ?? 200);
const { stack, stop } = await startFunctionsStack();
let code = 0;
try {
  // The bench enqueues with the functions' Admin SDK, against the same emulators.
  process.env.GCLOUD_PROJECT = stack.projectId;
  process.env.FIRESTORE_EMULATOR_HOST = stack.firestoreHost;
  process.env.CLOUD_TASKS_EMULATOR_HOST = stack.tasksHost;
  const { runWallLateness } = await import('../support/functions/wallLatenessBench');
  const result = await runWallLateness({
    projectId: stack.projectId,
    functionsUrl: stack.functionsUrl,
    mastodonUrl: fakeMastodon.url,
    received: () => fakeMastodon.statuses,
    posts,
    accounts,
    leadMs: Number(process.env.BENCH_LEAD_MS ?? 60_000),
  });
  console.log(result.line);
  console.log(
    `(local stack: Tasks + Functions emulators, ${process.env.FUNCTIONS_EMULATOR_PARALLEL ?? 4} function workers; tasks enqueued at the due instant in ${result.enqueueSeconds.toFixed(1)} s)`,
  );
  if (result.publishedOnce !== posts) code = 1;
} catch (error) {
  console.error(error);
  code = 1;
} finally {
  await stop();
}
process.exit(code);
