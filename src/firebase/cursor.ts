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

export function snapshotAt(cursor: PageCursor): DocumentSnapshot {
  return cursor as unknown as DocumentSnapshot;
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
