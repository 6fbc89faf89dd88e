import { FieldValue, Timestamp } from 'firebase-admin/firestore';
import { beforeEach, describe, expect, it } from 'vitest';
import { suiteFirestore } from '../../../test/support/functions/suiteFirestore';
import { MIGRATIONS, runMigrations } from './migrations';
import { claimDuePosts } from './publishing/lease';

const fs = suiteFirestore();
const now = new Date('2026-11-20T10:00:00Z');
const at = (minutes: number) => Timestamp.fromMillis(now.getTime() + minutes * 60_000);
const post = async (path: string) => (await fs.db.doc(path).get()).data() ?? {};

/** Posts as earlier versions saved them: no `held`, no `dueAt`, a Meta first comment option. */
async function seedLegacy() {
  await fs.db.doc('workspaces/w1').set({ product: 'smm', ownerUid: 'o', members: { o: 'owner' } });
  await fs.db.doc('workspaces/w2').set({ product: 'smm', ownerUid: 'o', members: { o: 'owner' } });
  const base = { text: 'Hello', channelIds: ['c1'], media: [], results: {}, lease: null };
  await fs.db.doc('workspaces/w1/posts/due').set({
    ...base,
    status: 'scheduled',
    scheduledAt: at(-5),
  });
  await fs.db.doc('workspaces/w1/posts/deferred').set({
    ...base,
    status: 'scheduled',
    scheduledAt: at(-90),
    deferredUntil: at(30),
    deferredReason: 'hourly_cap',
  });
  await fs.db.doc('workspaces/w1/posts/meta').set({
    ...base,
    status: 'draft',
    scheduledAt: null,
    networkOptions: {
      facebook: { firstComment: '  Link in the first comment ', link: 'https://example.com' },
      instagram: { firstComment: 'Other words' },
    },
  });
  await fs.db.doc('workspaces/w2/posts/both').set({
    ...base,
    status: 'draft',
    firstComment: 'Already here',
    networkOptions: { instagram: { firstComment: 'Old' } },
  });
  await fs.db.doc('workspaces/w2/posts/modern').set({
    ...base,
    status: 'scheduled',
    held: true,
    scheduledAt: at(60),
    dueAt: at(60),
  });
  await fs.db.doc('workspaces/w2/posts/published').set({ ...base, status: 'published' });
}

beforeEach(async () => {
  await fs.clear();
});

describe('data migrations', () => {
  it('gives legacy scheduled posts held and dueAt, so the reconciler finds the due one', async () => {
    await seedLegacy();
    // Before: invisible to the due query.
    expect(await claimDuePosts(fs.db, { owner: 'run', now })).toEqual([]);
    const run = await runMigrations(fs.db, MIGRATIONS, { pageSize: 2 });
    expect(run.pending).toEqual([]);
    expect(await post('workspaces/w1/posts/due')).toMatchObject({ held: false, dueAt: at(-5) });
    // A deferred post is due when its deferral ends, not at its past time.
    expect(await post('workspaces/w1/posts/deferred')).toMatchObject({
      held: false,
      dueAt: at(30),
    });
    // Posts that needed nothing are untouched.
    expect(await post('workspaces/w2/posts/modern')).toMatchObject({ held: true, dueAt: at(60) });
    expect((await post('workspaces/w2/posts/published')).dueAt).toBeUndefined();
    const claimed = await claimDuePosts(fs.db, { owner: 'run', now });
    expect(claimed.map((ref) => ref.path)).toEqual(['workspaces/w1/posts/due']);
  });

  it('moves a Meta first comment to the post, keeping one the post already has', async () => {
    await seedLegacy();
    await runMigrations(fs.db);
    const meta = await post('workspaces/w1/posts/meta');
    expect(meta.firstComment).toBe('Link in the first comment');
    expect(meta.networkOptions).toEqual({
      facebook: { link: 'https://example.com' },
      instagram: {},
    });
    const both = await post('workspaces/w2/posts/both');
    expect(both.firstComment).toBe('Already here');
    expect(both.networkOptions).toEqual({ instagram: {} });
  });

  it("gives older conversations their workspace's id and product, so staff's query finds them", async () => {
    await seedLegacy();
    await fs.db.doc('workspaces/w3').set({ product: 'connect', ownerUid: 'o', members: {} });
    const old = { network: 'sandbox', status: 'open', lastAtMs: 1 };
    await fs.db.doc('workspaces/w1/conversations/c1').set(old);
    await fs.db.doc('workspaces/w3/conversations/c2').set(old);
    // A workspace gone: nothing to copy, the conversation is left as it is.
    await fs.db.doc('workspaces/gone/conversations/c3').set(old);
    const staffQuery = (product: string) =>
      fs.db.collectionGroup('conversations').where('product', '==', product).get();
    expect((await staffQuery('smm')).size).toBe(0);
    await runMigrations(fs.db, MIGRATIONS, { pageSize: 2 });
    expect((await staffQuery('smm')).docs.map((d) => d.data())).toEqual([
      { ...old, workspaceId: 'w1', product: 'smm' },
    ]);
    expect((await staffQuery('connect')).docs.map((d) => d.ref.path)).toEqual([
      'workspaces/w3/conversations/c2',
    ]);
    expect(await post('workspaces/gone/conversations/c3')).toEqual(old);
    expect((await fs.db.doc('migrations/conversations-scope').get()).data()).toMatchObject({
      status: 'done',
      scanned: 3,
      changed: 2,
    });
  });

  it('records its progress, resumes after a stop, and changes nothing when run again', async () => {
    await seedLegacy();
    // A budget spent after the first page: the run stops with both migrations pending.
    let ticks = 0;
    const first = await runMigrations(fs.db, MIGRATIONS, {
      pageSize: 2,
      budgetMs: 1,
      clock: () => (ticks++ < 2 ? 0 : 1),
    });
    expect(first.pending).toEqual([
      'posts-held-due-at',
      'posts-meta-first-comment',
      'conversations-scope',
    ]);
    // The first page was walked before the budget ran out, so the run patched at most its two.
    const state = (await fs.db.doc('migrations/posts-held-due-at').get()).data();
    expect(state).toMatchObject({ status: 'running', scanned: 2 });
    expect(typeof state?.cursor).toBe('string');

    const rest = await runMigrations(fs.db, MIGRATIONS, { pageSize: 2 });
    expect(rest.pending).toEqual([]);
    expect(first.changed + rest.changed).toBe(4);
    const done = (await fs.db.doc('migrations/posts-held-due-at').get()).data();
    expect(done).toMatchObject({ status: 'done', scanned: 6, changed: 2 });
    expect(done?.finishedAt).toBeInstanceOf(Timestamp);
    expect((await fs.db.doc('migrations/posts-meta-first-comment').get()).data()).toMatchObject({
      status: 'done',
      changed: 2,
    });

    // Finished migrations are not walked again; a reset one finds nothing left to change.
    expect((await runMigrations(fs.db)).changed).toBe(0);
    await fs.db.doc('migrations/posts-held-due-at').delete();
    await fs.db.doc('migrations/posts-meta-first-comment').update({
      status: 'running',
      cursor: FieldValue.delete(),
    });
    expect((await runMigrations(fs.db)).changed).toBe(0);
  });
});
