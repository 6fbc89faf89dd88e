// In-memory indexes by field value and by document name, so a query reads a range instead of a
// whole collection.

import { getField } from '../core/field-path';
import type { StoredDocument } from '../core/store';
import {
  canonicalKey,
  compareReferences,
  compareValues,
  type FsValue,
  typeOrder,
} from '../core/value';

interface IndexEntry {
  value: FsValue;
  doc: StoredDocument;
}

export interface RangeBound {
  value: FsValue;
  inclusive: boolean;
}

/** Index order: by value, then by path (within one collection that is document id order). */
function compareEntries(a: IndexEntry, b: IndexEntry): number {
  return compareValues(a.value, b.value) || compareReferences(a.doc.path, b.doc.path);
}

/**
 * One field of one collection's live documents: a hash of exact values for equality lookups and
 * a sorted list for ranges and ordered scans. Built on first use, then kept current by the store.
 */
export class FieldIndex {
  private readonly sorted: IndexEntry[] = [];
  private readonly byKey = new Map<string, Map<string, StoredDocument>>();

  constructor(
    private readonly path: string[],
    docs: Iterable<StoredDocument>,
  ) {
    for (const doc of docs) {
      const value = getField(doc.fields, path);
      if (value === undefined) continue;
      this.sorted.push({ value, doc });
      this.addKey(value, doc);
    }
    this.sorted.sort(compareEntries);
  }

  private addKey(value: FsValue, doc: StoredDocument): void {
    const key = canonicalKey(value);
    let docs = this.byKey.get(key);
    if (!docs) {
      docs = new Map();
      this.byKey.set(key, docs);
    }
    docs.set(doc.path, doc);
  }

  /** First position whose entry is not before `probe` (or after it, when `after`). */
  private lowerBound(probe: IndexEntry, after: boolean): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const c = compareEntries(this.sorted[mid] as IndexEntry, probe);
      if (c < 0 || (after && c === 0)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private boundPosition(value: FsValue, after: boolean): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      const c = compareValues((this.sorted[mid] as IndexEntry).value, value);
      if (c < 0 || (after && c === 0)) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  update(before: StoredDocument | null, after: StoredDocument | null): void {
    if (before) {
      const value = getField(before.fields, this.path);
      if (value !== undefined) {
        const at = this.lowerBound({ value, doc: before }, false);
        const found = this.sorted[at];
        if (found && found.doc.path === before.path) this.sorted.splice(at, 1);
        const docs = this.byKey.get(canonicalKey(value));
        docs?.delete(before.path);
        if (docs?.size === 0) this.byKey.delete(canonicalKey(value));
      }
    }
    if (after) {
      const value = getField(after.fields, this.path);
      if (value !== undefined) {
        const entry = { value, doc: after };
        this.sorted.splice(this.lowerBound(entry, false), 0, entry);
        this.addKey(value, after);
      }
    }
  }

  /** How many documents equality on these values would return. */
  equalCount(values: FsValue[]): number {
    let n = 0;
    for (const value of values) n += this.byKey.get(canonicalKey(value))?.size ?? 0;
    return n;
  }

  get size(): number {
    return this.sorted.length;
  }

  /** Documents whose value equals any of the given values (numbers of either type compare equal). */
  *equal(values: FsValue[]): Iterable<StoredDocument> {
    for (const value of values) {
      const docs = this.byKey.get(canonicalKey(value));
      if (docs) yield* docs.values();
    }
  }

  /**
   * Documents with a value of the bounds' type inside the bounds, in index order (reversed when
   * descending). Without bounds: every document that has the field.
   */
  *range(
    lower: RangeBound | null,
    upper: RangeBound | null,
    descending: boolean,
  ): Iterable<StoredDocument> {
    const typed = lower ?? upper;
    const type = typed ? typeOrder(typed.value) : -1;
    const start = lower ? this.boundPosition(lower.value, !lower.inclusive) : 0;
    const end = upper ? this.boundPosition(upper.value, upper.inclusive) : this.sorted.length;
    const inType = (e: IndexEntry) => type === -1 || typeOrder(e.value) === type;
    if (!descending) {
      for (let i = start; i < end; i++) {
        const e = this.sorted[i] as IndexEntry;
        if (!inType(e)) {
          if (typeOrder(e.value) > type) return;
          continue;
        }
        yield e.doc;
      }
    } else {
      for (let i = end - 1; i >= start; i--) {
        const e = this.sorted[i] as IndexEntry;
        if (!inType(e)) {
          if (typeOrder(e.value) < type) return;
          continue;
        }
        yield e.doc;
      }
    }
  }
}

/** One collection's live documents in name order (within a collection: document id order). */
export class NameIndex {
  private readonly sorted: StoredDocument[] = [];

  constructor(docs: Iterable<StoredDocument>) {
    for (const doc of docs) this.sorted.push(doc);
    this.sorted.sort((a, b) => compareReferences(a.path, b.path));
  }

  private position(path: string): number {
    let lo = 0;
    let hi = this.sorted.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareReferences((this.sorted[mid] as StoredDocument).path, path) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  update(before: StoredDocument | null, after: StoredDocument | null): void {
    const path = (before ?? after)?.path;
    if (path === undefined) return;
    const at = this.position(path);
    const present = this.sorted[at]?.path === path;
    if (after && present) this.sorted[at] = after;
    else if (after) this.sorted.splice(at, 0, after);
    else if (present) this.sorted.splice(at, 1);
  }

  *scan(descending: boolean): Iterable<StoredDocument> {
    if (descending)
      for (let i = this.sorted.length - 1; i >= 0; i--) yield this.sorted[i] as StoredDocument;
    else yield* this.sorted;
  }
}
