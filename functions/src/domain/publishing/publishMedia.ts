// Post media for the publisher, read from Cloud Storage. The bucket is passed in (the wiring
// hands over getStorage().bucket()), so this module needs no app of its own.

import type { MediaInput } from '../../providers/types';

/** The part of a Cloud Storage bucket the publisher uses. */
export interface MediaBucket {
  file(path: string): {
    getMetadata(): Promise<[{ size?: string | number }, ...unknown[]]>;
    /** The whole file, or the bytes from `start` to `end` inclusive (Cloud Storage's range). */
    download(options?: { start?: number; end?: number }): Promise<[Uint8Array, ...unknown[]]>;
    getSignedUrl?(config: { action: 'read'; expires: number }): Promise<[string, ...unknown[]]>;
  };
}

/** How long a network may take to fetch a file we gave it the address of. */
export const MEDIA_URL_LIFETIME_MS = 6 * 3_600_000;

/**
 * Signed read addresses for networks that fetch media themselves (Instagram, Threads, TikTok
 * photos, Google Business Profile); undefined where the bucket cannot sign (the emulator).
 */
export function storageMediaUrl(bucket: MediaBucket, now: () => number = Date.now) {
  return async (path: string): Promise<string | undefined> => {
    if (!path.startsWith('workspaces/') || path.includes('..')) return undefined;
    const file = bucket.file(path);
    if (!file.getSignedUrl) return undefined;
    const [url] = await file.getSignedUrl({
      action: 'read',
      expires: now() + MEDIA_URL_LIFETIME_MS,
    });
    return url;
  };
}

/** No network accepts more than this; a bigger file is refused before it is downloaded. */
export const MEDIA_DOWNLOAD_MAX_BYTES = 200 * 1024 * 1024;

/** A file read in byte ranges as an upload asks for them, never held whole. */
export interface RangedMedia {
  size: number;
  /** The bytes from `start` up to `end` (exclusive). */
  read(start: number, end: number): Promise<Uint8Array>;
}

export type LoadedMedia = Uint8Array | RangedMedia;

/**
 * Files above this are given to the adapters as ranges (videos, PDF documents); pictures (at
 * most 10 MiB by storage.rules) are read whole, as every network takes them in one request.
 */
export const RANGED_FROM_BYTES = 16 * 1024 * 1024;

export function storageMediaLoader(bucket: MediaBucket) {
  return async (path: string): Promise<LoadedMedia> => {
    if (!path.startsWith('workspaces/') || path.includes('..')) {
      throw new Error(`The media file path "${path}" is not a workspace file.`);
    }
    const file = bucket.file(path);
    const [metadata] = await file.getMetadata();
    const size = Number(metadata.size ?? 0);
    if (size > MEDIA_DOWNLOAD_MAX_BYTES) {
      throw new Error(`The media file ${path} is larger than any network accepts.`);
    }
    if (size <= RANGED_FROM_BYTES) {
      const [bytes] = await file.download();
      return bytes;
    }
    return {
      size,
      async read(start, end) {
        const last = Math.min(end, size);
        if (last <= start) return new Uint8Array(0);
        const [bytes] = await file.download({ start, end: last - 1 });
        if (bytes.length !== last - start) {
          throw new Error(`Reading ${path} gave ${bytes.length} bytes, not ${last - start}.`);
        }
        return bytes;
      },
    };
  };
}

/** What an adapter gets for a post's media item: the bytes, or their ranges. */
export function mediaInputOf(
  loaded: LoadedMedia,
  item: { contentType: string; alt?: string; width?: number; height?: number },
  url?: string,
): MediaInput {
  const base = {
    url,
    contentType: item.contentType,
    alt: item.alt ?? '',
    width: item.width,
    height: item.height,
  };
  if (loaded instanceof Uint8Array) return { ...base, bytes: loaded };
  return { ...base, bytes: new Uint8Array(0), size: loaded.size, read: loaded.read };
}
