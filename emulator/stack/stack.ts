// Over 400 lines: the start-up sequence of every service is one function, read top to bottom.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { ChildGroup, type RunningChild } from './children';
import {
  type Endpoint,
  emulatorEnv,
  hostPort,
  loadStackConfig,
  type Service,
  type StackConfig,
  StackConfigError,
} from './config';
import { emulatorArgs } from './emulator-command';
import { writeFirebaseToolsConfig } from './firebase-tools-config';
import { firebaseToolsLaunch } from './firebase-tools-preloads';
import { exportedFunctions, functionsReady, missingFunctions } from './functions-ready';
import { mailDevEndpoints, mailEnv, mailPorts, startMailDev } from './maildev';
import { assertPortsFree, ReadinessTimeoutError, waitForHttp } from './ports';
import { tickPublisher } from './publisher-tick';
import { startSlowTicks } from './slow-ticks';

export interface StackOptions {
  root: string;
  /** Added to every port of firebase.json; 0 for `npm start`. */
  portOffset: number;
  /** Rebuild the app on change (npm start) or build it once (tests). */
  watch: boolean;
  seed: boolean;
  log: (line: string) => void;
  /** How long each service may take to answer; firebase-tools alone needs 20 s on 2 idle cores, minutes on busy ones. */
  readyTimeoutMs?: number;
  tickIntervalMs?: number;
  /** Receives the stop function as soon as children exist, so Ctrl-C during start-up works. */
  onStopAvailable?: (stop: () => Promise<void>) => void;
}

export type ServiceState = { service: string; up: boolean; detail: string };

export interface RunningStack {
  config: StackConfig;
  services: ServiceState[];
  seeded: string;
  /** Resolves with a reason if a child dies while the stack runs. */
  failure: Promise<string>;
  /** Stops ticking the scheduled functions, for suites that must not be disturbed by them. */
  pauseTicks(): void;
  stop(): Promise<void>;
}

const origin = (endpoint: Endpoint) => `http://${hostPort(endpoint)}`;

function requireFile(file: string, what: string): void {
  if (!existsSync(file)) {
    throw new StackConfigError(`${file} is missing: ${what}. It is named in firebase.json.`);
  }
}

function runToEnd(
  command: string,
  args: string[],
  cwd: string,
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
  signal?: AbortSignal,
): Promise<number> {
  return new Promise((resolve) => {
    const child = spawn(command, args, { cwd, env, signal, stdio: ['ignore', 'pipe', 'pipe'] });
    let buffered = '';
    const forward = (chunk: Buffer) => {
      buffered += chunk.toString();
      const lines = buffered.split('\n');
      buffered = lines.pop() ?? '';
      for (const line of lines) log(line);
    };
    child.stdout.on('data', forward);
    child.stderr.on('data', forward);
    child.on('error', (error) => {
      if (error.name !== 'AbortError') log(error.message);
      resolve(1);
    });
    child.on('close', (code) => {
      if (buffered) log(buffered);
      resolve(code ?? 1);
    });
  });
}

/** Polls a condition every 100 ms; rejects when `failed` names a reason or time runs out. */
async function waitFor(
  done: () => boolean,
  timeoutMs: number,
  failed: () => string | undefined,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    const reason = failed();
    if (reason) throw new Error(`the app did not build: ${reason}`);
    if (Date.now() > deadline) throw new Error(`the app did not build within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Starts the whole local stack: the app build, the project's Firestore + Storage emulator and
 * firebase-tools' Auth (+ Functions) + Hosting emulators, waits until each answers, loads the
 * seed and ticks the publisher. Throws PortInUseError before starting anything if a port is taken.
 */
export async function startStack(options: StackOptions): Promise<RunningStack> {
  const { root, log } = options;
  const config = loadStackConfig(root, options.portOffset);
  const { endpoints } = config;
  requireFile(config.firestoreRules, 'the Firestore emulator enforces these rules');
  requireFile(config.storageRules, 'the Storage emulator enforces these rules');
  requireFile(join(root, 'build.mjs'), 'the app is built with it');
  const emulator = emulatorArgs(config);
  if (!emulator)
    throw new StackConfigError('emulator/server.ts is missing: nothing can serve Firestore.');

  const wanted: { service: Service; endpoint: Endpoint }[] = [
    { service: 'hosting', endpoint: endpoints.hosting },
    { service: 'auth', endpoint: endpoints.auth },
    { service: 'firestore', endpoint: endpoints.firestore },
    { service: 'storage', endpoint: endpoints.storage },
    { service: 'hub', endpoint: endpoints.hub },
    { service: 'logging', endpoint: endpoints.logging },
  ];
  if (existsSync(join(root, 'functions', 'package.json'))) {
    wanted.push({ service: 'functions', endpoint: endpoints.functions });
    wanted.push({ service: 'tasks', endpoint: endpoints.tasks });
  }
  const mail = mailDevEndpoints(options.portOffset);
  await assertPortsFree([
    ...wanted.map(({ service, endpoint }) => ({
      service: service === 'hub' ? 'emulator hub' : service,
      endpoint,
    })),
    ...mailPorts(mail),
  ]);

  // functions/lib is build output, absent on a fresh clone and stale after an edit: build it
  // first (esbuild, about a second) so the Functions emulator loads the current code. The test
  // runner starts two stacks at once and builds it once before both (STACK_FUNCTIONS_BUILT=1):
  // a second build would rewrite the file the first stack's Functions emulator is loading.
  if (
    process.env.STACK_FUNCTIONS_BUILT !== '1' &&
    existsSync(join(root, 'functions', 'build.mjs')) &&
    existsSync(join(root, 'functions', 'node_modules'))
  ) {
    const code = await runToEnd(
      process.execPath,
      ['build.mjs'],
      join(root, 'functions'),
      process.env,
      (line) => log(`[functions build] ${line}`),
    );
    if (code !== 0)
      log(`[stack] the functions build failed (exit ${code}); using what functions/lib holds`);
  }
  const functions = functionsReady(root);
  const expectedFunctions = functions.ready
    ? await exportedFunctions(join(root, 'functions', 'src', 'index.ts'))
    : [];

  const cacheDir = join(root, '.cache', `stack-${endpoints.hosting.port}`);
  // The app wired to the emulators never goes into dist/, Hosting's public folder that a deploy
  // uploads: every stack builds into its own folder and serves it through its own copy of
  // firebase.json, which also carries the local Content-Security-Policy (the emulators' origins).
  const outDir = join(cacheDir, 'dist');
  const firebaseJson = writeFirebaseToolsConfig(config, cacheDir, outDir);
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    ...emulatorEnv(config),
    ...mailEnv(mail, origin(endpoints.hosting), origin(endpoints.functions)),
    // firebase-tools gives the functions code 10 s to load before it declares it broken; on
    // 2 busy cores (CI, tests beside a dev stack) loading alone takes longer.
    FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '120',
    // Each function run that finds no idle worker starts a node process that loads the whole
    // bundle; firebase-tools allows 50 at once, which on 2 cores only makes every one slower.
    FUNCTIONS_EMULATOR_PARALLEL: process.env.FUNCTIONS_EMULATOR_PARALLEL ?? '4',
  };

  let failWith: (reason: string) => void = () => {};
  const failure = new Promise<string>((resolve) => {
    failWith = resolve;
  });
  const children = new ChildGroup(log, (child) => failWith(child.exited ?? `${child.name} exited`));
  const node = process.execPath;
  let appBuilt = false;
  let appBuildError = '';

  const timeoutMs = options.readyTimeoutMs ?? 180_000;
  let ticker: NodeJS.Timeout | undefined;
  let stopSlowTicks = () => {};
  const stopSeed = new AbortController();
  let stopMailTicks = () => {};
  const pauseTicks = () => {
    clearInterval(ticker);
    stopSlowTicks();
    stopMailTicks();
    // Firestore triggers too: suites after this read what they write, untouched.
    fetch(
      `${origin(endpoints.firestore)}/emulator/v1/projects/${config.projectId}:functionTriggers`,
      {
        method: 'PUT',
        body: JSON.stringify({ enabled: false }),
      },
    ).catch(() => undefined);
  };
  const stopAll = async () => {
    stopSeed.abort();
    pauseTicks();
    await children.stopAll();
  };
  options.onStopAvailable?.(stopAll);

  try {
    // build.mjs owns the app build; --watch rebuilds the stack's folder on change without serving
    // it, because the Hosting emulator serves that folder here. Tests build once instead.
    const buildArgs = [
      join(root, 'build.mjs'),
      '--firebase-config',
      firebaseJson,
      '--outdir',
      outDir,
    ];
    const onceArgs = [
      '--import',
      'tsx',
      join(root, 'emulator', 'stack', 'build-app.ts'),
      '--firebase-config',
      firebaseJson,
      '--outdir',
      outDir,
    ];
    const appBuild: Promise<void> = options.watch
      ? (() => {
          const app = children.start({
            name: 'app',
            command: node,
            args: [...buildArgs, '--watch'],
            cwd: root,
            env,
            onLine: (line) => {
              if (line.startsWith('Watching src/')) appBuilt = true;
              if (line.includes('[ERROR]')) appBuildError = line;
            },
          });
          return waitFor(
            () => appBuilt,
            timeoutMs,
            () => app.exited ?? (appBuildError || undefined),
          );
        })()
      : runToEnd(node, onceArgs, root, env, (line) => log(`[app] ${line}`)).then((code) => {
          if (code !== 0) throw new Error(`the app did not build (build.mjs exited with ${code})`);
        });
    const ours = children.start({
      name: 'emulator',
      command: node,
      args: emulator,
      cwd: root,
      // Firestore triggers (the notification outbox) fire into the Functions emulator.
      env: functions.ready
        ? { ...env, FIRESTORE_FUNCTION_TRIGGERS: origin(endpoints.functions) }
        : env,
    });
    // The Cloud Tasks emulator delivers the publish tasks the functions enqueue.
    const only = ['auth', ...(functions.ready ? ['functions', 'tasks'] : []), 'hosting'].join(',');
    const launch = firebaseToolsLaunch(
      root,
      // Two stacks of one project would share firebase-tools' hub locator file in the temp dir.
      options.portOffset === 0 ? env : { ...env, TMPDIR: cacheDir },
    );
    const tools = children.start({
      name: 'firebase',
      command: node,
      args: [
        ...launch.nodeArgs,
        join(root, 'node_modules', 'firebase-tools', 'lib', 'bin', 'firebase.js'),
        'emulators:start',
        '--only',
        only,
        '--project',
        config.projectId,
        '--config',
        firebaseJson,
      ],
      cwd: root,
      env: launch.env,
    });

    const exited = (child: RunningChild) => () => child.exited;
    const services: ServiceState[] = [];
    const startedAt = Date.now();
    const ready = async (service: string, wait: Promise<void>, detail: string) => {
      await wait;
      services.push({ service, up: true, detail });
      log(`[stack] ${service} up after ${((Date.now() - startedAt) / 1000).toFixed(1)} s`);
    };
    let missing = expectedFunctions;
    // The seed starts with the emulators and waits for Auth, Firestore and Storage itself
    // (SEED_WAIT_MS), so loading its modules overlaps their start-up and the accounts exist
    // before the functions, and with them the auth trigger, have loaded. It writes every
    // users/{uid} document itself, so the trigger has nothing to add.
    let seeded = 'not loaded (--no-seed)';
    const seeding = options.seed
      ? runToEnd(
          node,
          ['--import', 'tsx', join(root, 'emulator', 'seed', 'cli.ts')],
          root,
          { ...env, SEED_WAIT_MS: String(timeoutMs) },
          (line) => log(`[seed] ${line}`),
          stopSeed.signal,
        )
      : undefined;
    const seed = async () => {
      if (!seeding) return;
      const code = await seeding;
      seeded =
        code === 0
          ? `loaded ${((Date.now() - startedAt) / 1000).toFixed(1)} s after start`
          : 'FAILED (see [seed] lines above)';
    };
    await Promise.all([
      ready(
        'maildev',
        ...startMailDev(children, mail, env, timeoutMs, config.projectId, log, (stop) => {
          stopMailTicks = stop;
        }),
      ),
      Promise.all([
        ready(
          'firestore',
          waitForHttp(`${origin(endpoints.firestore)}/`, { timeoutMs, failed: exited(ours) }),
          origin(endpoints.firestore),
        ),
        ready(
          'storage',
          waitForHttp(`${origin(endpoints.storage)}/`, { timeoutMs, failed: exited(ours) }),
          origin(endpoints.storage),
        ),
        ready(
          'auth',
          waitForHttp(`${origin(endpoints.auth)}/`, {
            timeoutMs,
            failed: exited(tools),
            accept: (status, body) => status === 200 && body.includes('"ready"'),
          }),
          origin(endpoints.auth),
        ),
      ]).then(seed),
      ready(
        'app',
        appBuild,
        `${relative(root, outDir)} ${options.watch ? 'rebuilt on every change' : 'built once'}`,
      ),
      ready(
        'hosting',
        // Asked once the app is built: a page read while the build rewrites it proves nothing.
        appBuild.then(() =>
          waitForHttp(`${origin(endpoints.hosting)}/`, {
            timeoutMs,
            failed: exited(tools),
            accept: (status) => status === 200,
          }),
        ),
        origin(endpoints.hosting),
      ),
      functions.ready
        ? ready(
            'functions',
            // The emulator answers before it has loaded the code: up means every exported
            // function is listed.
            waitForHttp(`${origin(endpoints.functions)}/backends`, {
              timeoutMs,
              failed: exited(tools),
              accept: (status, body) => {
                if (status === 200) missing = missingFunctions(expectedFunctions, body);
                return status === 200 && missing.length === 0;
              },
            }).catch((error: unknown) => {
              throw missing.length > 0 && error instanceof Error
                ? new ReadinessTimeoutError(`${error.message}; not loaded: ${missing.join(', ')}`)
                : error;
            }),
            `${origin(endpoints.functions)} (${expectedFunctions.length} functions loaded)`,
          )
        : Promise.resolve(),
      functions.ready
        ? ready(
            'tasks',
            waitForHttp(`${origin(endpoints.tasks)}/queueStats`, {
              timeoutMs,
              failed: exited(tools),
              accept: (status) => status === 200,
            }),
            origin(endpoints.tasks),
          )
        : Promise.resolve(),
    ]);
    if (!functions.ready) services.push({ service: 'functions', up: false, detail: functions.why });

    const functionsOrigin = functions.ready ? origin(endpoints.functions) : undefined;
    let lastTick = '';
    const tick = () =>
      tickPublisher(functionsOrigin, config.projectId).then(
        (result) => {
          const text = result.skipped
            ? `publisher: ${result.skipped}`
            : `publisher: ticked ${result.invoked.map((i) => `${i.id} (${i.status})`).join(', ')}`;
          // A line per minute that never changes would drown the useful output.
          if (text !== lastTick) log(`[stack] ${text}`);
          lastTick = text;
          return result;
        },
        (error: unknown) => {
          log(`[stack] publisher tick failed: ${(error as Error).message}`);
          return undefined;
        },
      );
    // The first tick is part of starting: it publishes the seed's due posts and shows that a
    // function runs end to end (its worker loads the code and reaches Firestore).
    if (functionsOrigin) {
      const first = await tick();
      const answered = first?.invoked ?? [];
      services.push({
        service: 'publisher',
        up: answered.length > 0 && answered.every((i) => i.status === 200),
        detail:
          first?.skipped ?? `answered ${answered.map((i) => i.status).join(', ') || 'nothing'}`,
      });
    }
    ticker = setInterval(tick, options.tickIntervalMs ?? 60_000);
    ticker.unref();
    stopSlowTicks = startSlowTicks(functionsOrigin, config.projectId, log);

    return { config, services, seeded, failure, pauseTicks, stop: stopAll };
  } catch (error) {
    await stopAll();
    throw error;
  }
}
