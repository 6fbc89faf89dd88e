// A screen's state as its address holds it, field by field: each field is one query key with a
// default that is left out of the address, and, where it has a fixed set, the values it may
// take (anything else reads as the default). Pure: a screen declares its fields once and reads
// and writes them through these two functions; keys it does not own are kept as they are.

export interface UrlField<T extends string = string> {
  key: string;
  fallback: T;
  /** The values the field may take; absent: any non-empty text. */
  values?: readonly T[];
}

export type UrlFields<S extends Record<string, string>> = { [K in keyof S]: UrlField<S[K]> };

export function readUrlFields<S extends Record<string, string>>(
  params: URLSearchParams,
  fields: UrlFields<S>,
): S {
  const state: Record<string, string> = {};
  for (const [name, field] of Object.entries(fields) as [string, UrlField][]) {
    const value = params.get(field.key);
    state[name] =
      value === null || value === '' || (field.values && !field.values.includes(value))
        ? field.fallback
        : value;
  }
  return state as S;
}

/** The query of `params` with `patch` written over the fields' keys; defaults are left out. */
export function writeUrlFields<S extends Record<string, string>>(
  params: URLSearchParams,
  fields: UrlFields<S>,
  patch: Partial<S>,
): string {
  const state = { ...readUrlFields(params, fields), ...patch };
  const next = new URLSearchParams(params);
  for (const [name, field] of Object.entries(fields) as [string, UrlField][]) {
    const value = state[name];
    if (value === undefined || value === field.fallback || value === '') next.delete(field.key);
    else next.set(field.key, value);
  }
  return next.toString();
}
