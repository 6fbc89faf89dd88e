// A feed's text read into the items the poller turns into posts. RSS 2.0, Atom (and RDF) and
// JSON Feed are read by @extractus/feed-extractor (fast-xml-parser underneath, already a
// dependency of the Admin SDK); what it leaves out is taken from each item's own fields here:
// the image (an enclosure, Media RSS, an Atom enclosure link, JSON Feed's image or attachment)
// and the publication date, which for Atom is `published` before `updated`, so an old entry
// edited after the subscription is not taken for a new one.

import { extractFromJson, extractFromXml, type FeedEntry } from '@extractus/feed-extractor';

export interface FeedItem {
  /** The item's own id (guid, Atom id, JSON Feed id), or the library's hash of link and date. */
  id: string;
  link: string;
  title: string;
  summary: string;
  image: string | null;
  /** Milliseconds, or null when the item gives no date that can be read. */
  publishedAt: number | null;
}

export interface ParsedFeed {
  title: string;
  items: FeedItem[];
}

/** The feed could not be read: not XML, not JSON, or neither an RSS, Atom nor JSON Feed. */
export class FeedParseError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'FeedParseError';
  }
}

const SUMMARY_MAX = 500;

type Raw = Record<string, unknown>;

function text(value: unknown): string {
  if (typeof value === 'string') return value.trim();
  if (typeof value === 'number') return String(value);
  if (value && typeof value === 'object') {
    const inner = (value as Raw)['#text'];
    if (typeof inner === 'string') return inner.trim();
  }
  return '';
}

function list(value: unknown): Raw[] {
  const values = Array.isArray(value) ? value : value === undefined ? [] : [value];
  return values.filter((one): one is Raw => typeof one === 'object' && one !== null);
}

function isImage(type: unknown, medium?: unknown): boolean {
  return medium === 'image' || (typeof type === 'string' && type.startsWith('image/'));
}

function httpUrl(value: unknown, base: string): string | null {
  if (typeof value !== 'string' || value.trim() === '') return null;
  try {
    const url = new URL(value.trim(), base || undefined);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

/** The first image an XML item names: enclosure, Media RSS content or thumbnail, Atom link. */
function xmlImage(item: Raw, base: string): string | null {
  const candidates = [
    ...list(item.enclosure)
      .filter((e) => isImage(e['@_type']))
      .map((e) => e['@_url']),
    ...list(item['media:content'])
      .filter((m) => isImage(m['@_type'], m['@_medium']))
      .map((m) => m['@_url']),
    ...list(item['media:thumbnail']).map((m) => m['@_url']),
    ...list(item['media:group']).flatMap((g) => list(g['media:content']).map((m) => m['@_url'])),
    ...list(item.link)
      .filter((l) => l['@_rel'] === 'enclosure' && isImage(l['@_type']))
      .map((l) => l['@_href']),
  ];
  for (const candidate of candidates) {
    const url = httpUrl(candidate, base);
    if (url) return url;
  }
  return null;
}

function jsonImage(item: Raw, base: string): string | null {
  const attachments = list(item.attachments)
    .filter((a) => isImage(a.mime_type))
    .map((a) => a.url);
  for (const candidate of [item.image, item.banner_image, ...attachments]) {
    const url = httpUrl(candidate, base);
    if (url) return url;
  }
  return null;
}

function dateOf(...values: unknown[]): number | null {
  for (const value of values) {
    const at = Date.parse(text(value));
    if (Number.isFinite(at)) return at;
  }
  return null;
}

interface Extra extends Record<string, unknown> {
  image: string | null;
  publishedAt: number | null;
}

function toItem(entry: FeedEntry & Partial<Extra>): FeedItem {
  return {
    id: entry.id ?? '',
    link: entry.link ?? '',
    title: entry.title ?? '',
    summary: (entry.description ?? '').slice(0, SUMMARY_MAX),
    image: entry.image ?? null,
    publishedAt: entry.publishedAt ?? null,
  };
}

/** Reads a feed's body; `base` resolves relative links. Throws FeedParseError. */
export function parseFeed(body: string, base: string): ParsedFeed {
  const trimmed = body.trimStart();
  const options = { descriptionMaxLen: SUMMARY_MAX, baseUrl: base };
  let data: { title?: string; entries?: (FeedEntry & Partial<Extra>)[] };
  try {
    if (trimmed.startsWith('{')) {
      const json = JSON.parse(trimmed) as Raw;
      if (typeof json.version !== 'string' || !json.version.includes('jsonfeed.org')) {
        throw new FeedParseError('The JSON is not a JSON Feed (no jsonfeed.org version).');
      }
      data = extractFromJson(json, {
        ...options,
        getExtraEntryFields: (item): Extra => {
          const raw = item as Raw;
          return {
            image: jsonImage(raw, base),
            publishedAt: dateOf(raw.date_published, raw.date_modified),
          };
        },
      });
    } else {
      data = extractFromXml(trimmed, {
        ...options,
        getExtraEntryFields: (item): Extra => {
          const raw = item as Raw;
          return {
            image: xmlImage(raw, base),
            publishedAt: dateOf(
              raw.pubDate,
              raw.published,
              raw['dc:date'],
              raw.issued,
              raw.updated,
              raw.modified,
            ),
          };
        },
      });
    }
  } catch (error) {
    if (error instanceof FeedParseError) throw error;
    throw new FeedParseError(error instanceof Error ? error.message : String(error));
  }
  const items = (data.entries ?? []).map(toItem).filter((item) => item.id || item.link);
  return { title: (data.title ?? '').trim(), items };
}
