// Comments and history on posts (client review): internal notes are the team's, enforced by the
// rules rather than hidden by the screen; a comment is edited only by its author; the history
// and the review links are the server's. The review links' own surface (a token that reads one
// workspace's non-internal comments) is the functions' and is tested there.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { serverTimestamp } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { asAccount, contextFor, isAllowed, ownerContext, startEnv, stopEnv } from './env';
import { RULES_PROJECTS } from './projects';

let env: RulesTestEnvironment;

const WS = 'workspaces/wsR';
const POST = `${WS}/posts/p1`;
const DRAFT = `${WS}/posts/d1`;
const people = {
  owner: { roles: { connect: 'user' } },
  editor: { roles: { connect: 'user' } },
  client: { roles: { connect: 'user' } },
  viewer: { roles: { connect: 'user' } },
  staff: { roles: { connect: 'admin' } },
  stranger: { roles: { connect: 'user' } },
} as const;
type Person = keyof typeof people;

beforeAll(async () => {
  env = await startEnv(RULES_PROJECTS.comments);
  const db = (await ownerContext(env)).firestore();
  for (const [uid, doc] of Object.entries(people)) await db.doc(`users/${uid}`).set(doc);
  await db.doc(WS).set({
    name: 'Review Co',
    product: 'connect',
    ownerUid: 'owner',
    members: { owner: 'owner', editor: 'editor', client: 'approver', viewer: 'viewer' },
    channelIds: [],
  });
  await db.doc(POST).set({ authorUid: 'editor', text: 'Hello', status: 'in_review' });
  await db.doc(`${POST}/comments/note`).set({
    authorUid: 'editor',
    text: 'Client is picky about the logo',
    internal: true,
    mentions: [],
  });
  await db.doc(`${POST}/comments/open`).set({
    authorUid: 'client',
    text: 'Looks good',
    internal: false,
    mentions: [],
  });
  await db.doc(`${POST}/comments/reviewer`).set({
    authorUid: null,
    authorName: 'Rita Reviewer',
    text: 'Via the link',
    internal: false,
    via: 'review_link',
  });
  await db.doc(`${POST}/activity/a1`).set({ type: 'created', actorUid: 'editor' });
  await db.doc(DRAFT).set({
    authorUid: 'editor',
    text: 'Hello',
    channelIds: [],
    media: [],
    timeZone: 'Europe/Paris',
    status: 'draft',
  });
  await db.doc('reviewLinks/l1').set({ workspaceId: 'wsR', tokenHash: 'x'.repeat(64) });
  await db.doc('reviewPulses/l1').set({ changedAt: new Date(0) });
});

afterAll(() => stopEnv(env));

type Db = ReturnType<ReturnType<RulesTestEnvironment['authenticatedContext']>['firestore']>;
const can = (who: Person, run: (db: Db) => Promise<unknown>) =>
  asAccount(env, who, { email: `${who}@example.com`, email_verified: true }, (context) =>
    isAllowed(run(context.firestore())),
  );
const comment = (fields: Record<string, unknown>) => ({
  text: 'A comment',
  createdAt: serverTimestamp(),
  updatedAt: serverTimestamp(),
  ...fields,
});
const version = (fields: Record<string, unknown>) => ({
  type: 'edited',
  actorUid: 'editor',
  actorName: 'Ed',
  via: 'app',
  details: { text: 'Hello' },
  at: serverTimestamp(),
  ...fields,
});
const restore = async (id: string, data: Record<string, unknown>) =>
  (await ownerContext(env)).firestore().doc(`${POST}/comments/${id}`).set(data);

describe('internal notes', () => {
  it('are unreadable by the client (approver) and viewers, one by one or in a list', async () => {
    for (const who of ['client', 'viewer'] as const) {
      expect(await can(who, (db) => db.doc(`${POST}/comments/note`).get())).toBe(false);
      expect(await can(who, (db) => db.collection(`${POST}/comments`).get())).toBe(false);
      // The client's own query, restricted to what is not internal, is allowed.
      expect(
        await can(who, (db) =>
          db.collection(`${POST}/comments`).where('internal', '==', false).get(),
        ),
      ).toBe(true);
      expect(await can(who, (db) => db.doc(`${POST}/comments/open`).get())).toBe(true);
    }
  });

  it('are read by the team: the owner, editors and staff', async () => {
    for (const who of ['owner', 'editor', 'staff'] as const) {
      expect(await can(who, (db) => db.doc(`${POST}/comments/note`).get())).toBe(true);
      expect(await can(who, (db) => db.collection(`${POST}/comments`).get())).toBe(true);
    }
    expect(await can('stranger', (db) => db.doc(`${POST}/comments/open`).get())).toBe(false);
  });

  it('can be written by the team only', async () => {
    expect(
      await can('editor', (db) =>
        db.doc(`${POST}/comments/n2`).set(comment({ authorUid: 'editor', internal: true })),
      ),
    ).toBe(true);
    expect(
      await can('client', (db) =>
        db.doc(`${POST}/comments/n3`).set(comment({ authorUid: 'client', internal: true })),
      ),
    ).toBe(false);
    expect(
      await can('editor', (db) =>
        db.doc(`${POST}/comments/n4`).set(comment({ authorUid: 'editor', internal: 'yes' })),
      ),
    ).toBe(false);
  });

  it('cannot be turned into a public comment by editing it', async () => {
    expect(
      await can('editor', (db) =>
        db.doc(`${POST}/comments/note`).update({ internal: false, updatedAt: serverTimestamp() }),
      ),
    ).toBe(false);
  });
});

describe('comments', () => {
  it('are created by members with mentions of members only', async () => {
    expect(
      await can('client', (db) =>
        db
          .doc(`${POST}/comments/c1`)
          .set(comment({ authorUid: 'client', internal: false, mentions: ['editor'] })),
      ),
    ).toBe(true);
    expect(
      await can('client', (db) =>
        db.doc(`${POST}/comments/c2`).set(comment({ authorUid: 'client', mentions: ['stranger'] })),
      ),
    ).toBe(false);
    expect(
      await can('client', (db) =>
        db.doc(`${POST}/comments/c3`).set(comment({ authorUid: 'client', mentions: 'editor' })),
      ),
    ).toBe(false);
    expect(
      await can('client', (db) =>
        db
          .doc(`${POST}/comments/c4`)
          .set(comment({ authorUid: 'client', authorName: 'Carla', internal: false })),
      ),
    ).toBe(true);
    // Nobody writes a comment in someone else's name.
    expect(
      await can('client', (db) =>
        db.doc(`${POST}/comments/c5`).set(comment({ authorUid: 'editor' })),
      ),
    ).toBe(false);
  });

  it('are never edited directly, not even by their author: editPostComment edits and notifies', async () => {
    const edit = { text: 'Looks great', updatedAt: serverTimestamp() };
    // The author's own edit would skip the notice to the members the new text names with @.
    expect(await can('client', (db) => db.doc(`${POST}/comments/open`).update(edit))).toBe(false);
    expect(
      await can('client', (db) =>
        db
          .doc(`${POST}/comments/open`)
          .update({ mentions: ['owner'], text: '@owner cc', updatedAt: serverTimestamp() }),
      ),
    ).toBe(false);
    expect(
      await can('client', (db) =>
        db.doc(`${POST}/comments/open`).set(comment({ authorUid: 'client', internal: false })),
      ),
    ).toBe(false);
    expect(await can('editor', (db) => db.doc(`${POST}/comments/note`).update(edit))).toBe(false);
    expect(await can('editor', (db) => db.doc(`${POST}/comments/open`).update(edit))).toBe(false);
    expect(await can('staff', (db) => db.doc(`${POST}/comments/open`).update(edit))).toBe(false);
    expect(await can('owner', (db) => db.doc(`${POST}/comments/reviewer`).update(edit))).toBe(
      false,
    );
    const stored = await (await ownerContext(env)).firestore().doc(`${POST}/comments/open`).get();
    expect(stored.get('text')).toBe('Looks good');
  });

  it('are deleted by their author or staff, not by another member', async () => {
    expect(await can('editor', (db) => db.doc(`${POST}/comments/open`).delete())).toBe(false);
    expect(await can('client', (db) => db.doc(`${POST}/comments/open`).delete())).toBe(true);
    await restore('open', { authorUid: 'client', text: 'Looks good', internal: false });
  });
});

describe('history and review links', () => {
  it('lets members read a post history whose decisions only the server writes', async () => {
    expect(await can('client', (db) => db.collection(`${POST}/activity`).get())).toBe(true);
    expect(await can('stranger', (db) => db.collection(`${POST}/activity`).get())).toBe(false);
    expect(
      await can('editor', (db) => db.doc(`${POST}/activity/a2`).set(version({ type: 'approved' }))),
    ).toBe(false);
    expect(
      await can('editor', (db) => db.doc(`${POST}/activity/a1`).update({ type: 'approved' })),
    ).toBe(false);
  });

  it('takes a version only in the batch of the save it records, with the text saved', async () => {
    const save = (db: Db, text: string, versionText: string, id: string) => {
      const batch = db.batch();
      batch.update(db.doc(DRAFT), { text, updatedAt: serverTimestamp() });
      batch.set(db.doc(`${DRAFT}/activity/${id}`), version({ details: { text: versionText } }));
      return batch.commit();
    };
    expect(await can('editor', (db) => save(db, 'Hello again', 'Hello again', 'b1'))).toBe(true);
    // A version of another text than the one saved, and a version on its own, are refused.
    expect(await can('editor', (db) => save(db, 'Third text', 'Hello again', 'b2'))).toBe(false);
    expect(
      await can('editor', (db) =>
        db.doc(`${DRAFT}/activity/b3`).set(version({ details: { text: 'Hello again' } })),
      ),
    ).toBe(false);
  });

  it('refuses a version that is not of the text the post holds, or not shaped as one', async () => {
    // The post in review is not saved by anyone: a version of it stands alone and is refused.
    expect(await can('editor', (db) => db.doc(`${POST}/activity/v1`).set(version({})))).toBe(false);
    expect(
      await can('editor', (db) =>
        db.doc(`${POST}/activity/v2`).set(version({ details: { text: 'Something else' } })),
      ),
    ).toBe(false);
    expect(
      await can('editor', (db) =>
        db.doc(`${POST}/activity/v3`).set(version({ details: { text: 'Hello', extra: 1 } })),
      ),
    ).toBe(false);
    expect(
      await can('editor', (db) => db.doc(`${POST}/activity/v4`).set(version({ details: 'Hello' }))),
    ).toBe(false);
    expect(
      await can('editor', (db) =>
        db.doc(`${POST}/activity/v5`).set(version({ actorUid: 'owner' })),
      ),
    ).toBe(false);
    expect(
      await can('editor', (db) =>
        db.doc(`${POST}/activity/v6`).set(version({ via: 'review_link' })),
      ),
    ).toBe(false);
    expect(
      await can('editor', (db) => db.doc(`${POST}/activity/v7`).set(version({ actorName: 7 }))),
    ).toBe(false);
    expect(
      await can('editor', (db) => db.doc(`${POST}/activity/v8`).set(version({ at: new Date(0) }))),
    ).toBe(false);
    expect(
      await can('editor', (db) => db.doc(`${POST}/activity/v9`).set({ ...version({}), x: 1 })),
    ).toBe(false);
    // A client does not write the history at all.
    expect(
      await can('client', (db) =>
        db.doc(`${POST}/activity/v10`).set(version({ actorUid: 'client' })),
      ),
    ).toBe(false);
  });

  it("lets anyone, signed out included, get a review link's pulse by its id, and nobody list or write one", async () => {
    const signedOut = (run: (db: Db) => Promise<unknown>) =>
      isAllowed(run(contextFor(env, 'anonymous').firestore() as unknown as Db));
    expect(await signedOut((db) => db.doc('reviewPulses/l1').get())).toBe(true);
    expect(await can('client', (db) => db.doc('reviewPulses/l1').get())).toBe(true);
    expect(await signedOut((db) => db.collection('reviewPulses').get())).toBe(false);
    for (const who of ['owner', 'staff'] as const) {
      expect(await can(who, (db) => db.collection('reviewPulses').get())).toBe(false);
      expect(
        await can(who, (db) => db.doc('reviewPulses/l1').set({ changedAt: serverTimestamp() })),
      ).toBe(false);
    }
    expect(
      await signedOut((db) => db.doc('reviewPulses/l2').set({ changedAt: serverTimestamp() })),
    ).toBe(false);
  });

  it('keeps review links (their token hashes) closed to every client, staff included', async () => {
    for (const who of ['owner', 'staff'] as const) {
      expect(await can(who, (db) => db.doc('reviewLinks/l1').get())).toBe(false);
      expect(await can(who, (db) => db.doc('reviewLinks/l2').set({ workspaceId: 'wsR' }))).toBe(
        false,
      );
    }
  });
});
