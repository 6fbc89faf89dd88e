// Escalation attempts that must fail: a user writing their own role (the most common breach of
// a Firebase app), an admin granting super_admin, clients writing server-owned post fields.
// Each denial is paired with the nearest allowed request, so a rule that denies everything
// cannot pass these tests.
import type { RulesTestContext, RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { as, asAccount, isAllowed, startEnv, stopEnv } from './env';
import { RULES_PROJECTS } from './projects';
import { restore, seed, serverTime } from './world';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startEnv(RULES_PROJECTS.escalation);
  await seed(env);
});

afterAll(async () => {
  await stopEnv(env);
});

const ALICE = 'users/alice';

describe('users: a user cannot give themselves a role', () => {
  beforeEach(() => restore(env, [ALICE, 'users/newcomer']));

  it('a user can update their own profile fields (the baseline the denials below differ from)', async () => {
    const ok = await as(env, 'user', (c) =>
      isAllowed(c.firestore().doc(ALICE).update({ displayName: 'Al', updatedAt: serverTime() })),
    );
    expect(ok).toBe(true);
  });

  for (const [field, value] of [
    ['roles.smm', 'admin'],
    ['roles.connect', 'super_admin'],
    ['roles', { smm: 'super_admin', connect: 'super_admin' }],
    ['role', 'admin'],
    ['disabled', true],
  ] as const) {
    it(`a user cannot set ${field} on their own document by update`, async () => {
      const ok = await as(env, 'user', (c) =>
        isAllowed(
          c
            .firestore()
            .doc(ALICE)
            .update({ [field]: value, updatedAt: serverTime() }),
        ),
      );
      expect(ok).toBe(false);
    });
  }

  for (const [label, patch] of [
    ['roles.smm', { roles: { smm: 'admin' } }],
    ['roles.connect', { roles: { connect: 'admin' } }],
    ['role', { role: 'super_admin' }],
  ] as const) {
    it(`a user cannot set ${label} on their own document by set with merge`, async () => {
      const ok = await as(env, 'user', (c) =>
        isAllowed(
          c
            .firestore()
            .doc(ALICE)
            .set({ ...patch, displayName: 'Al', updatedAt: serverTime() }, { merge: true }),
        ),
      );
      expect(ok).toBe(false);
    });
  }

  it('a user cannot drop their roles map by overwriting their document (set without merge)', async () => {
    const ok = await as(env, 'user', (c) =>
      isAllowed(
        c.firestore().doc(ALICE).set({
          displayName: 'Al',
          role: 'admin',
          createdAt: serverTime(),
          updatedAt: serverTime(),
        }),
      ),
    );
    expect(ok).toBe(false);
  });

  const NEWCOMER = { uid: 'newcomer', email: 'newcomer@example.com' };
  const profile = () => ({
    email: NEWCOMER.email,
    displayName: 'New',
    locale: 'fr',
    timeZone: 'Europe/Paris',
    createdAt: serverTime(),
    updatedAt: serverTime(),
  });
  const asNewcomer = <T>(fn: (c: RulesTestContext) => Promise<T>) =>
    asAccount(env, NEWCOMER.uid, { email: NEWCOMER.email, email_verified: true }, fn);

  it('a new account can create its own users document with profile fields only', async () => {
    const ok = await asNewcomer((c) =>
      isAllowed(c.firestore().doc('users/newcomer').set(profile())),
    );
    expect(ok).toBe(true);
  });

  for (const [label, extra] of [
    ['roles.smm', { roles: { smm: 'admin' } }],
    ['roles.connect', { roles: { connect: 'saas_admin' } }],
    ['role', { role: 'superadmin' }],
    ['disabled', { disabled: false }],
  ] as const) {
    it(`a new account cannot create its users document with ${label}`, async () => {
      const ok = await asNewcomer((c) =>
        isAllowed(
          c
            .firestore()
            .doc('users/newcomer')
            .set({ ...profile(), ...extra }),
        ),
      );
      expect(ok).toBe(false);
    });
  }

  it('a new account cannot claim an e-mail address that is not its own', async () => {
    const ok = await asNewcomer((c) =>
      isAllowed(
        c
          .firestore()
          .doc('users/newcomer')
          .set({ ...profile(), email: 'sue@example.com' }),
      ),
    );
    expect(ok).toBe(false);
  });
});

describe('users: an account without a users document holds no role', () => {
  it('an account whose users document does not exist yet cannot read an inactive plan', async () => {
    const ok = await asAccount(
      env,
      'stranger',
      { email: 'stranger@example.com', email_verified: true },
      (c) => isAllowed(c.firestore().doc('plans/smm-2019').get()),
    );
    expect(ok).toBe(false);
  });
});

describe('users: admins cannot grant roles directly', () => {
  beforeEach(() => restore(env, [ALICE, 'users/sam', 'users/sue']));

  it('an smm admin cannot grant super_admin to a user', async () => {
    const ok = await as(env, 'smmAdmin', (c) =>
      isAllowed(
        c.firestore().doc(ALICE).update({ 'roles.smm': 'super_admin', updatedAt: serverTime() }),
      ),
    );
    expect(ok).toBe(false);
  });

  it('an smm admin cannot promote themselves to super_admin', async () => {
    const ok = await as(env, 'smmAdmin', (c) =>
      isAllowed(
        c
          .firestore()
          .doc('users/sam')
          .update({ 'roles.smm': 'super_admin', updatedAt: serverTime() }),
      ),
    );
    expect(ok).toBe(false);
  });

  it('an smm admin cannot give themselves a connect role', async () => {
    const ok = await as(env, 'smmAdmin', (c) =>
      isAllowed(
        c
          .firestore()
          .doc('users/sam')
          .update({ 'roles.connect': 'admin', updatedAt: serverTime() }),
      ),
    );
    expect(ok).toBe(false);
  });

  it('a super_admin cannot grant super_admin by writing the document (only through the callable)', async () => {
    const ok = await as(env, 'superAdmin', (c) =>
      isAllowed(
        c.firestore().doc(ALICE).update({ 'roles.smm': 'super_admin', updatedAt: serverTime() }),
      ),
    );
    expect(ok).toBe(false);
  });

  it('a super_admin cannot disable a user by writing the document', async () => {
    const ok = await as(env, 'superAdmin', (c) =>
      isAllowed(c.firestore().doc(ALICE).update({ disabled: true, updatedAt: serverTime() })),
    );
    expect(ok).toBe(false);
  });
});

describe('posts: server-owned fields stay the server’s', () => {
  const DRAFT = 'workspaces/wsA/posts/draftA';
  beforeEach(() => restore(env, [DRAFT, 'workspaces/wsA/posts/forged']));

  for (const [field, value] of [
    ['status', 'published'],
    ['status', 'in_review'],
    ['results', { chA: { status: 'published', externalId: 'x' } }],
    ['lease', { owner: 'worker-1', expiresAt: 1 }],
    ['publishing', true],
    ['approval', { decision: 'approved', decidedBy: 'alice' }],
    ['authorUid', 'bob'],
    ['createdAt', 'yesterday'],
  ] as const) {
    it(`the owner of a workspace cannot write ${field} of a draft post`, async () => {
      const ok = await as(env, 'user', (c) =>
        isAllowed(
          c
            .firestore()
            .doc(DRAFT)
            .update({ [field]: value, updatedAt: serverTime() }),
        ),
      );
      expect(ok).toBe(false);
    });
  }

  it('the owner of a workspace cannot create a post with results or a lease', async () => {
    const ok = await as(env, 'user', (c) =>
      isAllowed(
        c
          .firestore()
          .doc('workspaces/wsA/posts/forged')
          .set({
            authorUid: 'alice',
            text: 'x',
            channelIds: [],
            status: 'draft',
            results: { chA: { status: 'published' } },
            lease: null,
            createdAt: serverTime(),
            updatedAt: serverTime(),
          }),
      ),
    );
    expect(ok).toBe(false);
  });

  it('the owner of a workspace cannot create a post in someone else’s name', async () => {
    const ok = await as(env, 'user', (c) =>
      isAllowed(
        c.firestore().doc('workspaces/wsA/posts/forged').set({
          authorUid: 'bob',
          text: 'x',
          channelIds: [],
          status: 'draft',
          createdAt: serverTime(),
          updatedAt: serverTime(),
        }),
      ),
    );
    expect(ok).toBe(false);
  });

  it('a client approver cannot approve a post by writing its status', async () => {
    await restore(env, ['workspaces/wsC/posts/reviewC']);
    const ok = await as(env, 'approver', (c) =>
      isAllowed(
        c
          .firestore()
          .doc('workspaces/wsC/posts/reviewC')
          .update({ status: 'approved', updatedAt: serverTime() }),
      ),
    );
    expect(ok).toBe(false);
  });
});

describe('queries: rules are not filters', () => {
  it('a user cannot list users unfiltered', async () => {
    const ok = await as(env, 'user', (c) => isAllowed(c.firestore().collection('users').get()));
    expect(ok).toBe(false);
  });

  it('a user cannot list users by a filter on their own e-mail either', async () => {
    const ok = await as(env, 'user', (c) =>
      isAllowed(c.firestore().collection('users').where('email', '==', 'alice@example.com').get()),
    );
    expect(ok).toBe(false);
  });

  it("a user cannot read another workspace's posts by query", async () => {
    const ok = await as(env, 'user', (c) =>
      isAllowed(c.firestore().collection('workspaces/wsB/posts').get()),
    );
    expect(ok).toBe(false);
  });

  it("a user cannot read another workspace's posts by a collection group query", async () => {
    const ok = await as(env, 'user', (c) =>
      isAllowed(c.firestore().collectionGroup('posts').where('authorUid', '==', 'bob').get()),
    );
    expect(ok).toBe(false);
  });

  it("a user can read their own workspace's posts by query (the baseline)", async () => {
    const ok = await as(env, 'user', (c) =>
      isAllowed(c.firestore().collection('workspaces/wsA/posts').get()),
    );
    expect(ok).toBe(true);
  });
});
