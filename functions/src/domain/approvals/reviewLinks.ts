// Over 400 lines: one capability, its token, the reviewer it names, and what it may read and decide.
// Review links: a capability for one workspace's posts in one period, held by a reviewer
// without an account. The token is made and hashed exactly as an invitation's (invites.ts);
// only its SHA-256 is stored. Whoever holds a live link reads that workspace's posts of that
// period (never an internal note, never another workspace's post) and approves, requests
// changes or comments, under the name they typed. Every action is counted against a rate
// limit per link and per address, audited with the reviewer's name and written into the
// post's history, in one transaction.

import { whiteLabelOf } from '@model/schemas/branding/white-label';
import { channelDocSchema } from '@model/schemas/channels/channels';
import { commentDocSchema } from '@model/schemas/comments';
import { postDocSchema } from '@model/schemas/posts/posts-stored';
import type {
  ActOnReviewLinkInput,
  OpenReviewMediaInput,
  ReviewLinkStatus,
  ReviewLinkView,
  ReviewMediaFile,
  ReviewPost,
} from '@model/schemas/review-links';
import { REVIEW_LINK_POSTS_MAX, reviewLinkDocSchema } from '@model/schemas/review-links';
import type { StoredTimestamp } from '@model/schemas/stored';
import {
  FieldValue,
  type Firestore,
  type QueryDocumentSnapshot,
  Timestamp,
} from 'firebase-admin/firestore';
import {
  appOrigin,
  REVIEW_ACTION_RATE_LIMIT,
  REVIEW_MEDIA_MAX_BYTES,
  REVIEW_MEDIA_RATE_LIMIT,
  REVIEW_OPEN_RATE_LIMIT,
} from '../../config';
import { rateLimited } from '../../logs';
import { recordAudit } from '../audit';
import { DomainError, notFound, precondition } from '../errors';
import { hashInvitationToken } from '../invitations/invites';
import { recordActivity } from '../posts/postActivity';
import type { LoadedPost } from '../posts/posts';
import { bucketId, consumeRateLimit } from '../rateLimit';
import { storedField } from '../stored';
import { readWorkspace, type Workspace } from '../workspaces/workspaces';
import { applyDecision, currentLevel } from './approvals';
import { publishedOf, WENT_OUT } from './reviewReceipts';

export const LINKS = 'reviewLinks';

export const iso = (value: StoredTimestamp | null): string | null =>
  value ? value.toDate().toISOString() : null;

type Data = Record<string, unknown> | undefined;
const millisOf = (value: StoredTimestamp | null): number | null => value?.toMillis() ?? null;

/** A stored link, each field as its schema allows it (storedField). */
export function readLink(data: Data) {
  const field = <K extends keyof typeof reviewLinkDocSchema.entries & string>(key: K) =>
    storedField(reviewLinkDocSchema, data, key, null);
  return {
    workspaceId: field('workspaceId') ?? '',
    scope: field('scope') ?? 'awaiting',
    from: field('from'),
    to: field('to'),
    expiresAt: field('expiresAt'),
    // Any revocation stamp revokes, even one the schema cannot read: a link fails closed.
    revoked: Boolean(data?.revokedAt),
    reviewerName: field('reviewerName'),
    reviewerEmail: field('reviewerEmail'),
    createdAt: field('createdAt'),
  };
}
export type StoredLink = ReturnType<typeof readLink>;

export function statusOf(link: StoredLink, now: Date): ReviewLinkStatus {
  if (link.revoked) return 'revoked';
  return (millisOf(link.expiresAt) ?? 0) <= now.getTime() ? 'expired' : 'active';
}

export function reviewUrl(product: string, token: string): string {
  return `${appOrigin()}${product === 'connect' ? '/connect' : ''}/review/${token}`;
}

// ------------------------------------------------------------------ the reviewer's side

async function countOrRefuse(
  db: Firestore,
  kind: string,
  key: string,
  limit: typeof REVIEW_OPEN_RATE_LIMIT,
  now: Date,
): Promise<void> {
  const bucket = bucketId(kind, key);
  const decision = await consumeRateLimit(db, bucket, limit, () => now.getTime());
  if (!decision.allowed) {
    rateLimited(bucket, decision.retryAfterSeconds);
    throw new DomainError(
      'resource-exhausted',
      'Too many requests from this review link. Try again later.',
      decision.retryAfterSeconds,
    );
  }
}

async function findLink(db: Firestore, token: string): Promise<QueryDocumentSnapshot | null> {
  const hash = hashInvitationToken(token);
  const found = await db.collection(LINKS).where('tokenHash', '==', hash).limit(1).get();
  return found.docs[0] ?? null;
}

/** Whether the link covers the post: same workspace (by path), in the period, in scope. */
function inPeriod(link: StoredLink, post: Data): boolean {
  const when =
    millisOf(storedField(postDocSchema, post, 'scheduledAt', null)) ??
    millisOf(storedField(postDocSchema, post, 'createdAt', null));
  const from = millisOf(link.from) ?? 0;
  const to = millisOf(link.to) ?? 0;
  // A post without any date (written by an old client) counts as due now: in scope if the
  // period is current.
  const at = when ?? Date.now();
  return at >= from && at <= to;
}

const UPCOMING = ['draft', 'in_review', 'changes_requested', 'approved', 'scheduled'];
/** The posts awaiting a decision, and those decided since, so the reviewer sees their answers. */
const AWAITING = ['in_review', 'approved', 'changes_requested'];

const postStatus = (post: Data) => storedField(postDocSchema, post, 'status', 'draft');

function covers(link: StoredLink, post: Data): boolean {
  const statuses = link.scope === 'upcoming' ? UPCOMING : AWAITING;
  const status = postStatus(post);
  const out = WENT_OUT.includes(status);
  // An approval schedules the post: the reviewer still sees the post they decided, and once it
  // went out, its link and receipt. A link for every upcoming post keeps those that went out.
  const decided =
    (status === 'scheduled' || out) &&
    (post?.approval as Record<string, unknown> | null | undefined)?.decision === 'approved';
  return (
    (statuses.includes(status) || decided || (out && link.scope === 'upcoming')) &&
    inPeriod(link, post)
  );
}

function commentView(doc: QueryDocumentSnapshot): ReviewPost['comments'][number] | null {
  const data = doc.data();
  const field = <K extends 'authorName' | 'text' | 'kind' | 'via'>(key: K) =>
    storedField(commentDocSchema, data, key, undefined);
  if (data.internal === true) return null;
  return {
    id: doc.id,
    author: field('authorName') ?? (field('via') === 'review_link' ? 'Reviewer' : 'Team'),
    text: field('text') ?? '',
    kind: field('kind') ?? null,
    at: iso(data.createdAt instanceof Timestamp ? data.createdAt : null),
  };
}

async function postsOf(
  db: Firestore,
  link: StoredLink,
  workspaceId: string,
): Promise<ReviewPost[]> {
  const ws = db.collection('workspaces').doc(workspaceId);
  const [posts, channels] = await Promise.all([
    ws
      .collection('posts')
      // Scheduled posts too: those the reviewer approved are scheduled by it (covers decides).
      .where(
        'status',
        'in',
        link.scope === 'upcoming'
          ? [...UPCOMING, ...WENT_OUT]
          : [...AWAITING, 'scheduled', ...WENT_OUT],
      )
      .get(),
    ws.collection('channels').get(),
  ]);
  const channelNames = new Map(
    channels.docs.map((doc) => {
      const data = doc.data();
      const name =
        storedField(channelDocSchema, data, 'displayName', null) ??
        storedField(channelDocSchema, data, 'handle', doc.id);
      const handle = data.handle;
      const maxLength = ownTextLimit(data.maxLength, data.limits);
      const avatarUrl = typeof data.avatarUrl === 'string' ? data.avatarUrl : '';
      return [
        doc.id,
        {
          name,
          provider: storedField(channelDocSchema, data, 'provider', ''),
          ...(typeof handle === 'string' && handle ? { handle } : {}),
          ...(maxLength ? { maxLength } : {}),
          ...(avatarUrl.startsWith('https://') ? { avatarUrl } : {}),
        },
      ];
    }),
  );
  const chosen = posts.docs
    .filter((doc) => covers(link, doc.data()))
    .slice(0, REVIEW_LINK_POSTS_MAX);
  return Promise.all(
    chosen.map(async (doc) => {
      const data = doc.data();
      // commentView drops internal notes: a reviewer never receives one.
      const comments = await doc.ref.collection('comments').get();
      const ids = storedField(postDocSchema, data, 'channelIds', []);
      const status = postStatus(data);
      return {
        id: doc.id,
        text: storedField(postDocSchema, data, 'text', ''),
        status,
        channels: ids.map((id) => ({
          id,
          ...(channelNames.get(id) ?? { name: id, provider: '' }),
          text: variantText(data, id),
        })),
        media: mediaOf(data).map((item) => ({
          kind: item.contentType.startsWith('video/') ? 'video' : 'image',
          alt: item.alt ?? '',
          ...(positiveInt(item.width) && positiveInt(item.height)
            ? { width: Number(item.width), height: Number(item.height) }
            : {}),
        })),
        scheduledAt: iso(storedField(postDocSchema, data, 'scheduledAt', null)),
        comments: comments.docs
          .map(commentView)
          .filter((comment): comment is NonNullable<typeof comment> => comment !== null)
          .sort((a, b) => (a.at ?? '').localeCompare(b.at ?? '')),
        ...(WENT_OUT.includes(status) ? { published: publishedOf(data, ids) } : {}),
      } satisfies ReviewPost;
    }),
  ).then((list) =>
    // By publishing time, the unscheduled last: the page groups them by day in order.
    list.sort(
      (a, b) =>
        (a.scheduledAt ? Date.parse(a.scheduledAt) : Number.POSITIVE_INFINITY) -
          (b.scheduledAt ? Date.parse(b.scheduledAt) : Number.POSITIVE_INFINITY) ||
        a.id.localeCompare(b.id),
    ),
  );
}

const positiveInt = (value: unknown) => Number.isInteger(value) && Number(value) > 0;

/** A channel's own text limit (networks without a fixed one), as the app's preview counts it. */
function ownTextLimit(maxLength: unknown, limits: unknown): number | null {
  const nested =
    typeof limits === 'object' && limits !== null
      ? (limits as Record<string, unknown>).maxLength
      : undefined;
  const own = [maxLength, nested].find(positiveInt);
  return own === undefined ? null : Number(own);
}

/** The text a channel will publish: its own variant when it has one, else the post's. */
function variantText(post: Data, channelId: string): string {
  const variants: Record<string, { text: string } | undefined> = storedField(
    postDocSchema,
    post,
    'variants',
    {},
  );
  const own = variants[channelId]?.text;
  return own?.trim() ? own : storedField(postDocSchema, post, 'text', '');
}

/** A post's media list, or none when the stored list is not one the schema reads. */
const mediaOf = (post: Data) => storedField(postDocSchema, post, 'media', []);

export async function openReviewLink(
  db: Firestore,
  token: string,
  address: string,
  now: Date,
): Promise<ReviewLinkView> {
  await countOrRefuse(db, 'review_open', address, REVIEW_OPEN_RATE_LIMIT, now);
  const snap = await findLink(db, token);
  // An unknown token reads as an expired link: the page is kind either way, and it tells
  // nobody whether a guessed token once existed.
  if (!snap) return { status: 'expired' };
  const link = readLink(snap.data());
  const status = statusOf(link, now);
  if (status !== 'active') return { status };
  const workspaceId = link.workspaceId;
  // Read before the posts: a change after this read moves the pulse past it (reviewPulse.ts).
  const pulse = await db.collection('reviewPulses').doc(snap.id).get();
  const ws = await db.collection('workspaces').doc(workspaceId).get();
  if (!ws.exists) return { status: 'expired' };
  return {
    status,
    workspaceName: String(ws.get('name') ?? ''),
    timeZone: String(ws.get('timeZone') ?? 'UTC'),
    from: iso(link.from) ?? '',
    to: iso(link.to) ?? '',
    expiresAt: iso(link.expiresAt) ?? '',
    reviewerName: link.reviewerName,
    posts: await postsOf(db, link, workspaceId),
    whiteLabel: whiteLabelOf(ws.data() ?? {}),
    pulseId: snap.id,
    pulseAt: pulse.get('changedAt')?.toMillis() ?? 0,
  };
}

export interface ReviewActionResult extends Record<string, unknown> {
  postId: string;
  status: string;
  /** What the last approval did with the post's time (approvalSchedule.ts). */
  scheduling?: string;
  /** For the callable, which plans the publish task of a post the approval scheduled. */
  workspaceId: string;
}

export async function actOnReviewLink(
  db: Firestore,
  input: ActOnReviewLinkInput,
  address: string,
  now: Date,
): Promise<ReviewActionResult> {
  await countOrRefuse(db, 'review_act', address, REVIEW_ACTION_RATE_LIMIT, now);
  const found = await findLink(db, input.token);
  if (!found) throw new DomainError('permission-denied', 'This review link is no longer valid.');
  await countOrRefuse(db, 'review_link', found.id, REVIEW_ACTION_RATE_LIMIT, now);
  return db.runTransaction(async (tx) => {
    const linkSnap = await tx.get(found.ref);
    const link = readLink(linkSnap.data());
    if (statusOf(link, now) !== 'active')
      throw new DomainError('permission-denied', 'This review link is no longer valid.');
    const workspace: Workspace = await readWorkspace(db, tx, link.workspaceId);
    // The post is looked up under the link's own workspace only: another workspace's post id
    // names nothing here.
    const ref = workspace.ref.collection('posts').doc(input.postId);
    const postSnap = await tx.get(ref);
    const data = postSnap.data();
    if (!postSnap.exists || !data || !covers(link, data)) throw notFound('The post');
    const post: LoadedPost = {
      workspace,
      ref,
      status: postStatus(data),
      data,
    };
    const name = input.reviewerName;
    const decider = { uid: null, name, via: 'review_link' as const, person: null };
    let status: string = post.status;
    let scheduling: string | undefined;
    if (input.action === 'comment') {
      tx.create(ref.collection('comments').doc(), {
        authorUid: null,
        authorName: name,
        text: input.comment ?? '',
        internal: false,
        mentions: [],
        via: 'review_link',
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      recordActivity(tx, ref, {
        type: 'commented',
        actorUid: null,
        actorName: name,
        via: 'review_link',
        details: {},
      });
    } else {
      if (post.status === 'in_review' && currentLevel(post).level !== 'client')
        throw precondition('This post is still in internal review.');
      const result = await applyDecision(
        db,
        tx,
        post,
        decider,
        input.action === 'approve' ? 'approved' : 'changes_requested',
        input.comment,
        now,
      );
      status = result.status;
      scheduling = result.scheduling;
    }
    tx.update(found.ref, { lastUsedAt: FieldValue.serverTimestamp() });
    recordAudit(db, tx, {
      action: `reviewLink.${input.action}`,
      actorUid: `review-link:${found.id}`,
      product: workspace.product,
      target: ref.path,
      details: { reviewerName: name, linkId: found.id, workspaceId: workspace.id },
    });
    return {
      postId: ref.id,
      status,
      ...(scheduling ? { scheduling } : {}),
      workspaceId: workspace.id,
    };
  });
}

/**
 * One image of a post the link covers, answered inline (base64) so the reviewer sees it
 * without any other access to Storage: the link's own workspace, a post in its scope, a
 * path under that workspace's media folder. A video or a very large image answers its type
 * only, and the page shows a placeholder.
 */
export async function openReviewMedia(
  db: Firestore,
  files: { read(path: string): Promise<{ size: number; bytes: () => Promise<Buffer> }> },
  input: OpenReviewMediaInput,
  address: string,
  now: Date,
): Promise<ReviewMediaFile> {
  await countOrRefuse(db, 'review_media', address, REVIEW_MEDIA_RATE_LIMIT, now);
  const snap = await findLink(db, input.token);
  const link = snap ? readLink(snap.data()) : null;
  if (!link || statusOf(link, now) !== 'active')
    throw new DomainError('permission-denied', 'This review link is no longer valid.');
  const workspaceId = link.workspaceId;
  const post = await db.doc(`workspaces/${workspaceId}/posts/${input.postId}`).get();
  const data = post.data();
  if (!data || !covers(link, data)) throw notFound('The post');
  const item = mediaOf(data)[input.index];
  // Only the workspace's own media folder: a post naming another path reaches nothing.
  if (!item?.path.startsWith(`workspaces/${workspaceId}/`)) throw notFound('The file');
  const contentType = item.contentType;
  if (!contentType.startsWith('image/')) return { contentType };
  const file = await files.read(item.path);
  if (file.size > REVIEW_MEDIA_MAX_BYTES) return { contentType, tooLarge: true };
  return { contentType, data: (await file.bytes()).toString('base64') };
}
