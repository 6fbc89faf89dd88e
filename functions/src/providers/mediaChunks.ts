// A media file's bytes in ranges, whether it is held whole or read from storage piece by piece,
// so chunked video uploads never need the whole file in memory.

import type { MediaInput } from './types';

export function mediaSize(item: MediaInput): number {
  return item.size ?? item.bytes.length;
}

export async function mediaSlice(
  item: MediaInput,
  start: number,
  end: number,
): Promise<Uint8Array> {
  return item.read ? item.read(start, end) : item.bytes.subarray(start, end);
}

export const isVideo = (item: Pick<MediaInput, 'contentType'>): boolean =>
  item.contentType.startsWith('video/');

/**
 * The whole file, for networks that take it in one request (a Bluesky or Mastodon video, a
 * LinkedIn document, a Pinterest video): read from its ranges when it was not held whole.
 */
export async function mediaBytes(item: MediaInput): Promise<Uint8Array> {
  if (item.read && item.bytes.length === 0 && (item.size ?? 0) > 0) {
    return item.read(0, item.size ?? 0);
  }
  return item.bytes;
}
