// The pixel size of an image read from the first bytes of its file, so the server records the
// size the file really has rather than what the browser said. It covers the four image types
// the storage rules accept (PNG, GIF, WebP, JPEG); each keeps its size in a header near the
// start (a JPEG's frame header comes after its metadata segments, which are at most 64 KiB
// each, so the caller reads enough bytes for the usual one or two).

export interface PixelSize {
  width: number;
  height: number;
}

/** The bytes to read from the start of a file to find its size in almost every case. */
export const IMAGE_HEADER_BYTES = 256 * 1024;

function png(bytes: Buffer): PixelSize | null {
  // Signature, then the IHDR chunk: length (4), type (4), width (4), height (4).
  if (bytes.length < 24 || bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

function gif(bytes: Buffer): PixelSize | null {
  if (bytes.length < 10) return null;
  return { width: bytes.readUInt16LE(6), height: bytes.readUInt16LE(8) };
}

function webp(bytes: Buffer): PixelSize | null {
  if (bytes.length < 30 || bytes.toString('latin1', 8, 12) !== 'WEBP') return null;
  const chunk = bytes.toString('latin1', 12, 16);
  if (chunk === 'VP8X') {
    return { width: bytes.readUIntLE(24, 3) + 1, height: bytes.readUIntLE(27, 3) + 1 };
  }
  if (chunk === 'VP8 ') {
    return { width: bytes.readUInt16LE(26) & 0x3fff, height: bytes.readUInt16LE(28) & 0x3fff };
  }
  if (chunk === 'VP8L') {
    const bits = bytes.readUInt32LE(21);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  return null;
}

function jpeg(bytes: Buffer): PixelSize | null {
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1] ?? 0;
    // Fill bytes before a marker.
    if (marker === 0xff) {
      offset += 1;
      continue;
    }
    const length = bytes.readUInt16BE(offset + 2);
    // Start-of-frame markers C0..CF, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: bytes.readUInt16BE(offset + 5), width: bytes.readUInt16BE(offset + 7) };
    }
    offset += 2 + length;
  }
  return null;
}

/** The size of a PNG, GIF, WebP or JPEG from its first bytes, or null when it cannot tell. */
export function imageSizeOf(bytes: Buffer): PixelSize | null {
  let size: PixelSize | null = null;
  if (bytes.length >= 8 && bytes.readUInt32BE(0) === 0x89504e47) size = png(bytes);
  else if (bytes.toString('latin1', 0, 4) === 'GIF8') size = gif(bytes);
  else if (bytes.toString('latin1', 0, 4) === 'RIFF') size = webp(bytes);
  else if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8) size = jpeg(bytes);
  return size && size.width > 0 && size.height > 0 ? size : null;
}
