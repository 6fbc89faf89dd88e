// The CSV import's media_url column: each address is fetched through the guarded fetch (public
// https hosts only, size and time capped), must be one of the types the media folder accepts
// (and, for an image, one whose size its header gives), and is stored in the workspace's media
// folder under a name made of the import, the line and its position, so importing the same file
// again writes the same files rather than new ones.

import { LIBRARY_TYPES } from '@model/schemas/library';
import { isEmulator, storageEmulated } from '../../config';
import { bucket } from '../../firebase';
import { guardedFetch } from '../../net/guardedFetch';
import { imageSizeOf } from '../imageSize';

/** What a post's media entry records. */
export interface StoredMedia {
  path: string;
  contentType: string;
  width?: number;
  height?: number;
}

/** The largest file fetched: the storage rules' cap for images (and short videos). */
export const IMPORT_MEDIA_MAX_BYTES = 10 * 1024 * 1024;
const FETCH_TIMEOUT_MS = 30_000;

const EXTENSIONS: Record<string, string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'video/mp4': 'mp4',
  'video/quicktime': 'mov',
};

/** A refusal that names the address and why, reported on the row's line. */
export class MediaUrlProblem extends Error {}

/** Fetches one address and stores it; throws MediaUrlProblem with a sentence for the row. */
export async function storeMediaFromUrl(
  workspaceId: string,
  importId: string,
  line: number,
  index: number,
  url: string,
): Promise<StoredMedia> {
  // A functions emulator with no Storage emulator beside it has nowhere to put the file.
  if (isEmulator && !storageEmulated()) {
    throw new MediaUrlProblem('Media from a web address cannot be stored here.');
  }
  let response: Response;
  try {
    response = await guardedFetch(url, {
      timeoutMs: FETCH_TIMEOUT_MS,
      maxBytes: IMPORT_MEDIA_MAX_BYTES,
      headers: { accept: LIBRARY_TYPES.join(', ') },
    });
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new MediaUrlProblem(`The media at ${url} could not be fetched: ${reason}`);
  }
  if (!response.ok) {
    throw new MediaUrlProblem(`The media at ${url} answered ${response.status}.`);
  }
  const contentType = (response.headers.get('content-type') ?? '').split(';')[0]?.trim() ?? '';
  const extension = EXTENSIONS[contentType.toLowerCase()];
  if (!extension) {
    throw new MediaUrlProblem(
      `The media at ${url} is not a PNG, JPEG, WebP or GIF image or an MP4 or QuickTime video.`,
    );
  }
  const bytes = Buffer.from(await response.arrayBuffer());
  let size: { width: number; height: number } | null = null;
  if (contentType.startsWith('image/')) {
    size = imageSizeOf(bytes);
    if (!size) throw new MediaUrlProblem(`The image at ${url} could not be read.`);
  }
  const path = `workspaces/${workspaceId}/media/imp-${importId.slice(0, 24)}-${line}-${index}.${extension}`;
  await bucket().file(path).save(bytes, { contentType, resumable: false });
  return { path, contentType: contentType.toLowerCase(), ...(size ?? {}) };
}
