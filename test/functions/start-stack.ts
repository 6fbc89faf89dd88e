// Starts what the functions suites and the bench run against: builds functions/, starts the
// project's Firestore and Storage emulators in this process and firebase-tools' Functions and Auth
// emulators on free ports (a temporary firebase.json, so a running dev stack is never
// disturbed), with FIRESTORE_EMULATOR_HOST pointing the functions at our Firestore.

import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  createWriteStream,
  mkdirSync,
  mkdtempSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startFunctionTriggers } from '../../emulator/firestore/function-triggers';
import { startFirestoreEmulator } from '../../emulator/firestore/server';
import { firebaseToolsLaunch } from '../../emulator/stack/firebase-tools-preloads';
import { startStorageEmulator } from '../../emulator/storage/server';
import { startMailDev } from '../support/functions/maildev';
import { type FunctionsStack, PROJECT_ID, REGION } from './stack';

const root = path.resolve(import.meta.dirname, '../..');
const functionsDir = path.join(root, 'functions');
const firebaseBin = path.join(root, 'node_modules/firebase-tools/lib/bin/firebase.js');
/** The emulators stop themselves after this long even if the test run dies. */
const MAX_LIFETIME_SECONDS = 1800;
const READY_TIMEOUT_MS = 240_000;

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

function waitForReady(child: ChildProcess, log: string[]): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => {
      reject(
        new Error(
          `The Functions emulator was not ready within ${READY_TIMEOUT_MS} ms:\n${log.join('').slice(-4000)}`,
        ),
      );
    }, READY_TIMEOUT_MS);
    const onData = (chunk: Buffer) => {
      log.push(chunk.toString());
      if (log.join('').includes('All emulators ready')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(
        new Error(`firebase emulators:start exited with ${code}:\n${log.join('').slice(-4000)}`),
      );
    });
  });
}

export async function startFunctionsStack(): Promise<{
  stack: FunctionsStack;
  stop: () => Promise<void>;
}> {
  const firestore = await startFirestoreEmulator({
    host: '127.0.0.1',
    port: 0,
    projectId: PROJECT_ID,
    log: () => undefined,
  });
  // The media suites upload files the functions read (review-link media, the library).
  const storage = await startStorageEmulator({
    host: '127.0.0.1',
    port: 0,
    projectId: PROJECT_ID,
    log: () => undefined,
  });
  const [auth, functions, hub, logging, eventarc, tasks] = await Promise.all(
    Array.from({ length: 6 }, freePort),
  );
  // A real MailDev receives what the functions send (the notifications suite reads it).
  const mail = await startMailDev();
  const dir = mkdtempSync(path.join(tmpdir(), 'functions-it-'));
  // A private copy of the package (its own lib/, the real node_modules linked), so builds of
  // functions/ by anyone else during the run never make the emulator reload mid-test.
  const source = path.join(dir, 'functions');
  mkdirSync(source);
  copyFileSync(path.join(functionsDir, 'package.json'), path.join(source, 'package.json'));
  // The emulator's values for the mail secrets; without them it asks Secret Manager.
  copyFileSync(path.join(functionsDir, '.secret.local'), path.join(source, '.secret.local'));
  symlinkSync(path.join(functionsDir, 'node_modules'), path.join(source, 'node_modules'), 'dir');
  execFileSync(process.execPath, ['build.mjs', '--outfile', path.join(source, 'lib/index.js')], {
    cwd: functionsDir,
    stdio: 'inherit',
  });
  const config = {
    functions: [{ source: 'functions', codebase: 'default', runtime: 'nodejs20' }],
    emulators: {
      auth: { host: '127.0.0.1', port: auth },
      functions: { host: '127.0.0.1', port: functions },
      hub: { host: '127.0.0.1', port: hub },
      logging: { host: '127.0.0.1', port: logging },
      eventarc: { host: '127.0.0.1', port: eventarc },
      tasks: { host: '127.0.0.1', port: tasks },
      ui: { enabled: false },
      singleProjectMode: true,
    },
  };
  writeFileSync(path.join(dir, 'firebase.json'), JSON.stringify(config, null, 2));
  const log: string[] = [];
  // The emulator's own output, kept for diagnosing a failed run.
  mkdirSync(path.join(root, 'test-results'), { recursive: true });
  const logFile = createWriteStream(path.join(root, 'test-results/functions-emulator.log'));
  // Preloads for firebase-tools and its function workers (emulator/stack/firebase-tools-preloads.ts).
  const launch = firebaseToolsLaunch(root, process.env);
  const child = spawn(
    'timeout',
    [
      '-k',
      '5',
      String(MAX_LIFETIME_SECONDS),
      process.execPath,
      ...launch.nodeArgs,
      firebaseBin,
      'emulators:start',
      '--only',
      'functions,auth,tasks',
      '--project',
      PROJECT_ID,
    ],
    {
      cwd: dir,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: {
        ...launch.env,
        // CI skips the CLI's network look-ups; TMPDIR keeps its hub locator file apart from a dev stack's.
        CI: '1',
        TMPDIR: dir,
        FIRESTORE_EMULATOR_HOST: `127.0.0.1:${firestore.port}`,
        FIREBASE_STORAGE_EMULATOR_HOST: `127.0.0.1:${storage.port}`,
        STORAGE_EMULATOR_HOST: `http://127.0.0.1:${storage.port}`,
        CLOUD_STORAGE_EMULATOR_HOST: `http://127.0.0.1:${storage.port}`,
        // Each concurrent request may start a worker process; a few suffice on a small machine.
        FUNCTIONS_EMULATOR_PARALLEL: process.env.FUNCTIONS_EMULATOR_PARALLEL ?? '4',
        // A worker that loads slower than this (seconds) is given up with "Failed to load
        // function" and its event is lost; a busy 2-core machine needs far more than the 30 s default.
        FUNCTIONS_DISCOVERY_TIMEOUT: process.env.FUNCTIONS_DISCOVERY_TIMEOUT ?? '180',
        MAILDEV_SMTP_HOST: '127.0.0.1',
        MAILDEV_SMTP_PORT: String(mail.smtpPort),
        STACK_FUNCTIONS_ORIGIN: `http://127.0.0.1:${functions}`,
      },
    },
  );
  // Firestore triggers fire into this Functions emulator once a suite turns them on (PUT
  // :functionTriggers); most suites read outbox documents as the callables wrote them.
  const triggers = startFunctionTriggers({
    database: firestore.database(),
    functionsOrigin: `http://127.0.0.1:${functions}`,
    projectId: PROJECT_ID,
    enabled: false,
  });
  firestore.state.functionTriggers = triggers;
  child.stdout?.pipe(logFile);
  child.stderr?.pipe(logFile);
  const stop = async () => {
    if (child.exitCode === null && child.pid) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      try {
        process.kill(-child.pid, 'SIGINT');
      } catch {}
      const timer = setTimeout(() => {
        try {
          if (child.pid) process.kill(-child.pid, 'SIGKILL');
        } catch {}
      }, 15_000);
      await exited;
      clearTimeout(timer);
    }
    triggers.close();
    await firestore.close();
    await storage.close();
    await mail.stop();
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForReady(child, log);
  } catch (error) {
    await stop();
    throw error;
  }
  const stack: FunctionsStack = {
    projectId: PROJECT_ID,
    region: REGION,
    firestoreHost: `127.0.0.1:${firestore.port}`,
    authHost: `127.0.0.1:${auth}`,
    functionsUrl: `http://127.0.0.1:${functions}/${PROJECT_ID}/${REGION}`,
    tasksHost: `127.0.0.1:${tasks}`,
    mailDevUrl: `http://127.0.0.1:${mail.webPort}/`,
    storageHost: `127.0.0.1:${storage.port}`,
  };
  return { stack, stop };
}
