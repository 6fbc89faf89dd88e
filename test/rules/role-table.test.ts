// The role table (role-table.ts) checked three ways: against model/roles.ts, against the
// rules' own role functions (through a test-only probe block), and through real collections
// whose access depends on those functions (private settings for super admins, inactive plans
// for admins).
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { isAdminOfProduct } from '@model/admin-reach';
import { currentRoleFor, isAdmin, isSuperAdmin, productRolesFromUserDoc } from '@model/roles';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allRoles, isAdminFor } from '../../functions/src/domain/caller';
import { asAccount, isAllowed, startEnv, stopEnv } from './env';
import { ROLE_PROBE_PROJECT, RULES_PROJECTS } from './projects';
import { probeRules } from './role-probe';
import { ADMIN_SCOPE_TABLE, ROLE_TABLE, type Role, type RoleRow } from './role-table';
import { type DocData, seed, world } from './world';

const uidOf = (index: number) => `role-row-${index}`;
const claims = (index: number) => ({ email: `${uidOf(index)}@example.com`, email_verified: true });
const title = (row: RoleRow) =>
  `${row.case} (${JSON.stringify(row.stored)} on ${row.product}): current role ${row.expected.currentRole}, ` +
  `${row.expected.isAdmin ? 'admin' : 'not admin'}, ${row.expected.isSuperAdmin ? 'super admin' : 'not super admin'}`;

function rowUsers(): Record<string, DocData> {
  return Object.fromEntries(ROLE_TABLE.map((row, index) => [`users/${uidOf(index)}`, row.stored]));
}

const scopeUid = (index: number) => `scope-row-${index}`;
function scopeUsers(): Record<string, DocData> {
  return Object.fromEntries(
    ADMIN_SCOPE_TABLE.map((row, index) => [`users/${scopeUid(index)}`, row.stored]),
  );
}

describe('admin scope: the app module and the functions give every answer of the table', () => {
  ADMIN_SCOPE_TABLE.forEach((row) => {
    it(`${row.case}: admin of ${JSON.stringify(row.adminOf)}`, () => {
      const caller = { uid: 'u', email: null, doc: row.stored };
      expect({
        smm: isAdminFor(caller, 'smm'),
        connect: isAdminFor(caller, 'connect'),
      }).toEqual(row.adminOf);
      const roles = allRoles(row.stored);
      expect({
        smm: isAdminOfProduct(roles, 'smm'),
        connect: isAdminOfProduct(roles, 'connect'),
      }).toEqual(row.adminOf);
    });
  });
});

describe('role table: model/roles.ts gives every decision of the table', () => {
  ROLE_TABLE.forEach((row) => {
    it(title(row), () => {
      const roles = productRolesFromUserDoc(row.stored, row.product);
      const current = currentRoleFor(roles, row.product);
      expect({
        currentRole: current,
        isAdmin: isAdmin(current, roles),
        isSuperAdmin: isSuperAdmin(roles),
      }).toEqual(row.expected);
    });
  });
});

describe('role table: the role functions of firestore.rules give every decision of the table', () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    env = await startEnv(ROLE_PROBE_PROJECT, { firestoreRules: probeRules() });
    await seed(env, { ...rowUsers(), ...scopeUsers() });
  });

  afterAll(async () => {
    await stopEnv(env);
  });

  const ask = (index: number, question: string, answer: string) =>
    asAccount(env, uidOf(index), claims(index), (c) =>
      isAllowed(c.firestore().doc(`roleProbe/${question}/answers/${answer}`).get()),
    );

  /** What the rules answered, for a readable failure. */
  async function rulesAnswer(
    index: number,
    question: string,
    answers: readonly string[],
  ): Promise<string> {
    for (const answer of answers) if (await ask(index, question, answer)) return answer;
    return '(no answer allowed)';
  }

  const ROLES: readonly Role[] = ['user', 'admin', 'super_admin', 'saas_admin'];

  ADMIN_SCOPE_TABLE.forEach((row, index) => {
    it(`admin scope: ${row.case}`, async () => {
      const answer = async (question: string) =>
        asAccount(env, scopeUid(index), { email: `${scopeUid(index)}@example.com` }, (c) =>
          isAllowed(c.firestore().doc(`roleProbe/${question}/answers/true`).get()),
        );
      expect({
        smm: await answer('adminOf-smm'),
        connect: await answer('adminOf-connect'),
      }).toEqual(row.adminOf);
    });
  });

  ROLE_TABLE.forEach((row, index) => {
    it(title(row), async () => {
      const answers = {
        currentRole: await rulesAnswer(index, `current-${row.product}`, ROLES),
        isAdmin: (await rulesAnswer(index, 'isAdmin', ['true', 'false'])) === 'true',
        isSuperAdmin: (await rulesAnswer(index, 'isSuperAdmin', ['true', 'false'])) === 'true',
      };
      expect(answers).toEqual(row.expected);
    });
  });
});

describe('role table: real collections open exactly to the admins and super admins of the table', () => {
  let env: RulesTestEnvironment;

  beforeAll(async () => {
    env = await startEnv(RULES_PROJECTS.roleCollections);
    const all = world();
    await seed(env, {
      ...rowUsers(),
      'settings/billing': all['settings/billing'] as DocData,
      'plans/smm-2019': all['plans/smm-2019'] as DocData,
      'plans/connect-2019': all['plans/connect-2019'] as DocData,
    });
  });

  afterAll(async () => {
    await stopEnv(env);
  });

  const can = (index: number, path: string) =>
    asAccount(env, uidOf(index), claims(index), (c) => isAllowed(c.firestore().doc(path).get()));

  ROLE_TABLE.forEach((row, index) => {
    it(`${row.case}: reads private settings only if super admin, inactive plans only if admin`, async () => {
      const superAdmin = await can(index, 'settings/billing');
      const admin =
        (await can(index, 'plans/smm-2019')) || (await can(index, 'plans/connect-2019'));
      expect({ isAdmin: admin, isSuperAdmin: superAdmin }).toEqual({
        isAdmin: row.expected.isAdmin,
        isSuperAdmin: row.expected.isSuperAdmin,
      });
    });
  });
});
