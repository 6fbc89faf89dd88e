// The documents themselves: current versions, an hour of history for reads at a past time, and the
// change feed listeners read.

import { FieldIndex, NameIndex } from '../query/field-index';
import { splitDocumentPath } from './paths';
import { type FsDocument, type FsValue, microsToTimestamp } from './value';

/** A stored document version. Fields are never mutated once stored. */
export interface StoredDocument {
  /** Relative to the documents root: "users/u1". */
  path: string;
  fields: Record<string, FsValue>;
  createMicros: number;
  updateMicros: number;
}

interface Version {
  micros: number;
  doc: StoredDocument | null;
}

interface Entry {
  path: string;
  collection: string;
  versions: Version[];
}

export interface DocumentChange {
  path: string;
  before: StoredDocument | null;
  after: StoredDocument | null;
}

export type ChangeListener = (changes: DocumentChange[], commitMicros: number) => void;

/** How long old versions stay readable (transactions, readTime reads, listen resume). */
export const HISTORY_MICROS = 60 * 60 * 1_000_000;

/** Versions kept per document at most, whatever their age. */
export const MAX_VERSIONS = 1000;

/**
 * The versioned document map. Documents are grouped per collection so a collection query visits
 * only that collection; each document keeps the versions needed for reads at a past time.
 */
export class DocumentStore {
  private readonly entries = new Map<string, Entry>();
  private readonly collections = new Map<string, Map<string, Entry>>();
  private readonly collectionsById = new Map<string, Set<string>>();
  private readonly listeners = new Set<ChangeListener>();
  /** collection path → field path text → index of the collection's live documents. */
  private readonly indexes = new Map<string, Map<string, FieldIndex>>();
  private readonly nameIndexes = new Map<string, NameIndex>();
  private lastMicros = 0;
  private observedMicros = 0;
  /** Reads before this time cannot be answered from history. */
  private horizonMicros = 0;

  constructor(private readonly nowMillis: () => number) {}

  /** The read time for "now": after every applied commit, before every future one. */
  nowMicros(): number {
    // Commit times are whole milliseconds, so "just before the current millisecond" is a read
    // time no later commit can share; reads already answered at a time are kept behind later commits.
    return Math.max(Math.floor(this.nowMillis()) * 1000 - 1, this.lastMicros, this.observedMicros);
  }

  /** The latest read time a client may ask for: the end of the current wall-clock millisecond. */
  latestReadableMicros(): number {
    return Math.max(Math.floor(this.nowMillis()) * 1000 + 999, this.nowMicros());
  }

  /** Records that a read was answered at this time, so later commits get later times. */
  observe(micros: number): void {
    if (micros > this.observedMicros) this.observedMicros = micros;
  }

  /**
   * The next commit time: the wall clock in whole milliseconds, strictly after every earlier
   * commit. Whole milliseconds keep serverTimestamp() values equal to the rules' request.time
   * (a millisecond Date); bursts of commits within one millisecond move ahead a millisecond each.
   */
  nextCommitMicros(): number {
    const now = Math.floor(this.nowMillis()) * 1000;
    const next = (Math.floor(Math.max(this.lastMicros, this.observedMicros) / 1000) + 1) * 1000;
    return Math.max(now, next);
  }

  get lastCommitMicros(): number {
    return this.lastMicros;
  }

  /** Earliest time a historic read can be answered at. */
  oldestReadableMicros(): number {
    return Math.max(this.horizonMicros, this.nowMicros() - HISTORY_MICROS);
  }

  get(path: string, atMicros?: number): StoredDocument | null {
    const entry = this.entries.get(path);
    return entry ? versionAt(entry, atMicros) : null;
  }

  /** Live documents of one collection ("users" or "users/u1/posts") at a time (default now). */
  *collectionDocuments(collection: string, atMicros?: number): Iterable<StoredDocument> {
    const docs = this.collections.get(collection);
    if (!docs) return;
    for (const entry of docs.values()) {
      const doc = versionAt(entry, atMicros);
      if (doc) yield doc;
    }
  }

  /** Every collection path ever used with this collection id (may hold no live documents now). */
  collectionPathsWithId(collectionId: string): Iterable<string> {
    return this.collectionsById.get(collectionId) ?? [];
  }

  allCollectionPaths(): Iterable<string> {
    return this.collections.keys();
  }

  collectionSize(collection: string): number {
    return this.collections.get(collection)?.size ?? 0;
  }

  /** Every live document at a time, any collection. */
  *allDocuments(atMicros?: number): Iterable<StoredDocument> {
    for (const entry of this.entries.values()) {
      const doc = versionAt(entry, atMicros);
      if (doc) yield doc;
    }
  }

  /** The index of one field over one collection's live documents, built on first use. */
  index(collection: string, fieldText: string, fieldPath: string[]): FieldIndex {
    let byField = this.indexes.get(collection);
    if (!byField) {
      byField = new Map();
      this.indexes.set(collection, byField);
    }
    let index = byField.get(fieldText);
    if (!index) {
      index = new FieldIndex(fieldPath, this.collectionDocuments(collection));
      byField.set(fieldText, index);
    }
    return index;
  }

  /** One collection's live documents in name order, built on first use. */
  nameIndex(collection: string): NameIndex {
    let index = this.nameIndexes.get(collection);
    if (!index) {
      index = new NameIndex(this.collectionDocuments(collection));
      this.nameIndexes.set(collection, index);
    }
    return index;
  }

  onChange(listener: ChangeListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Stores the results of one commit at commitMicros and tells the listeners. */
  apply(changes: DocumentChange[], commitMicros: number): void {
    this.lastMicros = Math.max(this.lastMicros, commitMicros);
    const cutoff = commitMicros - HISTORY_MICROS;
    for (const change of changes) {
      let entry = this.entries.get(change.path);
      if (!entry) {
        if (!change.after) continue;
        const { collection, collectionId } = splitDocumentPath(change.path);
        entry = { path: change.path, collection, versions: [] };
        this.entries.set(change.path, entry);
        let docs = this.collections.get(collection);
        if (!docs) {
          docs = new Map();
          this.collections.set(collection, docs);
          let ids = this.collectionsById.get(collectionId);
          if (!ids) {
            ids = new Set();
            this.collectionsById.set(collectionId, ids);
          }
          ids.add(collection);
        }
        docs.set(change.path, entry);
      }
      const previous = versionAt(entry, undefined);
      entry.versions.push({ micros: commitMicros, doc: change.after });
      const byField = this.indexes.get(entry.collection);
      if (byField) for (const index of byField.values()) index.update(previous, change.after);
      this.nameIndexes.get(entry.collection)?.update(previous, change.after);
      prune(entry, cutoff);
      if (entry.versions.length > MAX_VERSIONS) {
        // A very busy document: drop its oldest versions and stop answering reads from before
        // the oldest one kept, rather than keep an hour of history for it.
        entry.versions.splice(0, entry.versions.length - MAX_VERSIONS);
        this.horizonMicros = Math.max(this.horizonMicros, (entry.versions[0] as Version).micros);
      }
      if (
        entry.versions.length === 1 &&
        entry.versions[0]?.doc === null &&
        entry.versions[0].micros <= cutoff
      ) {
        this.forget(entry);
      }
    }
    if (changes.length > 0) for (const listener of this.listeners) listener(changes, commitMicros);
  }

  private forget(entry: Entry): void {
    this.entries.delete(entry.path);
    const docs = this.collections.get(entry.collection);
    docs?.delete(entry.path);
  }

  /**
   * Drops everything, history included (reads before now are no longer answerable), and tells
   * the listeners that every live document was deleted.
   */
  clear(): void {
    const micros = this.nextCommitMicros();
    const changes: DocumentChange[] = [];
    for (const doc of this.allDocuments())
      changes.push({ path: doc.path, before: doc, after: null });
    this.entries.clear();
    this.collections.clear();
    this.collectionsById.clear();
    this.indexes.clear();
    this.nameIndexes.clear();
    this.horizonMicros = micros;
    this.lastMicros = micros;
    if (changes.length > 0) for (const listener of this.listeners) listener(changes, micros);
  }
}

function versionAt(entry: Entry, atMicros: number | undefined): StoredDocument | null {
  const versions = entry.versions;
  if (atMicros === undefined) return versions[versions.length - 1]?.doc ?? null;
  for (let i = versions.length - 1; i >= 0; i--) {
    const v = versions[i] as Version;
    if (v.micros <= atMicros) return v.doc;
  }
  return null;
}

/** Keeps every version newer than cutoff plus the newest one at or before it. */
function prune(entry: Entry, cutoff: number): void {
  const versions = entry.versions;
  let keepFrom = 0;
  for (let i = versions.length - 1; i >= 0; i--) {
    if ((versions[i] as Version).micros <= cutoff) {
      keepFrom = i;
      break;
    }
  }
  if (keepFrom > 0) versions.splice(0, keepFrom);
}

export function toFsDocument(
  root: string,
  doc: StoredDocument,
  fields?: Record<string, FsValue>,
): FsDocument {
  return {
    name: `${root}/${doc.path}`,
    fields: fields ?? doc.fields,
    createTime: microsToTimestamp(doc.createMicros),
    updateTime: microsToTimestamp(doc.updateMicros),
  };
}
