// The last run of a scheduled job (jobs/{name}, written by the functions, read by admins): the
// admin dashboard shows when the publisher last ran.

import { firestoreLite } from './firestore';
import { millisOrNull, numberOrNull, stringOrNull } from './localised';

export interface JobRun {
  name: string;
  /** When the last finished run started (epoch ms). */
  lastRunAt: number | null;
  lastSuccessAt: number | null;
  /** When the latest run started, finished or not. */
  lastStartedAt: number | null;
  durationMs: number | null;
  processed: number | null;
  /** The publisher's reconciler: due posts whose publish task was missing, taken by the last run. */
  rescued: number | null;
  /** Publish tasks that gave up after their last attempt, and when the latest did. */
  deadLetters: number | null;
  lastDeadLetterAt: number | null;
  /** The last run's failure, null when it succeeded. */
  error: string | null;
}

/** The job's record, or null when it has never run. */
export async function readJobRun(name: string): Promise<JobRun | null> {
  const { lite, db } = await firestoreLite();
  const snap = await lite.getDoc(lite.doc(db, 'jobs', name));
  if (!snap.exists()) return null;
  const data = snap.data();
  return {
    name,
    lastRunAt: millisOrNull(data.lastRunAt),
    lastSuccessAt: millisOrNull(data.lastSuccessAt),
    lastStartedAt: millisOrNull(data.lastStartedAt),
    durationMs: numberOrNull(data.durationMs),
    processed: numberOrNull(data.processed),
    rescued: numberOrNull(data.rescued),
    deadLetters: numberOrNull(data.deadLetters),
    lastDeadLetterAt: millisOrNull(data.lastDeadLetterAt),
    error: stringOrNull(data.error),
  };
}
