// Mastodon hands a status back as HTML; reconciliation compares it with the text we sent, so
// both are reduced to the words a reader sees.

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
};

export function htmlToText(html: string): string {
  return html
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/p>\s*<p>/gi, '\n\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name.startsWith('#x') || name.startsWith('#X'))
        return String.fromCodePoint(Number.parseInt(name.slice(2), 16));
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name.toLowerCase()] ?? whole;
    });
}

/** Whitespace collapsed, and remote mentions shortened to the user part as Mastodon shows them. */
export function comparableText(text: string): string {
  return text
    .replace(/(^|\s)@([a-z0-9_]+)@[a-z0-9.-]+/gi, '$1@$2')
    .replace(/\s+/g, ' ')
    .trim();
}
