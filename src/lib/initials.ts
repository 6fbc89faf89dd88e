/**
 * Up to two initials of a name, for an avatar without a picture: the first letter or digit of
 * the first two words, so punctuation and symbols ("Fake (sandbox)", "@handle") never show.
 */
export function initials(name: string): string {
  const words = name.match(/[\p{L}\p{N}][\p{L}\p{N}\p{M}'’.-]*/gu) ?? [];
  return words
    .slice(0, 2)
    .map((word) => [...word][0]?.toUpperCase() ?? '')
    .join('');
}
