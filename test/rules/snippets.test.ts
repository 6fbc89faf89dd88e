// Hashtag groups and templates (workspaces/{id}/snippets): every member reads them; those who
// write posts (owners, editors, agency staff) create, change and delete them; a snippet holds a
// non-blank name and text within their limits and one of the two kinds, nothing else.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAccount, isAllowed, ownerContext, startEnv, stopEnv } from './env';
import { RULES_PROJECTS } from './projects';

let env: RulesTestEnvironment;

const WS = 'workspaces/wsS';
const people = {
  owner: { roles: { smm: 'user' } },
  editor: { roles: { smm: 'user' } },
  approver: { roles: { smm: 'user' } },
  viewer: { roles: { smm: 'user' } },
  staff: { roles: { smm: 'admin' } },
  stranger: { roles: { smm: 'user' } },
} as const;
type Person = keyof typeof people;

const stored = { name: 'Bakery tags', text: '#bread #local', kind: 'hashtags', createdBy: 'owner' };

beforeAll(async () => {
  env = await startEnv(RULES_PROJECTS.snippets);
  const db = (await ownerContext(env)).firestore();
  for (const [uid, doc] of Object.entries(people)) await db.doc(`users/${uid}`).set(doc);
  await db.doc(WS).set({
    name: 'Snippet Co',
    product: 'smm',
    ownerUid: 'owner',
    members: { owner: 'owner', editor: 'editor', approver: 'approver', viewer: 'viewer' },
    channelIds: [],
  });
  await db.doc(`${WS}/snippets/s1`).set(stored);
});

afterAll(() => stopEnv(env));

type Db = ReturnType<ReturnType<RulesTestEnvironment['authenticatedContext']>['firestore']>;
const can = (who: Person, run: (db: Db) => Promise<unknown>) =>
  asAccount(env, who, { email: `${who}@example.com`, email_verified: true }, (context) =>
    isAllowed(run(context.firestore())),
  );
const snippet = (who: Person, fields: Record<string, unknown> = {}) => ({
  name: 'Welcome',
  text: 'Hello {name}, welcome!',
  kind: 'template',
  createdBy: who,
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...fields,
});
const restore = async () =>
  (await ownerContext(env)).firestore().doc(`${WS}/snippets/s1`).set(stored);

describe('snippets: who reads', () => {
  it('every member and staff read them, one by one or as a list; a stranger does not', async () => {
    for (const who of ['owner', 'editor', 'approver', 'viewer', 'staff'] as const) {
      expect(await can(who, (db) => db.doc(`${WS}/snippets/s1`).get())).toBe(true);
      expect(await can(who, (db) => db.collection(`${WS}/snippets`).get())).toBe(true);
    }
    expect(await can('stranger', (db) => db.collection(`${WS}/snippets`).get())).toBe(false);
  });
});

describe('snippets: who writes', () => {
  it('owners, editors and staff create them as themselves; approvers, viewers and strangers do not', async () => {
    for (const who of ['owner', 'editor', 'staff'] as const) {
      expect(await can(who, (db) => db.doc(`${WS}/snippets/new-${who}`).set(snippet(who)))).toBe(
        true,
      );
    }
    for (const who of ['approver', 'viewer', 'stranger'] as const) {
      expect(await can(who, (db) => db.doc(`${WS}/snippets/new-${who}`).set(snippet(who)))).toBe(
        false,
      );
    }
    expect(await can('editor', (db) => db.doc(`${WS}/snippets/forged`).set(snippet('owner')))).toBe(
      false,
    );
  });

  it('owners, editors and staff change and delete them; approvers and viewers do not', async () => {
    const rename = (db: Db) =>
      db.doc(`${WS}/snippets/s1`).update({ name: 'Renamed', updatedAt: serverTimestamp() });
    for (const who of ['approver', 'viewer'] as const) {
      expect(await can(who, rename)).toBe(false);
      expect(await can(who, (db) => db.doc(`${WS}/snippets/s1`).delete())).toBe(false);
    }
    for (const who of ['owner', 'editor', 'staff'] as const) {
      expect(await can(who, rename)).toBe(true);
      await restore();
    }
    expect(
      await can('editor', (db) =>
        db.doc(`${WS}/snippets/s1`).update({ createdBy: 'editor', updatedAt: serverTimestamp() }),
      ),
    ).toBe(false);
    expect(await can('editor', (db) => db.doc(`${WS}/snippets/s1`).delete())).toBe(true);
    await restore();
  });
});

describe('snippets: what they hold', () => {
  it('refuses a blank or oversized name or text, an unknown kind and unknown keys', async () => {
    const bad: Record<string, unknown>[] = [
      { name: '  ' },
      { name: 'x'.repeat(81) },
      { text: '' },
      { text: '   ' },
      { text: 'x'.repeat(2001) },
      { kind: 'emoji' },
      { extra: true },
    ];
    for (const fields of bad) {
      expect(
        await can('owner', (db) => db.doc(`${WS}/snippets/bad`).set(snippet('owner', fields))),
        JSON.stringify(fields).slice(0, 40),
      ).toBe(false);
    }
    expect(
      await can('owner', (db) =>
        db
          .doc(`${WS}/snippets/max`)
          .set(snippet('owner', { name: 'x'.repeat(80), text: 'y'.repeat(2000) })),
      ),
    ).toBe(true);
  });

  it('holds an edit (rename, new text or kind) to the same limits as a new snippet', async () => {
    const edit = (fields: Record<string, unknown>) => (db: Db) =>
      db.doc(`${WS}/snippets/s1`).update({ ...fields, updatedAt: serverTimestamp() });
    for (const fields of [
      { name: ' ' },
      { name: 'x'.repeat(81) },
      { text: '' },
      { text: 'x'.repeat(2001) },
      { kind: 'emoji' },
      { extra: 1 },
    ]) {
      expect(await can('editor', edit(fields)), JSON.stringify(fields).slice(0, 40)).toBe(false);
    }
    expect(
      await can(
        'editor',
        edit({ name: 'Bread tags', text: '#bread #sourdough', kind: 'template' }),
      ),
    ).toBe(true);
    await restore();
  });
});
