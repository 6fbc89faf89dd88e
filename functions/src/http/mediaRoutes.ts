// Media through the REST API: upload an image as the request body, or any file the library takes
// (video, PDF) through an upload session (open it, PUT the bytes, complete it), each with the
// library's checks; then attach the library item to a draft.

import { LIBRARY_MAX_BYTES, LIBRARY_TYPES } from '@model/schemas/library';
import {
  apiAttachMediaSchema,
  apiMediaCompleteSchema,
  apiMediaUploadSchema,
} from '@model/schemas/platform/platform';
import {
  API_MEDIA_MAX_BYTES,
  API_MEDIA_TYPES,
  attachApiMedia,
  completeApiUpload,
  startApiUpload,
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
      description: `The body is the image itself, with its Content-Type (${API_MEDIA_TYPES.join(', ')}), at most ${API_MEDIA_MAX_BYTES} bytes. Video, PDF documents and larger files go through an upload session (POST /media/uploads).`,
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
    pattern: '/media/uploads',
    scope: 'posts:write',
    openApi: {
      operationId: 'startMediaUpload',
      summary: 'Open an upload session for a video, a PDF or an image',
      description: `Announce the file (${LIBRARY_TYPES.join(', ')}; at most ${LIBRARY_MAX_BYTES.image} bytes for an image, ${LIBRARY_MAX_BYTES.video} for a video, ${LIBRARY_MAX_BYTES.document} for a PDF). The answer's uploadUrl is a resumable upload session of Cloud Storage: PUT the bytes there with the same Content-Type (in one request, or in chunks with Content-Range, resuming after a break), then call complete.`,
      parameters: [idempotencyHeader],
      requestBody: jsonBody('MediaUpload'),
      responses: created('MediaUploadTicket'),
    },
    handle: async (context) => {
      const input = validate(apiMediaUploadSchema, context.body);
      const ticket = await startApiUpload(context.db, restActor(context), input);
      return { status: 201, body: { data: ticket } };
    },
  },
  {
    method: 'POST',
    pattern: '/media/uploads/{itemId}/complete',
    scope: 'posts:write',
    openApi: {
      operationId: 'completeMediaUpload',
      summary: 'Make the file an upload session received a media library item',
      description:
        'The stored file is checked as the library checks an upload (its type, its size within its kind, an image readable); a file over its limit is deleted. Completing again answers the same item.',
      parameters: [
        {
          name: 'itemId',
          in: 'path',
          required: true,
          schema: { type: 'string', pattern: '^[0-9a-f]{32}$' },
        },
        idempotencyHeader,
      ],
      requestBody: jsonBody('MediaUploadCompletion'),
      responses: created('Media'),
    },
    handle: async (context) => {
      const input = validate(apiMediaCompleteSchema, context.body);
      const media = await completeApiUpload(
        context.db,
        restActor(context),
        context.params.itemId ?? '',
        input,
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
