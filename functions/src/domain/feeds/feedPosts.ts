// A feed's new items turned into posts, each exactly once. An item is known by its id and by its
// link (a feed that changes an item's guid, or republishes a link under a new one, is still one
// item): both are remembered under feeds/{feedId}/items as hashes, and the post's id is made of
// the item's key, so two fetches at once, a retried task or the same item under another id
// create nothing more. The first fetch leaves the items published before the subscription (and
// those without a date) unless the source asked for older ones; they are remembered all the
// same, so a later fetch does not take them for new.

import { createHash } from 'node:crypto';
import {
  FEED_ITEMS_PER_FETCH,
  type FeedTarget,
  type FeedTemplate,
} from '@model/schemas/growth/feeds';
import { type DocumentReference, FieldValue, type Firestore } from 'firebase-admin/firestore';
import type { FeedItem } from './parseFeed';
import { renderTemplate } from './template';

export interface FeedSource {
  ref: DocumentReference;
  channelId: string;
  target: FeedTarget;
  template: FeedTemplate;
  createdBy: string;
  subscribedAt: number;
  includeOlder: boolean;
  /** True once a fetch has read the feed: items older than the subscription are then known. */
  fetched: boolean;
}

export interface FeedPostDeps {
  /** Stores the item's image in the workspace's media; null when it cannot be fetched. */
  storeImage(
    workspaceId: string,
    url: string,
    key: string,
  ): Promise<{ path: string; contentType: string } | null>;
}

export interface TurnedItems {
  /** The posts created, oldest item first. */
  postIds: string[];
  /** New items left for the next fetch (over FEED_ITEMS_PER_FETCH). */
  leftOver: number;
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 40);

function keysOf(item: FeedItem): string[] {
  return [
    ...(item.id ? [`id-${hash(item.id)}`] : []),
    ...(item.link ? [`link-${hash(item.link)}`] : []),
  ];
}

/** Items the first fetch leaves: published before the subscription, or of unknown date. */
function before(source: FeedSource, item: FeedItem): boolean {
  if (source.includeOlder) return false;
  return item.publishedAt === null ? !source.fetched : item.publishedAt < source.subscribedAt;
}

async function unknownItems(source: FeedSource, items: FeedItem[]): Promise<FeedItem[]> {
  const keys = [...new Set(items.flatMap(keysOf))];
  const known = new Set<string>();
  const itemsRef = source.ref.collection('items');
  for (let start = 0; start < keys.length; start += 100) {
    const refs = keys.slice(start, start + 100).map((key) => itemsRef.doc(key));
    if (refs.length === 0) continue;
    for (const snap of await source.ref.firestore.getAll(...refs)) {
      if (snap.exists) known.add(snap.id);
    }
  }
  const seen = new Set<string>();
  return items.filter((item) => {
    const keys = keysOf(item);
    // The same item twice in one feed (or under two ids with one link) counts once.
    if (keys.some((key) => known.has(key) || seen.has(key))) return false;
    for (const key of keys) seen.add(key);
    return true;
  });
}

/** Remembers items that become no post, so later fetches leave them too. */
async function remember(db: Firestore, source: FeedSource, items: FeedItem[]): Promise<void> {
  const keys = items.flatMap(keysOf);
  for (let start = 0; start < keys.length; start += 400) {
    const batch = db.batch();
    for (const key of keys.slice(start, start + 400)) {
      batch.set(source.ref.collection('items').doc(key), {
        postId: '',
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    await batch.commit();
  }
}

/** Creates the post of one item unless one of its keys is already known; answers its id. */
async function createPost(
  db: Firestore,
  source: FeedSource,
  item: FeedItem,
  deps: FeedPostDeps,
): Promise<string | null> {
  const keys = keysOf(item);
  const workspaceRef = source.ref.parent.parent as DocumentReference;
  const postRef = workspaceRef
    .collection('posts')
    .doc(`feed-${source.ref.id}-${keys[0]}`.slice(0, 128));
  const image =
    source.template.image && item.image
      ? await deps.storeImage(workspaceRef.id, item.image, keys[0] ?? postRef.id)
      : null;
  return db.runTransaction(async (tx) => {
    const markers = keys.map((key) => source.ref.collection('items').doc(key));
    const [post, ...seen] = await tx.getAll(postRef, ...markers);
    if (post?.exists || seen.some((snap) => snap.exists)) return null;
    const zone = (await tx.get(workspaceRef)).get('timeZone');
    tx.create(postRef, {
      authorUid: source.createdBy,
      text: renderTemplate(source.template.text, item),
      channelIds: [source.channelId],
      variants: {},
      media: image ? [image] : [],
      status: 'draft',
      timeZone: typeof zone === 'string' ? zone : 'UTC',
      scheduledAt: null,
      feedId: source.ref.id,
      createdAt: FieldValue.serverTimestamp(),
      updatedAt: FieldValue.serverTimestamp(),
    });
    for (const marker of markers) {
      tx.create(marker, {
        postId: postRef.id,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    return postRef.id;
  });
}

/**
 * Turns the feed's new items into draft posts, oldest first, at most FEED_ITEMS_PER_FETCH of
 * them; the caller queues them when the source's target is the queue.
 */
export async function turnItemsIntoPosts(
  db: Firestore,
  source: FeedSource,
  items: FeedItem[],
  deps: FeedPostDeps,
): Promise<TurnedItems> {
  const fresh = await unknownItems(source, items);
  const left = fresh.filter((item) => before(source, item));
  await remember(db, source, left);
  const wanted = fresh
    .filter((item) => !before(source, item))
    .sort((a, b) => (a.publishedAt ?? 0) - (b.publishedAt ?? 0));
  const postIds: string[] = [];
  for (const item of wanted.slice(0, FEED_ITEMS_PER_FETCH)) {
    const id = await createPost(db, source, item, deps);
    if (id) postIds.push(id);
  }
  return { postIds, leftOver: Math.max(0, wanted.length - FEED_ITEMS_PER_FETCH) };
}
