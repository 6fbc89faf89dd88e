// The media library (model/schemas/library.ts): listing a workspace's items, uploading a file
// with its thumbnail and recording it, changing its name and alt text, deleting it, and the
// address of its thumbnail.

import type { CallableReply } from '@model/callables';
import {
  type AddLibraryItemInput,
  type LibraryKind,
  libraryItemSchema,
  libraryThumbPath,
} from '@model/schemas/library';
import * as v from 'valibot';
import { firestoreLite } from './firestore';
import { callFunction } from './functions';
import { postMediaUrl } from './posts/post-writes';
import { uploadFile } from './storage';
import { decodeStored } from './stored/decode';

export interface LibraryEntry {
  id: string;
  name: string;
  path: string;
  contentType: string;
  kind: LibraryKind;
  size: number;
  alt: string;
  width?: number;
  height?: number;
  thumbPath?: string;
  usage: number;
  createdAt: Date | null;
}

// What the library screen reads of an item, through its stored schema.
const ENTRY_FIELDS = v.pick(libraryItemSchema, [
  'name',
  'path',
  'contentType',
  'kind',
  'size',
  'alt',
  'width',
  'height',
  'thumbPath',
  'usage',
]);

/** An item as the screens show it; odd fields at their defaults (stored/decode.ts). */
export function entryOf(
  path: string,
  id: string,
  data: Readonly<Record<string, unknown>>,
): LibraryEntry | null {
  const item = decodeStored(ENTRY_FIELDS, path, data, {
    name: '',
    path: '',
    contentType: '',
    kind: 'document' as LibraryKind,
    size: 0,
    alt: '',
    usage: 0,
  });
  if (!item) return null;
  // The stamp every document carries, which the library's schema does not name.
  const created = data.createdAt as { toDate?: () => Date } | undefined;
  return { id, ...item, createdAt: created?.toDate ? created.toDate() : null };
}

/** The workspace's library, newest first. */
export async function listLibrary(workspaceId: string): Promise<LibraryEntry[]> {
  const { lite, db } = await firestoreLite();
  const snapshot = await lite.getDocs(lite.collection(db, 'workspaces', workspaceId, 'library'));
  return snapshot.docs
    .flatMap((doc) => entryOf(doc.ref.path, doc.id, doc.data()) ?? [])
    .sort((a, b) => (b.createdAt?.getTime() ?? 0) - (a.createdAt?.getTime() ?? 0));
}

/** A file name Storage and the rules accept: letters, digits, _ and -, single dots between. */
export function safeFileName(name: string): string {
  return (
    name
      .replace(/[^A-Za-z0-9._-]/g, '_')
      .replace(/\.{2,}/g, '.')
      .replace(/^\.+|\.+$/g, '')
      .slice(-80)
      .replace(/^\./, '') || 'file'
  );
}

export interface LibraryUpload {
  file: File;
  name: string;
  alt: string;
  width?: number;
  height?: number;
  /** A small JPEG of an image, made in the browser. */
  thumbnail: Blob | null;
}

/**
 * Uploads the file (progress 0..1 covers the file and its thumbnail) and records it; resolves
 * with the item's id and the size the server found.
 */
export async function uploadToLibrary(
  workspaceId: string,
  upload: LibraryUpload,
  onProgress: (fraction: number) => void,
): Promise<CallableReply<'addLibraryItem'>> {
  const itemId = crypto.randomUUID().replace(/-/g, '');
  const path = `workspaces/${workspaceId}/media/${itemId}-${safeFileName(upload.file.name)}`;
  const thumbBytes = upload.thumbnail?.size ?? 0;
  const total = upload.file.size + thumbBytes || 1;
  await uploadFile(path, upload.file, (f) => onProgress((f * upload.file.size) / total));
  if (upload.thumbnail) {
    await uploadFile(libraryThumbPath(workspaceId, itemId), upload.thumbnail, (f) =>
      onProgress((upload.file.size + f * thumbBytes) / total),
    );
  }
  const input: AddLibraryItemInput = {
    workspaceId,
    itemId,
    path,
    name: upload.name,
    // A type the library does not take is refused by callFunction's check, as the server would.
    contentType: upload.file.type as AddLibraryItemInput['contentType'],
    alt: upload.alt,
    ...(upload.width && upload.height ? { width: upload.width, height: upload.height } : {}),
    thumb: upload.thumbnail !== null,
  };
  return callFunction('addLibraryItem', input);
}

/** Owners and editors rename an item and change its alt text (firestore.rules). */
export async function updateLibraryItem(
  workspaceId: string,
  itemId: string,
  fields: { name: string; alt: string },
): Promise<void> {
  const { lite, db } = await firestoreLite();
  await lite.updateDoc(lite.doc(db, 'workspaces', workspaceId, 'library', itemId), fields);
}

/** Deletes an unused item; refused with failed-precondition while a post uses it. */
export function deleteLibraryItem(workspaceId: string, itemId: string): Promise<unknown> {
  return callFunction('deleteLibraryItem', { workspaceId, itemId });
}

/** The address of an item's thumbnail, or of the image itself when it has none. */
export function libraryImageUrl(entry: LibraryEntry): Promise<string> {
  return postMediaUrl(entry.thumbPath ?? entry.path);
}
