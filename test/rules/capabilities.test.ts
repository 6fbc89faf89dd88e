// The capability table of model/capabilities.ts against firestore.rules: for each person in a
// workspace (owner, editor, approver, viewer, agency staff, an admin of the other product) and
// each post status, every write the table allows is accepted by the rules and every write it
// denies is refused. Together with test/functions/capabilities.test.ts (the callables), this is
// what lets the screens show a button exactly when the server would take the action. The
// workspaces of each approval mode (none, optional, required, multi-level) are walked as well,
// through the rules postRulesOf gives them: a mode changes no direct write.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import {
  type MemberRole,
  mayOnPost,
  mayOnRequest,
  type PostAction,
  type PostRules,
  postRulesOf,
  type WorkspaceActor,
  workspaceActor,
} from '@model/capabilities';
import type { ProductRoles } from '@model/roles';
import type { ApprovalMode } from '@model/schemas/approval';
import { POST_STATUSES, type PostStatus } from '@model/schemas/posts/posts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAccount, attempt, ownerContext, startEnv, stopEnv } from './env';
import { RULES_PROJECTS } from './projects';
import { type DocData, serverTime, Timestamp } from './world';

type Product = 'smm' | 'connect';

interface Person {
  uid: string;
  label: string;
  roles: ProductRoles;
  /** Member role per product's workspace. */
  member: MemberRole | null;
}

const PEOPLE: readonly Person[] = [
  {
    uid: 'cap-owner',
    label: 'its owner',
    roles: { smm: 'user', connect: 'user' },
    member: 'owner',
  },
  {
    uid: 'cap-editor',
    label: 'an editor',
    roles: { smm: 'user', connect: 'user' },
    member: 'editor',
  },
  {
    uid: 'cap-approver',
    label: 'an approver (the client)',
    roles: { smm: 'user', connect: 'user' },
    member: 'approver',
  },
  {
    uid: 'cap-viewer',
    label: 'a viewer',
    roles: { smm: 'user', connect: 'user' },
    member: 'viewer',
  },
  { uid: 'cap-smm-admin', label: 'an smm admin', roles: { smm: 'admin' }, member: null },
  { uid: 'cap-connect-admin', label: 'a connect admin', roles: { connect: 'admin' }, member: null },
  { uid: 'cap-super', label: 'a super admin', roles: { smm: 'super_admin' }, member: null },
  { uid: 'cap-stranger', label: 'a stranger', roles: { smm: 'user' }, member: null },
];

const PRODUCTS: readonly Product[] = ['smm', 'connect'];
const created = Timestamp.fromDate(new Date('2026-01-05T10:00:00Z'));
const ws = (product: Product) => `cap-${product}`;
/** Workspaces whose approval mode is not their product's default. */
const MODE_VARIANTS: readonly { id: string; product: Product; mode: ApprovalMode }[] = [
  { id: 'cap-smm-none', product: 'smm', mode: 'none' },
  { id: 'cap-connect-optional', product: 'connect', mode: 'optional' },
  { id: 'cap-smm-required', product: 'smm', mode: 'required' },
  { id: 'cap-smm-multi', product: 'smm', mode: 'multi' },
];
const token = (p: Person) => ({ email: `${p.uid}@example.com`, email_verified: true });
const actorOf = (p: Person, product: Product): WorkspaceActor =>
  workspaceActor(p.member, p.roles, product);

function post(status: PostStatus, wid: string): DocData {
  return {
    authorUid: 'cap-owner',
    text: 'Spring is here',
    channelIds: ['ch1'],
    media: [],
    timeZone: 'Europe/Paris',
    status,
    results: {},
    lease: null,
    createdAt: created,
    updatedAt: created,
    _wid: wid,
  };
}

let env: RulesTestEnvironment;

async function put(path: string, data: DocData): Promise<void> {
  const { _wid, ...rest } = data;
  await (await ownerContext(env)).firestore().doc(path).set(rest);
}

beforeAll(async () => {
  env = await startEnv(RULES_PROJECTS.capabilities);
  for (const p of PEOPLE) {
    await put(`users/${p.uid}`, {
      email: `${p.uid}@example.com`,
      roles: p.roles,
      disabled: false,
      createdAt: created,
      updatedAt: created,
    });
  }
  const workspaces = [
    ...PRODUCTS.map((product) => ({ id: ws(product), product, mode: null })),
    ...MODE_VARIANTS,
  ];
  for (const { id, product, mode } of workspaces) {
    const members = Object.fromEntries(
      PEOPLE.filter((p) => p.member).map((p) => [p.uid, p.member]),
    );
    await put(`workspaces/${id}`, {
      name: `Capabilities ${id}`,
      product,
      ...(mode
        ? { approvalMode: mode, approvalLevels: mode === 'multi' ? ['internal', 'client'] : [] }
        : {}),
      ownerUid: 'cap-owner',
      members,
      // The channels a client's post may name (server-maintained; see firestore.rules).
      channelIds: ['ch1'],
      timeZone: 'Europe/Paris',
      createdAt: created,
      updatedAt: created,
    });
    await put(`workspaces/${id}/channels/ch1`, {
      provider: 'sandbox',
      handle: '@cap',
      displayName: 'Cap',
      status: 'connected',
      createdAt: created,
      updatedAt: created,
    });
  }
  await put('services/svc', { name: { en: 'Care' }, active: true, order: 1 });
  await put('serviceRequests/req', {
    workspaceId: ws('connect'),
    requesterUid: 'cap-approver',
    serviceId: 'svc',
    title: 'New logo',
    status: 'in_progress',
    createdAt: created,
    updatedAt: created,
  });
}, 60_000);

afterAll(async () => {
  await stopEnv(env);
});

/** The direct write each rules-governed action stands for. */
function write(
  db: ReturnType<ReturnType<RulesTestEnvironment['authenticatedContext']>['firestore']>,
  action: PostAction,
  path: string,
  uid: string,
): Promise<unknown> {
  switch (action) {
    case 'create':
      return db.doc(`${path}-new-${uid}`).set({
        authorUid: uid,
        text: 'A new idea',
        channelIds: ['ch1'],
        status: 'draft',
        createdAt: serverTime(),
        updatedAt: serverTime(),
      });
    case 'edit':
      return db.doc(path).update({ text: 'Edited', updatedAt: serverTime() });
    case 'delete':
      return db.doc(path).delete();
    case 'comment':
      return db.collection(`${path}/comments`).add({
        authorUid: uid,
        text: 'Looks good',
        createdAt: serverTime(),
        updatedAt: serverTime(),
      });
    default:
      throw new Error(`${action} is a callable, not a direct write`);
  }
}

const RULES_ACTIONS: readonly PostAction[] = ['create', 'edit', 'delete', 'comment'];

const WALKS: readonly { id: string; product: Product; rules: PostRules; title: string }[] = [
  ...PRODUCTS.map((product) => ({
    id: ws(product),
    product,
    rules: product as PostRules,
    title: `an ${product} workspace`,
  })),
  ...MODE_VARIANTS.map(({ id, product, mode }) => ({
    id,
    product,
    rules: postRulesOf({ product, approvalMode: mode }),
    title: `an ${product} workspace with approval mode ${mode}`,
  })),
];

for (const { id, product, rules, title } of WALKS) {
  describe(`posts of ${title}`, () => {
    for (const status of POST_STATUSES) {
      for (const action of RULES_ACTIONS) {
        if (action === 'create' && status !== 'draft') continue;
        for (const person of PEOPLE) {
          const expected = mayOnPost(actorOf(person, product), action, status, rules);
          it(`${person.label} ${expected ? 'may' : 'may not'} ${action} a ${status} post`, async () => {
            const path = `workspaces/${id}/posts/p-${status}`;
            await put(path, post(status, id));
            const result = await asAccount(env, person.uid, token(person), (context) =>
              attempt(write(context.firestore(), action, path, person.uid)),
            );
            expect(result.allowed, result.message).toBe(expected);
          });
        }
      }
    }
  });
}

describe('service requests of a connect workspace', () => {
  for (const person of PEOPLE) {
    const actor = actorOf(person, 'connect');
    const asPerson = <T>(
      fn: (
        db: ReturnType<ReturnType<RulesTestEnvironment['authenticatedContext']>['firestore']>,
      ) => Promise<T>,
    ) => asAccount(env, person.uid, token(person), (context) => attempt(fn(context.firestore())));

    const mayCreate = mayOnRequest(actor, 'create');
    it(`${person.label} ${mayCreate ? 'may' : 'may not'} ask for work`, async () => {
      const result = await asPerson((db) =>
        db.collection('serviceRequests').add({
          workspaceId: ws('connect'),
          requesterUid: person.uid,
          serviceId: 'svc',
          title: 'A video',
          status: 'new',
          createdAt: serverTime(),
          updatedAt: serverTime(),
        }),
      );
      expect(result.allowed, result.message).toBe(mayCreate);
    });

    const mayRead = mayOnRequest(actor, 'read');
    it(`${person.label} ${mayRead ? 'may' : 'may not'} read a request and its thread`, async () => {
      const request = await asPerson((db) => db.doc('serviceRequests/req').get());
      const thread = await asPerson((db) => db.collection('serviceRequests/req/messages').get());
      expect(request.allowed, request.message).toBe(mayRead);
      expect(thread.allowed, thread.message).toBe(mayRead);
    });

    const mayReply = mayOnRequest(actor, 'reply');
    it(`${person.label} ${mayReply ? 'may' : 'may not'} answer in a request's thread`, async () => {
      const result = await asPerson((db) =>
        db.collection('serviceRequests/req/messages').add({
          authorUid: person.uid,
          text: 'Thanks!',
          createdAt: serverTime(),
          updatedAt: serverTime(),
        }),
      );
      expect(result.allowed, result.message).toBe(mayReply);
    });

    const mayManage = mayOnRequest(actor, 'manage');
    it(`${person.label} ${mayManage ? 'may' : 'may not'} move a request along`, async () => {
      const result = await asPerson((db) =>
        db.doc('serviceRequests/req').update({ status: 'waiting_client', updatedAt: serverTime() }),
      );
      expect(result.allowed, result.message).toBe(mayManage);
    });
  }
});
