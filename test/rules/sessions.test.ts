// Ended sessions: a disabled account, or a session begun before the server ended the account's
// sessions (users/{uid}.sessionsValidAfter, when its password was removed or it was disabled),
// reads and writes nothing, although its ID token is still valid (storage.test.ts checks
// storage.rules, whose firestore.get() reads the storage suite's project).
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAccount, attempt, startEnv, stopEnv } from './env';
import { RULES_PROJECTS } from './projects';
import { seed } from './world';

let env: RulesTestEnvironment;
const nowSeconds = Math.floor(Date.now() / 1000);
const later = nowSeconds + 3600;

beforeAll(async () => {
  env = await startEnv(RULES_PROJECTS.sessions);
  await seed(env, {
    'users/live': { roles: { connect: 'admin' } },
    'users/off': { roles: { connect: 'admin' }, disabled: true },
    'users/ended': { roles: { connect: 'admin' }, sessionsValidAfter: later },
    'workspaces/w1': {
      name: 'W',
      product: 'connect',
      members: { live: 'owner', off: 'owner', ended: 'owner' },
    },
  });
});

afterAll(() => stopEnv(env));

const claims = (uid: string, authTime?: number) => ({
  email: `${uid}@example.com`,
  email_verified: true,
  ...(authTime === undefined ? {} : { auth_time: authTime }),
});

const readWorkspace = (uid: string, authTime?: number) =>
  asAccount(env, uid, claims(uid, authTime), (c) =>
    attempt(c.firestore().doc('workspaces/w1').get()),
  );

describe('firestore: ended sessions', () => {
  it('lets an enabled account whose sessions were never ended read its workspace', async () => {
    expect((await readWorkspace('live')).allowed).toBe(true);
  });

  it('refuses a disabled account, even an owner and admin with a valid token', async () => {
    expect((await readWorkspace('off')).allowed).toBe(false);
    expect(
      (
        await asAccount(env, 'off', claims('off'), (c) =>
          attempt(c.firestore().doc('users/off').get()),
        )
      ).allowed,
    ).toBe(false);
  });

  it('refuses a token from a sign-in before the sessions were ended, and accepts a later one', async () => {
    expect((await readWorkspace('ended')).allowed).toBe(false);
    expect((await readWorkspace('ended', later)).allowed).toBe(true);
  });
});
