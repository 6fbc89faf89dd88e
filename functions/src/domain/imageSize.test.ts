import { deflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { imageSizeOf } from './imageSize';

function crc32(bytes: Buffer): number {
  let crc = ~0;
  for (const byte of bytes) {
    crc ^= byte;
    for (let k = 0; k < 8; k++) crc = (crc >>> 1) ^ (0xedb88320 & -(crc & 1));
  }
  return ~crc >>> 0;
}

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A complete, decodable grey PNG of the given size. */
function png(width: number, height: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((width + 1) * height, 0x80);
  for (let y = 0; y < height; y++) rows[y * (width + 1)] = 0;
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

/** A JPEG's markers up to its frame header, behind an APP1 segment as cameras write. */
function jpeg(width: number, height: number): Buffer {
  const app1 = Buffer.concat([Buffer.from([0xff, 0xe1, 0x00, 0x12]), Buffer.alloc(16, 1)]);
  const sof = Buffer.from([
    0xff, 0xc2, 0x00, 0x11, 8, 0, 0, 0, 0, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1,
  ]);
  sof.writeUInt16BE(height, 5);
  sof.writeUInt16BE(width, 7);
  return Buffer.concat([Buffer.from([0xff, 0xd8]), app1, sof, Buffer.alloc(16)]);
}

describe('imageSizeOf', () => {
  it('reads a PNG', () => {
    expect(imageSizeOf(png(37, 21))).toEqual({ width: 37, height: 21 });
  });

  it('reads a JPEG past its metadata segments', () => {
    expect(imageSizeOf(jpeg(4032, 3024))).toEqual({ width: 4032, height: 3024 });
  });

  it('reads a GIF', () => {
    const gif = Buffer.from('GIF89a\x40\x01\xf0\x00\x00\x00\x00', 'latin1');
    expect(imageSizeOf(gif)).toEqual({ width: 320, height: 240 });
  });

  it('reads the three kinds of WebP', () => {
    const riff = (kind: string, body: number[]) =>
      Buffer.concat([
        Buffer.from('RIFF\0\0\0\0WEBP', 'latin1'),
        Buffer.from(kind, 'latin1'),
        Buffer.from([0, 0, 0, 0, ...body, ...new Array(16).fill(0)]),
      ]);
    // VP8X: 24-bit width-1 and height-1 at bytes 24 and 27.
    expect(imageSizeOf(riff('VP8X', [0, 0, 0, 0, 0x3f, 0x06, 0, 0xb0, 0x04, 0]))).toEqual({
      width: 1600,
      height: 1201,
    });
    // VP8 (lossy): 14-bit sizes at bytes 26 and 28, after the frame tag and start code.
    expect(imageSizeOf(riff('VP8 ', [0, 0, 0, 0x9d, 0x01, 0x2a, 0x80, 0x02, 0xe0, 0x01]))).toEqual({
      width: 640,
      height: 480,
    });
    // VP8L (lossless): 14-bit width-1 and height-1 packed after the 0x2f signature.
    const bits = (99 & 0x3fff) | ((49 & 0x3fff) << 14);
    expect(
      imageSizeOf(
        riff('VP8L', [0x2f, bits & 0xff, (bits >> 8) & 0xff, (bits >> 16) & 0xff, bits >>> 24]),
      ),
    ).toEqual({ width: 100, height: 50 });
  });

  it('answers null for what is not an image or is cut short', () => {
    expect(imageSizeOf(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(imageSizeOf(png(10, 10).subarray(0, 12))).toBeNull();
    expect(imageSizeOf(Buffer.alloc(0))).toBeNull();
    expect(imageSizeOf(png(0, 5))).toBeNull();
  });
});
