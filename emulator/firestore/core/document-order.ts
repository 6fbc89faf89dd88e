// The order of document names: segment by segment, numeric ids (__id<n>__) first.

function sign(n: number): -1 | 0 | 1 {
  return n < 0 ? -1 : n > 0 ? 1 : 0;
}

const NUMERIC_ID = /^__id(-?[1-9]\d*|0)__$/;
const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** The number of a `__id<n>__` document id (n an int64), else null. */
export function numericId(id: string): bigint | null {
  const m = NUMERIC_ID.exec(id);
  if (!m) return null;
  const n = BigInt(m[1] as string);
  return n < INT64_MIN || n > INT64_MAX ? null : n;
}

function segmentAt(text: string, start: number): string {
  const end = text.indexOf('/', start);
  return text.slice(start, end === -1 ? text.length : end);
}

/**
 * Document names compare segment by segment, each segment by UTF-8 bytes, except that numeric
 * ids (`__id<n>__`) come first, in numeric order.
 */
export function compareReferences(a: string, b: string): -1 | 0 | 1 {
  // One pass instead of splitting: a '/' ends a segment, so it sorts below every character.
  const n = Math.min(a.length, b.length);
  let segment = 0;
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x === y) {
      if (x === 0x2f) segment = i + 1;
      continue;
    }
    if (a.startsWith('__id', segment) || b.startsWith('__id', segment)) {
      const c = compareNumericIds(segmentAt(a, segment), segmentAt(b, segment));
      if (c !== 0) return c;
    }
    if (x === 0x2f) return -1;
    if (y === 0x2f) return 1;
    const xs = x >= 0xd800 && x <= 0xdfff;
    const ys = y >= 0xd800 && y <= 0xdfff;
    if (xs === ys) return x < y ? -1 : 1;
    return xs ? 1 : -1;
  }
  if (a.length !== b.length && (a.startsWith('__id', segment) || b.startsWith('__id', segment))) {
    const c = compareNumericIds(segmentAt(a, segment), segmentAt(b, segment));
    if (c !== 0) return c;
  }
  return sign(a.length - b.length);
}

/** Numeric ids before string ids; 0 when neither is numeric (or both are equal). */
function compareNumericIds(x: string, y: string): -1 | 0 | 1 {
  const nx = numericId(x);
  const ny = numericId(y);
  if (nx === null && ny === null) return 0;
  if (nx === null) return 1;
  if (ny === null) return -1;
  return nx < ny ? -1 : nx > ny ? 1 : 0;
}
