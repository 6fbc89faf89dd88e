// The cursor of a paged listing, kept free of the app's Firestore instance so the bench's
// node-side queries can use it too.

import type { DocumentSnapshot } from 'firebase/firestore/lite';

declare const pageCursor: unique symbol;

/** Where the next page of a listing starts. Opaque outside src/firebase: a screen keeps it and
 * hands it back to the listing that made it, and never sees the SDK's snapshot type. */
export type PageCursor = { readonly [pageCursor]: true };

/** The cursor after `snapshot`; none when there is no such document. */
export function cursorAt(snapshot: DocumentSnapshot | undefined): PageCursor | null {
  return (snapshot ?? null) as unknown as PageCursor | null;
}

/**
 * A cursor as an address holds it (a reload or a shared link of page 3): the path of the
 * document the page starts after.
 */
export function cursorKey(cursor: PageCursor): string {
  const at = cursor as unknown as { ref?: { path: string }; path?: string };
  return at.ref?.path ?? at.path ?? '';
}

/** The cursor an address's key names; the listing reads its document when it starts after it. */
export function cursorFromKey(path: string): PageCursor {
  return { path } as unknown as PageCursor;
}

/** Both ways between a cursor and its key, for a table whose page lives in its address. */
export const pageCursorKeys = { key: cursorKey, fromKey: cursorFromKey };

/**
 * The document a listing starts after: the cursor's own snapshot, or the one its key names, read
 * through `read`; null when that document is gone (the listing starts at its first page).
 */
export async function snapshotAt(
  cursor: PageCursor,
  read: (path: string) => Promise<DocumentSnapshot>,
): Promise<DocumentSnapshot | null> {
  const at = cursor as unknown as DocumentSnapshot | { path: string; ref?: undefined };
  if (at.ref) return at as DocumentSnapshot;
  const snapshot = await read(at.path);
  return snapshot.exists() ? snapshot : null;
}

/**
 * A page of `size` documents out of a query that asked for one more (which tells whether a
 * next page exists without counting), and the cursor of the next page: none on the last.
 */
export function pageOf<T extends DocumentSnapshot>(
  docs: T[],
  size: number,
): { docs: T[]; next: PageCursor | null } {
  const page = docs.slice(0, size);
  return { docs: page, next: docs.length > size ? cursorAt(page[page.length - 1]) : null };
}
