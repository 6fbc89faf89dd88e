// The bell's live unread count: a Firestore listener (onSnapshot) on the person's unread
// notifications. Only this module and review-listener.ts (the navigation's approvals count) use
// the full firebase/firestore SDK, both imported lazily once the page is interactive, so the SDK
// lands in a lazy chunk and the rest of the app keeps reading through Firestore Lite
// (src/firebase/firestore.ts).

import {
  collection,
  connectFirestoreEmulator,
  type Firestore,
  initializeFirestore,
  onSnapshot,
  query,
  where,
} from 'firebase/firestore';
import { firebaseApp } from './app';

let instance: Firestore | null = null;

/** Its own Firestore instance on the app (beside the Lite one), with an in-memory cache only. */
export function firestore(): Firestore {
  if (instance) return instance;
  instance = initializeFirestore(firebaseApp(), {});
  if (__EMULATORS__) {
    connectFirestoreEmulator(instance, __EMULATORS__.firestore.host, __EMULATORS__.firestore.port);
  }
  return instance;
}

/** What the listener reports: the count, straight from the server, or that it is not live. */
export type UnreadUpdate = { live: true; count: number } | { live: false; final: boolean };

/**
 * Calls back with the unread count whenever it changes. `{ live: false }` means the count may be
 * stale: the client is offline or not yet in sync (final: false, it recovers by itself) or the
 * listener failed for good (final: true). Returns the unsubscribe function.
 */
export function watchUnreadCount(uid: string, update: (state: UnreadUpdate) => void): () => void {
  const unread = query(
    collection(firestore(), 'notifications', uid, 'items'),
    where('read', '==', false),
  );
  return onSnapshot(
    unread,
    // Metadata changes tell when a cache-only answer (offline) turns into the server's again.
    { includeMetadataChanges: true },
    (snapshot) =>
      update(
        snapshot.metadata.fromCache
          ? { live: false, final: false }
          : { live: true, count: snapshot.size },
      ),
    () => update({ live: false, final: true }),
  );
}
