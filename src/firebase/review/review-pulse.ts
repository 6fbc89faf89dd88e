// An open review page's pulse (reviewPulses/{linkId}, functions/src/domain/approvals/
// reviewPulse.ts): onSnapshot on the full SDK's instance (notification-listener.ts). The
// reviewer has no account; the rules let anyone get a pulse by its id, which holds a time only.

import { doc, onSnapshot } from 'firebase/firestore';
import { firestore } from '../notification-listener';

/**
 * Calls `changed` each time the link's posts change after the first answer (what the page has
 * already read). A failed listener leaves the page as it is, readable by a reload. Returns the stop.
 */
export function watchReviewPulse(pulseId: string, changed: () => void): () => void {
  let first = true;
  return onSnapshot(
    doc(firestore(), 'reviewPulses', pulseId),
    (snapshot) => {
      if (snapshot.metadata.hasPendingWrites) return;
      if (first) {
        first = false;
        return;
      }
      changed();
    },
    () => undefined,
  );
}
