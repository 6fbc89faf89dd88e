// The routes of the connect REST API, each with its OpenAPI description beside its code so
// the served document can never forget a route.

import { SUPPORTED_LOCALES } from '@model/constants';
import { apiContactSchema } from '@model/schemas/contact';
import { POLICY_KINDS } from '@model/schemas/policies';
import { apiCreatePostSchema } from '@model/schemas/posts/posts';
import { apiCreateServiceRequestSchema } from '@model/schemas/service-requests';
import { isPolicyKind, listPlans, listServices, listTeam, readPolicy } from '../domain/catalogue';
import { submitContact } from '../domain/contact';
import { actorOf } from '../domain/platform/apiActor';
import { IDEMPOTENCY_KEY_PATTERN } from '../domain/platform/apiIdempotency';
import { createApiPost } from '../domain/posts/apiPosts';
import { createServiceRequest } from '../domain/serviceRequests';
import { validate } from './body';
import { NotFoundError, ValidationError } from './errors';
import { INBOX_ROUTES } from './inboxRoutes';
import { MEDIA_ROUTES } from './mediaRoutes';
import { POST_ROUTES } from './postRoutes';
import { created, idempotencyHeader, jsonBody, list } from './routeDocs';
import { SCHEDULE_ROUTES } from './scheduleRoutes';
import type { Route } from './types';
import { WORKSPACE_ROUTES } from './workspaceRoutes';

function requestIdOf(key: string): string {
  if (!IDEMPOTENCY_KEY_PATTERN.test(key))
    throw new ValidationError('Idempotency-Key must be 8 to 128 letters, digits, _ or -.');
  return key;
}

export const ROUTES: readonly Route[] = [
  {
    method: 'GET',
    pattern: '/plans',
    scope: null,
    openApi: {
      operationId: 'listPlans',
      summary: 'Pricing plans on sale, in display order',
      responses: list('Plan'),
    },
    handle: async ({ db }) => ({ status: 200, body: { data: await listPlans(db, 'connect') } }),
  },
  {
    method: 'GET',
    pattern: '/services',
    scope: null,
    openApi: {
      operationId: 'listServices',
      summary: "The agency's service catalogue",
      responses: list('Service'),
    },
    handle: async ({ db }) => ({ status: 200, body: { data: await listServices(db) } }),
  },
  {
    method: 'GET',
    pattern: '/team',
    scope: null,
    openApi: {
      operationId: 'listTeam',
      summary: 'Public team profiles',
      responses: list('TeamMember'),
    },
    handle: async ({ db }) => ({ status: 200, body: { data: await listTeam(db) } }),
  },
  {
    method: 'GET',
    pattern: '/policies/{kind}',
    scope: null,
    openApi: {
      operationId: 'getPolicy',
      summary: 'The published version of a policy',
      parameters: [
        {
          name: 'kind',
          in: 'path',
          required: true,
          schema: { type: 'string', enum: [...POLICY_KINDS] },
        },
        {
          name: 'locale',
          in: 'query',
          required: false,
          schema: { type: 'string', enum: [...SUPPORTED_LOCALES] },
        },
      ],
      responses: {
        '200': {
          description: 'OK',
          content: {
            'application/json': {
              schema: {
                type: 'object',
                properties: { data: { $ref: '#/components/schemas/Policy' } },
              },
            },
          },
        },
      },
    },
    handle: async ({ db, params, query }) => {
      const kind = params.kind ?? '';
      if (!isPolicyKind(kind)) throw new NotFoundError(`There is no policy named ${kind}.`);
      const locale = query.get('locale');
      if (locale !== null && !(SUPPORTED_LOCALES as readonly string[]).includes(locale)) {
        throw new ValidationError(`locale must be one of ${SUPPORTED_LOCALES.join(', ')}.`);
      }
      const policy = await readPolicy(db, kind, locale);
      if (!policy) throw new NotFoundError(`The ${kind} policy has not been published yet.`);
      return { status: 200, body: { data: policy } };
    },
  },
  {
    method: 'POST',
    pattern: '/contact',
    scope: null,
    openApi: {
      operationId: 'sendContactMessage',
      summary: 'Send a message to the agency (a few per sender and hour)',
      parameters: [idempotencyHeader],
      requestBody: jsonBody('ContactMessage'),
      responses: created('ContactReceipt'),
    },
    handle: async ({ db, body, address, idempotencyKey, now }) => {
      const input = validate(apiContactSchema, body);
      const result = await submitContact(
        db,
        { uid: null, address, via: 'api' },
        { ...input, requestId: requestIdOf(idempotencyKey) },
        now,
      );
      return { status: 201, body: { data: { id: result.messageId } } };
    },
  },
  ...POST_ROUTES,
  {
    method: 'POST',
    pattern: '/posts',
    scope: 'posts:write',
    openApi: {
      operationId: 'createPost',
      summary: "Create a draft post in the API key's workspace",
      parameters: [idempotencyHeader],
      requestBody: jsonBody('NewPost'),
      responses: created('PostReceipt'),
    },
    handle: async ({ db, key, body, idempotencyKey, now }) => {
      const input = validate(apiCreatePostSchema, body);
      if (!key) throw new ValidationError('An API key is required.');
      const result = await createApiPost(
        db,
        actorOf(key, 'api'),
        input,
        requestIdOf(idempotencyKey),
        now,
      );
      return { status: 201, body: { data: { id: result.id, status: result.status } } };
    },
  },
  ...SCHEDULE_ROUTES,
  ...WORKSPACE_ROUTES,
  ...MEDIA_ROUTES,
  ...INBOX_ROUTES,
  {
    method: 'POST',
    pattern: '/service-requests',
    scope: 'service-requests:write',
    openApi: {
      operationId: 'createServiceRequest',
      summary: "Ask the agency for a service on behalf of the API key's workspace",
      parameters: [idempotencyHeader],
      requestBody: jsonBody('NewServiceRequest'),
      responses: created('ServiceRequestReceipt'),
    },
    handle: async ({ db, key, body, idempotencyKey, now }) => {
      const input = validate(apiCreateServiceRequestSchema, body);
      if (!key) throw new ValidationError('An API key is required.');
      const result = await createServiceRequest(
        db,
        { kind: 'apiKey', keyId: key.keyId },
        { ...input, workspaceId: key.workspaceId, requestId: requestIdOf(idempotencyKey) },
        now,
      );
      return {
        status: 201,
        body: { data: { id: result.serviceRequestId, status: result.status } },
      };
    },
  },
  {
    method: 'GET',
    pattern: '/openapi.json',
    scope: null,
    openApi: {
      operationId: 'getOpenApi',
      summary: 'This document',
      responses: {
        '200': {
          description: 'The OpenAPI 3.1 description of this API',
          content: { 'application/json': { schema: { type: 'object' } } },
        },
      },
    },
    handle: async ({ openApi }) => ({ status: 200, body: openApi() }),
  },
];
