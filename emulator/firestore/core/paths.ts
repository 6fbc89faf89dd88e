// Resource names: a project's database and document paths, split and joined the way the API writes
// them.

import { numericId } from './document-order';
import { invalidArgument } from './errors';

const MAX_ID_BYTES = 1500;
const MAX_NAME_BYTES = 6 * 1024;
const RESERVED_ID = /^__.*__$/;

/** Ids of the form __…__ are the service's own, except numeric ids (__id<int64>__). */
function isReservedId(id: string): boolean {
  return RESERVED_ID.test(id) && numericId(id) === null;
}

export function utf8Length(text: string): number {
  return Buffer.byteLength(text, 'utf8');
}

/** Splits a relative path ("a/b/c/d") into segments, rejecting empty or dot segments. */
function checkSegments(
  path: string,
  fullName: string,
  kind: 'Document' | 'Collection' | 'Resource',
): string[] {
  const segments = path.split('/');
  for (const s of segments) {
    if (s === '') throw invalidArgument(`${kind} name "${fullName}" has empty path segment.`);
    if (isReservedId(s))
      throw invalidArgument(`Resource id "${s}" is invalid because it is reserved.`);
    if (s === '.' || s === '..')
      throw invalidArgument(`${kind} name "${fullName}" has invalid path segment "${s}".`);
    if (utf8Length(s) > MAX_ID_BYTES) {
      throw invalidArgument(
        `${kind} name "${fullName}" has a path segment longer than ${MAX_ID_BYTES} bytes.`,
      );
    }
  }
  return segments;
}

/**
 * Resource names of one database. Documents are kept internally by their path relative to the
 * documents root ("users/u1/posts/p1"); the root itself is the empty string.
 */
export class ResourceNames {
  readonly root: string;
  readonly databaseName: string;

  constructor(
    readonly projectId: string,
    readonly databaseId: string,
  ) {
    this.databaseName = `projects/${projectId}/databases/${databaseId}`;
    this.root = `${this.databaseName}/documents`;
  }

  fullName(path: string): string {
    return path === '' ? this.root : `${this.root}/${path}`;
  }

  /** Relative path of any name under the documents root, or null when outside this database. */
  relative(name: string): string | null {
    if (name === this.root) return '';
    if (name.startsWith(`${this.root}/`)) return name.slice(this.root.length + 1);
    return null;
  }

  private outside(name: string): never {
    throw invalidArgument(
      `Invalid resource name "${name}": it must be under "${this.root}" (project "${this.projectId}", database "${this.databaseId}").`,
    );
  }

  /** Validates a full document name and returns its relative path. */
  documentPath(name: unknown): string {
    if (typeof name !== 'string' || name === '')
      throw invalidArgument('Document name is required.');
    const rel = this.relative(name);
    if (rel === null) this.outside(name);
    if (rel === '') throw invalidArgument(`Document name "${name}" is missing a document path.`);
    const segments = checkSegments(rel, name, 'Document');
    if (segments.length % 2 !== 0) {
      throw invalidArgument(
        `Document name "${name}" has odd number of segments, but a document path must have an even number.`,
      );
    }
    if (utf8Length(name) > MAX_NAME_BYTES)
      throw invalidArgument(`Document name "${name}" is longer than ${MAX_NAME_BYTES} bytes.`);
    return rel;
  }

  /** Same as documentPath: reserved ids are refused for reads and writes alike. */
  writableDocumentPath(name: unknown): string {
    return this.documentPath(name);
  }

  /** A query/list parent: the documents root or a document below it. Returns the relative path. */
  parentPath(name: unknown): string {
    if (typeof name !== 'string' || name === '') throw invalidArgument('Parent is required.');
    const rel = this.relative(name);
    if (rel === null) this.outside(name);
    if (rel === '') return '';
    const segments = checkSegments(rel, name, 'Resource');
    if (segments.length % 2 !== 0)
      throw invalidArgument(`Parent "${name}" must be a document or the documents root.`);
    return rel;
  }

  collectionId(id: unknown): string {
    if (typeof id !== 'string' || id === '') throw invalidArgument('Collection id is required.');
    if (id.includes('/')) throw invalidArgument(`Collection id "${id}" must not contain "/".`);
    if (id === '.' || id === '..') throw invalidArgument(`Collection id "${id}" is invalid.`);
    if (isReservedId(id))
      throw invalidArgument(`Resource id "${id}" is invalid because it is reserved.`);
    if (utf8Length(id) > MAX_ID_BYTES)
      throw invalidArgument(`Collection id "${id}" is longer than ${MAX_ID_BYTES} bytes.`);
    return id;
  }
}

export function joinPath(parent: string, child: string): string {
  return parent === '' ? child : `${parent}/${child}`;
}

/** "a/b/c/d" → collection path "a/b/c" and id "d". */
export function splitDocumentPath(path: string): {
  collection: string;
  id: string;
  parent: string;
  collectionId: string;
} {
  const idAt = path.lastIndexOf('/');
  const collection = path.slice(0, idAt);
  const collAt = collection.lastIndexOf('/');
  return {
    collection,
    id: path.slice(idAt + 1),
    parent: collAt === -1 ? '' : collection.slice(0, collAt),
    collectionId: collection.slice(collAt + 1),
  };
}
