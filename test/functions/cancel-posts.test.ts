// Cancelling many posts in one action: each one that can be is cancelled; one that started
// publishing is reported, not a reason to stop; a caller who may not cancel is refused outright.

import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts, seedBase, seedPost, WS_SMM } from './fixtures';
import { adminDb, call, dumpDatabase } from './support';

let accounts: Accounts;

beforeAll(async () => {
  accounts = await createAccounts();
}, 120_000);

beforeEach(async () => {
  await seedBase(accounts);
  await seedPost(WS_SMM, 'a', { status: 'scheduled' });
  await seedPost(WS_SMM, 'b', { status: 'draft' });
  await seedPost(WS_SMM, 'c', { status: 'publishing' });
});

const status = async (id: string) =>
  (await adminDb().doc(`workspaces/${WS_SMM}/posts/${id}`).get()).get('status');

describe('cancelPosts', () => {
  it('cancels the chosen posts and reports those that are already publishing', async () => {
    const reply = await call(
      'cancelPosts',
      { workspaceId: WS_SMM, postIds: ['a', 'b', 'c', 'missing'] },
      accounts.smmUser,
    );
    expect(reply).toMatchObject({
      ok: true,
      result: {
        cancelled: ['a', 'b'],
        refused: [
          { postId: 'c', reason: 'A post that is publishing cannot be cancelled.' },
          { postId: 'missing', reason: 'The post was not found.' },
        ],
      },
    });
    expect([await status('a'), await status('b'), await status('c')]).toEqual([
      'cancelled',
      'cancelled',
      'publishing',
    ]);
  });

  it('refuses a caller of another workspace and changes nothing', async () => {
    const before = await dumpDatabase();
    expect(
      await call('cancelPosts', { workspaceId: WS_SMM, postIds: ['a', 'b'] }, accounts.outsider),
    ).toMatchObject({ ok: false, code: 'permission-denied' });
    expect(
      await call('cancelPosts', { workspaceId: WS_SMM, postIds: [] }, accounts.smmUser),
    ).toMatchObject({
      ok: false,
      code: 'invalid-argument',
    });
    expect(await dumpDatabase()).toEqual(before);
  });
});
