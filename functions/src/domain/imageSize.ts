// The pixel size of an image read from the first bytes of its file, so the server records the
// size the file really has rather than what the browser said. image-size reads the header of
// the four image types the storage rules accept (PNG, GIF, WebP, JPEG); a JPEG's frame header
// comes after its metadata segments, which are at most 64 KiB each, so the caller reads enough
// bytes for the usual one or two.

import { imageSize } from 'image-size';

export interface PixelSize {
  width: number;
  height: number;
}

/** The bytes to read from the start of a file to find its size in almost every case. */
export const IMAGE_HEADER_BYTES = 256 * 1024;

/** The types the storage rules accept; anything else (an SVG, a TIFF) is not measured. */
const MEASURED = new Set(['png', 'gif', 'webp', 'jpg']);

/** The size of a PNG, GIF, WebP or JPEG from its first bytes, or null when it cannot tell. */
export function imageSizeOf(bytes: Uint8Array): PixelSize | null {
  try {
    const { type, width, height } = imageSize(bytes);
    if (!type || !MEASURED.has(type) || !(width > 0) || !(height > 0)) return null;
    return { width, height };
  } catch {
    // Not an image it knows, or cut before its size.
    return null;
  }
}
