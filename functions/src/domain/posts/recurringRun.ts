// One pass of recurring and evergreen work, run by the publisher's minute tick: series and
// evergreen settings whose next time has come within the horizon create their posts, and
// occurrences approved since the last pass are scheduled. Each query asks only for documents
// with work to do, so an idle workspace costs nothing.

import { type DocumentReference, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { createEvergreenPosts } from '../queues/evergreen';
import { createOccurrences, HORIZON_MS, scheduleApproved } from './series';

export interface RecurringSummary {
  created: number;
  awaiting: number;
  skipped: number;
  scheduled: number;
}

/** At most this many series, settings and approved occurrences per pass; the rest next minute. */
const PER_PASS = 200;

export async function runRecurring(
  db: Firestore,
  now: Date,
  replan: (post: DocumentReference) => Promise<void>,
  horizonMs = HORIZON_MS,
): Promise<RecurringSummary> {
  const summary: RecurringSummary = { created: 0, awaiting: 0, skipped: 0, scheduled: 0 };
  const until = Timestamp.fromMillis(now.getTime() + horizonMs);
  const [series, settings, approved] = await Promise.all([
    db
      .collectionGroup('series')
      .where('status', '==', 'active')
      .where('nextAt', '<=', until)
      .limit(PER_PASS)
      .get(),
    db.collectionGroup('publishing').where('evergreenNextAt', '<=', until).limit(PER_PASS).get(),
    db
      .collectionGroup('posts')
      .where('awaitingSchedule', '==', true)
      .where('status', '==', 'approved')
      .limit(PER_PASS)
      .get(),
  ]);
  const workspaceOf = (ref: DocumentReference) => ref.parent.parent as DocumentReference;
  const planned: DocumentReference[] = [];
  for (const doc of series.docs) {
    const made = await createOccurrences(db, doc.ref, now, horizonMs);
    summary.created += made.created.length;
    summary.awaiting += made.awaiting.length;
    summary.skipped += made.skipped;
    for (const id of made.created) planned.push(workspaceOf(doc.ref).collection('posts').doc(id));
  }
  for (const doc of settings.docs) {
    const made = await createEvergreenPosts(db, doc.ref, now, horizonMs);
    summary.created += made.created.length;
    summary.awaiting += made.awaiting.length;
    summary.skipped += made.skipped;
    for (const id of made.created) planned.push(workspaceOf(doc.ref).collection('posts').doc(id));
  }
  for (const doc of approved.docs) {
    if ((await scheduleApproved(db, doc.ref, now)) === 'scheduled') {
      summary.scheduled++;
      planned.push(doc.ref);
    }
  }
  for (const ref of planned) await replan(ref);
  return summary;
}
