// Per-locale text as stored in Firestore ({ en, fr, ... }), read in the visitor's locale with
// English as the fallback the schemas require.

export function localisedText(value: unknown, locale: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'object' && value !== null) {
    const map = value as Record<string, unknown>;
    const text = map[locale] ?? map.en;
    if (typeof text === 'string') return text;
  }
  return '';
}

export function numberOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function stringOrNull(value: unknown): string | null {
  return typeof value === 'string' && value.length > 0 ? value : null;
}

/** A Firestore Timestamp (or anything with toMillis) as epoch milliseconds. */
export function millisOrNull(value: unknown): number | null {
  if (typeof value === 'object' && value !== null && 'toMillis' in value) {
    const toMillis = (value as { toMillis: unknown }).toMillis;
    if (typeof toMillis === 'function') return toMillis.call(value) as number;
  }
  return null;
}
