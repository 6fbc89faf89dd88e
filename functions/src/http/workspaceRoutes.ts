// What a key reads of its workspace besides posts: channels (the ids a post names), analytics
// of a post and of a period, and service requests.

import {
  listApiChannels,
  listApiServiceRequests,
  periodAnalytics,
  postAnalytics,
} from '../domain/platform/workspaceReads';
import { ValidationError } from './errors';
import { list, ok, postIdParameter } from './routeDocs';
import { keyOf } from './routeKey';
import type { Route, RouteContext } from './types';

const workspaceOf = (context: RouteContext) => keyOf(context).workspaceId;

function instant(query: URLSearchParams, name: string): Date {
  const raw = query.get(name);
  const at = raw === null ? Number.NaN : Date.parse(raw);
  if (Number.isNaN(at)) throw new ValidationError(`${name} must be an ISO 8601 time.`);
  return new Date(at);
}

const isoQuery = (name: string, description: string) => ({
  name,
  in: 'query',
  required: true,
  description,
  schema: { type: 'string', format: 'date-time' },
});

export const WORKSPACE_ROUTES: readonly Route[] = [
  {
    method: 'GET',
    pattern: '/channels',
    scope: 'posts:read',
    openApi: {
      operationId: 'listChannels',
      summary: "The API key's workspace's channels: the ids posts name, their network and status",
      responses: list('Channel'),
    },
    handle: async (context) => ({
      status: 200,
      body: { data: await listApiChannels(context.db, workspaceOf(context)) },
    }),
  },
  {
    method: 'GET',
    pattern: '/posts/{postId}/analytics',
    scope: 'posts:read',
    openApi: {
      operationId: 'getPostAnalytics',
      summary: "A post's latest figures per channel and in total",
      parameters: [postIdParameter],
      responses: ok('PostAnalytics'),
    },
    handle: async (context) => ({
      status: 200,
      body: {
        data: await postAnalytics(context.db, workspaceOf(context), context.params.postId ?? ''),
      },
    }),
  },
  {
    method: 'GET',
    pattern: '/analytics',
    scope: 'posts:read',
    openApi: {
      operationId: 'getPeriodAnalytics',
      summary: 'Posts published for a time in a period, and their figures summed',
      parameters: [
        isoQuery('from', 'Start of the period (included)'),
        isoQuery('to', 'End of the period (excluded); at most a year after from'),
      ],
      responses: ok('PeriodAnalytics'),
    },
    handle: async (context) => ({
      status: 200,
      body: {
        data: await periodAnalytics(
          context.db,
          workspaceOf(context),
          instant(context.query, 'from'),
          instant(context.query, 'to'),
        ),
      },
    }),
  },
  {
    method: 'GET',
    pattern: '/service-requests',
    scope: 'posts:read',
    openApi: {
      operationId: 'listServiceRequests',
      summary: "The API key's workspace's service requests, newest first",
      responses: list('ServiceRequest'),
    },
    handle: async (context) => ({
      status: 200,
      body: { data: await listApiServiceRequests(context.db, workspaceOf(context)) },
    }),
  },
];
