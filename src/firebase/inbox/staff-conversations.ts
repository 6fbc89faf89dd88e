// The staff's inbox across every workspace of the product: one collection-group query on the
// conversations, scoped by the product each conversation carries (the rules let exactly that
// product's staff run it), newest first, a page at a time. The first page is live (onSnapshot),
// as a workspace's inbox is; "load more" reads the next page after the oldest one shown, once.
// Only the SDK's listener is used (an older page is a listener stopped at the server's first
// answer, its cursor a range on lastAtMs): this SDK's chunk loads with every signed-in page (the
// bell), and getDocs and document cursors would grow it.
//
// The server filters what Firestore can index next to the order (firestore.indexes.json has one
// index per combination): status, network, assignee and label. Channel, kind and search stay in
// the browser, within the pages loaded (filters.ts): a channel only narrows a network the server
// already filtered, a kind follows from the network's streams, and search matches word prefixes
// and substrings, which no Firestore query does.

import type { Product } from '@model/variant';
import {
  collectionGroup,
  type DocumentData,
  type Firestore,
  limit,
  onSnapshot,
  orderBy,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  query,
  where,
} from 'firebase/firestore';
import { type Conversation, toConversation } from './inbox-types';

/** Conversations read per page. */
export const STAFF_PAGE = 50;

/** The filters the server applies; '' for any. */
export interface StaffFilters {
  status: 'open' | 'snoozed' | 'done' | '';
  network: string;
  /** A uid, 'none' for unassigned, '' for anyone. */
  assignee: string;
  label: string;
}

/** What the list shows: the conversations loaded, and whether older ones remain. */
export interface StaffPages {
  conversations: Conversation[];
  end: boolean;
  /**
   * The server answered. The SDK may first answer from its cache (what earlier queries brought),
   * which can hold fewer conversations than the page: whether more remain is known only after.
   */
  settled: boolean;
}

export interface StaffInbox {
  /** Reads the next page; nothing when the end was reached or a page is on its way. */
  more(): Promise<void>;
  stop(): void;
}

type Doc = QueryDocumentSnapshot<DocumentData>;

function constraints(product: Product, filters: StaffFilters): QueryConstraint[] {
  return [
    where('product', '==', product),
    // A snooze that has run out counts as open (filters.ts), so "open" asks for both and the
    // browser narrows the page.
    ...(filters.status === 'open'
      ? [where('status', 'in', ['open', 'snoozed'])]
      : filters.status
        ? [where('status', '==', filters.status)]
        : []),
    ...(filters.network ? [where('network', '==', filters.network)] : []),
    ...(filters.assignee
      ? [where('assigneeUid', '==', filters.assignee === 'none' ? null : filters.assignee)]
      : []),
    ...(filters.label ? [where('labels', 'array-contains', filters.label)] : []),
    orderBy('lastAtMs', 'desc'),
  ];
}

const keyOf = (doc: Doc) => doc.ref.path;

/** The query's documents as the server has them now (not the cache), read once. */
function readOnce(q: Query): Promise<Doc[]> {
  return new Promise((resolve, reject) => {
    const stop = onSnapshot(
      q,
      { includeMetadataChanges: true },
      (snapshot) => {
        if (snapshot.metadata.fromCache) return;
        stop();
        resolve(snapshot.docs);
      },
      reject,
    );
  });
}

function decode(doc: Doc): Conversation {
  const data = doc.data();
  const workspaceId =
    typeof data.workspaceId === 'string' ? data.workspaceId : (doc.ref.parent.parent?.id ?? '');
  return toConversation(workspaceId, doc.id, data);
}

/**
 * Listens to the first page and reads older ones on demand; calls back with every conversation
 * loaded (null when the listener failed). `db` is the full SDK's instance the bell set up
 * (inbox-listener.ts hands it; a test its own).
 */
export function watchStaffConversations(
  db: Firestore,
  product: Product,
  filters: StaffFilters,
  update: (pages: StaffPages | null) => void,
): StaffInbox {
  const base = constraints(product, filters);
  const q = query(collectionGroup(db, 'conversations'), ...base);
  let live: Doc[] = [];
  let liveFull = false;
  // Conversations pushed off the live page by newer ones: they now belong to the older pages.
  const spilled = new Map<string, Doc>();
  const older = new Map<string, Doc>();
  let oldest: Doc | null = null;
  let olderEnd = false;
  let settled = false;
  let reading = false;

  const report = () => {
    const all = new Map<string, Doc>([...spilled, ...older]);
    for (const doc of live) all.set(keyOf(doc), doc);
    const conversations = [...all.values()].map(decode).sort((a, b) => b.lastAt - a.lastAt);
    update({ conversations, end: !liveFull || olderEnd, settled });
  };

  const stopLive = onSnapshot(
    query(q, limit(STAFF_PAGE)),
    // The server's confirmation of what the cache showed changes only metadata: asked for, so
    // the page settles.
    { includeMetadataChanges: true },
    (snapshot) => {
      const last = snapshot.docs.at(-1);
      for (const change of snapshot.docChanges()) {
        if (change.type !== 'removed') continue;
        // Off a full page the server had sent, and older than its end: pushed down, not
        // filtered out (a conversation marked done while the filter says open leaves the list).
        // What only the cache had is left to the older pages.
        const pushed =
          settled &&
          snapshot.size === STAFF_PAGE &&
          last !== undefined &&
          Number(change.doc.get('lastAtMs')) <= Number(last.get('lastAtMs'));
        if (pushed) spilled.set(keyOf(change.doc), change.doc);
      }
      live = snapshot.docs;
      for (const doc of live) spilled.delete(keyOf(doc));
      liveFull = snapshot.size === STAFF_PAGE;
      settled ||= !snapshot.metadata.fromCache;
      report();
    },
    () => update(null),
  );

  return {
    async more() {
      if (!settled || reading || !liveFull || olderEnd) return;
      const after = oldest ?? live.at(-1);
      if (!after) return;
      reading = true;
      try {
        // From the oldest one shown on, that one included, so a conversation of the same
        // millisecond is not skipped; those already shown are counted once.
        const since = Number(after.get('lastAtMs'));
        const page = await readOnce(query(q, where('lastAtMs', '<=', since), limit(STAFF_PAGE)));
        const known = new Set([...live, ...older.values()].map(keyOf));
        const fresh = page.filter((doc) => !known.has(keyOf(doc)));
        for (const doc of page) {
          older.set(keyOf(doc), doc);
          spilled.delete(keyOf(doc));
        }
        oldest = page.at(-1) ?? oldest;
        // A short page is the end; so is a full one of nothing new (more than a page of
        // conversations in one millisecond, which a range on the time cannot step past).
        olderEnd = page.length < STAFF_PAGE || fresh.length === 0;
        report();
      } finally {
        reading = false;
      }
    },
    stop: stopLive,
  };
}
