// The signed-in state and its auth state machine as a valtio proxy
// with module-level actions. Components read snapshots of `session`; only these actions
// write it.

import { proxy } from 'valtio/vanilla';
import {
  listenToAuth,
  refreshIdToken,
  signInWithPassword,
  signOutProvider,
  verifyCurrentUser,
} from '../firebase/auth';
import { readUserDoc } from '../firebase/users';
import type { AuthUser } from '../lib/auth-port';
import {
  currentRoleFor,
  type ProductRoles,
  productRolesFromUserDoc,
  type Role,
} from '../lib/roles';
import type { Product } from '../lib/variant';
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

let unsubscribe: (() => void) | null = null;
// Every (re)start of the listener gets a new generation, so a users-document read that
// finishes after a restart or a newer callback cannot overwrite newer state.
let generation = 0;
let callbackCount = 0;
// While the provider sign-out is still in flight, the restarted listener may report the
// old user once more; that report must not sign them back in.
let signingOutUid: string | null = null;
let readyWaiters: (() => void)[] = [];

function markReady(): void {
  if (session.authStatus === 'ready') return;
  session.authStatus = 'ready';
  const waiters = readyWaiters;
  readyWaiters = [];
  for (const resolve of waiters) resolve();
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
  if (unsubscribe) return;
  const mine = ++generation;
  unsubscribe = listenToAuth((user) => {
    const seq = ++callbackCount;
    void applyUser(user, mine, seq).finally(() => {
      if (mine === generation) markReady();
    });
  });
}

export function stopAuthListener(): void {
  unsubscribe?.();
  unsubscribe = null;
  generation++;
}

/** Resolves once the first auth-state callback has been handled. */
export function whenAuthReady(): Promise<void> {
  if (session.authStatus === 'ready') return Promise.resolve();
  return new Promise((resolve) => readyWaiters.push(resolve));
}

/**
 * Clears the local state at once, then signs the provider out without waiting for it,
 * then restarts the auth listener.
 */
export function signOut(): void {
  const uid = session.uid;
  clearSignedInState();
  signingOutUid = uid;
  void signOutProvider()
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
    await signInWithPassword(email, password);
    await refreshIdToken();
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
 * failure keeps the session (the user may be offline).
 */
export async function verifySession(): Promise<void> {
  if (!session.isAuthenticated) return;
  try {
    await verifyCurrentUser();
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
