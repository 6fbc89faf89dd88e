// The agency's request desk, live: onSnapshot on the full SDK's instance (the bell's,
// notification-listener.ts) on the queries the desk shows, so a new request or a client's reply
// (which stamps the request's clientActivityAt) re-reads the desk without a reload.

import { collection, limit, onSnapshot, orderBy, query, where } from 'firebase/firestore';
import { firestore } from '../notification-listener';
import { REQUESTS_PAGE_SIZE, type ServiceRequestStatus } from './admin-service-requests';

/**
 * Calls `changed` whenever a query's requests change after its first answer from the server,
 * one query per group of statuses (the desk's list, or each column of its board). A failed
 * listener leaves the desk as read. Returns the stop.
 */
export function watchServiceRequests(
  groups: readonly (readonly ServiceRequestStatus[])[],
  changed: () => void,
): () => void {
  const stops = groups.map((statuses) => {
    let first = true;
    return onSnapshot(
      query(
        collection(firestore(), 'serviceRequests'),
        statuses.length === 1
          ? where('status', '==', statuses[0])
          : where('status', 'in', [...statuses]),
        orderBy('createdAt', 'desc'),
        limit(REQUESTS_PAGE_SIZE + 1),
      ),
      (snapshot) => {
        if (snapshot.metadata.fromCache) return;
        if (first) {
          first = false;
          return;
        }
        changed();
      },
      () => undefined,
    );
  });
  return () => {
    for (const stop of stops) stop();
  };
}
