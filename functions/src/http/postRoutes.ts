// The post routes beyond creation and scheduling: one post, a page of posts with filters and a
// cursor, editing a draft, cancelling and deleting. Each write is idempotent by its
// Idempotency-Key (handleApi) and by its own nature: a repeat finds its result and changes nothing.

import { apiUpdatePostSchema } from '@model/schemas/platform/platform';
import {
  cancelApiPost,
  deleteApiPost,
  getVersionedApiPost,
  updateApiPost,
} from '../domain/platform/apiPostEdits';
import { isPostStatus, listPostPage } from '../domain/posts/apiPosts';
import { validate } from './body';
import { ValidationError } from './errors';
import { pageAnswer, pageParameters, pageQuery } from './paging';
import { etagOf } from './preconditions';
import {
  idempotencyHeader,
  ifMatchHeader,
  jsonBody,
  ok,
  okWithETag,
  postIdParameter,
} from './routeDocs';
import { keyOf, restActor } from './routeKey';
import type { Route } from './types';

export const POST_ROUTES: readonly Route[] = [
  {
    method: 'GET',
    pattern: '/posts',
    scope: 'posts:read',
    openApi: {
      operationId: 'listPosts',
      summary: "Posts of the API key's workspace, oldest first, a page at a time",
      description:
        "Pass the answer's nextCursor as cursor for the next page; null means the last page. Pages list every post once, also while posts are being added (new posts come at the end).",
      parameters: pageParameters({ $ref: '#/components/schemas/PostStatus' }),
      responses: pageAnswer('PostPage'),
    },
    handle: async (context) => {
      const { query } = context;
      const status = query.get('status');
      if (status !== null && !isPostStatus(status))
        throw new ValidationError('status is not a post status.');
      const page = await listPostPage(context.db, keyOf(context).workspaceId, {
        status,
        ...pageQuery(query),
      });
      return { status: 200, body: page };
    },
  },
  {
    method: 'GET',
    pattern: '/posts/{postId}',
    scope: 'posts:read',
    openApi: {
      operationId: 'getPost',
      summary: "One post of the API key's workspace",
      description: "The ETag header is the post's version: send it as If-Match with a write.",
      parameters: [postIdParameter],
      responses: okWithETag('Post'),
    },
    handle: async (context) => {
      const { post, version } = await getVersionedApiPost(
        context.db,
        keyOf(context),
        context.params.postId ?? '',
      );
      const etag = etagOf(version);
      return { status: 200, body: { data: post }, ...(etag ? { headers: { ETag: etag } } : {}) };
    },
  },
  {
    method: 'PATCH',
    pattern: '/posts/{postId}',
    scope: 'posts:write',
    openApi: {
      operationId: 'updatePost',
      summary: 'Change a draft (or a post with changes requested)',
      parameters: [postIdParameter, idempotencyHeader, ifMatchHeader],
      requestBody: jsonBody('PostUpdate'),
      responses: ok('PostChange'),
    },
    handle: async (context) => {
      const input = validate(apiUpdatePostSchema, context.body);
      const actor = restActor(context);
      const result = await updateApiPost(
        context.db,
        actor,
        context.params.postId ?? '',
        input,
        context.now,
        context.ifMatch,
      );
      return { status: 200, body: { data: result } };
    },
  },
  {
    method: 'POST',
    pattern: '/posts/{postId}/cancel',
    scope: 'posts:write',
    openApi: {
      operationId: 'cancelPost',
      summary: 'Cancel a post that has not started publishing',
      parameters: [postIdParameter, idempotencyHeader, ifMatchHeader],
      responses: ok('PostChange'),
    },
    handle: async (context) => {
      const actor = restActor(context);
      const result = await cancelApiPost(
        context.db,
        actor,
        context.params.postId ?? '',
        context.ifMatch,
      );
      return { status: 200, body: { data: result } };
    },
  },
  {
    method: 'DELETE',
    pattern: '/posts/{postId}',
    scope: 'posts:write',
    openApi: {
      operationId: 'deletePost',
      summary: 'Delete a draft (or a post with changes requested) and its history',
      parameters: [postIdParameter, idempotencyHeader, ifMatchHeader],
      responses: ok('PostDeletion'),
    },
    handle: async (context) => {
      const actor = restActor(context);
      const result = await deleteApiPost(
        context.db,
        actor,
        context.params.postId ?? '',
        context.ifMatch,
      );
      return { status: 200, body: { data: result } };
    },
  },
];
