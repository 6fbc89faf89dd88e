// Polling as tasks (the inbox's accounts, the feeds' sources): the tick adds one named task per
// thing to read, a few at a time; a name already taken in the window adds nothing, and a queue
// that cannot be reached does not stop the polling: that task is run in the tick itself.

export interface EnqueueSummary {
  enqueued: number;
  /** Already enqueued in this window. */
  duplicates: number;
  /** Run in the tick because the queue refused the task. */
  polledHere: number;
  failed: number;
}

/** Enqueues in flight at once. */
const PARALLEL = 8;

export async function enqueueOrRun<T>(
  tasks: readonly T[],
  /** Adds the task; answers false when a task of its name already exists. */
  enqueue: (task: T) => Promise<boolean>,
  run: (task: T) => Promise<unknown>,
): Promise<EnqueueSummary> {
  const summary: EnqueueSummary = { enqueued: 0, duplicates: 0, polledHere: 0, failed: 0 };
  const waiting = [...tasks];
  const worker = async () => {
    for (let task = waiting.shift(); task !== undefined; task = waiting.shift()) {
      try {
        if (await enqueue(task)) summary.enqueued++;
        else summary.duplicates++;
      } catch {
        try {
          await run(task);
          summary.polledHere++;
        } catch {
          summary.failed++;
        }
      }
    }
  };
  await Promise.all(Array.from({ length: PARALLEL }, worker));
  return summary;
}
