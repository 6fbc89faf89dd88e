// Field paths: parsing the backquoted form, formatting it back, and reading or writing a field
// inside a document.

import { cloneValue, defineField, type FsValue } from './value';

const SIMPLE_SEGMENT = /^[_a-zA-Z][_a-zA-Z0-9]*$/;

/**
 * Parses a field path string as the service accepts it: dot-separated segments, each either a
 * simple name or a backtick-quoted name in which \` and \\ escape. Returns null when invalid.
 */
export function parseFieldPath(text: string): string[] | null {
  if (text === '') return null;
  const segments: string[] = [];
  let i = 0;
  while (i <= text.length) {
    let segment = '';
    if (text[i] === '`') {
      i++;
      let closed = false;
      while (i < text.length) {
        const c = text[i] as string;
        if (c === '\\') {
          const next = text[i + 1];
          if (next === undefined) return null;
          segment += next;
          i += 2;
        } else if (c === '`') {
          closed = true;
          i++;
          break;
        } else {
          segment += c;
          i++;
        }
      }
      if (!closed || segment === '') return null;
      if (i < text.length && text[i] !== '.') return null;
    } else {
      const end = text.indexOf('.', i);
      segment = end === -1 ? text.slice(i) : text.slice(i, end);
      i = end === -1 ? text.length : end;
      if (segment === '' || /[`~*/[\]]/.test(segment)) return null;
    }
    segments.push(segment);
    if (i >= text.length) break;
    i++; // the dot
    if (i >= text.length) return null; // trailing dot
  }
  return segments;
}

/** Formats segments back to canonical field path text (quoting segments that need it). */
export function formatFieldPath(segments: readonly string[]): string {
  return segments
    .map((s) =>
      SIMPLE_SEGMENT.test(s) ? s : `\`${s.replace(/\\/g, '\\\\').replace(/`/g, '\\`')}\``,
    )
    .join('.');
}

export function getField(
  fields: Record<string, FsValue> | undefined,
  path: readonly string[],
): FsValue | undefined {
  let current: Record<string, FsValue> | undefined = fields;
  for (let i = 0; i < path.length; i++) {
    if (!current || !Object.hasOwn(current, path[i] as string)) return undefined;
    const v: FsValue | undefined = current[path[i] as string];
    if (v === undefined) return undefined;
    if (i === path.length - 1) return v;
    current = 'mapValue' in v ? (v.mapValue.fields ?? {}) : undefined;
  }
  return undefined;
}

/** Sets a value, creating (or replacing non-map values by) intermediate maps. */
export function setField(
  fields: Record<string, FsValue>,
  path: readonly string[],
  value: FsValue,
): void {
  let current = fields;
  for (let i = 0; i < path.length - 1; i++) {
    const key = path[i] as string;
    let next = Object.hasOwn(current, key) ? current[key] : undefined;
    if (!next || !('mapValue' in next)) {
      next = { mapValue: { fields: {} } };
      defineField(current, key, next);
    }
    if (!next.mapValue.fields) next.mapValue.fields = {};
    current = next.mapValue.fields;
  }
  defineField(current, path[path.length - 1] as string, value);
}

export function deleteField(fields: Record<string, FsValue>, path: readonly string[]): void {
  let current: Record<string, FsValue> | undefined = fields;
  for (let i = 0; i < path.length - 1; i++) {
    const next: FsValue | undefined = current[path[i] as string];
    if (!next || !('mapValue' in next) || !next.mapValue.fields) return;
    current = next.mapValue.fields;
  }
  delete current[path[path.length - 1] as string];
}

/** Keeps only the given field paths (a DocumentMask projection). */
export function projectFields(
  fields: Record<string, FsValue> | undefined,
  paths: readonly (readonly string[])[],
): Record<string, FsValue> {
  const out: Record<string, FsValue> = {};
  for (const path of paths) {
    const v = getField(fields, path);
    if (v !== undefined) setField(out, path, cloneValue(v));
  }
  return out;
}
