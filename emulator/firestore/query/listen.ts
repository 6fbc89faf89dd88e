// Listen streams: the targets each client watches, their resume tokens, and the changes sent as
// documents move in and out.

import type { Authorize, ListenSink, ListenTarget, StopListening } from '../core/database-types';
import { FirestoreError, invalidArgument } from '../core/errors';
import type { ResourceNames } from '../core/paths';
import {
  type DocumentChange,
  type DocumentStore,
  type StoredDocument,
  toFsDocument,
} from '../core/store';
import { microsToTimestamp, timestampToMicros } from '../core/value';
import type { ListenResponse } from '../wire/messages';
import { documentMatches, executeQuery } from './execute';
import { type NormalizedQuery, normalizeQuery } from './query';
import { inQueryScope } from './query-match';
import { queryConstraintsForRules, queryDisjunctsForRules } from './rules-query';

interface TargetState {
  targetId: number;
  sink: ListenSink;
  query: NormalizedQuery | null;
  documents: string[] | null;
  /** Current membership: path → update time sent to the client. */
  members: Map<string, StoredDocument>;
}

/** Resume tokens carry the commit time (microseconds) the client is consistent with. */
export function resumeTokenFor(micros: number): string {
  return Buffer.from(`fs:${micros}`).toString('base64');
}

export function resumeTokenMicros(token: string): number | null {
  const text = Buffer.from(token, 'base64').toString('utf8');
  const m = /^fs:(\d+)$/.exec(text);
  return m ? Number(m[1]) : null;
}

/**
 * Listen targets and the change computation behind the Listen stream. Targets sharing one sink
 * are one stream: after a commit each affected target's changes go out, then a single global
 * NO_CHANGE with the commit's readTime, which is when clients raise snapshots.
 */
export class ListenRegistry {
  private readonly bySink = new Map<ListenSink, Map<number, TargetState>>();

  constructor(
    private readonly store: DocumentStore,
    private readonly names: ResourceNames,
  ) {
    store.onChange((changes, micros) => this.onCommit(changes, micros));
  }

  add(target: ListenTarget, sink: ListenSink, authorize?: Authorize): StopListening {
    const targetId = target.targetId;
    const stopNothing: StopListening = () => {};
    let state: TargetState;
    let resumeMicros: number | null;
    try {
      state = this.prepare(target, sink, authorize);
      resumeMicros = this.resumePoint(target);
    } catch (error) {
      const e =
        error instanceof FirestoreError ? error : new FirestoreError('INTERNAL', String(error));
      sink({
        targetChange: {
          targetChangeType: 'REMOVE',
          targetIds: [targetId],
          cause: { code: e.code, message: e.message },
        },
      });
      return stopNothing;
    }
    let targets = this.bySink.get(sink);
    if (!targets) {
      targets = new Map();
      this.bySink.set(sink, targets);
    }
    targets.set(targetId, state);

    const now = this.store.nowMicros();
    const readable = resumeMicros !== null && resumeMicros >= this.store.oldestReadableMicros();
    const before =
      readable && resumeMicros !== null
        ? this.compute(state, resumeMicros)
        : new Map<string, StoredDocument>();
    const after = this.compute(state, undefined);
    sink({ targetChange: { targetChangeType: 'ADD', targetIds: [targetId] } });
    this.sendDiff(state, before, after, now);
    state.members = after;
    sink({
      targetChange: {
        targetChangeType: 'CURRENT',
        targetIds: [targetId],
        resumeToken: resumeTokenFor(now),
        readTime: microsToTimestamp(now),
      },
    });
    if (resumeMicros !== null && !readable) {
      // The client holds documents from a time we no longer know; the count lets it notice and re-query.
      sink({ filter: { targetId, count: after.size } });
    }
    sink({
      targetChange: {
        targetChangeType: 'NO_CHANGE',
        targetIds: [],
        readTime: microsToTimestamp(now),
      },
    });

    const stop: StopListening = (acknowledge = true) => {
      const current = this.bySink.get(sink);
      if (current?.get(targetId) !== state) return;
      current.delete(targetId);
      if (current.size === 0) this.bySink.delete(sink);
      if (acknowledge)
        sink({ targetChange: { targetChangeType: 'REMOVE', targetIds: [targetId] } });
    };
    if (target.once) {
      stop(true);
      return stopNothing;
    }
    return stop;
  }

  /** Removes every target of a sink (its stream closed) without notifying it. */
  closeSink(sink: ListenSink): void {
    this.bySink.delete(sink);
  }

  private resumePoint(target: ListenTarget): number | null {
    if (target.resumeToken) {
      const micros = resumeTokenMicros(target.resumeToken);
      if (micros === null) throw invalidArgument('Invalid resume token.');
      return micros;
    }
    if (target.readTime) {
      const micros = timestampToMicros(target.readTime);
      if (micros === null) throw invalidArgument('Invalid read time.');
      return micros;
    }
    return null;
  }

  private prepare(target: ListenTarget, sink: ListenSink, authorize?: Authorize): TargetState {
    if (typeof target.targetId !== 'number' || !Number.isInteger(target.targetId)) {
      throw invalidArgument('A listen target needs an integer targetId.');
    }
    if (this.bySink.get(sink)?.has(target.targetId)) {
      throw invalidArgument(`Target id ${target.targetId} is already in use on this stream.`);
    }
    if (target.query) {
      const parentPath = this.names.parentPath(target.query.parent);
      const query = normalizeQuery(target.query.structuredQuery, parentPath, this.names);
      authorize?.({
        kind: 'list',
        parent: target.query.parent,
        collectionId: query.collectionId,
        allDescendants: query.allDescendants,
        query: queryConstraintsForRules(target.query.structuredQuery),
        disjuncts: queryDisjunctsForRules(target.query.structuredQuery),
      });
      return { targetId: target.targetId, sink, query, documents: null, members: new Map() };
    }
    if (target.documents) {
      const documents = (target.documents.documents ?? []).map((n) => this.names.documentPath(n));
      if (authorize) {
        for (const path of documents) {
          const doc = this.store.get(path);
          authorize({
            kind: 'get',
            name: this.names.fullName(path),
            doc: doc ? toFsDocument(this.names.root, doc) : null,
          });
        }
      }
      return { targetId: target.targetId, sink, query: null, documents, members: new Map() };
    }
    throw invalidArgument('A listen target needs a query or documents.');
  }

  private compute(state: TargetState, atMicros: number | undefined): Map<string, StoredDocument> {
    const out = new Map<string, StoredDocument>();
    if (state.query) {
      for (const doc of executeQuery(this.store, this.names, state.query, atMicros).docs)
        out.set(doc.path, doc);
    } else {
      for (const path of state.documents ?? []) {
        const doc = this.store.get(path, atMicros);
        if (doc) out.set(path, doc);
      }
    }
    return out;
  }

  /** Sends the difference between two memberships; returns whether anything was sent. */
  private sendDiff(
    state: TargetState,
    before: Map<string, StoredDocument>,
    after: Map<string, StoredDocument>,
    micros: number,
  ): boolean {
    let sent = false;
    const ids = [state.targetId];
    for (const [path, doc] of after) {
      const old = before.get(path);
      if (old && old.updateMicros === doc.updateMicros) continue;
      state.sink({
        documentChange: { document: toFsDocument(this.names.root, doc), targetIds: ids },
      });
      sent = true;
    }
    const readTime = microsToTimestamp(micros);
    for (const path of before.keys()) {
      if (after.has(path)) continue;
      state.sink(this.leaving(path, this.store.get(path, micros) ?? null, ids, readTime));
      sent = true;
    }
    return sent;
  }

  /**
   * A document leaving a target: deleted, or changed so that it no longer matches. Like the
   * service, a changed one is sent with its new contents and the target in removedTargetIds, so
   * the client's cache learns why (a bare documentRemove would leave its cached copy matching,
   * and the SDK would mark it in limbo and raise a from-cache snapshot until it asked again).
   */
  private leaving(
    path: string,
    now: StoredDocument | null,
    ids: number[],
    readTime: string,
  ): ListenResponse {
    if (now) {
      return {
        documentChange: {
          document: toFsDocument(this.names.root, now),
          targetIds: [],
          removedTargetIds: ids,
        },
      };
    }
    return {
      documentDelete: { document: this.names.fullName(path), removedTargetIds: ids, readTime },
    };
  }

  private affects(state: TargetState, changes: DocumentChange[]): boolean {
    if (state.query) {
      const query = state.query;
      return changes.some((c) => inQueryScope(query, c.path));
    }
    const docs = state.documents ?? [];
    return changes.some((c) => docs.includes(c.path));
  }

  /**
   * Without limit or offset a document's membership depends only on itself, so a commit is
   * applied by re-checking just the changed documents. Returns whether anything was sent.
   */
  private applyIncrementally(
    state: TargetState,
    query: NormalizedQuery,
    changes: DocumentChange[],
    micros: number,
  ): boolean {
    let sent = false;
    const ids = [state.targetId];
    const readTime = microsToTimestamp(micros);
    for (const change of changes) {
      const was = state.members.get(change.path);
      const now =
        change.after && documentMatches(this.names, query, change.after) ? change.after : null;
      if (now) {
        state.members.set(change.path, now);
        if (was && was.updateMicros === now.updateMicros) continue;
        state.sink({
          documentChange: { document: toFsDocument(this.names.root, now), targetIds: ids },
        });
        sent = true;
      } else if (was) {
        state.members.delete(change.path);
        state.sink(this.leaving(change.path, change.after ?? null, ids, readTime));
        sent = true;
      }
    }
    return sent;
  }

  private onCommit(changes: DocumentChange[], micros: number): void {
    for (const [sink, targets] of [...this.bySink]) {
      try {
        this.notifySink(sink, targets, changes, micros);
      } catch {
        // A broken stream must not fail the commit that is already applied; it just stops listening.
        this.bySink.delete(sink);
      }
    }
  }

  private notifySink(
    sink: ListenSink,
    targets: Map<number, TargetState>,
    changes: DocumentChange[],
    micros: number,
  ): void {
    let anySent = false;
    for (const state of [...targets.values()]) {
      if (!this.affects(state, changes)) continue;
      let sent: boolean;
      const query = state.query;
      if (query && query.limit === null && query.offset === 0) {
        sent = this.applyIncrementally(state, query, changes, micros);
      } else {
        const after = this.compute(state, undefined);
        sent = this.sendDiff(state, state.members, after, micros);
        state.members = after;
      }
      if (!sent) continue;
      anySent = true;
      sink({
        targetChange: {
          targetChangeType: 'NO_CHANGE',
          targetIds: [state.targetId],
          resumeToken: resumeTokenFor(micros),
          readTime: microsToTimestamp(micros),
        },
      });
    }
    if (anySent) {
      sink({
        targetChange: {
          targetChangeType: 'NO_CHANGE',
          targetIds: [],
          readTime: microsToTimestamp(micros),
        },
      });
    }
  }

  clear(): void {
    this.bySink.clear();
  }
}
