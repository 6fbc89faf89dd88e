// Each network's text limit and how it counts text, shared by the composer and (later) the
// functions, so what the screen says fits is what the network accepts.

export type LengthCounting = 'graphemes' | 'mastodon';

export interface TextLimit {
  maxLength: number;
  counting: LengthCounting;
}

/** Bluesky counts user-perceived characters (grapheme clusters) and allows 300. */
export const BLUESKY_TEXT_LIMIT: TextLimit = { maxLength: 300, counting: 'graphemes' };
/** Mastodon's default instance limit: 500 code points, every link counted as 23. */
export const MASTODON_TEXT_LIMIT: TextLimit = { maxLength: 500, counting: 'mastodon' };
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

export function countText(limit: TextLimit, text: string): number {
  return limit.counting === 'graphemes' ? countGraphemes(text) : countMastodon(text);
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
  const nested =
    typeof channel.limits === 'object' && channel.limits !== null
      ? (channel.limits as Record<string, unknown>).maxLength
      : undefined;
  const own = positiveInt(channel.maxLength) ?? positiveInt(nested);
  return own ? { ...SANDBOX_TEXT_LIMIT, maxLength: own } : SANDBOX_TEXT_LIMIT;
}
