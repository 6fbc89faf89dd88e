// Media through the REST API: an image uploaded as the request's body becomes a library item of
// the key's workspace with the media library's checks (a type the storage rules allow, their
// 10 MiB for images, a readable image whose pixel size is stored), and an item is attached to a
// draft. Video and PDF, larger and resumable, go through the app's upload.

import { randomBytes } from 'node:crypto';
import { postStatusesFor } from '@model/capabilities';
import { LIBRARY_ALT_MAX, LIBRARY_NAME_MAX } from '@model/schemas/library';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { bucket } from '../../firebase';
import { invalid, notFound, precondition } from '../errors';
import { imageSizeOf } from '../imageSize';
import { libraryItemDoc } from '../library';
import { readApiPost } from '../posts/apiSchedule';
import { readWorkspace } from '../workspaces/workspaces';
import { type ApiActor, recordApiStep } from './apiActor';

export const API_MEDIA_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const API_MEDIA_MAX_BYTES = 10 * 1024 * 1024;
/** Images a post may carry (the most any network takes in one post). */
export const POST_MEDIA_MAX = 10;

export interface UploadedMedia extends Record<string, unknown> {
  itemId: string;
  path: string;
  contentType: string;
  width: number;
  height: number;
}

/** A file name the media folder's rules accept: letters, digits, _ and - around dots. */
function safeName(name: string): string {
  const cleaned = name
    .replace(/[^A-Za-z0-9_.-]+/g, '-')
    .split('.')
    .filter((part) => part !== '')
    .join('.');
  return cleaned.slice(-LIBRARY_NAME_MAX) || 'image';
}

export async function uploadApiMedia(
  db: Firestore,
  actor: ApiActor,
  file: { contentType: string; name: string; alt: string; bytes: Buffer | undefined },
  now: Date,
): Promise<UploadedMedia> {
  const contentType = file.contentType.split(';')[0]?.trim().toLowerCase() ?? '';
  if (!(API_MEDIA_TYPES as readonly string[]).includes(contentType)) {
    throw invalid(`Content-Type must be one of ${API_MEDIA_TYPES.join(', ')}.`);
  }
  if (!file.bytes || file.bytes.length === 0) throw invalid('The body must be the image itself.');
  if (file.bytes.length > API_MEDIA_MAX_BYTES) {
    throw invalid(`An image may be at most ${API_MEDIA_MAX_BYTES} bytes.`);
  }
  if (file.alt.length > LIBRARY_ALT_MAX) {
    throw invalid(`alt may be at most ${LIBRARY_ALT_MAX} characters.`);
  }
  const pixels = imageSizeOf(file.bytes);
  if (!pixels) throw invalid('The image could not be read.');
  const itemId = randomBytes(16).toString('hex');
  const path = `workspaces/${actor.workspaceId}/media/${itemId}-${safeName(file.name)}`;
  await db.runTransaction((tx) => readWorkspace(db, tx, actor.workspaceId));
  await bucket().file(path).save(file.bytes, { contentType, resumable: false });
  await db.doc(`workspaces/${actor.workspaceId}/library/${itemId}`).create(
    libraryItemDoc(
      {
        name: file.name || 'image',
        path,
        contentType,
        size: file.bytes.length,
        alt: file.alt,
        pixels,
      },
      actor.createdBy,
      now,
    ),
  );
  return { itemId, path, contentType, width: pixels.width, height: pixels.height };
}

/** Adds a library item to a draft's media (once); the library's usage follows by its trigger. */
export async function attachApiMedia(
  db: Firestore,
  actor: ApiActor,
  postId: string,
  input: { itemId: string; alt?: string },
): Promise<{ id: string; media: number; changed: boolean }> {
  return db.runTransaction(async (tx) => {
    const post = await readApiPost(db, tx, actor, postId);
    const item = await tx.get(post.workspace.ref.collection('library').doc(input.itemId));
    if (!item.exists) throw notFound('The library item');
    if (!postStatusesFor('edit', 'smm').includes(post.status)) {
      throw precondition(`A post that is ${post.status} cannot be edited: only drafts can.`);
    }
    const media = Array.isArray(post.data.media) ? (post.data.media as { path?: unknown }[]) : [];
    const path = String(item.get('path'));
    if (media.some((entry) => entry.path === path)) {
      return { id: postId, media: media.length, changed: false };
    }
    if (media.length >= POST_MEDIA_MAX) {
      throw precondition(`A post carries at most ${POST_MEDIA_MAX} media.`);
    }
    const entry = {
      path,
      contentType: String(item.get('contentType')),
      ...(typeof item.get('width') === 'number' ? { width: item.get('width') } : {}),
      ...(typeof item.get('height') === 'number' ? { height: item.get('height') } : {}),
      alt: input.alt ?? String(item.get('alt') ?? ''),
    };
    tx.update(post.ref, { media: [...media, entry], updatedAt: FieldValue.serverTimestamp() });
    recordApiStep(
      db,
      tx,
      actor,
      post.ref,
      'edited',
      { text: post.data.text ?? '', fields: ['media'] },
      post.workspace.product,
    );
    return { id: postId, media: media.length + 1, changed: true };
  });
}
