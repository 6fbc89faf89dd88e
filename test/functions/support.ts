// Clients of the running emulators for the functions suites: an Admin SDK handle on our
// Firestore, accounts in the Auth emulator, and plain HTTP calls to callables and the api,
// exactly as the app's SDK and API clients make them.

import { randomUUID } from 'node:crypto';
import { type App, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { type Firestore, getFirestore, Timestamp } from 'firebase-admin/firestore';
import { inject } from 'vitest';
import { ofThisWorker } from '../e2e/stack-process';
import type { FunctionsStack } from './stack';

/** The stack of this test worker (VITEST_POOL_ID): `npm test` runs a file on each of several. */
export function stack(): FunctionsStack {
  return ofThisWorker(inject('functionsStacks'));
}

let app: App | undefined;

/** An Admin SDK app on the test emulators (our Firestore, firebase-tools' Auth). */
export function adminApp(): App {
  if (!app) {
    process.env.FIRESTORE_EMULATOR_HOST = stack().firestoreHost;
    process.env.FIREBASE_AUTH_EMULATOR_HOST = stack().authHost;
    app = initializeApp({ projectId: stack().projectId }, `it-${randomUUID()}`);
  }
  return app;
}

export function adminDb(): Firestore {
  return getFirestore(adminApp());
}

export function adminAuth(): Auth {
  return getAuth(adminApp());
}

export async function clearFirestore(): Promise<void> {
  const { firestoreHost, projectId } = stack();
  // The day's short-link salt outlives a clear: production never removes the day's salt, so the
  // function instances keep it in memory all day (domain/links/clicks.ts), and one made again
  // after a clear would count a visitor twice, once per instance.
  const salts = await adminDb().collection('linkSalts').get();
  const response = await fetch(
    `http://${firestoreHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`,
    {
      method: 'DELETE',
    },
  );
  if (!response.ok) throw new Error(`clear failed: ${response.status}`);
  await Promise.all(salts.docs.map((salt) => adminDb().doc(salt.ref.path).set(salt.data())));
}

export interface Account {
  uid: string;
  email: string;
  idToken: string;
}

const PASSWORD = 'correct-horse-battery';

/** Creates an email/password account in the Auth emulator, as the app's sign-up does. */
export async function signUp(
  label: string,
  email = `${label}-${randomUUID().slice(0, 8)}@example.test`,
): Promise<Account> {
  const response = await fetch(
    `http://${stack().authHost}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { localId?: string; idToken?: string; error?: unknown };
  if (!response.ok || !body.localId || !body.idToken)
    throw new Error(`signUp failed: ${JSON.stringify(body)}`);
  return { uid: body.localId, email, idToken: body.idToken };
}

export async function waitFor<T>(
  probe: () => Promise<T | null | undefined>,
  timeoutMs = 60_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value !== null && value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/**
 * Waits until the clock has left the second the account signed in (its token's auth_time):
 * sessions are ended to the second, as Firebase's own revocation is, so a test that ends them
 * starts from a sign-in in an earlier second.
 */
export async function pastSignInSecond(account: Account): Promise<void> {
  const payload = JSON.parse(
    Buffer.from(account.idToken.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as { auth_time?: number };
  const authTime = payload.auth_time ?? 0;
  await waitFor(async () => (Date.now() / 1000 >= authTime + 1 ? true : null));
}

export type CallOutcome =
  | { ok: true; status: number; result: Record<string, unknown> }
  | { ok: false; status: number; code: string; message: string; details?: unknown };

/** Calls a callable over the callable protocol (POST {data}, bearer ID token). */
export async function call(
  name: string,
  data: unknown,
  account?: Account | null,
  extraHeaders: Record<string, string> = {},
): Promise<CallOutcome> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json', ...extraHeaders };
  if (account) headers.Authorization = `Bearer ${account.idToken}`;
  const response = await fetch(`${stack().functionsUrl}/${name}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ data }),
  });
  const text = await response.text();
  let body: {
    result?: Record<string, unknown>;
    error?: { status?: string; message?: string; details?: unknown };
  };
  try {
    body = JSON.parse(text);
  } catch {
    return { ok: false, status: response.status, code: 'not-json', message: text.slice(0, 200) };
  }
  if (response.ok && body.result !== undefined)
    return { ok: true, status: response.status, result: body.result };
  const code = (body.error?.status ?? 'UNKNOWN').toLowerCase().replace(/_/g, '-');
  return {
    ok: false,
    status: response.status,
    code,
    message: body.error?.message ?? '',
    details: body.error?.details,
  };
}

export function apiUrl(path: string): string {
  return `${stack().functionsUrl}/api${path}`;
}

/**
 * Every document of the database, by path, for "nothing was written" checks. One query for all
 * descendants of the database root, kindless as firebase-admin's recursiveDelete makes it, so it
 * finds documents under a parent that does not exist as well. A collection group with an empty
 * id is how the Admin SDK's public API asks for it: proto3 cannot tell an empty id from none.
 */
export async function dumpDatabase(db: Firestore = adminDb()): Promise<Record<string, unknown>> {
  const snapshot = await db.collectionGroup('').get();
  return Object.fromEntries(snapshot.docs.map((doc) => [doc.ref.path, doc.data()]));
}

export async function countDocs(path: string): Promise<number> {
  return (await adminDb().collection(path).get()).size;
}

export function requestId(): string {
  return `req_${randomUUID()}`;
}

/** Signs in with the password signUp used: a fresh ID token (new auth_time, current claims). */
export async function signIn(account: Account): Promise<Account> {
  const response = await fetch(
    `http://${stack().authHost}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-api-key`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: account.email, password: PASSWORD, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: unknown };
  if (!response.ok || !body.idToken) throw new Error(`signIn failed: ${JSON.stringify(body)}`);
  return { ...account, idToken: body.idToken };
}

/**
 * Marks the account's email verified as clicking Firebase's verification link would (the Auth
 * emulator's accounts:update with the owner credential), and signs in again so the ID token
 * carries email_verified.
 */
export async function verifyEmail(account: Account): Promise<Account> {
  const response = await fetch(
    `http://${stack().authHost}/identitytoolkit.googleapis.com/v1/projects/${stack().projectId}/accounts:update`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: 'Bearer owner' },
      body: JSON.stringify({ localId: account.uid, emailVerified: true }),
    },
  );
  if (!response.ok) throw new Error(`verify failed: ${response.status} ${await response.text()}`);
  // These accounts stand for people whose password is their own: the server's record that it
  // saw the address verified (functions/src/domain/accounts/passwordTrust.ts), as the seed's accounts
  // carry it. Without it, accepting an invitation removes the password (invitations.test.ts).
  const user = adminDb().collection('users').doc(account.uid);
  if ((await user.get()).exists) await user.update({ emailVerifiedAt: Timestamp.now() });
  return signIn(account);
}

/** The users document once the auth trigger has written it. */
export async function triggeredUserDoc(uid: string): Promise<Record<string, unknown>> {
  return waitFor(async () => (await adminDb().collection('users').doc(uid).get()).data());
}

/**
 * Turns the Firestore emulator's trigger relay into this Functions emulator on or off (it starts
 * off: most suites read documents as the callables wrote them). Answers how many events it posted.
 */
export async function setTriggers(enabled: boolean): Promise<{ enabled: boolean; posted: number }> {
  const { firestoreHost, projectId } = stack();
  const response = await fetch(
    `http://${firestoreHost}/emulator/v1/projects/${projectId}:functionTriggers`,
    { method: 'PUT', body: JSON.stringify({ enabled }) },
  );
  if (!response.ok) throw new Error(`functionTriggers answered ${response.status}`);
  return (await response.json()) as { enabled: boolean; posted: number };
}

/**
 * The Functions emulator starts a worker for a function on its first request, which takes
 * seconds on a busy machine; production keeps instances of the queue functions alive. An empty
 * delivery (answered at once, nothing to publish) starts each publish queue's worker first.
 */
export async function warmPublishQueues(): Promise<void> {
  for (let shard = 0; shard < 4; shard++) {
    const answer = await fetch(`${stack().functionsUrl}/publishQueue${shard}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: {} }),
    });
    if (!answer.ok) throw new Error(`publishQueue${shard} answered ${answer.status}`);
  }
}

/** Stores a file in the project's Storage emulator, where the functions' bucket reads it. */
export async function storeFile(
  path: string,
  contentType: string,
  body: Uint8Array,
): Promise<void> {
  const { storageHost, projectId } = stack();
  const response = await fetch(
    `http://${storageHost}/upload/storage/v1/b/${projectId}.appspot.com/o?uploadType=media&name=${encodeURIComponent(path)}`,
    {
      method: 'POST',
      headers: { authorization: 'Bearer owner', 'content-type': contentType },
      body: new Uint8Array(body),
    },
  );
  if (!response.ok) throw new Error(`storing ${path} answered ${response.status}`);
}
