// The media library's callables and usage trigger through firebase-tools' Functions emulator:
// an item records who uses it as posts are saved and deleted (the trigger), an item in use is
// not deleted (failed-precondition, naming how many posts), an unused one is, an item is not
// found from another workspace, and only the workspace's owners and editors (or agency staff)
// add or delete items. Alone, this stack has no Storage emulator and the functions skip the
// stored-file checks (test/e2e/media-library.test.ts and imageSize.test.ts cover them); sharing
// the end-to-end stack under `npm test`, the file is stored first, as the browser would.

import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts, seedBase, seedPost, WS_SMM } from './fixtures';
import { adminDb, call, stack, waitFor } from './support';

let accounts: Accounts;
const OTHER_WS = 'ws-smm-two';
const ID = '0123456789abcdef0123456789abcdef';
const PATH = `workspaces/${WS_SMM}/media/${ID}-banner.png`;
const item = () => adminDb().doc(`workspaces/${WS_SMM}/library/${ID}`);

async function setTriggers(enabled: boolean): Promise<void> {
  const { firestoreHost, projectId } = stack();
  const response = await fetch(
    `http://${firestoreHost}/emulator/v1/projects/${projectId}:functionTriggers`,
    { method: 'PUT', body: JSON.stringify({ enabled }) },
  );
  if (!response.ok) throw new Error(`functionTriggers answered ${response.status}`);
}

/** A PNG's signature and header chunk: enough for a reader of its pixel size. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  const view = new DataView(bytes.buffer);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a], 0);
  view.setUint32(8, 13);
  bytes.set([0x49, 0x48, 0x44, 0x52], 12);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 6, 0, 0, 0], 24);
  return bytes;
}

/** Stores the uploaded file where the callable looks for it, in the stack's Storage emulator. */
async function storeUpload(workspaceId: string): Promise<void> {
  const { storageHost, projectId } = stack();
  const name = encodeURIComponent(`workspaces/${workspaceId}/media/${ID}-banner.png`);
  const response = await fetch(
    `http://${storageHost}/upload/storage/v1/b/${projectId}.appspot.com/o?uploadType=media&name=${name}`,
    {
      method: 'POST',
      headers: { authorization: 'Bearer owner', 'content-type': 'image/png' },
      body: Buffer.from(pngHeader(1200, 630)),
    },
  );
  if (!response.ok) throw new Error(`storing the upload answered ${response.status}`);
}

const add = async (workspaceId = WS_SMM, who = accounts.smmUser) => {
  await storeUpload(workspaceId);
  return call(
    'addLibraryItem',
    {
      workspaceId,
      itemId: ID,
      path: `workspaces/${workspaceId}/media/${ID}-banner.png`,
      name: 'Spring banner',
      contentType: 'image/png',
      alt: 'Tulips in a field',
      width: 1200,
      height: 630,
      thumb: false,
    },
    who,
  );
};

const remove = (workspaceId = WS_SMM, who = accounts.smmUser) =>
  call('deleteLibraryItem', { workspaceId, itemId: ID }, who);

/** Waits until the item's usage is `count`, as the trigger writes it. */
const usageBecomes = (count: number) =>
  waitFor(async () => {
    const data = (await item().get()).data();
    return data?.usage === count ? data : null;
  });

const withBanner = { media: [{ path: PATH, contentType: 'image/png', alt: 'Tulips' }] };

beforeAll(async () => {
  accounts = await createAccounts();
  // Warm the callables and the trigger's worker, which load slowly on a busy machine.
  for (const name of ['addLibraryItem', 'deleteLibraryItem']) {
    expect((await call(name, {}, accounts.smmUser)).ok).toBe(false);
  }
  await setTriggers(true);
}, 180_000);

afterAll(async () => {
  await setTriggers(false);
});

beforeEach(async () => {
  await seedBase(accounts);
  await adminDb()
    .doc(`workspaces/${OTHER_WS}`)
    .set({
      name: 'Second shop',
      product: 'smm',
      ownerUid: accounts.smmUser.uid,
      members: { [accounts.smmUser.uid]: 'owner' },
      memberUids: [accounts.smmUser.uid],
      timeZone: 'Europe/Paris',
      channelIds: [],
    });
});

describe('library items', () => {
  it('are recorded with their alt text, size and kind, once per upload', async () => {
    expect(await add()).toMatchObject({ ok: true, result: { itemId: ID, width: 1200 } });
    expect((await item().get()).data()).toMatchObject({
      name: 'Spring banner',
      path: PATH,
      kind: 'image',
      alt: 'Tulips in a field',
      width: 1200,
      height: 630,
      usage: 0,
      usedBy: {},
      createdBy: accounts.smmUser.uid,
    });
    // A retry of the same upload succeeds and changes nothing.
    expect((await add()).ok).toBe(true);
  });

  it('refuse a file outside the workspace media folder or not named after the item', async () => {
    const outcome = await call(
      'addLibraryItem',
      {
        workspaceId: WS_SMM,
        itemId: ID,
        path: `workspaces/${OTHER_WS}/media/${ID}-banner.png`,
        name: 'x',
        contentType: 'image/png',
        alt: '',
        thumb: false,
      },
      accounts.smmUser,
    );
    expect(outcome).toMatchObject({ ok: false, code: 'invalid-argument' });
    expect((await item().get()).exists).toBe(false);
  });

  it('are added and deleted only by the workspace team or agency staff', async () => {
    expect(await add(WS_SMM, accounts.outsider)).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });
    expect((await item().get()).exists).toBe(false);
    expect((await add(WS_SMM, accounts.smmAdmin)).ok).toBe(true);
    expect(await remove(WS_SMM, accounts.outsider)).toMatchObject({
      ok: false,
      code: 'permission-denied',
    });
    expect((await item().get()).exists).toBe(true);
  });

  it('count the posts using them as posts are saved and deleted', async () => {
    expect((await add()).ok).toBe(true);
    await seedPost(WS_SMM, 'p1', withBanner);
    await seedPost(WS_SMM, 'p2', withBanner);
    expect(await usageBecomes(2)).toMatchObject({ usedBy: { p1: true, p2: true } });
    // Saving p1 without the file, then deleting p2, brings the count back down.
    await adminDb().doc(`workspaces/${WS_SMM}/posts/p1`).update({ media: [] });
    expect(await usageBecomes(1)).toMatchObject({ usedBy: { p2: true } });
    await adminDb().doc(`workspaces/${WS_SMM}/posts/p2`).delete();
    expect(await usageBecomes(0)).toMatchObject({ usedBy: {} });
  });

  it('are not deleted while a post uses them, and are once none does', async () => {
    expect((await add()).ok).toBe(true);
    await seedPost(WS_SMM, 'p1', withBanner);
    await usageBecomes(1);
    const refused = await remove();
    expect(refused).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect(refused.ok ? '' : refused.message).toContain('used by 1 post');
    expect((await item().get()).exists).toBe(true);

    await adminDb().doc(`workspaces/${WS_SMM}/posts/p1`).delete();
    await usageBecomes(0);
    expect(await remove()).toMatchObject({ ok: true, result: { deleted: true } });
    expect((await item().get()).exists).toBe(false);
    expect(await remove()).toMatchObject({ ok: false, code: 'not-found' });
  });

  it('are refused even before the trigger has counted a post that uses them', async () => {
    await setTriggers(false);
    try {
      expect((await add()).ok).toBe(true);
      await seedPost(WS_SMM, 'p9', withBanner);
      expect(await remove()).toMatchObject({ ok: false, code: 'failed-precondition' });
    } finally {
      await setTriggers(true);
    }
  });

  it('are not found from another workspace, even by a member of both', async () => {
    expect((await add()).ok).toBe(true);
    expect(await remove(OTHER_WS)).toMatchObject({ ok: false, code: 'not-found' });
    expect((await item().get()).exists).toBe(true);
  });

  it('become the media of posts imported from a CSV file that names them', async () => {
    expect((await add()).ok).toBe(true);
    const other = 'f'.repeat(32);
    const outcome = await call(
      'importPosts',
      {
        workspaceId: WS_SMM,
        importId: 'c'.repeat(64),
        mode: 'draft',
        rows: [
          {
            line: 2,
            text: 'With the banner',
            channelIds: ['ch1'],
            timeZone: 'UTC',
            libraryIds: [ID],
          },
          {
            line: 3,
            text: 'With a stranger',
            channelIds: ['ch1'],
            timeZone: 'UTC',
            libraryIds: [other],
          },
        ],
      },
      accounts.smmUser,
    );
    expect(outcome).toMatchObject({
      ok: true,
      result: {
        created: 1,
        problems: [{ line: 3, message: `No library item ${other} in this workspace.` }],
      },
    });
    const post = await adminDb()
      .doc(`workspaces/${WS_SMM}/posts/imp-${'c'.repeat(24)}-2`)
      .get();
    expect(post.get('media')).toEqual([
      { path: PATH, contentType: 'image/png', width: 1200, height: 630, alt: 'Tulips in a field' },
    ]);
    expect(await usageBecomes(1)).toMatchObject({ usedBy: { [post.id]: true } });
  });
});
