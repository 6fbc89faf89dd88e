// The OpenAPI 3.1 document the API serves about itself, assembled from the route table so
// every route is described, with the error responses and rate-limit headers every route has.

import { CONNECT_API_PATH } from '@model/constants';
import { API_KEY_SCOPES } from '@model/schemas/api-keys';
import { API_RATE_LIMIT } from '../config';
import { componentSchemas } from './openapiBodies';
import { ifMatchHeader } from './routeDocs';
import { CURRENT_VERSION } from './router';
import type { Route } from './types';

const error = (description: string, extraHeaders: Record<string, unknown> = {}) => ({
  description,
  headers: extraHeaders,
  content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
});

const rateHeaders = {
  RateLimit: {
    schema: { type: 'string' },
    description:
      'IETF RateLimit field: the policy, requests remaining (r) and seconds until the window resets (t), e.g. "hourly";r=99;t=3599',
  },
  'RateLimit-Policy': {
    schema: { type: 'string' },
    description:
      'IETF RateLimit-Policy field: quota (q) per window of w seconds, e.g. "hourly";q=100;w=3600',
  },
  'X-RateLimit-Limit': { schema: { type: 'integer' }, description: 'Requests allowed per window' },
  'X-RateLimit-Remaining': {
    schema: { type: 'integer' },
    description: 'Requests left in this window',
  },
  'X-RateLimit-Reset': {
    schema: { type: 'integer' },
    description: 'When the window ends, in seconds since the epoch',
  },
};

const schemas = componentSchemas();

export function openApiDocument(routes: readonly Route[]): Record<string, unknown> {
  const paths: Record<string, Record<string, unknown>> = {};
  for (const route of routes) {
    const keyed = route.scope !== null;
    const responses: Record<string, unknown> = {
      ...Object.fromEntries(
        Object.entries(route.openApi.responses).map(([status, response]) => [
          status,
          {
            ...(response as object),
            headers: { ...rateHeaders, ...(response as { headers?: object }).headers },
          },
        ]),
      ),
      '400': error('VALIDATION_ERROR: the request is not valid'),
      '404': error('NOT_FOUND'),
      '429': error(
        `RATE_LIMIT_EXCEEDED: more than ${API_RATE_LIMIT.max} requests in ${API_RATE_LIMIT.windowMs} ms`,
        {
          'Retry-After': {
            schema: { type: 'integer' },
            description: 'Seconds until the window ends',
          },
        },
      ),
      '500': error('INTERNAL'),
    };
    if (route.method !== 'GET') {
      responses['409'] = error(
        'CONFLICT: the Idempotency-Key was used for a different request, or its first request is still running',
      );
    }
    if (route.openApi.parameters?.includes(ifMatchHeader)) {
      responses['412'] = error(
        'PRECONDITION_FAILED: If-Match named a version the resource no longer has; the error names who changed it (changedBy) and when (changedAt)',
      );
    }
    if (keyed) {
      responses['401'] = error('UNAUTHORIZED: no API key, or an invalid or revoked one');
      responses['403'] = error(`FORBIDDEN: the key lacks the ${route.scope} scope`);
    }
    const operation = {
      ...route.openApi,
      ...(keyed ? { security: [{ apiKeyHeader: [] }, { bearerKey: [] }] } : { security: [] }),
      responses,
    };
    paths[route.pattern] ??= {};
    (paths[route.pattern] as Record<string, unknown>)[route.method.toLowerCase()] = operation;
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Connect API',
      version: CURRENT_VERSION,
      description:
        `The agency's public catalogue and, with an API key, a workspace's posts and service requests. ` +
        `Every route is also reachable without the version segment (${CONNECT_API_PATH}/...), which always means the current version. ` +
        `Requests are limited to ${API_RATE_LIMIT.max} per ${API_RATE_LIMIT.windowMs} ms per API key, or per client address without one. ` +
        `API key scopes: ${API_KEY_SCOPES.join(', ')}. ` +
        `GET /posts/{postId} answers the post's version as its ETag; PATCH, DELETE and cancel sent with If-Match run only over that version and otherwise answer 412 PRECONDITION_FAILED naming who changed the post and when. Without If-Match they write over whatever version is stored.`,
    },
    servers: [
      {
        url: `/api${CONNECT_API_PATH}/${CURRENT_VERSION}`,
        description: 'Through the web app (Hosting rewrite)',
      },
      { url: `${CONNECT_API_PATH}/${CURRENT_VERSION}`, description: 'The api function itself' },
    ],
    paths,
    components: {
      schemas,
      securitySchemes: {
        apiKeyHeader: { type: 'apiKey', in: 'header', name: 'x-api-key' },
        bearerKey: { type: 'http', scheme: 'bearer', description: 'The API key as a bearer token' },
      },
    },
  };
}
