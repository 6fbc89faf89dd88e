// The unified inbox (workspaces/{id}/conversations, .../notes, .../inboxItems): only the functions
// write it; owners, editors and agency staff read all of it; an approver (the client) reads only
// the conversations and items shown to them, and asks for exactly those; viewers and strangers
// read nothing; internal notes stay with the team. The reads follow INBOX_ROLES
// (model/capabilities.ts), checked here against the rules.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { mayOnInbox, workspaceActor } from '@model/capabilities';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAccount, isAllowed, ownerContext, startEnv, stopEnv } from './env';
import { RULES_PROJECTS } from './projects';

let env: RulesTestEnvironment;

const WS = 'workspaces/wsI';
const people = {
  owner: { roles: { smm: 'user' } },
  editor: { roles: { smm: 'user' } },
  approver: { roles: { smm: 'user' } },
  viewer: { roles: { smm: 'user' } },
  staff: { roles: { smm: 'admin' } },
  stranger: { roles: { smm: 'user' } },
} as const;
type Person = keyof typeof people;
const members = { owner: 'owner', editor: 'editor', approver: 'approver', viewer: 'viewer' };

const conversation = (shared: boolean) => ({ network: 'sandbox', status: 'open', shared });
const item = (conversationId: string, shared: boolean) => ({
  network: 'sandbox',
  conversationId,
  text: 'Love it',
  shared,
});

beforeAll(async () => {
  env = await startEnv(RULES_PROJECTS.inbox);
  const db = (await ownerContext(env)).firestore();
  for (const [uid, doc] of Object.entries(people)) await db.doc(`users/${uid}`).set(doc);
  await db.doc(WS).set({
    name: 'Inbox Co',
    product: 'smm',
    ownerUid: 'owner',
    members,
    channelIds: [],
  });
  await db.doc(`${WS}/conversations/shown`).set(conversation(true));
  await db.doc(`${WS}/conversations/hidden`).set(conversation(false));
  await db.doc(`${WS}/conversations/shown/notes/n1`).set({ authorUid: 'editor', text: 'Hm' });
  await db.doc(`${WS}/inboxItems/sandbox:shown-1`).set(item('shown', true));
  await db.doc(`${WS}/inboxItems/sandbox:hidden-1`).set(item('hidden', false));
});

afterAll(() => stopEnv(env));

type Db = ReturnType<ReturnType<RulesTestEnvironment['authenticatedContext']>['firestore']>;
const can = (who: Person, run: (db: Db) => Promise<unknown>) =>
  asAccount(env, who, { email: `${who}@example.com`, email_verified: true }, (context) =>
    isAllowed(run(context.firestore())),
  );
const actorOf = (who: Person) =>
  workspaceActor(members[who as keyof typeof members] ?? null, people[who].roles, 'smm');

describe('inbox: who reads', () => {
  it('the team (owners, editors, staff) reads every conversation, item and note, as INBOX_ROLES says', async () => {
    for (const who of ['owner', 'editor', 'staff'] as const) {
      expect(mayOnInbox(actorOf(who), 'read')).toBe(true);
      expect(await can(who, (db) => db.doc(`${WS}/conversations/hidden`).get())).toBe(true);
      expect(await can(who, (db) => db.collection(`${WS}/conversations`).get())).toBe(true);
      expect(await can(who, (db) => db.collection(`${WS}/inboxItems`).get())).toBe(true);
      expect(await can(who, (db) => db.doc(`${WS}/conversations/shown/notes/n1`).get())).toBe(true);
    }
  });

  it('an approver reads only what was shown to them, asking for exactly that; never a note', async () => {
    expect(mayOnInbox(actorOf('approver'), 'read')).toBe(false);
    expect(mayOnInbox(actorOf('approver'), 'readShared')).toBe(true);
    const shown = (db: Db, path: string) =>
      db.collection(`${WS}/${path}`).where('shared', '==', true).get();
    expect(await can('approver', (db) => db.doc(`${WS}/conversations/shown`).get())).toBe(true);
    expect(await can('approver', (db) => shown(db, 'conversations'))).toBe(true);
    expect(await can('approver', (db) => shown(db, 'inboxItems'))).toBe(true);
    expect(await can('approver', (db) => db.doc(`${WS}/conversations/hidden`).get())).toBe(false);
    expect(await can('approver', (db) => db.doc(`${WS}/inboxItems/sandbox:hidden-1`).get())).toBe(
      false,
    );
    expect(await can('approver', (db) => db.collection(`${WS}/conversations`).get())).toBe(false);
    expect(await can('approver', (db) => db.doc(`${WS}/conversations/shown/notes/n1`).get())).toBe(
      false,
    );
  });

  it('viewers and strangers read nothing of it', async () => {
    for (const who of ['viewer', 'stranger'] as const) {
      expect(mayOnInbox(actorOf(who), 'readShared')).toBe(false);
      expect(await can(who, (db) => db.doc(`${WS}/conversations/shown`).get())).toBe(false);
      expect(await can(who, (db) => db.doc(`${WS}/inboxItems/sandbox:shown-1`).get())).toBe(false);
    }
  });
});

describe('inbox: who writes', () => {
  it('nobody writes conversations, items or notes directly, not even staff', async () => {
    for (const who of ['owner', 'editor', 'staff', 'approver'] as const) {
      expect(
        await can(who, (db) => db.doc(`${WS}/conversations/shown`).update({ status: 'done' })),
      ).toBe(false);
      expect(
        await can(who, (db) => db.doc(`${WS}/inboxItems/sandbox:x`).set(item('shown', true))),
      ).toBe(false);
      expect(
        await can(who, (db) =>
          db.doc(`${WS}/conversations/shown/notes/n2`).set({ authorUid: who, text: 'x' }),
        ),
      ).toBe(false);
    }
  });
});
