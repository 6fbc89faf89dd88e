// Media through the REST API: an image uploaded as the request's body becomes a library item of
// the key's workspace with the media library's checks (a type the storage rules allow, their
// 10 MiB for images, a readable image whose pixel size is stored), and an item is attached to a
// draft. A video (or a PDF, or a large image) goes in an upload session: the server checks the
// announced type and size, opens a resumable upload to the file's place in the media folder and
// answers its address (a capability URL: whoever holds it may send that one file); the client
// sends the bytes there and completes, and the stored file is checked again (it exists, of the
// type announced, within the kind's limit, an image readable) before it becomes a library item.
// What each network takes of it (length, format) is checked when a post using it is scheduled.

import { randomBytes } from 'node:crypto';
import { postStatusesFor } from '@model/capabilities';
import {
  LIBRARY_ALT_MAX,
  LIBRARY_MAX_BYTES,
  LIBRARY_NAME_MAX,
  LIBRARY_TYPES,
  libraryFilePattern,
  libraryIdOfPath,
  libraryKindOf,
} from '@model/schemas/library';
import type { ApiMediaUploadInput } from '@model/schemas/platform/platform';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { bucket } from '../../firebase';
import { invalid, notFound, precondition } from '../errors';
import { imageSizeOf } from '../imageSize';
import { libraryItemDoc, storageReachable, storedFacts } from '../library';
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
  width: number | null;
  height: number | null;
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

const mediaPath = (workspaceId: string, itemId: string, name: string) =>
  `workspaces/${workspaceId}/media/${itemId}-${safeName(name)}`;

export interface UploadTicket extends Record<string, unknown> {
  itemId: string;
  path: string;
  uploadUrl: string;
  method: 'PUT';
  contentType: string;
  maxBytes: number;
}

/** Opens an upload session for a file of an announced type and size, within its kind's limit. */
export async function startApiUpload(
  db: Firestore,
  actor: ApiActor,
  input: ApiMediaUploadInput,
): Promise<UploadTicket> {
  const maxBytes = LIBRARY_MAX_BYTES[libraryKindOf(input.contentType)];
  if (input.size > maxBytes) {
    throw invalid(`A file of type ${input.contentType} may be at most ${maxBytes} bytes.`);
  }
  await db.runTransaction((tx) => readWorkspace(db, tx, actor.workspaceId));
  if (!storageReachable()) throw precondition('File storage is not available here.');
  const itemId = randomBytes(16).toString('hex');
  const path = mediaPath(actor.workspaceId, itemId, input.name);
  const [uploadUrl] = await bucket()
    .file(path)
    .createResumableUpload({
      metadata: { contentType: input.contentType, metadata: { alt: input.alt ?? '' } },
    });
  return { itemId, path, uploadUrl, method: 'PUT', contentType: input.contentType, maxBytes };
}

/**
 * Makes the file an upload session received a library item, once: its stored type, size and
 * (an image's) pixels are checked as the library checks them; a file over its kind's limit is
 * deleted. Completing again answers the same item.
 */
export async function completeApiUpload(
  db: Firestore,
  actor: ApiActor,
  itemId: string,
  input: { path: string; alt?: string },
  now: Date,
): Promise<UploadedMedia> {
  if (
    libraryIdOfPath(actor.workspaceId, input.path) !== itemId ||
    !libraryFilePattern(actor.workspaceId, itemId).test(input.path)
  ) {
    throw invalid('path must be the one the upload session answered.');
  }
  const ref = db.doc(`workspaces/${actor.workspaceId}/library/${itemId}`);
  const existing = await ref.get();
  const answer = (data: Record<string, unknown>): UploadedMedia => ({
    itemId,
    path: String(data.path),
    contentType: String(data.contentType),
    width: typeof data.width === 'number' ? data.width : null,
    height: typeof data.height === 'number' ? data.height : null,
  });
  if (existing.exists) {
    if (existing.get('path') !== input.path) throw precondition('This item holds another file.');
    return answer(existing.data() ?? {});
  }
  const file = bucket().file(input.path);
  const [exists] = await file.exists();
  if (!exists) throw precondition('The file has not been received: send it to uploadUrl first.');
  const [metadata] = await file.getMetadata();
  const contentType = String(metadata.contentType ?? '');
  const size = Number(metadata.size ?? 0);
  const maxBytes = LIBRARY_MAX_BYTES[libraryKindOf(contentType)];
  if (!(LIBRARY_TYPES as readonly string[]).includes(contentType) || size > maxBytes) {
    await file.delete({ ignoreNotFound: true });
    throw invalid(
      `The file must be of a type the library takes, at most ${maxBytes} bytes for ${contentType}: it was deleted.`,
    );
  }
  const facts = await storedFacts(input.path, contentType);
  const alt = input.alt ?? String(metadata.metadata?.alt ?? '');
  const doc = libraryItemDoc(
    {
      name: input.path.slice(input.path.indexOf(`${itemId}-`) + itemId.length + 1),
      path: input.path,
      contentType,
      size,
      alt: alt.slice(0, LIBRARY_ALT_MAX),
      pixels: facts?.pixels ?? null,
    },
    actor.createdBy,
    now,
  );
  await ref.create(doc).catch(async (error: { code?: unknown }) => {
    // 6 is ALREADY_EXISTS: a completion running at the same time made it.
    if (error.code !== 6) throw error;
  });
  return answer(doc);
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
