// The opaque cursors of the API's pages: the sort values of a page's last document and its id,
// as base64url JSON. A cursor this API did not give out is refused with one sentence.

import type { Query, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { invalid } from '../errors';

export function writeCursor(parts: readonly (string | number)[]): string {
  return Buffer.from(JSON.stringify(parts)).toString('base64url');
}

/** The parts of a cursor, when `valid` accepts them. */
export function readCursor(cursor: string, valid: (parts: unknown[]) => boolean): unknown[] {
  try {
    const parts: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(parts) && valid(parts)) return parts;
  } catch {
    // Answered below as any other cursor this API did not give out.
  }
  throw invalid('cursor is not one this API gave out: pass nextCursor as it was answered.');
}

/**
 * One page of an ordered query: `limit` documents as the API answers them, and the cursor of the
 * last when there are more (one document more is read to know).
 */
export async function readPage<T>(
  query: Query,
  limit: number,
  answer: (doc: QueryDocumentSnapshot) => T,
  cursorOf: (last: QueryDocumentSnapshot) => string | null,
): Promise<{ data: T[]; nextCursor: string | null }> {
  const snap = await query.limit(limit + 1).get();
  const page = snap.docs.slice(0, limit);
  const last = page.at(-1);
  return {
    data: page.map(answer),
    nextCursor: snap.docs.length > limit && last ? cursorOf(last) : null,
  };
}
