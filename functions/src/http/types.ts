// The REST API's own request and response shapes, independent of the HTTP framework, so the
// whole API runs the same under the Functions runtime and in tests.

import type { ApiKeyScope } from '@model/schemas/api-keys';
import type { Firestore } from 'firebase-admin/firestore';
import type { ApiKeyIdentity } from '../domain/apiKeys';
import type { BasedOn } from '../domain/versions/versions';

export interface ApiRequest {
  method: string;
  /** The path as received, with or without the /api prefix of the Hosting rewrite. */
  path: string;
  query: URLSearchParams;
  headers: Record<string, string | string[] | undefined>;
  /** The raw body bytes, when there is a body. */
  rawBody: Buffer | undefined;
  /** The client address, for anonymous rate limits. */
  address: string;
}

export interface ApiResponse {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

export interface RouteContext {
  db: Firestore;
  now: Date;
  params: Record<string, string>;
  query: URLSearchParams;
  /** The parsed JSON body (undefined when there is none, or for a route taking raw bytes). */
  body: unknown;
  /** The body's bytes and type, for a route taking a file (`rawBody: true`). */
  raw: { bytes: Buffer | undefined; contentType: string };
  key: ApiKeyIdentity | null;
  address: string;
  /** The Idempotency-Key header, or a fresh key when the client sent none. */
  idempotencyKey: string;
  /** The versions the If-Match header allows a write over; null: any (no header, or `*`). */
  ifMatch: BasedOn;
  /** The OpenAPI document, for the route that serves it. */
  openApi: () => unknown;
}

export interface RouteResult {
  status: number;
  body: unknown;
  /** Response fields of this route's own (an ETag). */
  headers?: Record<string, string>;
}

export interface OpenApiOperation {
  operationId: string;
  summary: string;
  description?: string;
  parameters?: unknown[];
  requestBody?: unknown;
  /** Success responses; the error responses are added for every route. */
  responses: Record<string, unknown>;
}

export type RouteMethod = 'GET' | 'POST' | 'PATCH' | 'DELETE';

export interface Route {
  method: RouteMethod;
  /** Path under the version, with {name} parameters, e.g. /policies/{kind}. */
  pattern: string;
  /** null: public; otherwise the API key scope the route requires (the key's workspace applies). */
  scope: ApiKeyScope | null | 'any-key';
  /** True for a route whose body is a file, not JSON. */
  rawBody?: true;
  handle: (context: RouteContext) => Promise<RouteResult>;
  openApi: OpenApiOperation;
}
