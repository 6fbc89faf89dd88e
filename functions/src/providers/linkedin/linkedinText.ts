// LinkedIn reads a post's commentary in its "little" text format, where \ | { } @ [ ] ( ) < > # *
// _ ~ are markup. Left as they are, LinkedIn may cut the post at the first one and still answer
// success, so they are escaped with a backslash; links are left whole so they stay links, and
// hashtags stay hashtags.

const LINK = /https?:\/\/[^\s]+/g;
const RESERVED = /#[\p{L}\p{N}_]+|[\\|{}@[\]()<>#*_~]/gu;
const ESCAPED = /\\([\\|{}@[\]()<>#*_~])/g;

function escapePlain(text: string): string {
  return text.replace(RESERVED, (match) => (match.length > 1 ? match : `\\${match}`));
}

export function toLittleText(text: string): string {
  let out = '';
  let last = 0;
  for (const link of text.matchAll(LINK)) {
    out += escapePlain(text.slice(last, link.index)) + link[0];
    last = link.index + link[0].length;
  }
  return out + escapePlain(text.slice(last));
}

export function fromLittleText(little: string): string {
  return little.replace(ESCAPED, '$1');
}

/** Text as compared by reconciliation: unescaped, whitespace collapsed. */
export function comparableLittle(text: string): string {
  return fromLittleText(text).replace(/\s+/g, ' ').trim();
}
