// Joins names the way the reader's language does ("A, B and C", "A، B و C", "A、B和C").

const cache = new Map<string, Intl.ListFormat>();

/** `items` as one list in `locale`: a conjunction unless `type` says otherwise. */
export function formatList(
  locale: string,
  items: readonly string[],
  type: Intl.ListFormatType = 'conjunction',
): string {
  const key = `${locale}|${type}`;
  let format = cache.get(key);
  if (!format) {
    format = new Intl.ListFormat(locale, { style: 'long', type });
    cache.set(key, format);
  }
  return format.format(items);
}
