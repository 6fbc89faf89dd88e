// Rich text for Bluesky: links, mentions and hashtags are not parsed by the network, the
// client sends them as facets whose offsets count UTF-8 bytes, not JavaScript characters.

export type FacetFeature =
  | { $type: 'app.bsky.richtext.facet#link'; uri: string }
  | { $type: 'app.bsky.richtext.facet#mention'; did: string }
  | { $type: 'app.bsky.richtext.facet#tag'; tag: string };

export interface Facet {
  index: { byteStart: number; byteEnd: number };
  features: FacetFeature[];
}

export interface FoundSpan {
  kind: 'link' | 'mention' | 'tag';
  /** What the facet carries: the URL, the handle without @, the tag without #. */
  value: string;
  byteStart: number;
  byteEnd: number;
}

const encoder = new TextEncoder();

function byteOffset(text: string, charIndex: number): number {
  return encoder.encode(text.slice(0, charIndex)).length;
}

// Sentence punctuation right after a link or tag belongs to the sentence, not to it.
const TRAILING = /[.,;:!?"')\]]+$/;

const LINK = /(^|[\s(])(https?:\/\/[^\s]+)/g;
const MENTION =
  /(^|[\s(])@(([a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?\.)+[a-zA-Z]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)/g;
const TAG = /(^|\s)[#＃]([^\s\u00AD\u2060\u200B]+)/gu;
const MAX_TAG_LENGTH = 64;

function spans(text: string, pattern: RegExp, kind: FoundSpan['kind']): FoundSpan[] {
  const found: FoundSpan[] = [];
  for (const match of text.matchAll(pattern)) {
    const lead = match[1] ?? '';
    let value = match[2] ?? '';
    if (kind !== 'mention') value = value.replace(TRAILING, '');
    if (!value) continue;
    const start = (match.index ?? 0) + lead.length;
    // The span covers the sigil (@ or #) the reader sees; a link has none.
    const sigil = kind === 'link' ? 0 : 1;
    const end = start + sigil + value.length;
    if (kind === 'tag' && (/^\d+$/.test(value) || [...value].length > MAX_TAG_LENGTH)) continue;
    found.push({
      kind,
      value: kind === 'mention' ? value.toLowerCase() : value,
      byteStart: byteOffset(text, start),
      byteEnd: byteOffset(text, end),
    });
  }
  return found;
}

/** Links, mentions and tags in the text, in order of appearance. */
export function findSpans(text: string): FoundSpan[] {
  return [
    ...spans(text, LINK, 'link'),
    ...spans(text, MENTION, 'mention'),
    ...spans(text, TAG, 'tag'),
  ].sort((a, b) => a.byteStart - b.byteStart);
}

/**
 * Facets for the text. Mentions need the handle's DID; a handle that does not resolve stays
 * plain text, as the official app does.
 */
export async function buildFacets(
  text: string,
  resolveHandle: (handle: string) => Promise<string | null>,
): Promise<Facet[]> {
  const facets: Facet[] = [];
  for (const span of findSpans(text)) {
    const index = { byteStart: span.byteStart, byteEnd: span.byteEnd };
    if (span.kind === 'link') {
      facets.push({
        index,
        features: [{ $type: 'app.bsky.richtext.facet#link', uri: span.value }],
      });
    } else if (span.kind === 'tag') {
      facets.push({ index, features: [{ $type: 'app.bsky.richtext.facet#tag', tag: span.value }] });
    } else {
      const did = await resolveHandle(span.value);
      if (did)
        facets.push({ index, features: [{ $type: 'app.bsky.richtext.facet#mention', did }] });
    }
  }
  return facets;
}
