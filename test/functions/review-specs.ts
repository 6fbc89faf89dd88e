// The client-review callables' entries of the callable matrix (callable-specs.ts spreads them
// in): review links (staff side and the reviewer's), approval modes, reopening a post, and
// comments with their mentions.

import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { type CallableSpec, currentRequest, type SpecContext } from './callable-specs';
import { CALLERS, type RoleName, seedPost, WS_CONNECT } from './fixtures';
import { adminDb, countDocs } from './support';

/** Who manages a connect workspace's review: its owner (client) and connect's staff. */
const CONNECT_MANAGERS: RoleName[] = [
  'client',
  'connectAdmin',
  'saasAdmin',
  'superAdmin',
  'legacyAdmin',
];
const DAY = 86_400_000;
/** A review link's token as the matrix seeds it: 43 base64url characters, stored hashed. */
const TOKEN = 'R'.repeat(21) + 'e'.repeat(22);
const LINK = 'link1';
const POST = 'p1';
const postPath = `workspaces/${WS_CONNECT}/posts/${POST}`;

const db = () => adminDb();
const doc = async (path: string) => (await db().doc(path).get()).data();
const audits = () => countDocs('auditLog');
const uidOf = (context: SpecContext) =>
  context.caller ? context.accounts[context.caller].uid : null;
/** Fixed once, so a repeated call sends the very same payload. */
const FROM = new Date(Date.now() - DAY).toISOString();
const TO = new Date(Date.now() + 30 * DAY).toISOString();

async function seedLink(): Promise<void> {
  await db()
    .doc(`reviewLinks/${LINK}`)
    .set({
      workspaceId: WS_CONNECT,
      product: 'connect',
      tokenHash: createHash('sha256').update(TOKEN).digest('hex'),
      scope: 'awaiting',
      from: Timestamp.fromMillis(Date.now() - DAY),
      to: Timestamp.fromMillis(Date.now() + 30 * DAY),
      expiresAt: Timestamp.fromMillis(Date.now() + 30 * DAY),
      reviewerName: 'Rita',
      reviewerEmail: null,
      createdBy: 'staff',
      revokedAt: null,
      revokedBy: null,
      lastUsedAt: null,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
}

async function seedPostInReview(): Promise<void> {
  await seedPost(WS_CONNECT, POST, {
    text: 'Spring menu',
    status: 'in_review',
    approval: { requestedBy: 'staff' },
    scheduledAt: Timestamp.fromMillis(Date.now() + 5 * DAY),
    createdAt: Timestamp.now(),
  });
}

export const REVIEW_SPECS: CallableSpec[] = [
  {
    name: 'createReviewLink',
    allowed: CONNECT_MANAGERS,
    payload: () => ({
      requestId: currentRequest(),
      workspaceId: WS_CONNECT,
      from: FROM,
      to: TO,
      reviewerName: 'Rita',
      reviewerEmail: 'Rita@Example.test',
    }),
    secret: 'url',
    verify: async (context, result) => {
      const token = String(result.url).split('/').pop() as string;
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const stored = await doc(`reviewLinks/${result.linkId}`);
      expect(stored).toMatchObject({
        workspaceId: WS_CONNECT,
        tokenHash: createHash('sha256').update(token).digest('hex'),
        reviewerEmail: 'rita@example.test',
        createdBy: uidOf(context),
      });
      expect(JSON.stringify(stored)).not.toContain(token);
      const idempotency = (await db().collection('idempotency').get()).docs.map((d) => d.data());
      expect(JSON.stringify(idempotency)).not.toContain(token);
      // The link waits in the server-only outbox for the fan-out, addressed to the reviewer.
      const outbox = (await db().collection('outbox').get()).docs.map((d) => d.data());
      expect(outbox).toEqual([
        expect.objectContaining({
          event: 'review_link_shared',
          recipients: [expect.objectContaining({ email: 'rita@example.test', uid: null })],
          data: expect.objectContaining({ reviewUrl: result.url, workspaceName: 'Client Co' }),
        }),
      ]);
    },
    effects: () => countDocs('reviewLinks'),
    invalidButWellFormed: () => [],
  },
  {
    name: 'listReviewLinks',
    allowed: CONNECT_MANAGERS,
    seed: seedLink,
    payload: () => ({ workspaceId: WS_CONNECT }),
    verify: async (_context, result) => {
      expect(result.links).toEqual([
        expect.objectContaining({ id: LINK, status: 'active', reviewerName: 'Rita' }),
      ]);
      expect(result.approvalMode).toBe('required');
      expect(JSON.stringify(result)).not.toContain(TOKEN);
    },
    effects: () => countDocs('reviewLinks'),
  },
  {
    name: 'revokeReviewLink',
    allowed: CONNECT_MANAGERS,
    seed: seedLink,
    payload: () => ({ workspaceId: WS_CONNECT, linkId: LINK }),
    verify: async (context, result) => {
      expect(result).toEqual({ linkId: LINK, changed: true });
      const stored = await doc(`reviewLinks/${LINK}`);
      expect(stored?.revokedAt).toBeInstanceOf(Timestamp);
      expect(stored?.revokedBy).toBe(uidOf(context));
    },
    effects: audits,
    invalidButWellFormed: () => [],
  },
  {
    name: 'openReviewLink',
    allowed: CALLERS,
    anonymous: true,
    seed: async () => {
      await seedLink();
      await seedPostInReview();
    },
    payload: () => ({ token: TOKEN }),
    verify: async (_context, result) => {
      expect(result).toMatchObject({ status: 'active', workspaceName: 'Client Co' });
      expect((result.posts as { id: string }[]).map((post) => post.id)).toEqual([POST]);
    },
    effects: () => countDocs(`${postPath}/comments`),
  },
  {
    name: 'actOnReviewLink',
    allowed: CALLERS,
    anonymous: true,
    seed: async () => {
      await seedLink();
      await seedPostInReview();
    },
    payload: () => ({
      token: TOKEN,
      postId: POST,
      action: 'approve',
      reviewerName: 'Rita Reviewer',
    }),
    verify: async () => {
      const post = await doc(postPath);
      // The last approval of a post with a time ahead schedules it for that time (the
      // workspace's scheduleOnApproval, on by default).
      expect(post?.status).toBe('scheduled');
      expect(post?.approval?.decision).toBe('approved');
      expect(post?.approval?.decidedByName).toBe('Rita Reviewer');
      const audit = (await db().collection('auditLog').get()).docs.map((d) => d.data());
      expect(audit).toEqual([
        expect.objectContaining({
          action: 'reviewLink.approve',
          details: expect.objectContaining({ reviewerName: 'Rita Reviewer', linkId: LINK }),
        }),
      ]);
    },
    effects: audits,
    invalidButWellFormed: () => [
      // Asking for changes needs a comment.
      { token: TOKEN, postId: POST, action: 'request_changes', reviewerName: 'Rita' },
    ],
  },
  {
    name: 'setApprovalMode',
    allowed: CONNECT_MANAGERS,
    payload: () => ({ workspaceId: WS_CONNECT, mode: 'multi' }),
    verify: async () => {
      expect(await doc(`workspaces/${WS_CONNECT}`)).toMatchObject({
        approvalMode: 'multi',
        approvalLevels: ['internal', 'client'],
      });
    },
    effects: audits,
    invalidButWellFormed: () => [
      // Levels belong to the multi-level mode only.
      { workspaceId: WS_CONNECT, mode: 'required', levels: ['internal', 'client'] },
    ],
  },
  {
    name: 'reopenPost',
    allowed: CONNECT_MANAGERS,
    seed: () =>
      seedPost(WS_CONNECT, POST, { status: 'approved', approval: { decision: 'approved' } }),
    payload: () => ({ workspaceId: WS_CONNECT, postId: POST }),
    verify: async () => {
      const post = await doc(postPath);
      // The approved text stays for the next review's diff; the decision is gone.
      expect(post).toMatchObject({
        status: 'draft',
        approval: { previousText: 'Fresh bread at 7', decision: null },
      });
      const history = (await db().collection(`${postPath}/activity`).get()).docs;
      expect(history.map((d) => [d.get('type'), d.get('details')])).toEqual([
        ['edited', { reopened: true }],
      ]);
    },
    effects: () => countDocs(`${postPath}/activity`),
  },
  {
    name: 'addPostComment',
    allowed: CONNECT_MANAGERS,
    seed: () => seedPostInReview(),
    payload: () => ({
      requestId: currentRequest(),
      workspaceId: WS_CONNECT,
      postId: POST,
      text: 'Could the photo be warmer?',
    }),
    verify: async (context, result) => {
      expect(await doc(`${postPath}/comments/${result.commentId}`)).toMatchObject({
        authorUid: uidOf(context),
        text: 'Could the photo be warmer?',
        internal: false,
      });
    },
    effects: () => countDocs(`${postPath}/comments`),
  },
  {
    name: 'editPostComment',
    allowed: CONNECT_MANAGERS,
    seed: async (context) => {
      await seedPostInReview();
      // target joins as an editor: the edit below names them.
      await db()
        .doc(`workspaces/${WS_CONNECT}`)
        .update({ [`members.${context.accounts.target.uid}`]: 'editor' });
      await db()
        .doc(`${postPath}/comments/c1`)
        .set({
          authorUid: uidOf(context),
          text: 'First words',
          internal: false,
          mentions: [],
          createdAt: Timestamp.now(),
          updatedAt: Timestamp.now(),
        });
    },
    payload: ({ accounts }) => ({
      workspaceId: WS_CONNECT,
      postId: POST,
      commentId: 'c1',
      text: `Over to @${accounts.target.email.slice(0, accounts.target.email.indexOf('@'))}`,
    }),
    verify: async ({ accounts }, result) => {
      expect(result).toEqual({ commentId: 'c1', mentioned: 1 });
      expect(await doc(`${postPath}/comments/c1`)).toMatchObject({
        mentions: [accounts.target.uid],
      });
      const outbox = (await db().collection('outbox').get()).docs.map((d) => d.data());
      expect(outbox).toEqual([
        expect.objectContaining({ event: 'mentioned', audience: { uids: [accounts.target.uid] } }),
      ]);
    },
    // A second identical edit names nobody new: no second notice.
    effects: () => countDocs('outbox'),
  },
];
