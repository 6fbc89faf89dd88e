/** A read the screen shows: still loading, its answer, or failed (already notified). */
export type Load<T> = { state: 'loading' } | { state: 'ready'; value: T } | { state: 'failed' };
