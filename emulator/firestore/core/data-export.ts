// Reading and writing the emulator's export format (a database dumped to JSON and loaded back),
// with the doubles JSON cannot spell.

import type { Order } from '../wire/messages';
import { invalidArgument } from './errors';
import type { ResourceNames } from './paths';
import { normalizeFields } from './validate';
import { timestampToMicros } from './value';

export interface ImportedDocument {
  path: string;
  fields: ReturnType<typeof normalizeFields>;
  createMicros: number;
  updateMicros: number;
}

function isRecord(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

/** JSON has no NaN or Infinity: write them as proto3 JSON does, as the strings "NaN", "Infinity", "-Infinity". */
export function encodeSpecialDoubles<T>(value: T): T {
  return JSON.parse(
    JSON.stringify(value, (_key, v) => {
      if (isRecord(v) && typeof v.doubleValue === 'number' && !Number.isFinite(v.doubleValue)) {
        return { doubleValue: String(v.doubleValue) };
      }
      return v;
    }),
  ) as T;
}

/** Rewrites references to the exporting database so they point into the importing one. */
function rebaseReferences(value: unknown, from: string, to: string): unknown {
  if (Array.isArray(value)) return value.map((v) => rebaseReferences(v, from, to));
  if (!isRecord(value)) return value;
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(value)) {
    if (
      k === 'referenceValue' &&
      typeof v === 'string' &&
      (v === from || v.startsWith(`${from}/`))
    ) {
      out[k] = to + v.slice(from.length);
    } else {
      out[k] = rebaseReferences(v, from, to);
    }
  }
  return out;
}

/** Checks a whole export and returns its documents, ready to store. */
export function parseExport(data: unknown, names: ResourceNames): ImportedDocument[] {
  if (!isRecord(data) || data.version !== 1 || !Array.isArray(data.documents)) {
    throw invalidArgument('Import data must be an export of version 1 with a documents list.');
  }
  const fromRoot =
    typeof data.projectId === 'string' && typeof data.databaseId === 'string'
      ? `projects/${data.projectId}/databases/${data.databaseId}/documents`
      : names.root;
  const seen = new Set<string>();
  return data.documents.map((raw, i) => {
    if (!isRecord(raw) || typeof raw.path !== 'string')
      throw invalidArgument(`Import document ${i} has no path.`);
    const path = names.documentPath(names.fullName(raw.path));
    if (seen.has(path)) throw invalidArgument(`Import document ${path} appears twice.`);
    seen.add(path);
    const fields = normalizeFields(rebaseReferences(raw.fields ?? {}, fromRoot, names.root), names);
    const createMicros =
      typeof raw.createTime === 'string' ? timestampToMicros(raw.createTime) : null;
    const updateMicros =
      typeof raw.updateTime === 'string' ? timestampToMicros(raw.updateTime) : null;
    if (createMicros === null || updateMicros === null) {
      throw invalidArgument(`Import document ${path} needs valid createTime and updateTime.`);
    }
    return { path, fields, createMicros, updateMicros };
  });
}

/** ListDocuments' order_by text ("a desc, b") as structured orders. */
export function parseListOrderBy(text: unknown): Order[] {
  if (text === undefined || text === null || text === '') return [];
  if (typeof text !== 'string') throw invalidArgument('orderBy must be a string.');
  return text.split(',').map((part) => {
    const [field, dir, extra] = part.trim().split(/\s+/);
    if (!field || extra !== undefined || (dir !== undefined && !/^(asc|desc)$/i.test(dir))) {
      throw invalidArgument(`Invalid orderBy: "${text}".`);
    }
    return {
      field: { fieldPath: field },
      direction: dir?.toLowerCase() === 'desc' ? 'DESCENDING' : 'ASCENDING',
    };
  });
}

/** Page tokens are opaque to clients; ours carry the offset of the next page. */
export function encodePageToken(offset: number): string {
  return Buffer.from(`p:${offset}`).toString('base64');
}

export function decodePageToken(token: unknown): number {
  if (token === undefined || token === null || token === '') return 0;
  const m =
    typeof token === 'string'
      ? /^p:(\d+)$/.exec(Buffer.from(token, 'base64').toString('utf8'))
      : null;
  if (!m) throw invalidArgument('Invalid page token.');
  return Number(m[1]);
}
