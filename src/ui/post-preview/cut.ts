// Where a network cuts a post's text in its feed, for the previews (the composer's and the
// review page's). Two cuts: the network's limit (text past it is refused, so the preview marks
// it as not sent), and the fold (the feed shows the first lines or characters, then "see more").
// The limits come from model/network-limits.ts and are counted the network's way; the folds
// are what each network's feed shows before its "see more" link.

import { countText, type TextLimit, textLimitForChannel } from '@model/network-limits';

export interface Fold {
  /** Characters (graphemes) shown before the fold. */
  chars: number;
  /** Lines shown before the fold. */
  lines: number;
}

/**
 * The feeds' folds: LinkedIn shows about 210 characters or 3 lines, Facebook about 477
 * characters or 5 lines, an Instagram caption 125 characters or 2 lines, a YouTube description
 * about 100 characters, a TikTok caption 2 lines and a pin's description 50 characters. X,
 * Bluesky, Mastodon and Threads show a post whole.
 */
const FOLDS: Readonly<Record<string, Fold>> = {
  linkedin: { chars: 210, lines: 3 },
  linkedin_page: { chars: 210, lines: 3 },
  facebook: { chars: 477, lines: 5 },
  instagram: { chars: 125, lines: 2 },
  youtube: { chars: 100, lines: 2 },
  tiktok: { chars: 100, lines: 2 },
  pinterest: { chars: 50, lines: 2 },
  google_business: { chars: 250, lines: 4 },
};

export function foldOf(provider: string): Fold | null {
  return FOLDS[provider] ?? null;
}

export interface PreviewText {
  /** What the feed shows before "see more" (everything sent, when nothing is folded). */
  visible: string;
  /** What "see more" reveals; empty when the text is not folded. */
  folded: string;
  /** Text past the network's limit: it would be refused, so it is not part of the post. */
  overflow: string;
}

const segmenter = new Intl.Segmenter(undefined, { granularity: 'grapheme' });

function graphemes(text: string): string[] {
  return Array.from(segmenter.segment(text), (s) => s.segment);
}

/** The longest start of `text`, in whole graphemes, that fits the limit counted its way. */
export function fitToLimit(text: string, limit: TextLimit): { sent: string; overflow: string } {
  if (countText(limit, text) <= limit.maxLength) return { sent: text, overflow: '' };
  const parts = graphemes(text);
  // Counts only grow as graphemes are added (a link counts 23 from its first character on, so
  // a longer prefix never counts less), so a binary search finds the cut.
  let low = 0;
  let high = parts.length;
  while (low < high) {
    const middle = Math.ceil((low + high) / 2);
    if (countText(limit, parts.slice(0, middle).join('')) <= limit.maxLength) low = middle;
    else high = middle - 1;
  }
  const sent = parts.slice(0, low).join('');
  return { sent, overflow: text.slice(sent.length) };
}

/** Cuts at the fold: at the last space before it when there is one, as the feeds do. */
export function cutAtFold(text: string, fold: Fold): { visible: string; folded: string } {
  const lines = text.split('\n');
  let candidate = text;
  if (lines.length > fold.lines) candidate = lines.slice(0, fold.lines).join('\n');
  const parts = graphemes(candidate);
  if (parts.length > fold.chars) {
    const head = parts.slice(0, fold.chars).join('');
    const space = head.search(/\s\S*$/);
    candidate = space > fold.chars / 2 ? head.slice(0, space) : head;
  }
  if (candidate.length >= text.length) return { visible: text, folded: '' };
  const visible = candidate.replace(/\s+$/, '');
  return { visible, folded: text.slice(visible.length) };
}

/** The text as a channel's feed shows it. */
export function previewText(
  text: string,
  channel: { provider: string; maxLength?: unknown; limits?: unknown },
): PreviewText {
  const { sent, overflow } = fitToLimit(text, textLimitForChannel(channel));
  const fold = foldOf(channel.provider);
  const { visible, folded } = fold ? cutAtFold(sent, fold) : { visible: sent, folded: '' };
  return { visible, folded, overflow };
}

const URL_IN_TEXT = /https?:\/\/[^\s<>"]+/i;

/** The host of the text's first link, for the link card ("www." dropped), or null. */
export function firstLinkHost(text: string): string | null {
  const match = URL_IN_TEXT.exec(text);
  if (!match) return null;
  try {
    return new URL(match[0].replace(/[.,:;!?'")\]]+$/, '')).hostname.replace(/^www\./, '');
  } catch {
    return null;
  }
}
