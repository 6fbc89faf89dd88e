// Test environments on the suite's emulator (started by global-setup.ts) and the helpers every
// rules test uses: a context per actor made inside the test, and a yes/no view of a request.
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import {
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { inject } from 'vitest';
import { type Actor, type ActorName, actor } from './actors';

export const FIRESTORE_RULES = readFileSync(resolve('firestore.rules'), 'utf8');
export const STORAGE_RULES = readFileSync(resolve('storage.rules'), 'utf8');

export interface EnvOptions {
  /** Rules text to load instead of firestore.rules (the role probe only). */
  firestoreRules?: string;
  storage?: boolean;
}

export function startEnv(
  projectId: string,
  options: EnvOptions = {},
): Promise<RulesTestEnvironment> {
  const { host, firestorePort, storagePort } = inject('rulesEmulator');
  return initializeTestEnvironment({
    projectId,
    firestore: { host, port: firestorePort, rules: options.firestoreRules ?? FIRESTORE_RULES },
    ...(options.storage ? { storage: { host, port: storagePort, rules: STORAGE_RULES } } : {}),
  });
}

/**
 * Contexts are made once per account and claims in each file and reused by its tests: a new
 * context opens a new connection (about 200 ms against 20 ms for a request on an open one), and
 * the matrix alone has some 1,700 cells. A context carries no state between requests (no
 * listeners, reads go to the server), so reuse cannot leak one test's outcome into another.
 */
const contexts = new WeakMap<RulesTestEnvironment, Map<string, RulesTestContext>>();

function cachedContext(
  env: RulesTestEnvironment,
  key: string,
  make: () => RulesTestContext,
): RulesTestContext {
  let byKey = contexts.get(env);
  if (!byKey) {
    byKey = new Map();
    contexts.set(env, byKey);
  }
  let context = byKey.get(key);
  if (!context) {
    context = make();
    byKey.set(key, context);
  }
  return context;
}

/** The context an actor's requests are made in: their uid and verified e-mail, or none. */
export function contextFor(
  env: RulesTestEnvironment,
  who: Actor | ActorName,
  claims: Record<string, unknown> = {},
): RulesTestContext {
  const a = typeof who === 'string' ? actor(who) : who;
  const uid = a.uid;
  if (uid === null) return cachedContext(env, 'anonymous', () => env.unauthenticatedContext());
  const token = { email: a.email ?? undefined, email_verified: true, ...claims };
  return cachedContext(env, `${uid} ${JSON.stringify(token)}`, () =>
    env.authenticatedContext(uid, token),
  );
}

/** Runs fn as an actor. */
export function as<T>(
  env: RulesTestEnvironment,
  who: Actor | ActorName,
  fn: (context: RulesTestContext) => Promise<T>,
  claims: Record<string, unknown> = {},
): Promise<T> {
  return fn(contextFor(env, who, claims));
}

/** Like as(), for an account that is none of the matrix actors (a newcomer, a role-table row). */
export function asAccount<T>(
  env: RulesTestEnvironment,
  uid: string,
  claims: Record<string, unknown>,
  fn: (context: RulesTestContext) => Promise<T>,
): Promise<T> {
  return fn(
    cachedContext(env, `${uid} ${JSON.stringify(claims)}`, () =>
      env.authenticatedContext(uid, claims),
    ),
  );
}

const owners = new WeakMap<
  RulesTestEnvironment,
  { context: RulesTestContext; release: () => void }
>();

/**
 * A rules-disabled context that stays open for the file (withSecurityRulesDisabled keeps its
 * context valid until the callback settles), for seeding and for putting documents back.
 */
export async function ownerContext(env: RulesTestEnvironment): Promise<RulesTestContext> {
  const open = owners.get(env);
  if (open) return open.context;
  return new Promise<RulesTestContext>((resolve, reject) => {
    env
      .withSecurityRulesDisabled(
        (context) =>
          new Promise<void>((release) => {
            owners.set(env, { context, release });
            resolve(context);
          }),
      )
      .catch(reject);
  });
}

/** Releases the owner context and every actor context, then the environment. */
export async function stopEnv(env: RulesTestEnvironment | undefined): Promise<void> {
  if (!env) return;
  owners.get(env)?.release();
  owners.delete(env);
  contexts.delete(env);
  await env.cleanup();
}

function isPermissionDenied(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, message } = error as { code?: unknown; message?: unknown };
  const c = typeof code === 'string' ? code.toLowerCase() : '';
  const m = typeof message === 'string' ? message.toLowerCase() : '';
  return (
    c === 'permission-denied' ||
    c === 'storage/unauthorized' ||
    c === 'storage/unauthenticated' ||
    m.includes('permission_denied') ||
    m.includes('permission denied')
  );
}

export interface Attempt {
  allowed: boolean;
  /** The denial message (it names the rule and line), for the failure report. */
  message: string;
}

/** Like isAllowed, keeping the denial message. */
export async function attempt(request: Promise<unknown>): Promise<Attempt> {
  try {
    await request;
    return { allowed: true, message: 'allowed' };
  } catch (error) {
    if (isPermissionDenied(error)) return { allowed: false, message: String(error) };
    throw error;
  }
}

/**
 * true when the request succeeds, false when the rules deny it; any other failure is rethrown,
 * so a broken emulator never passes as a denial.
 */
export async function isAllowed(request: Promise<unknown>): Promise<boolean> {
  try {
    await request;
    return true;
  } catch (error) {
    if (isPermissionDenied(error)) return false;
    throw error;
  }
}
