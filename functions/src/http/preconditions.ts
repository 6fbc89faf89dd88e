// Conditional requests (RFC 9110 §13): a post's ETag is its version, and a write sent with
// If-Match runs only over that version. Without If-Match a write runs over whatever is stored,
// as it always has, so existing clients keep working.

import type { BasedOn } from '../domain/versions/versions';

/** The ETag of a version (a strong tag), or null for a document without one. */
export function etagOf(version: number | null): string | null {
  return version === null ? null : `"${version}"`;
}

/**
 * The versions an If-Match header allows: null for no header or `*` (any stored version), else
 * the versions of its strong tags. A weak tag or one that is not ours matches nothing (If-Match
 * compares strongly), so such a header answers 412 rather than writing.
 */
export function basedOnIfMatch(header: string | null): BasedOn {
  if (header === null || header.trim() === '' || header.trim() === '*') return null;
  const versions: number[] = [];
  for (const tag of header.split(',')) {
    const match = /^"(\d{1,16})"$/.exec(tag.trim());
    if (match?.[1]) versions.push(Number(match[1]));
  }
  return versions;
}
