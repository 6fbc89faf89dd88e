// Keeps open review pages live. A reviewer has no account, so the page cannot listen to the
// workspace's posts; it listens to its link's pulse (reviewPulses/{linkId}, a timestamp and
// nothing else) and reads the link again through openReviewLink when the pulse moves. The
// triggers (firestore/reviewPulses.ts) move the pulses of a workspace's live links whenever one
// of its posts changes in a way a reviewer sees, or someone comments on one outside the team.

import { type DocumentData, FieldValue, type Firestore } from 'firebase-admin/firestore';
import { LINKS, readLink, statusOf } from './reviewLinks';

export const PULSES = 'reviewPulses';

/** The post fields a review page shows; a change to anything else (a lease, a metric) is not news. */
const SEEN = ['text', 'variants', 'media', 'channelIds', 'status', 'approval', 'scheduledAt'];

export function reviewersSeeChange(
  before: DocumentData | undefined,
  after: DocumentData | undefined,
): boolean {
  if (!before || !after) return true;
  return SEEN.some((key) => JSON.stringify(before[key]) !== JSON.stringify(after[key]));
}

/** Moves the pulse of each live link of the workspace; returns how many. */
export async function pulseReviewLinks(
  db: Firestore,
  workspaceId: string,
  now: Date,
): Promise<number> {
  const links = await db.collection(LINKS).where('workspaceId', '==', workspaceId).get();
  const live = links.docs.filter((doc) => statusOf(readLink(doc.data()), now) === 'active');
  if (live.length === 0) return 0;
  const batch = db.batch();
  for (const link of live) {
    batch.set(db.collection(PULSES).doc(link.id), { changedAt: FieldValue.serverTimestamp() });
  }
  await batch.commit();
  return live.length;
}
