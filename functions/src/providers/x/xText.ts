// X hands a post's text back with its links replaced by t.co addresses (and a t.co link added for
// attached media) and with &, < and > escaped; reconciliation compares the words without them.

// Links with a scheme, and bare domains, which X links too; removed from both sides alike.
const LINK = /https?:\/\/[^\s]+|\b(?:[a-z0-9-]+\.)+[a-z]{2,}(?:\/[^\s]*)?/gi;
const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#39': "'" };

export function comparableTweet(text: string): string {
  return text
    .replace(/&(amp|lt|gt|quot|#39);/g, (_, name: string) => ENTITIES[name] ?? '')
    .replace(LINK, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}
