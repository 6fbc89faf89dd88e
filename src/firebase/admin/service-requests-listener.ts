// The agency's request desk, live: onSnapshot on the full SDK's instance (the bell's,
// notification-listener.ts) on the queries the desk shows, so a new request or a client's reply
// (which stamps the request's clientActivityAt) re-reads the desk without a reload.

import { collection, limit, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { firestore } from '../notification-listener';
import { REQUESTS_PAGE_SIZE, type ServiceRequestStatus } from './admin-service-requests';

/**
 * Calls `changed` on each answer from the server, one query per group of statuses (the desk's
 * list, or each column of its board): the first too, since a request may have come between the
 * desk's read and the listener's start. A failed listener leaves the desk as read. Returns the stop.
 */
export function watchServiceRequests(
  groups: readonly (readonly ServiceRequestStatus[])[],
  changed: () => void,
): () => void {
  const stops = groups.map((statuses) =>
    onSnapshot(
      query(
        collection(firestore(), 'serviceRequests'),
        statuses.length === 1
          ? where('status', '==', statuses[0])
          : where('status', 'in', [...statuses]),
        orderBy('createdAt', 'desc'),
        limit(REQUESTS_PAGE_SIZE + 1),
      ),
      (snapshot) => {
        if (!snapshot.metadata.fromCache) changed();
      },
      () => undefined,
    ),
  );
  return () => {
    for (const stop of stops) stop();
  };
}
