// The navigation's live count of unread inbox conversations: one listener per workspace on the
// full SDK's instance the bell set up (notification-listener.ts). Apart from the inbox's other
// listeners, which bring its schemas: this one loads with every signed-in page.

import { collection, limit, onSnapshot, query, where } from 'firebase/firestore';
import { firestore } from '../notification-listener';

/** Conversations counted per workspace at most. */
const COUNTED_MAX = 200;

/** How many unread conversations wait in the workspaces (the navigation's count). */
export function watchUnreadConversations(
  workspaceIds: readonly string[],
  update: (count: number | null) => void,
): () => void {
  const counts = new Map<string, number>();
  const stops = workspaceIds.map((workspaceId) =>
    onSnapshot(
      query(
        collection(firestore(), 'workspaces', workspaceId, 'conversations'),
        where('unread', '>', 0),
        limit(COUNTED_MAX),
      ),
      (snapshot) => {
        counts.set(workspaceId, snapshot.docs.filter((doc) => doc.get('status') === 'open').length);
        if (counts.size === workspaceIds.length) {
          update([...counts.values()].reduce((sum, n) => sum + n, 0));
        }
      },
      () => update(null),
    ),
  );
  if (workspaceIds.length === 0) update(0);
  return () => {
    for (const stop of stops) stop();
  };
}
