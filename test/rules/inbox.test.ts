// The unified inbox (workspaces/{id}/conversations, .../notes, .../inboxItems): only the functions
// write it; owners, editors and agency staff read all of it; an approver (the client) reads only
// the conversations and items shown to them, and asks for exactly those; viewers and strangers
// read nothing; internal notes stay with the team. The reads follow INBOX_ROLES
// (model/capabilities.ts), checked here against the rules. Across workspaces, the conversations
// of a product are a collection group only that product's staff may query.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { mayOnInbox, workspaceActor } from '@model/capabilities';
import type { Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  STAFF_PAGE,
  type StaffFilters,
  type StaffPages,
  watchStaffConversations,
} from '../../src/firebase/inbox/staff-conversations';
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
  otherEditor: { roles: { smm: 'user' } },
  connectStaff: { roles: { connect: 'admin' } },
} as const;
type Person = keyof typeof people;
const members = { owner: 'owner', editor: 'editor', approver: 'approver', viewer: 'viewer' };

const conversation = (shared: boolean, workspaceId = 'wsI', product = 'smm') => ({
  product,
  workspaceId,
  network: 'sandbox',
  status: 'open',
  lastAtMs: 1,
  shared,
});
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
  await db.doc('workspaces/wsO').set({
    name: 'Other Co',
    product: 'smm',
    ownerUid: 'otherEditor',
    members: { otherEditor: 'editor' },
    channelIds: [],
  });
  await db.doc('workspaces/wsO/conversations/theirs').set(conversation(false, 'wsO'));
  await db.doc('workspaces/wsC/conversations/connect').set(conversation(false, 'wsC', 'connect'));
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

describe("inbox: every workspace's conversations (a collection group)", () => {
  const ofProduct = (db: Db, product: string) =>
    db
      .collectionGroup('conversations')
      .where('product', '==', product)
      .orderBy('lastAtMs', 'desc')
      .limit(50)
      .get();

  it("the product's staff query them, and only their product's", async () => {
    expect(await can('staff', (db) => ofProduct(db, 'smm'))).toBe(true);
    expect(await can('staff', (db) => ofProduct(db, 'connect'))).toBe(false);
    expect(await can('connectStaff', (db) => ofProduct(db, 'connect'))).toBe(true);
    // The query must name the product: one that does not is refused even to staff.
    expect(await can('staff', (db) => db.collectionGroup('conversations').limit(50).get())).toBe(
      false,
    );
  });

  it("a client, an editor of another workspace and another product's staff are refused", async () => {
    for (const who of ['approver', 'otherEditor', 'owner', 'connectStaff'] as const) {
      expect(await can(who, (db) => ofProduct(db, 'smm'))).toBe(false);
    }
    // Another product's staff read no single conversation of this product either.
    expect(await can('connectStaff', (db) => db.doc(`${WS}/conversations/hidden`).get())).toBe(
      false,
    );
  });
});

// The screen's own query module, on the staff member's connection: the SDK's modular instance
// under the compat one the rules harness hands out.
describe("inbox: the staff's pages across more workspaces than the old view listened to", () => {
  const WORKSPACES = 36;
  const ANY: StaffFilters = { status: '', network: '', assignee: '', label: '' };

  beforeAll(async () => {
    const db = (await ownerContext(env)).firestore();
    const batch = db.batch();
    for (let w = 0; w < WORKSPACES; w++) {
      const wid = `wsPage${w}`;
      batch.set(db.doc(`workspaces/${wid}`), {
        name: `Client ${w}`,
        product: 'smm',
        ownerUid: 'owner',
        members: { owner: 'owner' },
        channelIds: [],
      });
      // c0: open, Bluesky, labelled; c1: done, sandbox. The newest are the last workspaces'.
      for (const n of [0, 1]) {
        batch.set(db.doc(`workspaces/${wid}/conversations/c${n}`), {
          ...conversation(false, wid),
          lastAtMs: 1000 + w * 2 + n,
          network: n === 0 ? 'bluesky' : 'sandbox',
          status: n === 0 ? 'open' : 'done',
          labels: n === 0 ? ['vip'] : [],
          assigneeUid: null,
        });
      }
    }
    await batch.commit();
  });

  /** Watches as staff; `next()` is the server's next answer (not the cache's), `latest()` the last. */
  const watch = (filters: StaffFilters) =>
    asAccount(env, 'staff', { email: 'staff@example.com', email_verified: true }, async (c) => {
      const db = (c.firestore() as unknown as { _delegate: Firestore })._delegate;
      let latest: StaffPages | null = null;
      let waiting: ((pages: StaffPages | null) => void) | null = null;
      const inbox = watchStaffConversations(db, 'smm', filters, (pages) => {
        latest = pages;
        if (pages?.settled === false) return;
        waiting?.(pages);
        waiting = null;
      });
      const next = () => new Promise<StaffPages | null>((resolve) => (waiting = resolve));
      return { inbox, next, latest: () => latest as StaffPages | null };
    });

  it('reads the newest page live, then older pages until the end', async () => {
    const { inbox, next, latest } = await watch(ANY);
    const first = await next();
    expect(first?.conversations).toHaveLength(STAFF_PAGE);
    expect(first?.end).toBe(false);
    expect(first?.conversations[0]).toMatchObject({ workspaceId: 'wsPage35', id: 'c1' });
    await inbox.more();
    // Every smm conversation: 72 of the 36 workspaces and the three of the fixture's two; none
    // of the connect workspace.
    const all = latest();
    expect(all?.end).toBe(true);
    expect(all?.conversations).toHaveLength(WORKSPACES * 2 + 3);
    expect(new Set(all?.conversations.map((c) => c.workspaceId)).size).toBe(WORKSPACES + 2);
    const times = all?.conversations.map((c) => c.lastAt) ?? [];
    expect(times).toEqual([...times].sort((a, b) => b - a));

    // The first page is live: a new conversation arrives on top, none already loaded is lost.
    const arrived = next();
    const owner = (await ownerContext(env)).firestore();
    await owner
      .doc('workspaces/wsPage3/conversations/fresh')
      .set({ ...conversation(false, 'wsPage3'), lastAtMs: 99_999 });
    const now = await arrived;
    expect(now?.conversations[0]).toMatchObject({ workspaceId: 'wsPage3', id: 'fresh' });
    expect(now?.conversations).toHaveLength(WORKSPACES * 2 + 4);
    inbox.stop();
    await owner.doc('workspaces/wsPage3/conversations/fresh').delete();
  });

  it('asks the server for status, network, assignee and label, in one page when few match', async () => {
    const open = await watch({
      status: 'open',
      network: 'bluesky',
      assignee: 'none',
      label: 'vip',
    });
    const found = await open.next();
    open.inbox.stop();
    expect(found?.end).toBe(true);
    expect(found?.conversations).toHaveLength(WORKSPACES);
    expect(found?.conversations.every((c) => c.id === 'c0' && c.labels.includes('vip'))).toBe(true);

    const done = await watch({ ...ANY, status: 'done', network: 'sandbox' });
    const closed = await done.next();
    done.inbox.stop();
    expect(closed?.conversations.map((c) => c.id)).toEqual(Array(WORKSPACES).fill('c1'));
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
