// An open review page's pulse (reviewPulses/{linkId}, functions/src/domain/approvals/
// reviewPulse.ts): onSnapshot on the full SDK's instance (notification-listener.ts). The
// reviewer has no account; the rules let anyone get a pulse by its id, which holds a time only.

import { doc, onSnapshot, type Timestamp } from 'firebase/firestore';
import { firestore } from '../notification-listener';

/**
 * Calls `changed` each time the link's posts change after `readAt` (the pulse's time when the
 * page read the link, 0 for none), including a change between that read and the listener's
 * start. A failed listener leaves the page as it is, readable by a reload. Returns the stop.
 */
export function watchReviewPulse(pulseId: string, readAt: number, changed: () => void): () => void {
  let known = readAt;
  return onSnapshot(
    doc(firestore(), 'reviewPulses', pulseId),
    (snapshot) => {
      const at = (snapshot.get('changedAt') as Timestamp | undefined)?.toMillis() ?? 0;
      if (at <= known) return;
      known = at;
      changed();
    },
    () => undefined,
  );
}
