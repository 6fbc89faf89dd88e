// What the publishing benches (lateness, chaos) share: the project's Firestore emulator in this
// process, the network guard pointed at msw, channels and posts seeded as schedulePost leaves
// them, the simulated publish queues calling the real task handler, and the handler's CPU time.

import { type ChildProcess, fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import type { DocumentReference, Firestore } from 'firebase-admin/firestore';
import { startFirestoreEmulator } from '../../../emulator/firestore/server';
import {
  runPublishTask,
  type TaskDeps,
  type TaskOutcome,
} from '../../../functions/src/domain/publishing/publishTaskRun';
import {
  type PublishQueue,
  type PublishTaskData,
  QUEUE_SHARDS,
  shardOf,
  taskId,
} from '../../../functions/src/domain/publishing/publishTasks';
import { providerFor } from '../../../functions/src/providers/registry';
import { getFirestore, initializeApp, Timestamp } from './admin-sdk';
import { SimQueue, type SimTask, type VirtualClock } from './simulatedTasks';

// The network guard as the functions' modules load it: through require, as CommonJS (functions/
// has no "type": "module"). An `import` from here gets a second instance under tsx, whose
// settings the adapters never read, so the bench's hosts were looked up in DNS and every send
// failed (ENOTFOUND) before msw saw it.
const guard: typeof import('../../../functions/src/net/guardedFetch') = createRequire(
  import.meta.url,
)('../../../functions/src/net/guardedFetch.ts');

export type BenchEmulator = Awaited<ReturnType<typeof startFirestoreEmulator>>;

export interface BenchFirestore {
  db: Firestore;
  /** The emulator, when it runs in this process. */
  emulator: BenchEmulator | null;
  /** The emulator's CPU time so far in ms, when it runs in a process of its own. */
  emulatorCpuMs(): Promise<number | null>;
  close(): Promise<void>;
}

/** The emulator in a process of its own (emulatorProcess.ts), on the port it answers. */
async function emulatorApart(projectId: string) {
  const child: ChildProcess = fork(
    fileURLToPath(new URL('./emulatorProcess.ts', import.meta.url)),
    [projectId],
    { execArgv: ['--max-semi-space-size=64', '--import', 'tsx'] },
  );
  const [{ port }] = (await once(child, 'message')) as [{ port: number }];
  return {
    port,
    cpuMs: async () => {
      child.send('cpu');
      const [{ cpuMs }] = (await once(child, 'message')) as [{ cpuMs: number }];
      return cpuMs;
    },
    close: async () => {
      const exited = once(child, 'exit');
      child.disconnect();
      await exited;
    },
  };
}

/**
 * The emulator on a free port, an Admin SDK handle on it, and the bench's hosts routed to msw.
 * `apart` runs the emulator in a process of its own: the handler then has a core to itself
 * where the machine has two, and this process's CPU time is the handler's alone.
 */
export async function startBenchFirestore(
  projectId: string,
  options: { apart?: boolean } = {},
): Promise<BenchFirestore> {
  // The Admin SDK records a stack at every call; mapping those through source maps would cost
  // more than the work measured.
  process.setSourceMapsEnabled(false);
  // Tokens a network renews mid-run are sealed as in production, with a key of the run's own.
  process.env.CHANNEL_SECRETS_KEY ??= randomBytes(32).toString('base64');
  // The bench's hosts do not resolve: the network guard sees a public address for each, and msw
  // answers before any connection is made (as in the adapters' tests).
  guard.configureGuardForTests({
    resolve: async () => [{ address: '93.184.215.14', family: 4 }],
    allowLoopback: false,
  });
  const emulator = options.apart
    ? null
    : await startFirestoreEmulator({ host: '127.0.0.1', port: 0, projectId, log: () => undefined });
  const apart = emulator ? null : await emulatorApart(projectId);
  const port = emulator?.port ?? apart?.port;
  process.env.FIRESTORE_EMULATOR_HOST = `127.0.0.1:${port}`;
  const db = getFirestore(initializeApp({ projectId }, projectId));
  db.settings({ ignoreUndefinedProperties: true });
  return {
    db,
    emulator,
    emulatorCpuMs: async () => (apart ? apart.cpuMs() : null),
    close: async () => {
      await db.terminate().catch(() => undefined);
      await (emulator ?? apart)?.close();
    },
  };
}

export interface BenchChannel {
  id: string;
  workspace: string;
  provider: string;
  secrets: Record<string, unknown>;
}

export interface BenchPost {
  ref: DocumentReference;
  text: string;
  channelId: string;
  due: number;
  media?: { path: string; contentType: string; width: number; height: number }[];
}

/**
 * Writes the channels and the posts with their tasks, as connecting and schedulePost leave them,
 * with the workspaces' hourly cap lifted (the benches measure the networks' pacing); answers
 * the posts' first tasks.
 */
export async function seedBench(
  db: Firestore,
  channels: BenchChannel[],
  posts: BenchPost[],
): Promise<SimTask<PublishTaskData>[]> {
  const writer = db.bulkWriter();
  for (const channel of channels) {
    void writer.set(db.doc(`workspaces/${channel.workspace}/channels/${channel.id}`), {
      provider: channel.provider,
      displayName: `${channel.provider} ${channel.id}`,
      status: 'connected',
    });
    void writer.set(db.doc(`channelSecrets/${channel.id}`), channel.secrets);
  }
  for (const workspace of new Set(channels.map((channel) => channel.workspace))) {
    void writer.set(db.doc(`workspaces/${workspace}/publishing/settings`), {
      postsPerChannelHour: 1_000_000,
    });
  }
  const tasks = posts.map(({ ref, text, channelId, due, media }) => {
    const id = taskId(ref, 1);
    void writer.set(ref, {
      text,
      variants: {},
      media: media ?? [],
      channelIds: [channelId],
      scheduledAt: Timestamp.fromMillis(due),
      status: 'scheduled',
      held: false,
      dueAt: Timestamp.fromMillis(due),
      results: {},
      lease: null,
      task: { id, version: 1, shard: shardOf(ref.id), at: Timestamp.fromMillis(due) },
    });
    return { id, at: due, data: { path: ref.path, id, at: due }, attempt: 0 };
  });
  await writer.close();
  return tasks;
}

export interface BenchQueues {
  queues: SimQueue<PublishTaskData>[];
  /** How the deliveries ended, by kind. */
  kinds: Map<string, number>;
  add(task: SimTask<PublishTaskData>): void;
  deliveries(): number;
}

export interface BenchQueueOptions {
  /** Firestore round trips charged to each delivery, in virtual ms. */
  firestoreMs: number;
  /** What the handler gets besides the queue, the clock and the retry count. */
  deps: Omit<TaskDeps, 'queue' | 'retryCount' | 'now' | 'sleep'>;
  /** Wraps each delivery (the chaos bench crashes some). */
  around?: (
    task: SimTask<PublishTaskData>,
    deliver: () => Promise<TaskOutcome>,
  ) => Promise<TaskOutcome>;
}

/** One simulated queue per shard, each delivery the real task handler's. */
export function benchQueues(
  clock: VirtualClock,
  db: Firestore,
  options: BenchQueueOptions,
): BenchQueues {
  const queues: SimQueue<PublishTaskData>[] = [];
  const kinds = new Map<string, number>();
  const queue: PublishQueue = {
    async enqueue(shard, id, at, data) {
      queues[shard]?.add({ id, at: at.getTime(), data, attempt: 0 });
    },
    async remove(shard, id) {
      queues[shard]?.remove(id);
    },
  };
  const around = options.around ?? ((_task, deliver) => deliver());
  for (let shard = 0; shard < QUEUE_SHARDS; shard++) {
    queues.push(
      new SimQueue<PublishTaskData>(clock, async (task) => {
        await clock.sleep(options.firestoreMs);
        const outcome = await around(task, () =>
          runPublishTask(db, task.data, {
            ...options.deps,
            queue,
            retryCount: task.attempt,
            now: () => new Date(clock.now),
            sleep: (ms) => clock.sleep(ms),
          }),
        );
        kinds.set(outcome.kind, (kinds.get(outcome.kind) ?? 0) + 1);
      }),
    );
  }
  return {
    queues,
    kinds,
    add: (task) => queues[shardOf(task.data.path.split('/').pop() as string)]?.add(task),
    deliveries: () =>
      [...kinds.values()].reduce((sum, n) => sum + n, 0) +
      queues.reduce((sum, q) => sum + q.errors, 0),
  };
}

/** The handler's dependencies as the task queue function passes them, minus what varies. */
export const benchDeps = {
  providerFor,
  budgetFor: (provider: unknown) => providerFor(provider).budget,
  // The network answers in virtual time; a real-time limit must not cut it short.
  providerTimeoutMs: 3_600_000,
} satisfies Partial<TaskDeps>;

/** This process's CPU time (user and system) since the meter started, in ms. */
export function cpuMeter(): () => number {
  const start = process.cpuUsage();
  return () => {
    const used = process.cpuUsage(start);
    return (used.user + used.system) / 1000;
  };
}
