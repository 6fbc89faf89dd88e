// Signing in as a seeded account, in the browser or over the Auth emulator's REST API, and
// calling a callable as httpsCallable does: what the e2e suites share.

import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

import { ACCOUNTS } from '../../emulator/seed/accounts';
import { loadStackConfig } from '../../emulator/stack/config';
import { e2eStack } from './stack';
import { ROOT } from './stack-process';

/** The password the seed gave an account; a name the seed lacks is a mistake in the test. */
export function seededPassword(email: string): string {
  const found = ACCOUNTS.find((a) => a.email === email);
  if (!found) throw new Error(`no seeded account ${email}`);
  return found.password;
}

export interface SignInOptions {
  password?: string;
  /** Where the app lands once signed in; anywhere under /app unless said otherwise. */
  landed?: (url: URL) => boolean;
  /** How long the login page may take to load, and the app to answer. */
  loadTimeout?: number;
  timeout?: number;
}

/** Signs in through the login form at `${base}/login` and waits until the app has taken over. */
export async function signIn(
  page: Page,
  base: string,
  email: string,
  {
    password = seededPassword(email),
    landed = (url) => url.pathname.includes('/app'),
    loadTimeout,
    timeout,
  }: SignInOptions = {},
): Promise<void> {
  await page.goto(`${base}/login`, { timeout: loadTimeout });
  await page.locator('input[name="email"]').fill(email);
  await page.locator('input[name="password"]').fill(password);
  await page.locator('button[type="submit"]').click();
  await page.waitForURL(landed, { timeout });
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

const storages = new WeakMap<Browser, Map<string, Promise<StorageState>>>();

/**
 * What a browser holds once `email` has signed in through the login form at `${base}/login`
 * (Firebase keeps the session in IndexedDB): signed in once per browser, account, place and
 * context options (locale, time zone), in a context closed at once. A context made from it
 * opens the app signed in, as a returning user's browser does, without loading the login page
 * and the landing screen again; every such context starts from the same state, not from
 * another test's.
 */
export function signedInStorage(
  browser: Browser,
  base: string,
  email: string,
  options: BrowserContextOptions = {},
): Promise<StorageState> {
  const known = storages.get(browser) ?? new Map<string, Promise<StorageState>>();
  storages.set(browser, known);
  // The window's size changes nothing that is stored: one sign-in serves a phone and a desktop.
  const { viewport: _viewport, ...stored } = options;
  const key = JSON.stringify([base, email, stored]);
  let storage = known.get(key);
  if (!storage) {
    storage = (async () => {
      const context = await browser.newContext(stored);
      try {
        // A cold stack on a busy machine may take a while to serve and sign in the first user.
        await signIn(await context.newPage(), base, email, {
          loadTimeout: 120_000,
          timeout: 90_000,
        });
        return await context.storageState({ indexedDB: true });
      } finally {
        await context.close();
      }
    })();
    // A failed sign-in is not remembered: the next test tries again.
    storage.catch(() => known.delete(key));
    known.set(key, storage);
  }
  return storage;
}

function stackConfig() {
  return loadStackConfig(ROOT, e2eStack().portOffset);
}

/** An ID token from the Auth emulator, as the app's SDK would hold it. */
export async function idToken(email: string, password = seededPassword(email)): Promise<string> {
  const { auth } = stackConfig().endpoints;
  const response = await fetch(
    `http://${auth.host}:${auth.port}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=fake-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { idToken?: string; error?: { message: string } };
  if (!body.idToken) throw new Error(`sign-in of ${email} failed: ${body.error?.message}`);
  return body.idToken;
}

export interface CallableReply {
  /** The HTTP status of the answer. */
  status: number;
  /** The answer as JSON, or null where it was not JSON (a proxy's or emulator's error page). */
  body: { result?: unknown; error?: { status: string; message: string } } | null;
  text: string;
}

/** Calls a callable over its HTTP protocol, as httpsCallable does. */
export async function callCallable(
  name: string,
  token: string,
  data: unknown,
  timeoutMs = 90_000,
): Promise<CallableReply> {
  const stack = e2eStack();
  const response = await fetch(
    `${stack.functionsOrigin}/${stackConfig().projectId}/us-central1/${name}`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ data }),
      signal: AbortSignal.timeout(timeoutMs),
    },
  );
  const text = await response.text();
  let body: CallableReply['body'] = null;
  try {
    body = JSON.parse(text) as CallableReply['body'];
  } catch {
    body = null;
  }
  return { status: response.status, body, text };
}
