// A user's own data as JSON (GDPR access and portability): their profile, consents, the
// workspaces they belong to, the posts and comments they wrote and their service requests.

import {
  DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  Timestamp,
} from 'firebase-admin/firestore';
import type { Caller } from './caller';

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

export interface AccountExport extends Record<string, unknown> {
  exportedAt: string;
  user: Record<string, unknown> | null;
}

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
  return {
    exportedAt: now.toISOString(),
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
    posts: posts.docs.map(entry),
    comments: comments.docs.map(entry),
    serviceRequests: serviceRequests.docs.map(entry),
  };
}
