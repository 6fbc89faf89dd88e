// The inbox kept current without a reload: Firestore listeners (onSnapshot) on the conversations
// of the workspaces shown, and on the open conversation's items and notes, on the full SDK's
// instance the bell set up (notification-listener.ts). A client (an approver) may read only what
// the team showed them, and the rules want the query to say so: `shared` adds that condition.

import type { Product } from '@model/variant';
import {
  collection,
  limit,
  onSnapshot,
  orderBy,
  type Query,
  query,
  where,
} from 'firebase/firestore';
import { firestore } from '../notification-listener';
import {
  type Conversation,
  type ConversationNote,
  type InboxItem,
  toConversation,
  toInboxItem,
  toNote,
} from './inbox-types';
import {
  type StaffFilters,
  type StaffInbox,
  type StaffPages,
  watchStaffConversations,
} from './staff-conversations';

/** Conversations a workspace shows at most, newest first. */
export const CONVERSATIONS_MAX = 200;
const ITEMS_MAX = 200;

/** What a listener reports: the list from the server, or that it failed (null). */
type Update<T> = (value: T | null) => void;

function listen<T>(
  q: Query,
  decode: (id: string, data: Record<string, unknown>) => T,
  update: Update<T[]>,
) {
  return onSnapshot(
    q,
    (snapshot) => update(snapshot.docs.map((doc) => decode(doc.id, doc.data()))),
    () => update(null),
  );
}

/** A workspace whose conversations the screen shows; `shared` when the person is its client. */
export interface InboxSource {
  workspaceId: string;
  shared: boolean;
}

/**
 * Calls back with the conversations of every workspace once each has answered, and on every
 * change after; null when a listener failed. Returns the unsubscribe function.
 */
export function watchConversations(
  sources: readonly InboxSource[],
  update: Update<Conversation[]>,
): () => void {
  const lists = new Map<string, Conversation[]>();
  const stops = sources.map(({ workspaceId, shared }) => {
    const conversations = collection(firestore(), 'workspaces', workspaceId, 'conversations');
    // The rules let a client read only shared conversations; the team's list is ordered here,
    // the client's (an equality and an order would need a composite index) by the screen.
    const q = shared
      ? query(conversations, where('shared', '==', true), limit(CONVERSATIONS_MAX))
      : query(conversations, orderBy('lastAtMs', 'desc'), limit(CONVERSATIONS_MAX));
    return listen(
      q,
      (id, data) => toConversation(workspaceId, id, data),
      (list) => {
        if (list === null) {
          update(null);
          return;
        }
        lists.set(workspaceId, list);
        if (lists.size === sources.length) update([...lists.values()].flat());
      },
    );
  });
  if (sources.length === 0) update([]);
  return () => {
    for (const stop of stops) stop();
  };
}

/** The items of one conversation, oldest first. */
export function watchItems(
  workspaceId: string,
  conversationId: string,
  shared: boolean,
  update: Update<InboxItem[]>,
): () => void {
  const items = collection(firestore(), 'workspaces', workspaceId, 'inboxItems');
  const q = query(
    items,
    where('conversationId', '==', conversationId),
    ...(shared ? [where('shared', '==', true)] : []),
    limit(ITEMS_MAX),
  );
  return listen(q, toInboxItem, (list) =>
    update(list === null ? null : [...list].sort((a, b) => a.at - b.at)),
  );
}

/** The team's internal notes on a conversation, oldest first. */
export function watchNotes(
  workspaceId: string,
  conversationId: string,
  update: Update<ConversationNote[]>,
): () => void {
  const notes = collection(
    firestore(),
    'workspaces',
    workspaceId,
    'conversations',
    conversationId,
    'notes',
  );
  return listen(query(notes, orderBy('createdAt'), limit(100)), toNote, update);
}

/** The staff's pages of conversations across every workspace (staff-conversations.ts). */
export function watchStaffInbox(
  product: Product,
  filters: StaffFilters,
  update: (pages: StaffPages | null) => void,
): StaffInbox {
  return watchStaffConversations(firestore(), product, filters, update);
}
