// The media library (model/schemas/library.ts): recording an uploaded file as an item, after
// checking the stored file's type, size and an image's pixel size; deleting an item only while
// no post uses it; and keeping each item's `usedBy` in step with the posts that use its file.

import { POST_ROLES } from '@model/capabilities';
import {
  type AddLibraryItemInput,
  type DeleteLibraryItemInput,
  libraryFilePattern,
  libraryIdOfPath,
  libraryKindOf,
  libraryThumbPath,
} from '@model/schemas/library';
import { type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { isEmulator, storageEmulated } from '../config';
import { bucket } from '../firebase';
import type { Caller } from './caller';
import { invalid, notFound, precondition } from './errors';
import { IMAGE_HEADER_BYTES, imageSizeOf, type PixelSize } from './imageSize';
import { actAs, readWorkspace } from './workspaces/workspaces';

/**
 * Whether Cloud Storage can be asked: a functions emulator with no Storage emulator beside it
 * (the functions suites) has no bucket, and must not reach for the real one.
 */
export function storageReachable(): boolean {
  return !isEmulator || storageEmulated();
}

interface StoredFacts {
  size: number;
  pixels: PixelSize | null;
}

/** The stored file's size and (for an image) pixel size; refuses a missing or mistyped file. */
export async function storedFacts(path: string, contentType: string): Promise<StoredFacts | null> {
  if (!storageReachable()) return null;
  const file = bucket().file(path);
  const [exists] = await file.exists();
  if (!exists) throw precondition('The uploaded file was not found; upload it again.');
  const [metadata] = await file.getMetadata();
  if (metadata.contentType !== contentType) {
    throw invalid('The uploaded file is not of the type given.');
  }
  const size = Number(metadata.size ?? 0);
  if (!contentType.startsWith('image/')) return { size, pixels: null };
  const [head] = await file.download({ start: 0, end: Math.min(size, IMAGE_HEADER_BYTES) - 1 });
  const pixels = imageSizeOf(head);
  if (!pixels) throw invalid('The image could not be read.');
  return { size, pixels };
}

/** A new library item as stored, however its file arrived (the app's upload, the REST API). */
export function libraryItemDoc(
  item: {
    name: string;
    path: string;
    contentType: string;
    size: number;
    alt: string;
    pixels: PixelSize | null;
    thumbPath?: string;
  },
  createdBy: string,
  now: Date,
): Record<string, unknown> {
  return {
    name: item.name,
    path: item.path,
    contentType: item.contentType,
    kind: libraryKindOf(item.contentType),
    size: item.size,
    alt: item.alt,
    ...(item.pixels ? { width: item.pixels.width, height: item.pixels.height } : {}),
    ...(item.thumbPath ? { thumbPath: item.thumbPath } : {}),
    usedBy: {},
    usage: 0,
    createdBy,
    createdAt: Timestamp.fromDate(now),
  };
}

export async function addLibraryItem(
  db: Firestore,
  caller: Caller,
  input: AddLibraryItemInput,
  now: Date,
): Promise<{ itemId: string; width: number | null; height: number | null }> {
  if (!libraryFilePattern(input.workspaceId, input.itemId).test(input.path)) {
    throw invalid("The file must be in the workspace's media folder, named after the item.");
  }
  // Authorise before touching Storage, so a stranger learns nothing about its files.
  await db.runTransaction(async (tx) => {
    const workspace = await readWorkspace(db, tx, input.workspaceId);
    actAs(workspace, caller, POST_ROLES.create);
  });
  const facts = await storedFacts(input.path, input.contentType);
  const image = input.contentType.startsWith('image/');
  // The file's own size wins over the browser's; without Storage (tests) the browser's stands.
  const pixels: PixelSize | null =
    facts?.pixels ??
    (image && input.width && input.height ? { width: input.width, height: input.height } : null);
  let thumbPath: string | undefined;
  if (image && input.thumb) {
    thumbPath = libraryThumbPath(input.workspaceId, input.itemId);
    if (storageReachable() && !(await bucket().file(thumbPath).exists())[0]) {
      throw precondition('The thumbnail was not found; upload it again.');
    }
  }
  const ref = db.doc(`workspaces/${input.workspaceId}/library/${input.itemId}`);
  await db.runTransaction(async (tx) => {
    const existing = await tx.get(ref);
    if (existing.exists) {
      // A retry of the same upload changes nothing; another file under this id is refused.
      if (existing.get('path') === input.path) return;
      throw precondition('A library item with this id already exists.');
    }
    tx.create(
      ref,
      libraryItemDoc({ ...input, size: facts?.size ?? 0, pixels, thumbPath }, caller.uid, now),
    );
  });
  return {
    itemId: input.itemId,
    width: pixels?.width ?? null,
    height: pixels?.height ?? null,
  };
}

function mediaPaths(data: Record<string, unknown> | undefined): string[] {
  const media = Array.isArray(data?.media) ? data.media : [];
  return media
    .map((item) => (item && typeof item === 'object' ? (item as { path?: unknown }).path : null))
    .filter((path): path is string => typeof path === 'string');
}

/** How many posts of the workspace name `path` in their media, read in the transaction. */
async function postsUsing(tx: Transaction, db: Firestore, workspaceId: string, path: string) {
  const posts = await tx.get(db.collection(`workspaces/${workspaceId}/posts`).select('media'));
  return posts.docs.filter((doc) => mediaPaths(doc.data()).includes(path)).length;
}

export async function deleteLibraryItem(
  db: Firestore,
  caller: Caller,
  input: DeleteLibraryItemInput,
): Promise<{ deleted: true }> {
  const paths = await db.runTransaction(async (tx) => {
    const workspace = await readWorkspace(db, tx, input.workspaceId);
    actAs(workspace, caller, POST_ROLES.delete);
    const ref = workspace.ref.collection('library').doc(input.itemId);
    const item = await tx.get(ref);
    if (!item.exists) throw notFound('The library item');
    const path = String(item.get('path'));
    // The usage the trigger keeps, and the posts themselves in case a save has not reached it.
    const recorded = Object.keys((item.get('usedBy') ?? {}) as Record<string, unknown>).length;
    const using = Math.max(recorded, await postsUsing(tx, db, input.workspaceId, path));
    if (using > 0) {
      throw precondition(
        `This file is used by ${using} post${using === 1 ? '' : 's'}; remove it from them before deleting it.`,
      );
    }
    tx.delete(ref);
    const thumb = item.get('thumbPath');
    return typeof thumb === 'string' ? [path, thumb] : [path];
  });
  if (storageReachable()) {
    for (const path of paths) await bucket().file(path).delete({ ignoreNotFound: true });
  }
  return { deleted: true };
}

/**
 * Brings the library items a post's media named before or after a write in step with the post
 * as it is now: each transaction reads the current post, so retried or reordered events still
 * leave `usedBy` right.
 */
export async function syncLibraryUsage(
  db: Firestore,
  workspaceId: string,
  postId: string,
  before: Record<string, unknown> | undefined,
  after: Record<string, unknown> | undefined,
): Promise<void> {
  const was = mediaPaths(before);
  const is = mediaPaths(after);
  const changed = [...new Set([...was, ...is])].filter(
    (path) => was.includes(path) !== is.includes(path),
  );
  for (const path of changed) {
    const itemId = libraryIdOfPath(workspaceId, path);
    if (!itemId) continue;
    const itemRef = db.doc(`workspaces/${workspaceId}/library/${itemId}`);
    const postRef = db.doc(`workspaces/${workspaceId}/posts/${postId}`);
    await db.runTransaction(async (tx) => {
      const [item, post] = await Promise.all([tx.get(itemRef), tx.get(postRef)]);
      if (!item.exists || item.get('path') !== path) return;
      const usedBy = { ...((item.get('usedBy') ?? {}) as Record<string, true>) };
      if (post.exists && mediaPaths(post.data()).includes(path)) usedBy[postId] = true;
      else delete usedBy[postId];
      tx.update(itemRef, { usedBy, usage: Object.keys(usedBy).length });
    });
  }
}
