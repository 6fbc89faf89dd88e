// Searching and filtering the media library: the library screen and the composer's picker
// narrow the same list the same way.

import type { LibraryKind } from '@model/schemas/library';

export type LibraryFilter = LibraryKind | 'all';

export interface Searchable {
  name: string;
  alt: string;
  kind: LibraryKind;
}

/** Folds case and accents, so "cafe" finds "Café". */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase();
}

/** The items of `kind` whose name or alt text contains every word of `query`. */
export function filterLibrary<T extends Searchable>(
  items: readonly T[],
  query: string,
  kind: LibraryFilter,
): T[] {
  const words = fold(query).split(/\s+/).filter(Boolean);
  return items.filter((item) => {
    if (kind !== 'all' && item.kind !== kind) return false;
    const haystack = fold(`${item.name} ${item.alt}`);
    return words.every((word) => haystack.includes(word));
  });
}
