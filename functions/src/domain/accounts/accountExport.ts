// A user's own data as JSON (GDPR access and portability): their profile, consents, the
// workspaces they belong to, the posts and comments they wrote and their service requests.
// A post is a workspace's, edited by its team after its author wrote it: its current content is
// exported only while the person may still see it (a member of its workspace, or an admin of
// its product). Of a post in a workspace they left, only that they wrote it, and when.

import type { CallableReply } from '@model/callables';
import {
  DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  Timestamp,
} from 'firebase-admin/firestore';
import { type Caller, isAdminFor } from '../caller';

/** Firestore values as JSON: timestamps as ISO strings, references as paths. */
export function plain(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof DocumentReference) return value.path;
  if (Array.isArray(value)) return value.map(plain);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, plain(item)]));
  }
  return value;
}

function entry(snap: DocumentSnapshot): Record<string, unknown> {
  return { id: snap.id, path: snap.ref.path, ...(plain(snap.data() ?? {}) as object) };
}

/** What the export holds, for the person reading it (the file's README). */
export const EXPORT_README = [
  'This file holds your account data: your profile, your consents, the workspaces you belong to, the posts and comments you wrote and your service requests.',
  'Posts belong to their workspace and its team may have edited them: a post in a workspace you can still see is exported as it is now.',
  'Of a post in a workspace you no longer belong to, only that you wrote it and when (authoredOnly: true): its content is no longer yours to see.',
  'Comments and service requests are your own words and are exported in full.',
];

function workspaceIdOf(snap: DocumentSnapshot): string {
  return snap.ref.parent.parent?.id ?? '';
}

/** A post the person wrote in a workspace they can no longer see: the fact, not the content. */
function authoredOnly(snap: DocumentSnapshot): Record<string, unknown> {
  return {
    id: snap.id,
    path: snap.ref.path,
    workspaceId: workspaceIdOf(snap),
    createdAt: plain(snap.get('createdAt') ?? null),
    authoredOnly: true,
  };
}

/** The workspaces of `posts` the caller may see: theirs, and those of a product they administer. */
async function visibleWorkspaces(
  db: Firestore,
  caller: Caller,
  memberOf: Set<string>,
  posts: readonly DocumentSnapshot[],
): Promise<Set<string>> {
  const visible = new Set(memberOf);
  const others = [...new Set(posts.map(workspaceIdOf))].filter((id) => id && !memberOf.has(id));
  if (others.length === 0) return visible;
  const snaps = await db.getAll(...others.map((id) => db.collection('workspaces').doc(id)));
  for (const snap of snaps) {
    const product = snap.get('product') === 'connect' ? 'connect' : 'smm';
    if (snap.exists && isAdminFor(caller, product)) visible.add(snap.id);
  }
  return visible;
}

export type AccountExport = CallableReply<'exportMyData'> & Record<string, unknown>;

export async function exportMyData(
  db: Firestore,
  caller: Caller,
  now: Date,
): Promise<AccountExport> {
  const uid = caller.uid;
  const userRef = db.collection('users').doc(uid);
  const [user, consents, workspaces, posts, comments, serviceRequests] = await Promise.all([
    userRef.get(),
    userRef.collection('consents').get(),
    db.collection('workspaces').where('memberUids', 'array-contains', uid).get(),
    db.collectionGroup('posts').where('authorUid', '==', uid).get(),
    db.collectionGroup('comments').where('authorUid', '==', uid).get(),
    db.collection('serviceRequests').where('requesterUid', '==', uid).get(),
  ]);
  const visible = await visibleWorkspaces(
    db,
    caller,
    new Set(workspaces.docs.map((doc) => doc.id)),
    posts.docs,
  );
  return {
    exportedAt: now.toISOString(),
    readme: EXPORT_README,
    user: user.exists ? entry(user) : null,
    consents: consents.docs.map(entry),
    // Summaries: the workspace's other members are not the exporting user's data.
    workspaces: workspaces.docs.map((doc) => ({
      id: doc.id,
      name: doc.get('name') ?? null,
      product: doc.get('product') ?? null,
      timeZone: doc.get('timeZone') ?? null,
      memberRole: doc.get('members')?.[uid] ?? null,
      owner: doc.get('ownerUid') === uid,
    })),
    posts: posts.docs.map((snap) =>
      visible.has(workspaceIdOf(snap)) ? entry(snap) : authoredOnly(snap),
    ),
    comments: comments.docs.map(entry),
    serviceRequests: serviceRequests.docs.map(entry),
  };
}
