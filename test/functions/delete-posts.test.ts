// Deleting many posts in one action, by the single delete's rule: drafts and posts with changes
// requested go, with their discussion; one scheduled or published is reported with its reason;
// a caller who may not delete is refused outright.

import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts, seedBase, seedPost, WS_SMM } from './fixtures';
import { adminDb, call, dumpDatabase } from './support';

let accounts: Accounts;

beforeAll(async () => {
  accounts = await createAccounts();
}, 120_000);

beforeEach(async () => {
  await seedBase(accounts);
  await seedPost(WS_SMM, 'a', { status: 'draft' });
  await seedPost(WS_SMM, 'b', { status: 'changes_requested' });
  await seedPost(WS_SMM, 'c', { status: 'published' });
  await seedPost(WS_SMM, 'd', { status: 'scheduled' });
  await adminDb().doc(`workspaces/${WS_SMM}/posts/a/comments/n1`).set({ text: 'Looks good' });
});

const exists = async (id: string) =>
  (await adminDb().doc(`workspaces/${WS_SMM}/posts/${id}`).get()).exists;

describe('deletePosts', () => {
  it('deletes the posts a single delete would, and reports the others with their reason', async () => {
    const reply = await call(
      'deletePosts',
      { workspaceId: WS_SMM, postIds: ['a', 'b', 'c', 'd', 'missing'] },
      accounts.smmUser,
    );
    expect(reply).toMatchObject({
      ok: true,
      result: {
        deleted: ['a', 'b'],
        refused: [
          { postId: 'c', reason: 'A post that is published cannot be deleted; cancel it instead.' },
          { postId: 'd', reason: 'A post that is scheduled cannot be deleted; cancel it instead.' },
          { postId: 'missing', reason: 'The post was not found.' },
        ],
      },
    });
    expect([await exists('a'), await exists('b'), await exists('c'), await exists('d')]).toEqual([
      false,
      false,
      true,
      true,
    ]);
    expect((await adminDb().collection(`workspaces/${WS_SMM}/posts/a/comments`).get()).size).toBe(
      0,
    );
  });

  it('refuses a caller of another workspace, and an empty choice, changing nothing', async () => {
    const before = await dumpDatabase();
    expect(
      await call('deletePosts', { workspaceId: WS_SMM, postIds: ['a'] }, accounts.outsider),
    ).toMatchObject({ ok: false, code: 'permission-denied' });
    expect(
      await call('deletePosts', { workspaceId: WS_SMM, postIds: [] }, accounts.smmUser),
    ).toMatchObject({ ok: false, code: 'invalid-argument' });
    expect(await dumpDatabase()).toEqual(before);
  });
});
