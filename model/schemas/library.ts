// The media library: files a workspace uploads once and reuses in many posts. An item lives at
// workspaces/{workspaceId}/library/{itemId}; its file is in the workspace's media folder (the
// folder a post's media must come from), named `{itemId}-{name}`, and an image's thumbnail at
// workspaces/{workspaceId}/library/{itemId}.jpg in Storage. The addLibraryItem callable creates
// items (it checks the stored file and an image's size), owners and editors change the name
// and alt text directly (firestore.rules), and a trigger keeps `usedBy` / `usage` in step with
// the posts that use the file. deleteLibraryItem removes an unused item and its files.

import * as v from 'valibot';
import { docIdSchema } from './common';

/** An item id: 32 hex digits (a UUID without its hyphens), so `{id}-` starts its file name. */
export const libraryIdSchema = v.pipe(
  v.string(),
  v.regex(/^[0-9a-f]{32}$/, 'Must be a library item id (32 hex digits).'),
);

export const LIBRARY_KINDS = ['image', 'video', 'document'] as const;
export type LibraryKind = (typeof LIBRARY_KINDS)[number];

/** The types an item may have: the storage rules' allow-list for the media folder. */
export const LIBRARY_TYPES = [
  'image/png',
  'image/jpeg',
  'image/webp',
  'image/gif',
  'video/mp4',
  'video/quicktime',
  // LinkedIn document posts.
  'application/pdf',
] as const;

/**
 * The largest file of each kind: the storage rules' limits for the media folder (LinkedIn's
 * 100 MB for a PDF), also checked by the server for an upload the rules do not see.
 */
export const LIBRARY_MAX_BYTES = {
  image: 10 * 1024 * 1024,
  video: 200 * 1024 * 1024,
  document: 95 * 1024 * 1024,
} as const;

export const LIBRARY_NAME_MAX = 200;
export const LIBRARY_ALT_MAX = 1000;
/** The longest side of a thumbnail the browser makes, in pixels. */
export const LIBRARY_THUMB_SIZE = 320;

/** What kind of file a content type is, for the library's filter. */
export function libraryKindOf(contentType: string): LibraryKind {
  if (contentType.startsWith('image/')) return 'image';
  if (contentType.startsWith('video/')) return 'video';
  return 'document';
}

/** Where an item's file lives: the media folder, so a post can use the same path. */
export function libraryFilePattern(workspaceId: string, itemId: string): RegExp {
  return new RegExp(
    `^workspaces/${workspaceId}/media/${itemId}-[A-Za-z0-9_-]+([.][A-Za-z0-9_-]+)*$`,
  );
}

export function libraryThumbPath(workspaceId: string, itemId: string): string {
  return `workspaces/${workspaceId}/library/${itemId}.jpg`;
}

/** The library item a media path belongs to, if its file name starts with an item id. */
export function libraryIdOfPath(workspaceId: string, path: string): string | null {
  const prefix = `workspaces/${workspaceId}/media/`;
  if (!path.startsWith(prefix)) return null;
  return /^([0-9a-f]{32})-/.exec(path.slice(prefix.length))?.[1] ?? null;
}

const dimensionSchema = v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100_000));

/** The stored item (written by the callables and the usage trigger; name and alt by editors). */
export const libraryItemSchema = v.object({
  name: v.pipe(v.string(), v.maxLength(LIBRARY_NAME_MAX)),
  path: v.string(),
  contentType: v.string(),
  kind: v.picklist(LIBRARY_KINDS),
  size: v.number(),
  alt: v.pipe(v.string(), v.maxLength(LIBRARY_ALT_MAX)),
  width: v.optional(v.number()),
  height: v.optional(v.number()),
  /** Storage path of the image's thumbnail, absent for videos and documents. */
  thumbPath: v.optional(v.string()),
  /** The posts whose media include this file (post id -> true). */
  usedBy: v.record(v.string(), v.literal(true)),
  /** How many posts use it: the size of usedBy, kept for sorting and display. */
  usage: v.number(),
  createdBy: v.string(),
});
export type LibraryItem = v.InferOutput<typeof libraryItemSchema>;

/** Records an uploaded file as a library item. */
export const addLibraryItemSchema = v.strictObject({
  workspaceId: docIdSchema,
  itemId: libraryIdSchema,
  /** The file's Storage path: workspaces/{workspaceId}/media/{itemId}-{file name}. */
  path: v.pipe(v.string(), v.maxLength(512)),
  name: v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(LIBRARY_NAME_MAX)),
  contentType: v.picklist(LIBRARY_TYPES),
  alt: v.pipe(v.string(), v.trim(), v.maxLength(LIBRARY_ALT_MAX)),
  /** The size the browser measured; the server checks it against the file when it can. */
  width: v.optional(dimensionSchema),
  height: v.optional(dimensionSchema),
  /** Whether a thumbnail was uploaded to libraryThumbPath. */
  thumb: v.boolean(),
});
export type AddLibraryItemInput = v.InferOutput<typeof addLibraryItemSchema>;

/** Deletes an item no post uses, with its file and thumbnail. */
export const deleteLibraryItemSchema = v.strictObject({
  workspaceId: docIdSchema,
  itemId: libraryIdSchema,
});
export type DeleteLibraryItemInput = v.InferOutput<typeof deleteLibraryItemSchema>;
