// A post's media against the documented rules of each network it goes to (model/network-media),
// before it gets a time: what the post records (type, pixel size, alt text) and what the stored
// file says (its size, and a video's length, codec and frame rate read from its MP4 boxes).
// A broken rule refuses the schedule with invalid-argument in the sentence the composer shows.

import {
  checkMedia,
  type MediaFacts,
  NETWORK_MEDIA_RULES,
  NETWORK_NAMES,
} from '@model/network-media';
import { mediaProblemSentence } from '@model/network-media-text';
import type { DocumentSnapshot } from 'firebase-admin/firestore';
import { bucket } from '../../firebase';
import type { MediaInput } from '../../providers/types';
import { invalid } from '../errors';
import { storageReachable } from '../library';
import { readVideoFacts, type VideoFacts } from './videoFacts';

interface StoredMedia {
  path: string;
  contentType: string;
  width?: number;
  height?: number;
  alt?: string;
}

function storedMedia(value: unknown): StoredMedia[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (item): item is StoredMedia =>
      typeof item === 'object' &&
      item !== null &&
      typeof (item as StoredMedia).path === 'string' &&
      typeof (item as StoredMedia).contentType === 'string',
  );
}

/** What the stored file adds to the post's own facts; nothing when it cannot be read. */
async function fileFacts(item: StoredMedia): Promise<Partial<MediaFacts>> {
  if (!storageReachable()) return {};
  const file = bucket().file(item.path);
  const [exists] = await file.exists();
  if (!exists) return {};
  const [metadata] = await file.getMetadata();
  const size = Number(metadata.size ?? 0);
  if (!item.contentType.startsWith('video/')) return { size };
  const video = await readVideoFacts(size, async (start, end) => {
    const [bytes] = await file.download({ start, end: end - 1 });
    return bytes;
  });
  return { size, ...(video ? videoMediaFacts(video) : {}) };
}

function videoMediaFacts({ seconds, codec, frameRate, width, height }: VideoFacts) {
  return {
    seconds,
    ...(codec ? { codec } : {}),
    ...(frameRate ? { frameRate } : {}),
    ...(width && height ? { width, height } : {}),
  };
}

/** The facts of each attachment of a post, the stored files read once. */
export async function postMediaFacts(media: unknown): Promise<MediaFacts[]> {
  const items = storedMedia(media);
  return Promise.all(
    items.map(async (item) => ({
      contentType: item.contentType,
      ...(item.width && item.height ? { width: item.width, height: item.height } : {}),
      ...(item.alt ? { alt: item.alt } : {}),
      ...(await fileFacts(item)),
    })),
  );
}

/** Each broken rule as a sentence naming the network, the file and the limit. */
export function mediaRuleSentences(
  providers: readonly string[],
  media: readonly MediaFacts[],
  names: readonly string[],
  hasText: boolean,
): string[] {
  const sentences = new Set<string>();
  for (const provider of new Set(providers)) {
    const rules = NETWORK_MEDIA_RULES[provider];
    const network = NETWORK_NAMES[provider];
    if (!rules || !network) continue;
    for (const problem of checkMedia(rules, media, hasText)) {
      sentences.add(mediaProblemSentence(network, problem, names));
    }
  }
  return [...sentences];
}

/** Refuses a post whose media one of its channels' networks would refuse (invalid-argument). */
export async function refuseUnfitMedia(
  post: Record<string, unknown>,
  channels: readonly DocumentSnapshot[],
): Promise<void> {
  const items = storedMedia(post.media);
  if (items.length === 0) return;
  const providers = channels.map((doc) => String(doc.get('provider') ?? ''));
  if (!providers.some((provider) => NETWORK_NAMES[provider])) return;
  const facts = await postMediaFacts(items);
  // The file's own name, without the upload's unique prefix (post-writes.ts).
  const names = items.map((item) =>
    (item.path.split('/').pop() ?? item.path).replace(
      /^[0-9a-f]{8}(-[0-9a-f]{4}){3}-[0-9a-f]{12}-/,
      '',
    ),
  );
  const hasText = typeof post.text === 'string' && post.text.trim().length > 0;
  const sentences = mediaRuleSentences(providers, facts, names, hasText);
  if (sentences.length > 0) throw invalid(sentences.join(' '));
}

/** The facts of media loaded for sending: its size, its alt text and a video's boxes. */
export async function loadedMediaFacts(item: MediaInput): Promise<MediaFacts> {
  const size = item.size ?? item.bytes.length;
  const facts: MediaFacts = {
    contentType: item.contentType,
    size,
    ...(item.alt ? { alt: item.alt } : {}),
  };
  if (!item.contentType.startsWith('video/')) return facts;
  const video = await readVideoFacts(
    size,
    item.read ?? (async (start, end) => item.bytes.subarray(start, end)),
  );
  return video ? { ...facts, ...videoMediaFacts(video) } : facts;
}
