// The one way items enter the inbox, from webhooks and polling alike. Each item is created only if
// its document (keyed by the network's id) is absent, inside the transaction that updates its
// conversation, so a duplicate or a retried delivery changes nothing and the counts stay true;
// whatever order items come in, the conversation ends the same (newest preview by network time,
// first time by the oldest). Each conversation carries its workspace's id and product, which the
// staff's inbox across every workspace queries as a collection group (firestore.rules).

import { PRODUCTS } from '@model/roles';
import { INBOX_SEARCH_WORDS_MAX, type InboxEvent, searchWords } from '@model/schemas/inbox';
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { conversationIdOf, inboxItemId } from './ids';

export interface IngestResult {
  /** Items stored for the first time. */
  stored: number;
  /** Items already stored (or repeated within the batch). */
  duplicates: number;
}

/** At most this many items per transaction, well inside Firestore's 500 writes. */
const CHUNK = 400;
/** Conversations written at the same time. */
const PARALLEL = 8;
const PREVIEW_MAX = 280;

function groupByConversation(events: readonly InboxEvent[]): InboxEvent[][] {
  const groups = new Map<string, Map<string, InboxEvent>>();
  for (const event of events) {
    const cid = conversationIdOf(event);
    const group = groups.get(cid) ?? new Map<string, InboxEvent>();
    const id = inboxItemId(event.network, event.externalId);
    if (!group.has(id)) group.set(id, event);
    groups.set(cid, group);
  }
  const chunks: InboxEvent[][] = [];
  for (const group of groups.values()) {
    const items = [...group.values()];
    for (let i = 0; i < items.length; i += CHUNK) chunks.push(items.slice(i, i + CHUNK));
  }
  return chunks;
}

/** What a conversation says of its workspace: its id, and its product when the workspace has one. */
type Scope = { workspaceId: string; product?: (typeof PRODUCTS)[number] };

async function scopeOf(db: Firestore, workspaceId: string): Promise<Scope> {
  const product = (await db.collection('workspaces').doc(workspaceId).get()).get('product');
  return PRODUCTS.includes(product) ? { workspaceId, product } : { workspaceId };
}

/** Stores one conversation's new items and updates it; answers how many were new. */
async function ingestConversation(
  db: Firestore,
  scope: Scope,
  events: InboxEvent[],
): Promise<number> {
  const { workspaceId } = scope;
  const ws = db.collection('workspaces').doc(workspaceId);
  const first = events[0];
  if (!first) return 0;
  const conversationId = conversationIdOf(first);
  const conversationRef = ws.collection('conversations').doc(conversationId);
  const refs = events.map((e) =>
    ws.collection('inboxItems').doc(inboxItemId(e.network, e.externalId)),
  );
  return db.runTransaction(async (tx) => {
    const [conversation, ...items] = await tx.getAll(conversationRef, ...refs);
    const fresh = events.filter((_, i) => items[i]?.exists !== true);
    if (fresh.length === 0 || !conversation) return 0;
    const shared = conversation.get('shared') === true;
    fresh.forEach((event) => {
      tx.create(refs[events.indexOf(event)] as (typeof refs)[number], {
        network: event.network,
        channelId: event.channelId,
        externalId: event.externalId,
        conversationId,
        kind: event.kind,
        direction: 'in',
        parentId: event.parentId ?? null,
        authorName: event.authorName,
        authorHandle: event.authorHandle,
        text: event.text,
        url: event.url ?? null,
        rating: event.rating ?? null,
        replyRef: {
          ...(event.cid ? { cid: event.cid } : {}),
          rootId: event.rootId ?? event.threadId,
          ...(event.rootCid ? { rootCid: event.rootCid } : {}),
        },
        at: Timestamp.fromMillis(event.at),
        shared,
        createdAt: FieldValue.serverTimestamp(),
      });
    });
    const newest = fresh.reduce((a, b) => (b.at > a.at ? b : a));
    const oldest = fresh.reduce((a, b) => (b.at < a.at ? b : a));
    const words = searchWords(...fresh.flatMap((e) => [e.text, e.authorName, e.authorHandle]));
    const known = fresh.find((e) => e.postId) ?? fresh.find((e) => e.subject);
    if (!conversation.exists) {
      tx.create(conversationRef, {
        ...scope,
        network: first.network,
        channelId: first.channelId,
        kind: first.kind,
        threadId: first.threadId,
        postId: known?.postId ?? null,
        subject: (known?.subject ?? oldest.text).slice(0, PREVIEW_MAX),
        status: 'open',
        snoozedUntil: null,
        assigneeUid: null,
        labels: [],
        unread: fresh.length,
        itemCount: fresh.length,
        firstAt: Timestamp.fromMillis(oldest.at),
        lastAt: Timestamp.fromMillis(newest.at),
        lastAtMs: newest.at,
        lastText: newest.text.slice(0, PREVIEW_MAX),
        lastAuthor: newest.authorName,
        lastItemId: inboxItemId(newest.network, newest.externalId),
        search: [...new Set([...searchWords(known?.subject ?? ''), ...words])].slice(
          0,
          INBOX_SEARCH_WORDS_MAX,
        ),
        firstReplyAt: null,
        firstReplyMs: null,
        resolvedAt: null,
        resolutionMs: null,
        shared: false,
        clientQuestion: null,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      return fresh.length;
    }
    const lastAtMs = Number(conversation.get('lastAtMs') ?? 0);
    const firstAt = conversation.get('firstAt') as Timestamp | undefined;
    const stored = (conversation.get('search') as string[] | undefined) ?? [];
    tx.update(conversationRef, {
      ...scope,
      unread: FieldValue.increment(fresh.length),
      itemCount: FieldValue.increment(fresh.length),
      // Something new reopens a conversation the team had closed or put aside.
      status: 'open',
      snoozedUntil: null,
      resolvedAt: null,
      ...(newest.at > lastAtMs
        ? {
            lastAt: Timestamp.fromMillis(newest.at),
            lastAtMs: newest.at,
            lastText: newest.text.slice(0, PREVIEW_MAX),
            lastAuthor: newest.authorName,
            lastItemId: inboxItemId(newest.network, newest.externalId),
          }
        : {}),
      ...(!firstAt || oldest.at < firstAt.toMillis()
        ? { firstAt: Timestamp.fromMillis(oldest.at) }
        : {}),
      ...(known?.postId && !conversation.get('postId') ? { postId: known.postId } : {}),
      search: [...new Set([...stored, ...words])].slice(0, INBOX_SEARCH_WORDS_MAX),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return fresh.length;
  });
}

/** Stores each event once, keyed by its network id, and keeps its conversation's counts. */
export async function ingest(
  db: Firestore,
  workspaceId: string,
  events: readonly InboxEvent[],
): Promise<IngestResult> {
  const chunks = groupByConversation(events);
  const scope = chunks.length > 0 ? await scopeOf(db, workspaceId) : { workspaceId };
  let stored = 0;
  let next = 0;
  const worker = async () => {
    while (next < chunks.length) {
      const chunk = chunks[next++] as InboxEvent[];
      const added = await ingestConversation(db, scope, chunk);
      stored += added;
    }
  };
  await Promise.all(Array.from({ length: Math.min(PARALLEL, chunks.length) }, worker));
  return { stored, duplicates: events.length - stored };
}
