// Every scheduled job records its last run in jobs/{name} (server-only; admins read it), so the
// admin dashboard can tell when the publisher last ran and whether it failed.

import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';

export interface JobOutcome {
  /** What the run handled: posts published, snapshots written, subscriptions expired. */
  processed: number;
  /** The publisher's reconciler: due posts whose task had gone missing, published by the run. */
  rescued?: number;
}

/**
 * Runs `job` and records its outcome. A failure is recorded and then thrown again, so the
 * scheduler sees it too. A run that never ends (the process is stopped) leaves lastStartedAt
 * newer than lastRunAt.
 */
export async function recordJobRun(
  db: Firestore,
  name: string,
  job: () => Promise<JobOutcome>,
  clock: () => Date = () => new Date(),
): Promise<JobOutcome> {
  const ref = db.collection('jobs').doc(name);
  const started = clock();
  await ref.set(
    { name, lastStartedAt: Timestamp.fromDate(started), updatedAt: FieldValue.serverTimestamp() },
    { merge: true },
  );
  const finish = (fields: Record<string, unknown>) =>
    ref.set(
      {
        lastRunAt: Timestamp.fromDate(started),
        durationMs: Math.max(0, clock().getTime() - started.getTime()),
        ...fields,
        updatedAt: FieldValue.serverTimestamp(),
      },
      { merge: true },
    );
  try {
    const outcome = await job();
    await finish({
      lastSuccessAt: Timestamp.fromDate(started),
      processed: outcome.processed,
      ...(outcome.rescued === undefined ? {} : { rescued: outcome.rescued }),
      error: null,
    });
    return outcome;
  } catch (error) {
    await finish({
      lastFailureAt: Timestamp.fromDate(started),
      processed: 0,
      error: error instanceof Error ? error.message : String(error),
    }).catch(() => undefined);
    throw error;
  }
}
