// The posts manager's writes that go straight to Firestore and Storage: drafts under the rules'
// write contract, media uploads, and the media files' download URLs.

import type { ThreadElsewhere } from '@model/schemas/posts/posts';
import { nullableTimestampSchema, storedOr } from '@model/schemas/stored';
import { firestoreLite } from '../firestore';
import { downloadUrl, uploadFile } from '../storage';
import { type Post, type PostMedia, toPost } from './post-types';

const mediaUrls = new Map<string, Promise<string>>();

/** The download URL of a post's media file, asked for once per path. */
export function postMediaUrl(path: string): Promise<string> {
  let url = mediaUrls.get(path);
  if (!url) {
    url = downloadUrl(path);
    // A failure is not remembered, so the next view asks again.
    url.catch(() => mediaUrls.delete(path));
    mediaUrls.set(path, url);
  }
  return url;
}

export interface DraftContent {
  text: string;
  channelIds: string[];
  variants: Record<string, { text: string }>;
  media: PostMedia[];
  timeZone: string;
  scheduledAt: Date | null;
  /** Written only when given, so a post without a thread keeps no thread key. */
  thread?: { text: string }[];
  /** Written only when given, like the thread. */
  threadElsewhere?: ThreadElsewhere;
  /** Written only when given, like the thread. */
  networkOptions?: Record<string, Record<string, string | boolean>>;
  /** Written only when given, like the thread ('' removes a first comment). */
  firstComment?: string;
}

/** Who saves: the post's history names them beside the version the save records. */
export interface DraftAuthor {
  uid: string;
  name: string;
}

/**
 * A save refused because the post changed since the form was opened: `theirs` is the post as it
 * now stands, `by` and `at` who saved it last and when (from its history). Code 'aborted', the
 * seed's 409.
 */
export class PostConflict extends Error {
  readonly code = 'aborted';
  constructor(
    readonly theirs: Post,
    readonly by: string | null,
    readonly at: Date | null,
  ) {
    super('The post was changed by someone else since you opened it.');
  }
}

/**
 * Creates (postId null) or updates a draft with exactly the keys the rules accept, and
 * returns its id and the version it now has. Only drafts and posts with changes requested can
 * be edited. An update based on `baseVersion` (the post's updatedAt in ms as the form read it)
 * is refused with a PostConflict when the post has a newer one: nobody's save is silently
 * overwritten. The text's version goes into the post's history in the same commit as the
 * save: both or neither.
 */
export async function saveDraft(
  workspaceId: string,
  author: DraftAuthor,
  postId: string | null,
  content: DraftContent,
  baseVersion: number | null = null,
): Promise<{ id: string; version: number | null }> {
  const { lite, db } = await firestoreLite();
  const fields = {
    text: content.text,
    channelIds: content.channelIds,
    variants: content.variants,
    media: content.media,
    timeZone: content.timeZone,
    scheduledAt: content.scheduledAt ? lite.Timestamp.fromDate(content.scheduledAt) : null,
    ...(content.thread ? { thread: content.thread } : {}),
    ...(content.threadElsewhere ? { threadElsewhere: content.threadElsewhere } : {}),
    ...(content.networkOptions ? { networkOptions: content.networkOptions } : {}),
    ...(content.firstComment !== undefined ? { firstComment: content.firstComment } : {}),
  };
  const ref = postId
    ? lite.doc(db, 'workspaces', workspaceId, 'posts', postId)
    : lite.doc(lite.collection(db, 'workspaces', workspaceId, 'posts'));
  const activity = {
    type: postId ? 'edited' : 'created',
    actorUid: author.uid,
    actorName: author.name.slice(0, 120),
    via: 'app',
    details: { text: content.text },
    at: lite.serverTimestamp(),
  };
  const theirs = await lite.runTransaction(db, async (tx) => {
    if (postId) {
      const stored = await tx.get(ref);
      const version = versionOf(stored.data());
      // A newer version that cannot be read (reported) is saved over rather than shown.
      const newer =
        stored.exists() && baseVersion !== null && version !== baseVersion
          ? toPost(stored.ref.path, stored.id, stored.data())
          : null;
      if (newer) return newer;
      tx.update(ref, { ...fields, updatedAt: lite.serverTimestamp() });
    } else {
      tx.set(ref, {
        ...fields,
        authorUid: author.uid,
        status: 'draft',
        createdAt: lite.serverTimestamp(),
        updatedAt: lite.serverTimestamp(),
      });
    }
    tx.set(lite.doc(lite.collection(ref, 'activity')), activity);
    return null;
  });
  if (theirs) {
    // The history is read only here, in its own chunk: the dashboard's quick composer never needs it.
    const { listActivity } = await import('./post-discussion');
    const last = (await listActivity(workspaceId, ref.id)).at(-1);
    throw new PostConflict(theirs, last?.actorName || null, last?.at ? new Date(last.at) : null);
  }
  const saved = await lite.getDoc(ref);
  return { id: ref.id, version: versionOf(saved.data()) };
}

/** A stored post's version: when it was last saved, in milliseconds. */
function versionOf(data: Record<string, unknown> | undefined): number | null {
  return storedOr(nullableTimestampSchema, data?.updatedAt, null)?.toMillis() ?? null;
}

/** Uploads a post's image or video under the workspace's media folder; resolves with its path. */
export async function uploadPostMedia(
  workspaceId: string,
  file: File,
  onProgress: (fraction: number) => void,
): Promise<string> {
  // Letters, digits, _ and -, with single dots between them (the rules refuse '..').
  const safeName =
    file.name
      .replace(/[^A-Za-z0-9._-]/g, '_')
      .replace(/\.{2,}/g, '.')
      .replace(/^\.+|\.+$/g, '')
      .slice(-80)
      .replace(/^\./, '') || 'file';
  const path = `workspaces/${workspaceId}/media/${crypto.randomUUID()}-${safeName}`;
  await uploadFile(path, file, onProgress);
  return path;
}
