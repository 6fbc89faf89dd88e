// Public documents (settings/app, active plans and services, the public team, published
// policies) read over Firestore's REST API with fetch, without the SDK. Visitors read them on
// every public page, where Firestore Lite and Firebase's core would be about 43 KiB of gzipped
// script, more than a third of the landing page's budget; these reads need neither a token nor a
// cache, only a GET of one document and a query of equalities. They are sent without a token, as
// a visitor's are, so the rules' public reads apply to everyone who calls them.

import { firebaseOptions } from './config';

export interface PublicDoc {
  id: string;
  data: Record<string, unknown>;
}

/** A Firestore REST value (google.firestore.v1.Value) as JSON. */
interface RestValue {
  nullValue?: null;
  booleanValue?: boolean;
  integerValue?: string;
  doubleValue?: number;
  timestampValue?: string;
  stringValue?: string;
  bytesValue?: string;
  referenceValue?: string;
  geoPointValue?: { latitude?: number; longitude?: number };
  arrayValue?: { values?: RestValue[] };
  mapValue?: { fields?: Record<string, RestValue> };
}

interface RestDocument {
  name: string;
  fields?: Record<string, RestValue>;
}

const ORIGIN = __EMULATORS__
  ? `http://${__EMULATORS__.firestore.host}:${__EMULATORS__.firestore.port}`
  : 'https://firestore.googleapis.com';
const DOCUMENTS = `${ORIGIN}/v1/projects/${firebaseOptions.projectId}/databases/(default)/documents`;

/** A value as the SDK's data() gives it, timestamps as Dates. */
export function decodeValue(value: RestValue): unknown {
  if ('booleanValue' in value) return value.booleanValue;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('doubleValue' in value) return Number(value.doubleValue);
  if ('timestampValue' in value) return new Date(value.timestampValue as string);
  if ('stringValue' in value) return value.stringValue;
  if ('bytesValue' in value) return value.bytesValue;
  if ('referenceValue' in value) return value.referenceValue;
  if ('geoPointValue' in value) return value.geoPointValue;
  if ('arrayValue' in value) return (value.arrayValue?.values ?? []).map(decodeValue);
  if ('mapValue' in value) return decodeFields(value.mapValue?.fields);
  return null;
}

function decodeFields(fields: Record<string, RestValue> = {}): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [key, decodeValue(value)]),
  );
}

function decodeDocument(document: RestDocument): PublicDoc {
  return {
    id: document.name.slice(document.name.lastIndexOf('/') + 1),
    data: decodeFields(document.fields),
  };
}

/** A failed read as the SDK reports it: an Error with the status as a lowercase code. */
async function failure(response: Response): Promise<Error> {
  const body = (await response.json().catch(() => null)) as {
    error?: { status?: string; message?: string };
  } | null;
  const status = body?.error?.status ?? 'UNKNOWN';
  return Object.assign(new Error(body?.error?.message ?? `Firestore answered ${response.status}`), {
    code: status.toLowerCase().replaceAll('_', '-'),
  });
}

/** One document by its path (`settings/app`), or null when it does not exist. */
export async function readPublicDoc(path: string): Promise<PublicDoc | null> {
  const response = await fetch(`${DOCUMENTS}/${path}`);
  if (response.status === 404) return null;
  if (!response.ok) throw await failure(response);
  return decodeDocument((await response.json()) as RestDocument);
}

function encodeValue(value: string | boolean): RestValue {
  return typeof value === 'boolean' ? { booleanValue: value } : { stringValue: value };
}

/** The documents of a collection whose fields equal `equals` (the filters the rules check). */
export async function queryPublicDocs(
  collectionId: string,
  equals: Record<string, string | boolean>,
): Promise<PublicDoc[]> {
  const filters = Object.entries(equals).map(([fieldPath, value]) => ({
    fieldFilter: { field: { fieldPath }, op: 'EQUAL', value: encodeValue(value) },
  }));
  const where = filters.length === 1 ? filters[0] : { compositeFilter: { op: 'AND', filters } };
  const response = await fetch(`${DOCUMENTS}:runQuery`, {
    method: 'POST',
    // A JSON body labelled text/plain, as Firestore Lite sends it: no CORS preflight round trip.
    headers: { 'content-type': 'text/plain' },
    body: JSON.stringify({ structuredQuery: { from: [{ collectionId }], where } }),
  });
  if (!response.ok) throw await failure(response);
  const results = (await response.json()) as { document?: RestDocument }[];
  return results.flatMap((result) => (result.document ? [decodeDocument(result.document)] : []));
}
