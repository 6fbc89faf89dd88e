// Each network's text limit and how it counts text, shared by the composer and (later) the
// functions, so what the screen says fits is what the network accepts.

/**
 * - graphemes: user-perceived characters (Bluesky);
 * - mastodon: code points, links as 23, remote mentions by their user part;
 * - x: X's weighted count (twitter-text configuration v3);
 * - utf16: UTF-16 code units, the larger of the plausible counts, for networks that do not say
 *   how they count (LinkedIn), so nothing the composer accepts is refused by the network.
 */
export type LengthCounting = 'graphemes' | 'mastodon' | 'x' | 'utf16';

export interface TextLimit {
  maxLength: number;
  counting: LengthCounting;
}

/** Bluesky counts user-perceived characters (grapheme clusters) and allows 300. */
export const BLUESKY_TEXT_LIMIT: TextLimit = { maxLength: 300, counting: 'graphemes' };
/** Mastodon's default instance limit: 500 code points, every link counted as 23. */
export const MASTODON_TEXT_LIMIT: TextLimit = { maxLength: 500, counting: 'mastodon' };
/** X: 280 in its weighted count (most letters 1, CJK and emoji 2, every link 23). */
export const X_TEXT_LIMIT: TextLimit = { maxLength: 280, counting: 'x' };
/** LinkedIn posts (the Posts API's commentary) take up to 3,000 characters. */
export const LINKEDIN_TEXT_LIMIT: TextLimit = { maxLength: 3000, counting: 'utf16' };
/**
 * The networks agencies need, as each documents its text limit: Facebook posts 63,206; an
 * Instagram caption 2,200; Threads 500; a YouTube description 5,000; a TikTok caption 2,200; a
 * pin's description 500; a Google Business Profile post 1,500.
 */
export const NETWORK_TEXT_LIMITS: Readonly<Record<string, TextLimit>> = {
  facebook: { maxLength: 63_206, counting: 'utf16' },
  instagram: { maxLength: 2200, counting: 'utf16' },
  threads: { maxLength: 500, counting: 'graphemes' },
  linkedin_page: { maxLength: 3000, counting: 'utf16' },
  youtube: { maxLength: 5000, counting: 'utf16' },
  tiktok: { maxLength: 2200, counting: 'utf16' },
  pinterest: { maxLength: 500, counting: 'utf16' },
  google_business: { maxLength: 1500, counting: 'utf16' },
};
/** The sandbox provider's default when its channel document names no limit of its own. */
export const SANDBOX_TEXT_LIMIT: TextLimit = { maxLength: 500, counting: 'graphemes' };

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

export function countGraphemes(text: string): number {
  let count = 0;
  for (const _ of segmenter.segment(text)) count++;
  return count;
}

const URL_PATTERN = /https?:\/\/[^\s]+/g;
const REMOTE_MENTION = /(^|\s)@([a-z0-9_]+)@[a-z0-9.-]+\.[a-z]{2,}/gi;
const MASTODON_URL_LENGTH = 23;

/** Mastodon's count: code points, links as 23, a remote mention only by its user part. */
export function countMastodon(text: string): number {
  const counted = text
    .replace(URL_PATTERN, 'x'.repeat(MASTODON_URL_LENGTH))
    .replace(REMOTE_MENTION, '$1@$2');
  return [...counted].length;
}

// X's weights, from twitter-text's configuration v3: code points in these ranges weigh 1, every
// other code point 2; an emoji weighs 2 however many code points make it; a link weighs 23.
const X_LIGHT_RANGES: readonly (readonly [number, number])[] = [
  [0x0000, 0x10ff],
  [0x2000, 0x200d],
  [0x2010, 0x201f],
  [0x2032, 0x2037],
];
const X_URL_WEIGHT = 23;
/**
 * Links X shortens: with a scheme, or a bare domain under a generic top-level domain (X leaves
 * most bare country domains unlinked). Trailing punctuation is not part of the link.
 */
export const X_URL =
  /(?:https?:\/\/[^\s]+|(?<![\w@.-])(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+(?:com|net|org|info|biz|edu|gov|dev|app|xyz|online|site|blog|news|shop|tech)\b(?:\/[^\s]*)?)/gi;
const TRAILING_PUNCTUATION = /[.,:;!?'")\]]+$/;
const EMOJI = /\p{Extended_Pictographic}|\p{Regional_Indicator}|\u{FE0F}|\u{20E3}/u;

function xCodePointWeight(codePoint: number): number {
  return X_LIGHT_RANGES.some(([start, end]) => codePoint >= start && codePoint <= end) ? 1 : 2;
}

function xPlainWeight(text: string): number {
  let weight = 0;
  for (const { segment } of segmenter.segment(text)) {
    const first = segment.codePointAt(0) ?? 0;
    // A pictograph in the light ranges (© ® alone) is a letter to X; anything drawn as an emoji,
    // family sequences and flags included, weighs 2 in all.
    if (EMOJI.test(segment) && (first > 0x10ff || [...segment].length > 1)) {
      weight += 2;
      continue;
    }
    for (const char of segment) weight += xCodePointWeight(char.codePointAt(0) ?? 0);
  }
  return weight;
}

/** X's weighted length: what its 280 limit is measured in. Text is compared in NFC, as X does. */
export function countX(text: string): number {
  const normalised = text.normalize('NFC');
  let weight = 0;
  let last = 0;
  for (const match of normalised.matchAll(X_URL)) {
    const url = match[0].replace(TRAILING_PUNCTUATION, '');
    if (url.length === 0) continue;
    weight += xPlainWeight(normalised.slice(last, match.index)) + X_URL_WEIGHT;
    last = match.index + url.length;
  }
  return weight + xPlainWeight(normalised.slice(last));
}

export function countText(limit: TextLimit, text: string): number {
  switch (limit.counting) {
    case 'graphemes':
      return countGraphemes(text);
    case 'mastodon':
      return countMastodon(text);
    case 'x':
      return countX(text);
    case 'utf16':
      return text.length;
  }
}

function positiveInt(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) && value > 0 ? value : null;
}

/**
 * The text limit of a channel from its document: the provider's, or for the sandbox the
 * `maxLength` its document carries (top level or under `limits`), else the sandbox default.
 */
export function textLimitForChannel(channel: {
  provider: string;
  maxLength?: unknown;
  limits?: unknown;
}): TextLimit {
  if (channel.provider === 'bluesky') return BLUESKY_TEXT_LIMIT;
  if (channel.provider === 'mastodon') return MASTODON_TEXT_LIMIT;
  if (channel.provider === 'x') return X_TEXT_LIMIT;
  if (channel.provider === 'linkedin') return LINKEDIN_TEXT_LIMIT;
  const listed = NETWORK_TEXT_LIMITS[channel.provider];
  if (listed) return listed;
  const nested =
    typeof channel.limits === 'object' && channel.limits !== null
      ? (channel.limits as Record<string, unknown>).maxLength
      : undefined;
  const own = positiveInt(channel.maxLength) ?? positiveInt(nested);
  return own ? { ...SANDBOX_TEXT_LIMIT, maxLength: own } : SANDBOX_TEXT_LIMIT;
}
