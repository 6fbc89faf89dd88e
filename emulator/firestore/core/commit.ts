// Plans a commit: every write's precondition, transform and new document, checked before any is
// applied, so a commit lands whole or not at all.

import type { Write, WriteResult } from '../wire/messages';
import { FirestoreError, invalidArgument } from './errors';
import { deleteField, getField, parseFieldPath, setField } from './field-path';
import type { ResourceNames } from './paths';
import type { DocumentChange, DocumentStore, StoredDocument } from './store';
import { applyTransforms, type PreparedTransform, prepareTransform } from './transforms';
import { checkDocument, normalizeFields } from './validate';
import { cloneFields, type FsValue, microsToTimestamp, timestampToMicros } from './value';

export interface PlannedDocWrite {
  path: string;
  method: 'create' | 'update' | 'delete';
  before: StoredDocument | null;
  after: StoredDocument | null;
}

export interface PlannedCommit {
  /** One per document write, in order (an update and the transform write after it count as one). */
  writes: PlannedDocWrite[];
  /** Net effect per document (before the commit → after it), changed documents only. */
  changes: DocumentChange[];
  results: WriteResult[];
  /** State after the whole batch for any path (falls back to the store). */
  after(path: string): StoredDocument | null;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** Structural identity (1 and 1.0 differ) to tell whether a write changed a document. */
function sameFields(a: Record<string, FsValue>, b: Record<string, FsValue>): boolean {
  return JSON.stringify(sortKeys(a)) === JSON.stringify(sortKeys(b));
}

function sortKeys(v: unknown): unknown {
  if (Array.isArray(v)) return v.map(sortKeys);
  if (typeof v === 'number' && !Number.isFinite(v)) return String(v);
  if (!isRecord(v)) return v;
  const out: Record<string, unknown> = {};
  for (const k of Object.keys(v).sort()) out[k] = sortKeys(v[k]);
  return out;
}

function checkPrecondition(
  write: Write,
  name: string,
  current: StoredDocument | null,
  deletedEarlier: boolean,
): void {
  const pre = write.currentDocument;
  if (pre === undefined || pre === null) return;
  if (!isRecord(pre)) throw invalidArgument('Invalid precondition.');
  if (pre.exists !== undefined && pre.updateTime !== undefined) {
    throw invalidArgument('A precondition can set either exists or updateTime, not both.');
  }
  // An update the same commit made impossible is a malformed request, not a missing document.
  if (pre.exists === true && !current && deletedEarlier)
    throw invalidArgument(`The commit deletes and then updates the same document: ${name}`);
  if (pre.exists === true && !current)
    throw new FirestoreError('NOT_FOUND', `No document to update: ${name}`);
  if (pre.exists === false && current)
    throw new FirestoreError('ALREADY_EXISTS', `Document already exists: ${name}`);
  if (pre.updateTime !== undefined) {
    const required = typeof pre.updateTime === 'string' ? timestampToMicros(pre.updateTime) : null;
    if (required === null)
      throw invalidArgument(`Invalid precondition update time: ${JSON.stringify(pre.updateTime)}.`);
    const stored = current ? current.updateMicros : 0;
    if (stored !== required) {
      throw new FirestoreError(
        'FAILED_PRECONDITION',
        `the stored version (${stored}) does not match the required base version (${required})`,
      );
    }
  }
}

function fieldPaths(raw: unknown, what: string): string[][] {
  if (raw === undefined || raw === null) return [];
  const list = isRecord(raw) ? (raw.fieldPaths ?? []) : null;
  if (!Array.isArray(list)) throw invalidArgument(`Invalid ${what}.`);
  return list.map((p) => {
    const path = typeof p === 'string' ? parseFieldPath(p) : null;
    if (!path) throw invalidArgument(`Invalid field path in ${what}: ${JSON.stringify(p)}.`);
    const reserved = path.find((s) => /^__.*__$/.test(s));
    if (reserved)
      throw invalidArgument(
        `Field path ${JSON.stringify(p)} uses the reserved name "${reserved}".`,
      );
    return path;
  });
}

function transformsOf(raw: unknown, names: ResourceNames): PreparedTransform[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) throw invalidArgument('Invalid field transforms.');
  return raw.map((t) => prepareTransform(t, names));
}

/**
 * Validates every write and works out what the commit would store, without touching the store.
 * Writes apply in order, so a later write sees the result of an earlier one on the same document.
 */
export function planCommit(
  writes: unknown,
  names: ResourceNames,
  store: DocumentStore,
  commitMicros: number,
): PlannedCommit {
  if (writes !== undefined && !Array.isArray(writes))
    throw invalidArgument('writes must be a list.');
  const overlay = new Map<string, StoredDocument | null>();
  const initial = new Map<string, StoredDocument | null>();
  const current = (path: string): StoredDocument | null => {
    if (overlay.has(path)) return overlay.get(path) ?? null;
    return store.get(path);
  };
  const planned: PlannedDocWrite[] = [];
  const results: WriteResult[] = [];

  for (const raw of (writes ?? []) as unknown[]) {
    if (!isRecord(raw)) throw invalidArgument('Invalid write.');
    const write = raw as Write;
    const ops = (['update', 'delete', 'verify', 'transform'] as const).filter(
      (k) => write[k] !== undefined && write[k] !== null,
    );
    if (ops.length !== 1) {
      throw invalidArgument(
        'A write must have exactly one of update, delete, verify or transform.',
      );
    }
    const op = ops[0];
    const name =
      op === 'update'
        ? isRecord(write.update)
          ? write.update.name
          : undefined
        : op === 'delete'
          ? write.delete
          : op === 'verify'
            ? write.verify
            : write.transform?.document;
    const path =
      op === 'delete' || op === 'verify'
        ? names.documentPath(name)
        : names.writableDocumentPath(name);
    const fullName = names.fullName(path);
    const before = current(path);
    if (!initial.has(path)) initial.set(path, before);
    checkPrecondition(write, fullName, before, overlay.get(path) === null);

    if (op === 'verify') {
      if (write.updateTransforms?.length)
        throw invalidArgument('A verify cannot have field transforms.');
      results.push({});
      continue;
    }

    if (op === 'delete') {
      if (write.updateTransforms?.length)
        throw invalidArgument('A delete cannot have field transforms.');
      overlay.set(path, null);
      planned.push({ path, method: 'delete', before, after: null });
      results.push({});
      continue;
    }

    let fields: Record<string, FsValue>;
    let transforms: PreparedTransform[];
    if (op === 'update') {
      const doc = write.update as { fields?: unknown };
      const incoming = normalizeFields(doc.fields ?? {}, names);
      const mask =
        write.updateMask === undefined || write.updateMask === null
          ? null
          : fieldPaths(write.updateMask, 'update mask');
      if (mask === null) {
        fields = incoming;
      } else {
        // Masked fields absent from the update are deleted; unmasked stored fields stay.
        fields = before ? cloneFields(before.fields) : {};
        for (const p of mask) {
          const v = getField(incoming, p);
          if (v === undefined) deleteField(fields, p);
          else setField(fields, p, v);
        }
      }
      transforms = transformsOf(write.updateTransforms, names);
    } else {
      if (write.updateTransforms?.length)
        throw invalidArgument('A transform write cannot also have update transforms.');
      fields = before ? cloneFields(before.fields) : {};
      transforms = transformsOf(write.transform?.fieldTransforms, names);
    }
    const transformResults = applyTransforms(fields, transforms, commitMicros);
    checkDocument(path, fields, names);

    const unchanged = before !== null && sameFields(before.fields, fields);
    const after: StoredDocument = unchanged
      ? (before as StoredDocument)
      : {
          path,
          fields,
          createMicros: before ? before.createMicros : commitMicros,
          updateMicros: commitMicros,
        };
    overlay.set(path, after);
    // Old clients (firebase 7, @firebase/testing) send server transforms as a separate transform
    // write right after the update: the service treats the pair as one document write, so rules
    // see the transformed values in request.resource.
    const previous = planned[planned.length - 1];
    if (op === 'transform' && previous?.path === path && previous.after) previous.after = after;
    else planned.push({ path, method: before ? 'update' : 'create', before, after });
    const result: WriteResult = { updateTime: microsToTimestamp(after.updateMicros) };
    if (transforms.length > 0) result.transformResults = transformResults;
    results.push(result);
  }

  const changes: DocumentChange[] = [];
  for (const [path, before] of initial) {
    const after = overlay.has(path) ? (overlay.get(path) ?? null) : before;
    if (after !== before) changes.push({ path, before, after });
  }
  return {
    writes: planned,
    changes,
    results,
    after: (path) => (overlay.has(path) ? (overlay.get(path) ?? null) : store.get(path)),
  };
}
