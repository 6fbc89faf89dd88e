// The media library: members read a workspace's items, owners and editors change only an item's
// name and alt text, nobody creates or deletes one directly (the callables do, after checking
// the file and its usage), and no one outside the workspace reads it. In Storage, owners and
// editors upload an image's small JPEG thumbnail; members read it; only the server deletes it.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAccount, isAllowed, ownerContext, startEnv, stopEnv } from './env';
import { RULES_PROJECTS } from './projects';

let env: RulesTestEnvironment;
// Storage rules read the Firestore data of the storage suite's project (test/rules/global-setup.ts),
// so the thumbnails are tried there, with this file's own workspace and people (lib-*) seeded
// beside the storage suite's.
let storageEnv: RulesTestEnvironment;

const WS = 'workspaces/wsL';
const ID = 'a'.repeat(32);
const ITEM = `${WS}/library/${ID}`;
const THUMB = `${WS}/library/${ID}.jpg`;
const people = {
  owner: { roles: { smm: 'user' } },
  editor: { roles: { smm: 'user' } },
  approver: { roles: { smm: 'user' } },
  viewer: { roles: { smm: 'user' } },
  staff: { roles: { smm: 'admin' } },
  stranger: { roles: { smm: 'user' } },
} as const;
type Person = keyof typeof people;
const EVERYONE = Object.keys(people) as Person[];

const stored = {
  name: 'Spring banner',
  path: `${WS}/media/${ID}-spring.png`,
  contentType: 'image/png',
  kind: 'image',
  size: 2048,
  alt: 'A field of tulips',
  width: 1200,
  height: 800,
  usedBy: {},
  usage: 0,
  createdBy: 'editor',
};

const db = (who: Person) =>
  asAccount(env, who, { email: `${who}@example.com`, email_verified: true }, async (c) =>
    c.firestore(),
  );
const files = (who: Person) =>
  asAccount(storageEnv, `lib-${who}`, { email_verified: true }, async (c) => c.storage());

/** The workspace and its people, in one project's Firestore, with uids given a prefix. */
async function seedPeople(target: RulesTestEnvironment, prefix: string) {
  const owner = (await ownerContext(target)).firestore();
  for (const [uid, doc] of Object.entries(people))
    await owner.doc(`users/${prefix}${uid}`).set(doc);
  await owner.doc(WS).set({
    name: 'Library Co',
    product: 'smm',
    ownerUid: `${prefix}owner`,
    members: Object.fromEntries(
      ['owner', 'editor', 'approver', 'viewer'].map((role) => [`${prefix}${role}`, role]),
    ),
    channelIds: [],
  });
}

async function reset() {
  await (await ownerContext(env)).firestore().doc(ITEM).set(stored);
}

beforeAll(async () => {
  env = await startEnv(RULES_PROJECTS.library);
  await seedPeople(env, '');
  await reset();
  storageEnv = await startEnv(RULES_PROJECTS.storage, { storage: true });
  await seedPeople(storageEnv, 'lib-');
  await (await ownerContext(storageEnv))
    .storage()
    .ref(THUMB)
    .put(new Uint8Array(64).fill(1), { contentType: 'image/jpeg' });
});

afterAll(async () => {
  await stopEnv(env);
  await stopEnv(storageEnv);
});

async function allowed(people: readonly Person[], request: (who: Person) => Promise<unknown>) {
  const result: Person[] = [];
  for (const who of people) {
    if (await isAllowed(request(who))) result.push(who);
    await reset();
  }
  return result;
}

describe('library items in Firestore', () => {
  it('are read by members and agency staff, never by strangers', async () => {
    expect(await allowed(EVERYONE, async (who) => (await db(who)).doc(ITEM).get())).toEqual([
      'owner',
      'editor',
      'approver',
      'viewer',
      'staff',
    ]);
    expect(
      await allowed(EVERYONE, async (who) => (await db(who)).collection(`${WS}/library`).get()),
    ).toEqual(['owner', 'editor', 'approver', 'viewer', 'staff']);
  });

  it('take a new name and alt text from owners, editors and staff only', async () => {
    expect(
      await allowed(EVERYONE, async (who) =>
        (await db(who)).doc(ITEM).update({ alt: 'Tulips at dawn', name: 'Tulips' }),
      ),
    ).toEqual(['owner', 'editor', 'staff']);
  });

  it('refuse any other field, an empty name and an overlong alt text', async () => {
    const editor = await db('editor');
    for (const change of [
      { usage: 5 },
      { usedBy: { p1: true } },
      { width: 10 },
      { path: `${WS}/media/${ID}-other.png` },
      { name: '' },
      { alt: 'x'.repeat(1001) },
      { alt: 42 },
    ]) {
      expect(await isAllowed(editor.doc(ITEM).update(change)), JSON.stringify(change)).toBe(false);
      await reset();
    }
    expect(await isAllowed(editor.doc(ITEM).update({ alt: '' }))).toBe(true);
  });

  it('are never created or deleted from the browser', async () => {
    expect(await allowed(EVERYONE, async (who) => (await db(who)).doc(ITEM).delete())).toEqual([]);
    expect(
      await allowed(EVERYONE, async (who) =>
        (await db(who)).doc(`${WS}/library/${'b'.repeat(32)}`).set(stored),
      ),
    ).toEqual([]);
  });
});

describe('library thumbnails in Storage', () => {
  const jpeg = (size: number) => new Uint8Array(size).fill(3);

  it('are read by members and staff', async () => {
    expect(
      await allowed(EVERYONE, async (who) => (await files(who)).ref(THUMB).getMetadata()),
    ).toEqual(['owner', 'editor', 'approver', 'viewer', 'staff']);
  });

  it('are uploaded by owners, editors and staff as small JPEGs named after an item', async () => {
    const path = `${WS}/library/${'c'.repeat(32)}.jpg`;
    expect(
      await allowed(EVERYONE, async (who) =>
        (await files(who)).ref(path).put(jpeg(1000), { contentType: 'image/jpeg' }),
      ),
    ).toEqual(['owner', 'editor', 'staff']);
    const editor = await files('editor');
    const refusals = [
      () => editor.ref(path).put(jpeg(1000), { contentType: 'image/png' }),
      () => editor.ref(path).put(jpeg(1024 * 1024 + 1), { contentType: 'image/jpeg' }),
      () => editor.ref(`${WS}/library/spring.jpg`).put(jpeg(10), { contentType: 'image/jpeg' }),
    ];
    for (const refusal of refusals) expect(await isAllowed(Promise.resolve(refusal()))).toBe(false);
  });

  it('are deleted by the server only', async () => {
    expect(await allowed(EVERYONE, async (who) => (await files(who)).ref(THUMB).delete())).toEqual(
      [],
    );
  });
});
