// Post media for the publisher, read from Cloud Storage. The bucket is passed in (the wiring
// hands over getStorage().bucket()), so this module needs no app of its own.

/** The part of a Cloud Storage bucket the publisher uses. */
export interface MediaBucket {
  file(path: string): {
    getMetadata(): Promise<[{ size?: string | number }, ...unknown[]]>;
    download(): Promise<[Uint8Array, ...unknown[]]>;
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

export function storageMediaLoader(bucket: MediaBucket) {
  return async (path: string): Promise<Uint8Array> => {
    if (!path.startsWith('workspaces/') || path.includes('..')) {
      throw new Error(`The media path "${path}" is not a workspace file.`);
    }
    const file = bucket.file(path);
    const [metadata] = await file.getMetadata();
    if (Number(metadata.size ?? 0) > MEDIA_DOWNLOAD_MAX_BYTES) {
      throw new Error(`The media file ${path} is larger than any network accepts.`);
    }
    const [bytes] = await file.download();
    return bytes;
  };
}
