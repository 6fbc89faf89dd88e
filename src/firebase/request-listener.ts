// A service request's thread, live: onSnapshot on the full SDK's instance (the bell's,
// notification-listener.ts) on the request and its messages, so the agency's reply or a move of
// the request shows in the open thread without a reload.

import { collection, doc, limit, onSnapshot, orderBy, query } from 'firebase/firestore';
import { type RequestThread, THREAD_LIMIT, toThread } from './client-portal';
import { firestore } from './notification-listener';

/**
 * Calls back with the thread once the request and its messages have answered, and on every
 * change; with null when a listener failed (the caller keeps what it read). Returns the stop.
 */
export function watchRequestThread(
  serviceRequestId: string,
  update: (thread: RequestThread | null) => void,
): () => void {
  const db = firestore();
  let request: Record<string, unknown> | null = null;
  let messages: { id: string; data(): Record<string, unknown> }[] | null = null;
  const tell = () => {
    if (request !== null && messages !== null) update(toThread(request, messages));
  };
  const stops = [
    onSnapshot(
      doc(db, 'serviceRequests', serviceRequestId),
      (snapshot) => {
        request = snapshot.data() ?? {};
        tell();
      },
      () => update(null),
    ),
    onSnapshot(
      query(
        collection(db, 'serviceRequests', serviceRequestId, 'messages'),
        orderBy('createdAt', 'desc'),
        limit(THREAD_LIMIT),
      ),
      (snapshot) => {
        messages = snapshot.docs;
        tell();
      },
      () => update(null),
    ),
  ];
  return () => {
    for (const stop of stops) stop();
  };
}
