// Building blocks of the stored document schemas (the `…DocSchema` of each collection file):
// timestamps as both Firebase SDKs hand them over, the created/updated stamps every document
// carries, and text per locale. A stored schema describes what the server and the seed write;
// its object schemas are not strict, so a reader of an older document keeps working while a
// field is added, and the seed test checks that the seed writes no field a schema lacks.

import * as v from 'valibot';
import { type Locale, SUPPORTED_LOCALES } from '../constants';

/** What the admin SDK's and the web SDK's Timestamp have in common. */
export interface StoredTimestamp {
  readonly seconds: number;
  readonly nanoseconds: number;
  toMillis(): number;
  toDate(): Date;
}

export const timestampSchema = v.custom<StoredTimestamp>(
  (value) =>
    typeof value === 'object' &&
    value !== null &&
    typeof (value as { toMillis?: unknown }).toMillis === 'function',
  'Must be a Firestore timestamp.',
);

export const nullableTimestampSchema = v.nullable(timestampSchema);

/**
 * A stored document's schema: its fields and the created/updated stamps every document carries
 * (the server sets them with its own clock). Marked free of side effects so that a bundle which
 * uses none of a module's document schemas leaves them out.
 */
/* @__NO_SIDE_EFFECTS__ */
export function storedObject<const TEntries extends v.ObjectEntries>(entries: TEntries) {
  return v.object({ ...entries, createdAt: timestampSchema, updatedAt: timestampSchema });
}

/** Text per locale as stored: English always (it is the fallback), the others when written. */
export const storedLocalisedSchema = v.object(
  /* @__PURE__ */ Object.fromEntries(
    /* @__PURE__ */ SUPPORTED_LOCALES.map((locale) => [
      locale,
      locale === 'en' ? v.string() : v.optional(v.string()),
    ]),
  ) as Record<'en', v.StringSchema<undefined>> &
    Record<Exclude<Locale, 'en'>, v.OptionalSchema<v.StringSchema<undefined>, undefined>>,
);

/** A line of a thread under a document: a post's comment, a service request's message. */
export const authoredTextDocSchema = storedObject({ authorUid: v.string(), text: v.string() });
export type AuthoredTextDoc = v.InferOutput<typeof authoredTextDocSchema>;

/**
 * A stored field as its schema allows it, or `fallback` when the document holds something else
 * (an older or hand-edited one): how the app's readers in src/firebase decode a field.
 */
export function storedOr<TSchema extends v.GenericSchema>(
  schema: TSchema,
  value: unknown,
  fallback: v.InferOutput<TSchema>,
): v.InferOutput<TSchema> {
  const result = v.safeParse(schema, value);
  return result.success ? result.output : fallback;
}

/**
 * The keys a stored object schema names (for a variant, the keys of the option the document's
 * discriminator picks), for the checks that nothing is written outside it.
 */
export function entriesOf(
  schema:
    | { entries: Record<string, unknown> }
    | { key: string; options: readonly { entries: Record<string, unknown> }[] },
  document?: Record<string, unknown>,
): string[] {
  if ('entries' in schema) return Object.keys(schema.entries);
  const picked = schema.options.filter((option) => {
    const literal = option.entries[schema.key] as { literal?: unknown } | undefined;
    return document === undefined || literal?.literal === document[schema.key];
  });
  return [...new Set(picked.flatMap((option) => Object.keys(option.entries)))];
}
