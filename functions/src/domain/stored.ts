// Reading stored documents through their schemas (model/schemas), so that a document has one
// definition for the app, the seed and the functions. Readers stay forgiving, field by field: a
// field that an older or hand-edited document holds in another shape reads as the reader's
// fallback, as before, instead of failing the whole call (the same rule as storedOr in
// model/schemas/stored.ts, with a fallback the schema need not allow, such as null).

import * as v from 'valibot';

/**
 * The field `key` of a stored document as its collection's schema allows it, else `fallback`.
 * A fallback of the field's own type keeps that type (so `{}` for a record reads as the record).
 */
export function storedField<TEntries extends v.ObjectEntries, TKey extends keyof TEntries & string>(
  schema: { readonly entries: TEntries },
  data: Record<string, unknown> | undefined,
  key: TKey,
  fallback: NoInfer<v.InferOutput<TEntries[TKey]>>,
): v.InferOutput<TEntries[TKey]>;
export function storedField<
  TEntries extends v.ObjectEntries,
  TKey extends keyof TEntries & string,
  TFallback,
>(
  schema: { readonly entries: TEntries },
  data: Record<string, unknown> | undefined,
  key: TKey,
  fallback: TFallback,
): v.InferOutput<TEntries[TKey]> | TFallback;
export function storedField(
  schema: { readonly entries: v.ObjectEntries },
  data: Record<string, unknown> | undefined,
  key: string,
  fallback: unknown,
): unknown {
  const result = v.safeParse(schema.entries[key] as v.GenericSchema, data?.[key]);
  return result.success ? result.output : fallback;
}
