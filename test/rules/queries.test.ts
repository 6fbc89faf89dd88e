// The list query shapes the app uses, and the ones that must fail. Rules are not filters: a
// query is allowed only when its own filters prove every result readable.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ActorName } from './actors';
import { as, attempt, startEnv, stopEnv } from './env';
import { RULES_PROJECTS } from './projects';
import { type Firestore, seed } from './world';

let env: RulesTestEnvironment;

beforeAll(async () => {
  env = await startEnv(RULES_PROJECTS.queries);
  await seed(env);
});

afterAll(async () => {
  await stopEnv(env);
});

const MEMBER_ROLES = ['owner', 'editor', 'approver', 'viewer'];
const ROLE_VALUES = ['user', 'admin', 'super_admin', 'saas_admin'];

interface QueryCase {
  who: ActorName;
  sentence: string;
  query: (db: Firestore) => Promise<unknown>;
  allowed: boolean;
  /** When allowed: how many documents the query must return. */
  size?: number;
}

const run = (query: (db: Firestore) => Promise<unknown>) => query;

function queryTable(title: string, cases: QueryCase[]): void {
  describe(title, () => {
    for (const c of cases) {
      it(c.sentence, async () => {
        let size = -1;
        const result = await as(env, c.who, (context) =>
          attempt(
            (async () => {
              const snapshot = (await c.query(context.firestore())) as { size: number };
              size = snapshot.size;
            })(),
          ),
        );
        expect(result.allowed, result.message).toBe(c.allowed);
        if (c.allowed && c.size !== undefined) expect(size).toBe(c.size);
      });
    }
  });
}

queryTable('workspaces: members find theirs by a membership query', [
  {
    who: 'user',
    sentence: 'a user lists the workspaces they are a member of',
    query: run((db) =>
      db.collection('workspaces').where('members.alice', 'in', MEMBER_ROLES).get(),
    ),
    allowed: true,
    size: 1,
  },
  {
    who: 'approver',
    sentence: 'a client approver lists the client workspaces they approve for',
    query: run((db) => db.collection('workspaces').where('members.carol', '==', 'approver').get()),
    allowed: true,
    size: 1,
  },
  {
    who: 'otherUser',
    sentence: "a user cannot list another user's workspaces by querying that user's membership",
    query: run((db) =>
      db.collection('workspaces').where('members.alice', 'in', MEMBER_ROLES).get(),
    ),
    allowed: false,
  },
  {
    who: 'user',
    sentence: 'a user cannot list every workspace',
    query: run((db) => db.collection('workspaces').get()),
    allowed: false,
  },
  {
    who: 'connectAdmin',
    sentence: 'a connect admin cannot list the smm workspaces',
    query: run((db) => db.collection('workspaces').where('product', '==', 'smm').get()),
    allowed: false,
  },
]);

queryTable('users: product admins list the users of their product', [
  {
    who: 'smmAdmin',
    sentence: 'an smm admin lists the users holding an smm role',
    query: run((db) => db.collection('users').where('roles.smm', 'in', ROLE_VALUES).get()),
    allowed: true,
  },
  {
    who: 'connectAdmin',
    sentence: 'a connect admin lists the users holding a connect role',
    query: run((db) => db.collection('users').where('roles.connect', 'in', ROLE_VALUES).get()),
    allowed: true,
  },
  {
    who: 'legacyAdmin',
    sentence: 'a legacy-role-only admin lists the users holding an smm role',
    query: run((db) => db.collection('users').where('roles.smm', '==', 'user').get()),
    allowed: true,
  },
  {
    who: 'connectAdmin',
    sentence: 'a connect admin cannot list the users holding an smm role',
    query: run((db) => db.collection('users').where('roles.smm', 'in', ROLE_VALUES).get()),
    allowed: false,
  },
  {
    who: 'smmAdmin',
    sentence: 'an smm admin cannot list users unfiltered',
    query: run((db) => db.collection('users').get()),
    allowed: false,
  },
  {
    who: 'user',
    sentence: 'a user cannot list the users holding an smm role',
    query: run((db) => db.collection('users').where('roles.smm', '==', 'user').get()),
    allowed: false,
  },
  {
    who: 'anonymous',
    sentence: 'an anonymous visitor cannot list users',
    query: run((db) => db.collection('users').where('roles.smm', '==', 'user').get()),
    allowed: false,
  },
]);

queryTable('posts: queries stay inside the workspace', [
  {
    who: 'user',
    sentence: 'a user lists the drafts of their workspace',
    query: run((db) => db.collection('workspaces/wsA/posts').where('status', '==', 'draft').get()),
    allowed: true,
    size: 1,
  },
  {
    who: 'approver',
    sentence: "a client approver cannot list an smm workspace's posts",
    query: run((db) => db.collection('workspaces/wsA/posts').get()),
    allowed: false,
  },
  {
    who: 'superAdmin',
    sentence: 'a super_admin cannot read posts across workspaces by a collection group query',
    query: run((db) => db.collectionGroup('posts').get()),
    allowed: false,
  },
]);

queryTable('plans and catalogue: visitors see only what is published', [
  {
    who: 'anonymous',
    sentence: 'an anonymous visitor lists the active plans',
    query: run((db) => db.collection('plans').where('active', '==', true).get()),
    allowed: true,
    size: 1,
  },
  {
    who: 'anonymous',
    sentence: 'an anonymous visitor cannot list every plan',
    query: run((db) => db.collection('plans').get()),
    allowed: false,
  },
  {
    who: 'user',
    sentence: 'a user cannot list the inactive plans',
    query: run((db) => db.collection('plans').where('active', '==', false).get()),
    allowed: false,
  },
  {
    who: 'anonymous',
    sentence: 'an anonymous visitor cannot list every team profile',
    query: run((db) => db.collection('team').get()),
    allowed: false,
  },
  {
    who: 'anonymous',
    sentence: 'an anonymous visitor lists the public team profiles',
    query: run((db) => db.collection('team').where('public', '==', true).get()),
    allowed: true,
    size: 1,
  },
]);

queryTable('serviceRequests: clients see their workspace’s requests only', [
  {
    who: 'otherUser',
    sentence: "a user cannot list another workspace's service requests",
    query: run((db) => db.collection('serviceRequests').where('workspaceId', '==', 'wsC').get()),
    allowed: false,
  },
  {
    who: 'approver',
    sentence: 'a client approver cannot list every service request',
    query: run((db) => db.collection('serviceRequests').get()),
    allowed: false,
  },
]);

queryTable("invitations: owners see their workspace's, admins their product's", [
  {
    who: 'user',
    sentence: 'a workspace owner lists the member invitations of their workspace',
    query: run((db) =>
      db
        .collection('invitations')
        .where('workspaceId', '==', 'wsA')
        .where('kind', '==', 'member')
        .get(),
    ),
    allowed: true,
    size: 1,
  },
  {
    who: 'otherUser',
    sentence: "a user cannot list the invitations of someone else's workspace",
    query: run((db) =>
      db
        .collection('invitations')
        .where('workspaceId', '==', 'wsA')
        .where('kind', '==', 'member')
        .get(),
    ),
    allowed: false,
  },
  {
    who: 'connectAdmin',
    sentence: 'a connect admin lists the connect invitations',
    query: run((db) => db.collection('invitations').where('product', '==', 'connect').get()),
    allowed: true,
    size: 1,
  },
  {
    who: 'connectAdmin',
    sentence: 'a connect admin cannot list the smm invitations',
    query: run((db) => db.collection('invitations').where('product', '==', 'smm').get()),
    allowed: false,
  },
  {
    who: 'user',
    sentence: 'a workspace owner cannot list staff invitations',
    query: run((db) => db.collection('invitations').where('kind', '==', 'staff').get()),
    allowed: false,
  },
]);
