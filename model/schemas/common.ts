// Building blocks every callable and REST schema shares: ids, products, roles, the
// idempotency key, timestamps and per-locale text. Objects are strict everywhere so an
// unexpected key is a validation error, never a field smuggled into a document.

import * as v from 'valibot';
import { SUPPORTED_LOCALES } from '../constants';
import { PRODUCTS, ROLES } from '../roles';

export const productSchema = v.picklist(PRODUCTS);

export const roleSchema = v.picklist(ROLES);

/** A Firestore document id we create or accept: no slashes, no dots-only, bounded. */
export const docIdSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{1,128}$/, 'Must be an id of letters, digits, _ or - (at most 128).'),
);

/**
 * The idempotency key of a call whose retry could repeat an effect. The client makes one per
 * user intent (crypto.randomUUID()) and sends the same one on every retry of that intent.
 */
export const requestIdSchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z0-9_-]{8,128}$/, 'requestId must be 8 to 128 letters, digits, _ or -.'),
);

export function textSchema(max: number, min = 1) {
  return v.pipe(v.string(), v.trim(), v.minLength(min), v.maxLength(max));
}

export const optionalTextSchema = (max: number) =>
  v.optional(v.pipe(v.string(), v.trim(), v.maxLength(max)));

/** An RFC 3339 instant with an explicit offset, e.g. 2026-05-01T09:30:00.000Z. */
export const instantSchema = v.pipe(
  v.string(),
  v.regex(
    /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/,
    'Must be an ISO 8601 date-time with a time zone offset.',
  ),
  v.check((s) => !Number.isNaN(Date.parse(s)), 'Must be a real date-time.'),
  // What the REST API's OpenAPI document says of it (functions/src/http/openapi.ts).
  v.metadata({ format: 'date-time' }),
);

/** An IANA time zone the runtime knows, e.g. Europe/Paris. */
export const timeZoneSchema = v.pipe(
  v.string(),
  v.maxLength(64),
  v.check((zone) => {
    try {
      new Intl.DateTimeFormat('en', { timeZone: zone });
      return true;
    } catch {
      return false;
    }
  }, 'Must be an IANA time zone such as Europe/Paris.'),
  v.description('IANA time zone'),
);

export const localeSchema = v.picklist(SUPPORTED_LOCALES);

/**
 * The version a save is based on: the document's updatedAt in ms as the screen read it. A save
 * over a newer version is refused (aborted) with who changed it and when; a save without one
 * writes over whatever is stored.
 */
export const baseVersionSchema = v.optional(v.pipe(v.number(), v.integer(), v.minValue(0)));

/** Text per supported locale; English is required because it is the fallback. */
export function localisedTextSchema(max: number) {
  const entries = Object.fromEntries(
    SUPPORTED_LOCALES.map((locale) => [
      locale,
      locale === 'en' ? textSchema(max) : v.optional(textSchema(max)),
    ]),
  ) as Record<(typeof SUPPORTED_LOCALES)[number], ReturnType<typeof textSchema>>;
  return v.strictObject(entries);
}

/** Keys we allow inside free-form maps stored in Firestore (no dots, no __reserved__). */
export const mapKeySchema = v.pipe(
  v.string(),
  v.regex(/^[A-Za-z][A-Za-z0-9_]{0,39}$/, 'Invalid key.'),
);
