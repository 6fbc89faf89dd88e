// Client review through the real Functions emulator: review links are hashed capabilities for
// one workspace's posts of a period, and multi-level approval holds scheduling back until the
// last level approves.

import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts, seedBase, seedPost, WS_CONNECT, WS_SMM } from './fixtures';
import { adminDb, type CallOutcome, call, dumpDatabase, requestId, storeFile } from './support';

let accounts: Accounts;

beforeAll(async () => {
  accounts = await createAccounts();
}, 120_000);

beforeEach(async () => {
  await seedBase(accounts);
});

const db = () => adminDb();
const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

function ok(outcome: CallOutcome): Record<string, unknown> {
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
  return outcome.result;
}

async function seedReview(workspaceId: string, postId: string, text: string): Promise<void> {
  await seedPost(workspaceId, postId, {
    text,
    status: 'in_review',
    authorUid: accounts.connectAdmin.uid,
    scheduledAt: Timestamp.fromMillis(Date.now() + 5 * DAY),
    createdAt: Timestamp.now(),
  });
}

async function createLink(as = accounts.connectAdmin, workspaceId = WS_CONNECT) {
  return call(
    'createReviewLink',
    { requestId: requestId(), workspaceId, from: inDays(-1), to: inDays(30), reviewerName: 'Rita' },
    as,
  );
}

describe('review links', () => {
  it('are created by staff or the owner, store only the hash, and show the posts in review', async () => {
    await seedReview(WS_CONNECT, 'p1', 'Spring menu');
    await seedPost(WS_CONNECT, 'p1-draft', { text: 'Not yet', status: 'draft' });
    await db().doc(`workspaces/${WS_CONNECT}/posts/p1/comments/note`).set({
      authorUid: accounts.connectAdmin.uid,
      text: 'Internal: the client hates puns',
      internal: true,
    });
    expect((await createLink(accounts.outsider)).ok).toBe(false);
    expect(await createLink(accounts.outsider)).toMatchObject({ code: 'permission-denied' });
    const byOwner = ok(await createLink(accounts.client));
    const created = ok(await createLink());
    const token = String(created.url).split('/').pop() as string;
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(String(created.url)).toContain('/connect/review/');
    expect(JSON.stringify(await dumpDatabase())).not.toContain(token);
    expect(byOwner.linkId).not.toBe(created.linkId);

    // The channel's account picture shows in the page's previews, an https address only.
    await db()
      .doc(`workspaces/${WS_CONNECT}/channels/ch1`)
      .update({ avatarUrl: 'https://cdn.example.test/client.png' });
    const view = ok(await call('openReviewLink', { token }));
    expect(view.status).toBe('active');
    expect(view.workspaceName).toBe('Client Co');
    const posts = view.posts as {
      id: string;
      comments: { text: string }[];
      channels: { avatarUrl?: string }[];
    }[];
    expect(posts.map((post) => post.id)).toEqual(['p1']);
    expect(posts[0]?.channels.map((channel) => channel.avatarUrl)).toEqual([
      'https://cdn.example.test/client.png',
    ]);
    expect(JSON.stringify(view)).not.toContain('hates puns');

    const listed = ok(await call('listReviewLinks', { workspaceId: WS_CONNECT }, accounts.client));
    expect(JSON.stringify(listed)).not.toContain(token);
    expect((listed.links as unknown[]).length).toBe(2);
  });

  it('approve, request changes and comment under the typed name, audited, and nothing else', async () => {
    await seedReview(WS_CONNECT, 'p1', 'Spring menu');
    await seedReview(WS_CONNECT, 'p2', 'Summer menu');
    await seedReview(WS_SMM, 'other', 'Another workspace');
    const token = String(ok(await createLink()).url)
      .split('/')
      .pop() as string;

    const approve = ok(
      await call('actOnReviewLink', {
        token,
        postId: 'p1',
        action: 'approve',
        reviewerName: 'Rita Reviewer',
      }),
    );
    // Its time is ahead and its channel connected: the approval schedules it.
    expect(approve.status).toBe('scheduled');
    expect(
      await call('actOnReviewLink', {
        token,
        postId: 'p2',
        action: 'request_changes',
        reviewerName: 'Rita Reviewer',
      }),
    ).toMatchObject({ ok: false, code: 'invalid-argument' });
    ok(
      await call('actOnReviewLink', {
        token,
        postId: 'p2',
        action: 'request_changes',
        reviewerName: 'Rita Reviewer',
        comment: 'Less sugar',
      }),
    );
    const p1 = (await db().doc(`workspaces/${WS_CONNECT}/posts/p1`).get()).data();
    const p2 = (await db().doc(`workspaces/${WS_CONNECT}/posts/p2`).get()).data();
    expect(p1?.status).toBe('scheduled');
    expect(p1?.approval.decidedByName).toBe('Rita Reviewer');
    expect(p2?.status).toBe('changes_requested');
    const comments = await db().collection(`workspaces/${WS_CONNECT}/posts/p2/comments`).get();
    expect(comments.docs.map((doc) => [doc.get('authorName'), doc.get('text')])).toEqual([
      ['Rita Reviewer', 'Less sugar'],
    ]);
    const audits = await db()
      .collection('auditLog')
      .where('action', '==', 'reviewLink.approve')
      .get();
    expect(audits.docs[0]?.get('details.reviewerName')).toBe('Rita Reviewer');
    const history = await db().collection(`workspaces/${WS_CONNECT}/posts/p2/activity`).get();
    expect(
      history.docs.map((doc) => [doc.get('type'), doc.get('actorName'), doc.get('via')]),
    ).toEqual([['changes_requested', 'Rita Reviewer', 'review_link']]);

    // Another workspace's post, through the same link, names nothing.
    expect(
      await call('actOnReviewLink', {
        token,
        postId: 'other',
        action: 'approve',
        reviewerName: 'Rita Reviewer',
      }),
    ).toMatchObject({ ok: false, code: 'not-found' });
    expect((await db().doc(`workspaces/${WS_SMM}/posts/other`).get()).get('status')).toBe(
      'in_review',
    );
  });

  it('once revoked, open the expired page and act on nothing', async () => {
    await seedReview(WS_CONNECT, 'p1', 'Spring menu');
    const created = ok(await createLink());
    const token = String(created.url).split('/').pop() as string;
    expect(
      await call(
        'revokeReviewLink',
        { workspaceId: WS_SMM, linkId: created.linkId },
        accounts.smmUser,
      ),
    ).toMatchObject({ ok: false, code: 'not-found' });
    ok(
      await call(
        'revokeReviewLink',
        { workspaceId: WS_CONNECT, linkId: created.linkId },
        accounts.connectAdmin,
      ),
    );
    expect(ok(await call('openReviewLink', { token }))).toEqual({ status: 'revoked' });
    expect(
      await call('actOnReviewLink', {
        token,
        postId: 'p1',
        action: 'approve',
        reviewerName: 'Rita',
      }),
    ).toMatchObject({ ok: false, code: 'permission-denied' });
    expect(ok(await call('openReviewLink', { token: 'A'.repeat(43) }))).toEqual({
      status: 'expired',
    });
    expect(await call('openReviewLink', { token: 'short' })).toMatchObject({
      code: 'invalid-argument',
    });
  });
});

describe('review-link media', () => {
  it('answers only the media of a post the link covers, under its own workspace', async () => {
    await seedPost(WS_CONNECT, 'm1', {
      text: 'With media',
      status: 'in_review',
      scheduledAt: Timestamp.fromMillis(Date.now() + 5 * DAY),
      createdAt: Timestamp.now(),
      media: [
        { path: `workspaces/${WS_CONNECT}/media/clip.mp4`, contentType: 'video/mp4', alt: 'Clip' },
        // A path outside the workspace's folder names nothing, whatever the post says.
        { path: `workspaces/${WS_SMM}/media/secret.png`, contentType: 'image/png', alt: '' },
      ],
    });
    await seedReview(WS_SMM, 'other', 'Another workspace');
    await db()
      .doc(`workspaces/${WS_SMM}/posts/other`)
      .update({
        media: [{ path: `workspaces/${WS_SMM}/media/a.png`, contentType: 'image/png' }],
      });
    const token = String(ok(await createLink()).url)
      .split('/')
      .pop() as string;
    const view = ok(await call('openReviewLink', { token }));
    const post = (view.posts as { id: string; media: unknown[] }[]).find((p) => p.id === 'm1');
    expect(post?.media).toEqual([
      { kind: 'video', alt: 'Clip' },
      { kind: 'image', alt: '' },
    ]);
    // A video answers its type only: the page shows a placeholder, nothing is downloaded.
    expect(ok(await call('openReviewMedia', { token, postId: 'm1', index: 0 }))).toEqual({
      contentType: 'video/mp4',
    });
    expect(await call('openReviewMedia', { token, postId: 'm1', index: 1 })).toMatchObject({
      code: 'not-found',
    });
    expect(await call('openReviewMedia', { token, postId: 'm1', index: 5 })).toMatchObject({
      code: 'not-found',
    });
    expect(await call('openReviewMedia', { token, postId: 'other', index: 0 })).toMatchObject({
      code: 'not-found',
    });
    const links = await db().collection('reviewLinks').get();
    await links.docs[0]?.ref.update({ revokedAt: Timestamp.now() });
    expect(await call('openReviewMedia', { token, postId: 'm1', index: 0 })).toMatchObject({
      code: 'permission-denied',
    });
  });
});

/** A real PNG (one red pixel), as a browser would upload it. */
const PIXEL_PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC',
  'base64',
);

// Alone, the functions stack has no Storage emulator (the bucket would be Google's); sharing
// the end-to-end stack under `npm test`, the image is stored and read back through the link.
describe('review-link media bytes', () => {
  it('answers exactly the stored bytes and type of an image the link covers', async () => {
    const path = `workspaces/${WS_CONNECT}/media/review-pixel.png`;
    const large = `workspaces/${WS_CONNECT}/media/review-large.png`;
    const elsewhere = `workspaces/${WS_SMM}/media/review-secret.png`;
    await storeFile(path, 'image/png', PIXEL_PNG);
    await storeFile(large, 'image/png', Buffer.alloc(4 * 1024 * 1024 + 1, 7));
    await storeFile(elsewhere, 'image/png', PIXEL_PNG);
    await seedPost(WS_CONNECT, 'img', {
      text: 'With a picture',
      status: 'in_review',
      scheduledAt: Timestamp.fromMillis(Date.now() + 5 * DAY),
      createdAt: Timestamp.now(),
      media: [
        { path, contentType: 'image/png', alt: 'A red pixel' },
        { path: large, contentType: 'image/png', alt: 'Too big to inline' },
        // Stored, but in another workspace's folder: the link never reads it.
        { path: elsewhere, contentType: 'image/png', alt: '' },
      ],
    });
    await seedReview(WS_SMM, 'other-img', 'Another workspace');
    await db()
      .doc(`workspaces/${WS_SMM}/posts/other-img`)
      .update({ media: [{ path: elsewhere, contentType: 'image/png' }] });
    const token = String(ok(await createLink()).url)
      .split('/')
      .pop() as string;

    const image = ok(await call('openReviewMedia', { token, postId: 'img', index: 0 }));
    expect(image.contentType).toBe('image/png');
    expect(Buffer.from(String(image.data), 'base64').equals(PIXEL_PNG)).toBe(true);
    expect(ok(await call('openReviewMedia', { token, postId: 'img', index: 1 }))).toEqual({
      contentType: 'image/png',
      tooLarge: true,
    });
    expect(await call('openReviewMedia', { token, postId: 'img', index: 2 })).toMatchObject({
      code: 'not-found',
    });
    expect(await call('openReviewMedia', { token, postId: 'other-img', index: 0 })).toMatchObject({
      code: 'not-found',
    });
    expect(
      await call('openReviewMedia', { token: 'A'.repeat(43), postId: 'img', index: 0 }),
    ).toMatchObject({
      code: 'permission-denied',
    });
    const links = await db().collection('reviewLinks').get();
    await links.docs[0]?.ref.update({ revokedAt: Timestamp.now() });
    expect(await call('openReviewMedia', { token, postId: 'img', index: 0 })).toMatchObject({
      code: 'permission-denied',
    });
  });
});

describe('multi-level approval', () => {
  it('refuses scheduling until the last level approves', async () => {
    const owner = accounts.smmUser;
    const client = accounts.outsider;
    await db()
      .doc(`workspaces/${WS_SMM}`)
      .update({ [`members.${client.uid}`]: 'approver' });
    expect(
      await call('setApprovalMode', { workspaceId: WS_SMM, mode: 'multi' }, client),
    ).toMatchObject({ ok: false, code: 'permission-denied' });
    ok(await call('setApprovalMode', { workspaceId: WS_SMM, mode: 'multi' }, owner));
    await seedPost(WS_SMM, 'm1', { authorUid: owner.uid });
    const schedule = () =>
      call(
        'schedulePost',
        { workspaceId: WS_SMM, postId: 'm1', scheduledAt: inDays(3), timeZone: 'Europe/Paris' },
        owner,
      );
    const decide = (who: typeof owner) =>
      call(
        'decidePostApproval',
        { workspaceId: WS_SMM, postId: 'm1', decision: 'approved', requestId: requestId() },
        who,
      );
    expect(await schedule()).toMatchObject({ ok: false, code: 'failed-precondition' });
    ok(await call('requestPostApproval', { workspaceId: WS_SMM, postId: 'm1' }, owner));
    // The client's level comes second: they cannot skip the internal one.
    expect(await decide(client)).toMatchObject({ ok: false, code: 'permission-denied' });
    expect(ok(await decide(owner)).status).toBe('in_review');
    expect(await schedule()).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect(ok(await decide(client)).status).toBe('approved');
    expect(ok(await schedule()).status).toBe('scheduled');
    const history = await db()
      .collection(`workspaces/${WS_SMM}/posts/m1/activity`)
      .orderBy('at')
      .get();
    expect(history.docs.map((doc) => doc.get('type'))).toEqual([
      'approval_requested',
      'approval_step',
      'approved',
      'scheduled',
    ]);
  });

  it('with mode none, approval cannot be asked for and drafts schedule directly', async () => {
    ok(
      await call(
        'setApprovalMode',
        { workspaceId: WS_CONNECT, mode: 'none' },
        accounts.connectAdmin,
      ),
    );
    await seedPost(WS_CONNECT, 'n1', { authorUid: accounts.client.uid });
    expect(
      await call('requestPostApproval', { workspaceId: WS_CONNECT, postId: 'n1' }, accounts.client),
    ).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect(
      ok(
        await call(
          'schedulePost',
          { workspaceId: WS_CONNECT, postId: 'n1', scheduledAt: inDays(2), timeZone: 'UTC' },
          accounts.client,
        ),
      ).status,
    ).toBe('scheduled');
  });

  it('sends an approved post back for approval when it is reopened for editing', async () => {
    await seedPost(WS_CONNECT, 'r1', { authorUid: accounts.client.uid, status: 'approved' });
    expect(
      await call('reopenPost', { workspaceId: WS_CONNECT, postId: 'r1' }, accounts.outsider),
    ).toMatchObject({ ok: false, code: 'permission-denied' });
    expect(
      ok(await call('reopenPost', { workspaceId: WS_CONNECT, postId: 'r1' }, accounts.client))
        .status,
    ).toBe('draft');
    expect(
      await call(
        'schedulePost',
        { workspaceId: WS_CONNECT, postId: 'r1', scheduledAt: inDays(2), timeZone: 'UTC' },
        accounts.client,
      ),
    ).toMatchObject({ ok: false, code: 'failed-precondition' });
    const history = await db().collection(`workspaces/${WS_CONNECT}/posts/r1/activity`).get();
    expect(history.docs.map((doc) => doc.get('details.reopened'))).toEqual([true]);
  });
});
