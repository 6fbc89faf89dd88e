// Writes the seed into the Auth, Firestore and Storage emulators, and refuses any target that is
// not an emulator.

import { type App, deleteApp, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { getFirestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { buildSeed } from './dataset';
import type { DemoAccount, SeedFile } from './model';
import { gradientPng } from './png';

export class SeedTargetError extends Error {
  override name = 'SeedTargetError';
}

export interface LoadOptions {
  projectId: string;
  now?: Date;
  log?: (message: string) => void;
}

export interface LoadResult {
  accounts: number;
  documents: number;
  /** Files written to the Storage emulator; 0 when FIREBASE_STORAGE_EMULATOR_HOST is not set. */
  files: number;
}

/** Firestore allows 500 writes per batch; smaller batches keep each commit quick. */
const BATCH_SIZE = 200;

function errorCode(error: unknown): string | undefined {
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code : undefined;
}

/**
 * Creates or updates one account under its fixed uid. An account someone else created with the
 * same email (for example by signing up in the app) is removed first, because the demo's email
 * must belong to the demo's uid for the seed to be the same every time.
 */
async function upsertAccount(auth: Auth, account: DemoAccount): Promise<void> {
  const properties = {
    email: account.email,
    password: account.password,
    displayName: account.displayName,
    emailVerified: true,
    disabled: false,
  };
  try {
    const existing = await auth.getUserByEmail(account.email);
    if (existing.uid !== account.uid) await auth.deleteUser(existing.uid);
  } catch (error) {
    if (errorCode(error) !== 'auth/user-not-found') throw error;
  }
  try {
    await auth.updateUser(account.uid, properties);
  } catch (error) {
    if (errorCode(error) !== 'auth/user-not-found') throw error;
    await auth.createUser({ uid: account.uid, ...properties });
  }
}

type Bucket = ReturnType<ReturnType<typeof getStorage>['bucket']>;

/** A fixed download token per file keeps the app's download URLs the same across reloads. */
async function uploadFile(bucket: Bucket, file: SeedFile): Promise<void> {
  const data = gradientPng(file.width, file.height, file.from, file.to);
  await bucket.file(file.path).save(data, {
    resumable: false,
    contentType: file.contentType,
    metadata: {
      metadata: { firebaseStorageDownloadTokens: `seed-${file.path.replace(/[^a-z0-9]+/gi, '-')}` },
    },
  });
}

function requireEmulatorHost(name: 'FIRESTORE_EMULATOR_HOST' | 'FIREBASE_AUTH_EMULATOR_HOST') {
  const value = process.env[name];
  if (!value) {
    throw new SeedTargetError(
      `${name} is not set: the seed is only ever loaded into emulators, never a real project.`,
    );
  }
  return value;
}

async function assertReachable(service: string, origin: string): Promise<void> {
  try {
    // Nothing listening fails at once; a listening emulator on a loaded machine (two stacks and
    // the checks starting together in CI) can take well over 3 s to answer, and a seed given up
    // then leaves every later test without its accounts.
    await fetch(origin, { signal: AbortSignal.timeout(30_000) }).then((r) => r.arrayBuffer());
  } catch {
    throw new SeedTargetError(
      `The ${service} emulator does not answer at ${origin}: start the stack with \`npm start\` first.`,
    );
  }
}

/** Loads the demo into the Auth and Firestore emulators named by the environment. Idempotent. */
export async function loadSeed(options: LoadOptions): Promise<LoadResult> {
  const log = options.log ?? (() => {});
  const firestoreHost = requireEmulatorHost('FIRESTORE_EMULATOR_HOST');
  const authHost = requireEmulatorHost('FIREBASE_AUTH_EMULATOR_HOST');
  if (!options.projectId.startsWith('demo-')) {
    throw new SeedTargetError(
      `project "${options.projectId}" is not a demo- project: refusing to seed it.`,
    );
  }
  await assertReachable('Auth', `http://${authHost}/`);
  await assertReachable('Firestore', `http://${firestoreHost}/`);

  const seed = buildSeed(options.now);
  const app: App = initializeApp({ projectId: options.projectId }, `seed-${Date.now()}`);
  try {
    const auth = getAuth(app);
    for (const account of seed.accounts) await upsertAccount(auth, account);
    log(`seed: ${seed.accounts.length} accounts in the Auth emulator (${authHost})`);

    const db = getFirestore(app);
    for (let start = 0; start < seed.documents.length; start += BATCH_SIZE) {
      const batch = db.batch();
      for (const { path, data } of seed.documents.slice(start, start + BATCH_SIZE)) {
        batch.set(db.doc(path), data);
      }
      await batch.commit();
    }
    log(`seed: ${seed.documents.length} documents in the Firestore emulator (${firestoreHost})`);

    const storageHost = process.env.FIREBASE_STORAGE_EMULATOR_HOST;
    let files = 0;
    if (storageHost) {
      await assertReachable('Storage', `http://${storageHost}/`);
      const bucket = getStorage(app).bucket(`${options.projectId}.appspot.com`);
      for (const file of seed.files) await uploadFile(bucket, file);
      files = seed.files.length;
      log(`seed: ${files} images in the Storage emulator (${storageHost})`);
    } else {
      log('seed: FIREBASE_STORAGE_EMULATOR_HOST is not set; images skipped');
    }
    return { accounts: seed.accounts.length, documents: seed.documents.length, files };
  } finally {
    await deleteApp(app);
  }
}
