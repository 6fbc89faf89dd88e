// A screen's read and write pair over its fields (url-fields.ts), made once at module level so
// useUrlState sees the same functions on every render.

import { readUrlFields, type UrlFields, writeUrlFields } from './url-fields';

export function urlCodec<S extends Record<string, string>>(fields: UrlFields<S>) {
  return {
    read: (params: URLSearchParams) => readUrlFields(params, fields),
    write: (params: URLSearchParams, patch: Partial<S>) => writeUrlFields(params, fields, patch),
  };
}
