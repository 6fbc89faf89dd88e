// Post media for the publisher, read from Cloud Storage. The bucket is passed in (the wiring
// hands over getStorage().bucket()), so this module needs no app of its own.

/** The part of a Cloud Storage bucket the publisher uses. */
export interface MediaBucket {
  file(path: string): {
    getMetadata(): Promise<[{ size?: string | number }, ...unknown[]]>;
    download(): Promise<[Uint8Array, ...unknown[]]>;
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
