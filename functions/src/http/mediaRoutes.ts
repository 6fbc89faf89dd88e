// Media through the REST API: upload an image as the request body (the library's checks), then
// attach the library item to a draft.

import { apiAttachMediaSchema } from '@model/schemas/platform/platform';
import {
  API_MEDIA_MAX_BYTES,
  API_MEDIA_TYPES,
  attachApiMedia,
  uploadApiMedia,
} from '../domain/platform/apiMedia';
import { validate } from './body';
import { created, idempotencyHeader, jsonBody, ok, postIdParameter } from './routeDocs';
import { restActor } from './routeKey';
import type { Route } from './types';

export const MEDIA_ROUTES: readonly Route[] = [
  {
    method: 'POST',
    pattern: '/media',
    scope: 'posts:write',
    rawBody: true,
    openApi: {
      operationId: 'uploadMedia',
      summary: "Upload an image into the workspace's media library",
      description: `The body is the image itself, with its Content-Type (${API_MEDIA_TYPES.join(', ')}), at most ${API_MEDIA_MAX_BYTES} bytes. Video and PDF documents go through the app.`,
      parameters: [
        { name: 'name', in: 'query', required: false, schema: { type: 'string', maxLength: 200 } },
        { name: 'alt', in: 'query', required: false, schema: { type: 'string', maxLength: 1000 } },
        idempotencyHeader,
      ],
      requestBody: {
        required: true,
        content: Object.fromEntries(
          API_MEDIA_TYPES.map((type) => [
            type,
            { schema: { type: 'string', contentMediaType: type } },
          ]),
        ),
      },
      responses: created('Media'),
    },
    handle: async (context) => {
      const media = await uploadApiMedia(
        context.db,
        restActor(context),
        {
          contentType: context.raw.contentType,
          name: context.query.get('name') ?? 'image',
          alt: context.query.get('alt') ?? '',
          bytes: context.raw.bytes,
        },
        context.now,
      );
      return { status: 201, body: { data: media } };
    },
  },
  {
    method: 'POST',
    pattern: '/posts/{postId}/media',
    scope: 'posts:write',
    openApi: {
      operationId: 'attachMedia',
      summary: 'Attach a library item to a draft',
      parameters: [postIdParameter, idempotencyHeader],
      requestBody: jsonBody('MediaAttachment'),
      responses: ok('MediaAttached'),
    },
    handle: async (context) => {
      const input = validate(apiAttachMediaSchema, context.body);
      const result = await attachApiMedia(
        context.db,
        restActor(context),
        context.params.postId ?? '',
        input,
      );
      return { status: 200, body: { data: result } };
    },
  },
];
