// Open transactions: their reads for the conflict check at commit, and their expiry after
// Firestore's idle time.

import { randomBytes } from 'node:crypto';
import type { TransactionOptions } from '../wire/messages';
import { FirestoreError, invalidArgument } from './errors';
import { timestampToMicros } from './value';

/** A transaction is dropped after this long without use, as the service expires idle ones. */
export const TRANSACTION_IDLE_MILLIS = 270_000;
const MAX_OPEN = 10_000;

export const EXPIRED_MESSAGE = 'The referenced transaction has expired or is no longer valid.';

export interface TransactionState {
  id: string;
  readOnly: boolean;
  /** Snapshot time of a read-only transaction; read-write transactions read the latest data. */
  readMicros: number | null;
  /** Read-write: the update time seen for every document read (0 when it was missing). */
  reads: Map<string, number>;
  /** Read-write: queries run in the transaction, re-run at commit to catch phantoms. */
  queries: { signature: string; recheck: () => string }[];
  lastUsedMillis: number;
}

/** Open transactions by base64 id. Conflicts are detected optimistically at commit. */
export class TransactionRegistry {
  private readonly open = new Map<string, TransactionState>();

  constructor(private readonly nowMillis: () => number) {}

  begin(
    options: TransactionOptions | undefined,
    nowMicros: number,
    latestMicros: number,
    oldestMicros: number,
  ): TransactionState {
    if (options !== undefined && (typeof options !== 'object' || options === null)) {
      throw invalidArgument('Invalid transaction options.');
    }
    if (options?.readOnly && options.readWrite) {
      throw invalidArgument('Transaction options cannot be both read-only and read-write.');
    }
    const retry = options?.readWrite?.retryTransaction;
    if (retry) this.open.delete(retry);
    let readMicros: number | null = null;
    if (options?.readOnly) {
      readMicros = nowMicros;
      if (options.readOnly.readTime !== undefined) {
        readMicros = parseReadTime(options.readOnly.readTime, latestMicros, oldestMicros);
      }
    }
    this.expire();
    if (this.open.size >= MAX_OPEN) {
      const oldest = this.open.keys().next().value;
      if (oldest !== undefined) this.open.delete(oldest);
    }
    const state: TransactionState = {
      id: randomBytes(16).toString('base64'),
      readOnly: Boolean(options?.readOnly),
      readMicros,
      reads: new Map(),
      queries: [],
      lastUsedMillis: this.nowMillis(),
    };
    this.open.set(state.id, state);
    return state;
  }

  /** The open transaction with this id, or INVALID_ARGUMENT as the service answers for stale ids. */
  use(id: unknown): TransactionState {
    if (typeof id !== 'string' || id === '') throw invalidArgument(EXPIRED_MESSAGE);
    const state = this.open.get(id);
    if (!state || this.nowMillis() - state.lastUsedMillis > TRANSACTION_IDLE_MILLIS) {
      this.open.delete(id);
      throw invalidArgument(EXPIRED_MESSAGE);
    }
    state.lastUsedMillis = this.nowMillis();
    return state;
  }

  end(id: string): void {
    this.open.delete(id);
  }

  clear(): void {
    this.open.clear();
  }

  private expire(): void {
    const now = this.nowMillis();
    for (const [id, state] of this.open) {
      if (now - state.lastUsedMillis > TRANSACTION_IDLE_MILLIS) this.open.delete(id);
    }
  }
}

/** A readTime for a read: not in the future, not before the retained history. */
export function parseReadTime(raw: unknown, latestMicros: number, oldestMicros: number): number {
  const micros = typeof raw === 'string' ? timestampToMicros(raw) : null;
  if (micros === null) throw invalidArgument(`Invalid read time: ${JSON.stringify(raw)}.`);
  if (micros > latestMicros) throw invalidArgument('The read time must not be in the future.');
  if (micros < oldestMicros) {
    throw new FirestoreError(
      'FAILED_PRECONDITION',
      'The requested read time is older than the data this database keeps.',
    );
  }
  return micros;
}

/** ABORTED, which the SDKs answer by retrying the transaction. */
export function contention(): FirestoreError {
  return new FirestoreError('ABORTED', 'Too much contention on these documents. Please try again.');
}
