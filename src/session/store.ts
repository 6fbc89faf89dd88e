// The signed-in state and its auth state machine as a valtio proxy
// with module-level actions. Components read snapshots of `session`; only these actions
// write it.

import {
  currentRoleFor,
  type ProductRoles,
  productRolesFromUserDoc,
  type Role,
} from '@model/roles';
import type { Product } from '@model/variant';
import { proxy } from 'valtio/vanilla';
import type { AuthUser } from '../lib/auth-port';
import { withTimeout } from '../lib/with-timeout';

export type AuthStatus = 'not_started' | 'ready';

export const LOGIN_FAILED_MESSAGE = 'Login failed. Please try again.';

export interface SessionState {
  product: Product;
  authStatus: AuthStatus;
  uid: string | null;
  email: string | null;
  /** false shows the verify-your-email screen on signed-in routes. */
  emailVerified: boolean;
  roles: ProductRoles;
  /** null: nobody is signed in. */
  currentRole: Role | null;
  isAuthenticated: boolean;
  loading: boolean;
  error: string | null;
  errorCode: string | null;
  /** Set when the provider rejected a session during navigation; the guard reads it. */
  sessionExpired: boolean;
}

function initialState(product: Product): SessionState {
  return {
    product,
    authStatus: 'not_started',
    uid: null,
    email: null,
    emailVerified: false,
    roles: {},
    currentRole: null,
    isAuthenticated: false,
    loading: false,
    error: null,
    errorCode: null,
    sessionExpired: false,
  };
}

export const session = proxy<SessionState>(initialState('smm'));

// An unreachable database must not keep the app waiting for its auth readiness.
const USER_DOC_TIMEOUT_MS = 8000;

type AuthProvider = typeof import('../firebase/auth');

// The Auth SDK (src/firebase/auth.ts) is a chunk of its own, loaded on first need: a visitor with
// no stored session on a public page never needs it (see startAuthListenerUnlessSignedOut).
let provider: AuthProvider | null = null;
let providerLoading: Promise<AuthProvider> | null = null;

/** Loads the Auth SDK once; a failed load is forgotten, so the next need tries again. */
export function loadAuthProvider(): Promise<AuthProvider> {
  providerLoading ??= import('../firebase/auth').then(
    (loaded) => {
      provider = loaded;
      return loaded;
    },
    (error: unknown) => {
      providerLoading = null;
      throw error;
    },
  );
  return providerLoading;
}

let listening = false;
let unsubscribe: (() => void) | null = null;
// Every (re)start of the listener gets a new generation, so a users-document read that
// finishes after a restart or a newer callback cannot overwrite newer state.
let generation = 0;
let callbackCount = 0;
// While the provider sign-out is still in flight, the restarted listener may report the
// old user once more; that report must not sign them back in.
let signingOutUid: string | null = null;
let readyWaiters: { resolve: () => void; reject: (error: unknown) => void }[] = [];

function markReady(): void {
  if (session.authStatus === 'ready') return;
  session.authStatus = 'ready';
  const waiters = readyWaiters;
  readyWaiters = [];
  for (const waiter of waiters) waiter.resolve();
}

/** The SDK could not load before the first callback: start-up fails ('Application Error'). */
function failReadiness(error: unknown): void {
  const waiters = readyWaiters;
  readyWaiters = [];
  for (const waiter of waiters) waiter.reject(error);
}

function clearSignedInState(): void {
  session.uid = null;
  session.email = null;
  session.emailVerified = false;
  session.roles = {};
  session.currentRole = null;
  session.isAuthenticated = false;
}

async function applyUser(user: AuthUser | null, forGeneration: number, seq: number): Promise<void> {
  if (user === null || user.uid === signingOutUid) {
    clearSignedInState();
    return;
  }
  let doc: unknown = null;
  try {
    const { readUserDoc } = await import('../firebase/users');
    doc = await withTimeout(
      readUserDoc(user.uid),
      USER_DOC_TIMEOUT_MS,
      'Reading the user document',
    );
  } catch (error) {
    // Without the document the user keeps the least privilege; the app still works.
    console.warn('Could not read the user document', error);
  }
  if (forGeneration !== generation || seq !== callbackCount) return;
  const roles = productRolesFromUserDoc(doc, session.product);
  session.uid = user.uid;
  session.email = user.email;
  session.emailVerified = user.emailVerified;
  session.roles = roles;
  session.currentRole = currentRoleFor(roles, session.product);
  session.isAuthenticated = true;
  session.sessionExpired = false;
}

/** Chooses the product whose role counts as the current one. Call before starting. */
export function configureSession(product: Product): void {
  session.product = product;
}

/** Subscribes to the provider; the first callback makes the auth status ready. */
export function startAuthListener(): void {
  if (listening) return;
  listening = true;
  const mine = ++generation;
  const subscribe = (auth: AuthProvider) => {
    if (mine !== generation) return;
    unsubscribe = auth.listenToAuth((user) => {
      const seq = ++callbackCount;
      void applyUser(user, mine, seq).finally(() => {
        if (mine === generation) markReady();
      });
    });
  };
  // Once loaded, the SDK is subscribed to at once, as sign-out's restart expects.
  if (provider) subscribe(provider);
  else {
    loadAuthProvider().then(subscribe, (error: unknown) => {
      if (mine !== generation) return;
      listening = false;
      if (session.authStatus === 'ready')
        console.warn('The sign-in provider could not load', error);
      else failReadiness(error);
    });
  }
}

/**
 * Starts the auth state machine on a page that does not read the session (a public page other
 * than sign-in, sign-up, password reset and invitations), without the Auth SDK when its
 * persistence holds no user. The machine stays the seed's: the SDK's first auth-state callback
 * reports the user it restores from its persistence (initializeAuth with IndexedDB then
 * localStorage, no popup or redirect resolver), so with none stored that callback can only be
 * "signed out". Applying it here is the same transition: not started, then ready with
 * everything cleared. The SDK and its listener start on first need: login(), a route that
 * requires sign-in or reads the session (startAuthListener from the router). A sign-in in
 * another tab is therefore seen here when this tab opens such a route, not on the public page.
 * With a stored user (or when the persistence cannot be read) the SDK loads as on every page.
 */
export async function startAuthListenerUnlessSignedOut(
  hasStoredUser: () => Promise<boolean>,
): Promise<void> {
  const stored = await hasStoredUser().catch(() => true);
  if (stored || listening) {
    startAuthListener();
    return;
  }
  clearSignedInState();
  markReady();
}

export function stopAuthListener(): void {
  unsubscribe?.();
  unsubscribe = null;
  listening = false;
  generation++;
}

/** Resolves once the first auth-state callback has been handled. */
export function whenAuthReady(): Promise<void> {
  if (session.authStatus === 'ready') return Promise.resolve();
  return new Promise((resolve, reject) => readyWaiters.push({ resolve, reject }));
}

/**
 * Clears the local state at once, then signs the provider out without waiting for it,
 * then restarts the auth listener.
 */
export function signOut(): void {
  const uid = session.uid;
  clearSignedInState();
  signingOutUid = uid;
  // Called at once when the SDK is loaded, so the provider's sign-out starts before the restart.
  void (
    provider
      ? provider.signOutProvider()
      : loadAuthProvider().then((auth) => auth.signOutProvider())
  )
    .catch((error: unknown) => console.warn('Provider sign-out failed', error))
    .finally(() => {
      if (signingOutUid === uid) signingOutUid = null;
    });
  stopAuthListener();
  startAuthListener();
}

function failureMessage(error: unknown): { message: string; code: string | null } {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as {
    message?: unknown;
    code?: unknown;
  };
  const message =
    typeof failure.message === 'string' && failure.message.trim() !== ''
      ? failure.message
      : LOGIN_FAILED_MESSAGE;
  return { message, code: typeof failure.code === 'string' ? failure.code : null };
}

/**
 * Signs in with email and password. Sets the loading flag and clears the error; on success
 * refreshes the ID token, on failure stores the error's message or a default one.
 * The auth listener then applies the signed-in state.
 */
export async function login(email: string, password: string): Promise<boolean> {
  session.loading = true;
  session.error = null;
  session.errorCode = null;
  session.sessionExpired = false;
  try {
    const auth = await loadAuthProvider();
    await auth.signInWithPassword(email, password);
    await auth.refreshIdToken();
    return true;
  } catch (error) {
    const { message, code } = failureMessage(error);
    session.error = message;
    session.errorCode = code;
    return false;
  } finally {
    session.loading = false;
  }
}

/** Whether an error code means the provider rejected the session (not merely the network). */
export function isSessionError(code: unknown): boolean {
  if (typeof code !== 'string') return false;
  if (code === 'unauthenticated') return true;
  return code.startsWith('auth/') && code !== 'auth/network-request-failed';
}

/**
 * The guard's forced auth check: asks the provider whether the signed-in user's session is
 * still valid. An auth error ends the session locally and marks it expired; a network
 * failure keeps the session (the user may be offline). `refresh` asks the provider itself, as
 * when a person comes back to the tab: an account disabled or signed out everywhere meanwhile
 * is found then, not an hour later when the token expires.
 */
export async function verifySession(refresh = false): Promise<void> {
  if (!session.isAuthenticated) return;
  try {
    await (await loadAuthProvider()).verifyCurrentUser(refresh);
  } catch (error) {
    const code = (error as { code?: unknown } | null)?.code;
    if (isSessionError(code)) expireSession();
  }
}

/**
 * Re-reads the signed-in user's roles and verification after a change the auth listener does
 * not report (email verified, invitation accepted).
 */
export async function refreshSignedInUser(user: AuthUser): Promise<void> {
  const mine = generation;
  const seq = ++callbackCount;
  await applyUser(user, mine, seq);
}

/** Back to the initial state with no listener; for tests. */
export function resetSession(product: Product = 'smm'): void {
  stopAuthListener();
  Object.assign(session, initialState(product));
  callbackCount = 0;
  signingOutUid = null;
  readyWaiters = [];
}

/** Ends the session locally because the provider no longer accepts it; the guard then sends the user to sign in again. */
export function expireSession(): void {
  signOut();
  session.sessionExpired = true;
}
