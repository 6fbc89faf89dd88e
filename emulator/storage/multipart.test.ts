import { describe, expect, it } from 'vitest';
import { MultipartError, parseMultipartUpload } from './multipart';

function body(boundary: string, media: Buffer): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Type: application/json; charset=utf-8\r\n\r\n{"name":"a.png","contentType":"image/png"}\r\n--${boundary}\r\nContent-Type: image/png\r\n\r\n`,
    ),
    media,
    Buffer.from(`\r\n--${boundary}--`),
  ]);
}

describe('parseMultipartUpload', () => {
  it('splits the metadata part from binary media, keeping bytes that look like line breaks', () => {
    const media = Buffer.from([0x0d, 0x0a, 0x2d, 0x2d, 0x00, 0xff, 0x0d, 0x0a]);
    const parsed = parseMultipartUpload(
      body('abc123', media),
      'multipart/related; boundary=abc123',
    );
    expect(parsed.metadata).toEqual({ name: 'a.png', contentType: 'image/png' });
    expect(parsed.mediaContentType).toBe('image/png');
    expect(parsed.media.equals(media)).toBe(true);
  });

  it('accepts a quoted boundary', () => {
    const parsed = parseMultipartUpload(
      body('q=1', Buffer.from('x')),
      'multipart/related; boundary="q=1"',
    );
    expect(parsed.media.toString()).toBe('x');
  });

  it('rejects bodies without a boundary, with one part, or with bad metadata JSON', () => {
    expect(() => parseMultipartUpload(Buffer.from('x'), 'multipart/related')).toThrow(
      MultipartError,
    );
    expect(() =>
      parseMultipartUpload(Buffer.from('--b\r\n\r\n{}\r\n--b--'), 'multipart/related; boundary=b'),
    ).toThrow(MultipartError);
    expect(() =>
      parseMultipartUpload(
        Buffer.from('--b\r\n\r\n{oops\r\n--b\r\n\r\ndata\r\n--b--'),
        'multipart/related; boundary=b',
      ),
    ).toThrow(/not valid JSON/);
    expect(() =>
      parseMultipartUpload(
        Buffer.from('--b\r\n\r\n{}\r\n--b\r\n\r\ndata'),
        'multipart/related; boundary=b',
      ),
    ).toThrow(/not terminated/);
  });
});
