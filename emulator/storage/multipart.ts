// Parses the two-part `multipart/related` bodies both storage APIs use for one-shot uploads:
// a JSON metadata part followed by the media part.

export interface MultipartUpload {
  metadata: Record<string, unknown>;
  media: Buffer;
  mediaContentType?: string;
}

export class MultipartError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'MultipartError';
  }
}

export function boundaryOf(contentType: string | undefined): string {
  const match = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(contentType ?? '');
  const boundary = match?.[1] ?? match?.[2];
  if (!boundary) throw new MultipartError('multipart body without a boundary in Content-Type.');
  return boundary;
}

export function parseMultipartUpload(
  body: Buffer,
  contentType: string | undefined,
): MultipartUpload {
  const parts = splitParts(body, boundaryOf(contentType));
  if (parts.length < 2)
    throw new MultipartError('multipart upload needs a metadata and a media part.');
  const [metaPart, mediaPart] = parts as [Part, Part];
  let metadata: unknown;
  try {
    metadata = JSON.parse(metaPart.body.toString('utf8') || '{}');
  } catch {
    throw new MultipartError('The metadata part of the multipart upload is not valid JSON.');
  }
  if (typeof metadata !== 'object' || metadata === null || Array.isArray(metadata)) {
    throw new MultipartError('The metadata part of the multipart upload must be a JSON object.');
  }
  return {
    metadata: metadata as Record<string, unknown>,
    media: mediaPart.body,
    mediaContentType: mediaPart.headers['content-type'],
  };
}

interface Part {
  headers: Record<string, string>;
  body: Buffer;
}

function splitParts(body: Buffer, boundary: string): Part[] {
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: Part[] = [];
  let start = body.indexOf(delimiter);
  if (start < 0) throw new MultipartError('multipart body does not contain its boundary.');
  while (start >= 0) {
    let cursor = start + delimiter.length;
    if (body[cursor] === 0x2d && body[cursor + 1] === 0x2d) break; // closing "--boundary--"
    cursor = skipLineBreak(body, cursor);
    const next = body.indexOf(delimiter, cursor);
    if (next < 0) throw new MultipartError('multipart body is not terminated by its boundary.');
    // The line break before a delimiter belongs to the delimiter, not to the part's body.
    let end = next;
    if (body[end - 1] === 0x0a) end--;
    if (body[end - 1] === 0x0d) end--;
    parts.push(parsePart(body.subarray(cursor, end)));
    start = next;
  }
  return parts;
}

function skipLineBreak(body: Buffer, at: number): number {
  if (body[at] === 0x0d && body[at + 1] === 0x0a) return at + 2;
  if (body[at] === 0x0a) return at + 1;
  return at;
}

function parsePart(raw: Buffer): Part {
  // A part without headers starts with the blank line that ends its (empty) header block.
  if (raw[0] === 0x0d && raw[1] === 0x0a) return { headers: {}, body: raw.subarray(2) };
  let split = raw.indexOf('\r\n\r\n');
  let gap = 4;
  if (split < 0) {
    split = raw.indexOf('\n\n');
    gap = 2;
  }
  if (split < 0) return { headers: {}, body: raw };
  const headers: Record<string, string> = {};
  for (const line of raw.subarray(0, split).toString('utf8').split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon > 0)
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: raw.subarray(split + gap) };
}
