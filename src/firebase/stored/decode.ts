// A stored document read through its schema in model/schemas (the `…DocSchema` the server and
// the seed write by, or the fields a reader needs of it, `v.pick`), field by field: a field an
// older document lacks takes its default, a field the schema refuses falls back to its default
// too, and a document without a field that has no default is left out. What did not decode is
// reported (telemetry's READ_FAILED_EVENT), so an odd document neither breaks a list nor goes
// unnoticed.

import * as v from 'valibot';
import { READ_FAILED_EVENT, type ReadFailedDetail } from '../../lib/telemetry/track';

type StoredSchema = v.GenericSchema & { readonly entries: v.ObjectEntries };
type Stored<S extends StoredSchema> = v.InferOutput<S>;

/** What each field falls back to when it is missing or refused; a field left out is required. */
export type StoredDefaults<S extends StoredSchema> = { readonly [K in keyof Stored<S>]?: unknown };

/** The decoded document: a field with a default is its stored value or that default. */
export type Decoded<S extends StoredSchema, D extends StoredDefaults<S>> = Omit<
  Stored<S>,
  keyof D
> & { [K in keyof D & keyof Stored<S>]: Exclude<Stored<S>[K], undefined> | D[K] };

function report(detail: ReadFailedDetail): void {
  if (typeof window === 'undefined') return;
  window.dispatchEvent(new CustomEvent<ReadFailedDetail>(READ_FAILED_EVENT, { detail }));
}

/**
 * `data` (a snapshot's fields; undefined for a document that does not exist) decoded through
 * `schema`, or null when a field without a default is missing or refused. `path` names the
 * document in the report.
 */
export function decodeStored<S extends StoredSchema, D extends StoredDefaults<S>>(
  schema: S,
  path: string,
  data: Readonly<Record<string, unknown>> | undefined,
  defaults: D,
): Decoded<S, D> | null {
  const out: Record<string, unknown> = {};
  const refused: string[] = [];
  for (const [key, entry] of Object.entries(schema.entries)) {
    const value = data?.[key];
    const result = v.safeParse(entry, value);
    if (result.success && result.output !== undefined) {
      out[key] = result.output;
      continue;
    }
    // A field an older document never had is no news; a value the schema refuses is.
    if (!result.success && value !== undefined) refused.push(key);
    if (Object.hasOwn(defaults, key)) {
      out[key] = defaults[key as keyof D];
    } else if (!result.success) {
      report({ path, fields: refused.length > 0 ? refused : [key], dropped: true });
      return null;
    }
  }
  if (refused.length > 0) report({ path, fields: refused, dropped: false });
  return out as Decoded<S, D>;
}
