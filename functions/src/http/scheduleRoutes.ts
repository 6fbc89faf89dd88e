// The scheduling routes of the REST API: a post of the key's workspace gets a time, or the next
// free slot of a queue, with the approval rules of the callables (domain/apiSchedule); then its
// publish task is replanned, as the callables do, so it goes out through one task and lease.

import { apiSchedulePostSchema } from '@model/schemas/posts/posts';
import { apiQueuePostSchema } from '@model/schemas/queues';
import { actorOf } from '../domain/platform/apiActor';
import { queueApiPost, scheduleApiPost } from '../domain/posts/apiSchedule';
import { replanPublishing } from '../tasks/queue';
import { validate } from './body';
import { ValidationError } from './errors';
import { idempotencyHeader, postIdParameter } from './routeDocs';
import type { Route } from './types';

const scheduled = {
  '200': {
    description: 'The post is scheduled (changed is false when it already was, as asked)',
    content: {
      'application/json': {
        schema: {
          type: 'object',
          properties: { data: { $ref: '#/components/schemas/ScheduledPost' } },
          required: ['data'],
        },
      },
    },
  },
};

const APPROVAL_NOTE =
  "The workspace's approval mode applies as in the app: where approval is required only an approved post can be scheduled, elsewhere a draft can too. A post that cannot be scheduled from its status, names a channel that needs reconnecting or has no content is refused with VALIDATION_ERROR and left as it was.";

export const SCHEDULE_ROUTES: readonly Route[] = [
  {
    method: 'POST',
    pattern: '/posts/{postId}/schedule',
    scope: 'posts:publish',
    openApi: {
      operationId: 'schedulePost',
      summary: "Schedule a post of the API key's workspace at a time",
      description: APPROVAL_NOTE,
      parameters: [postIdParameter, idempotencyHeader],
      requestBody: {
        required: true,
        content: {
          'application/json': { schema: { $ref: '#/components/schemas/PostSchedule' } },
        },
      },
      responses: scheduled,
    },
    handle: async ({ db, key, params, body, now }) => {
      const input = validate(apiSchedulePostSchema, body);
      if (!key) throw new ValidationError('An API key is required.');
      const id = params.postId ?? '';
      const result = await scheduleApiPost(db, actorOf(key, 'api'), id, input, now);
      await replanPublishing(db, key.workspaceId, id, now);
      return { status: 200, body: { data: result } };
    },
  },
  {
    method: 'POST',
    pattern: '/posts/{postId}/queue',
    scope: 'posts:publish',
    openApi: {
      operationId: 'queuePost',
      summary: "Put a post of the API key's workspace in the next free slot of a queue",
      description: `The queue's weekly slots are read in the workspace's time zone; a post added to a paused queue is held until the queue resumes. ${APPROVAL_NOTE}`,
      parameters: [postIdParameter, idempotencyHeader],
      requestBody: {
        required: true,
        content: { 'application/json': { schema: { $ref: '#/components/schemas/PostQueuing' } } },
      },
      responses: scheduled,
    },
    handle: async ({ db, key, params, body, now }) => {
      const input = validate(apiQueuePostSchema, body);
      if (!key) throw new ValidationError('An API key is required.');
      const id = params.postId ?? '';
      const result = await queueApiPost(db, actorOf(key, 'api'), id, input, now);
      await replanPublishing(db, key.workspaceId, id, now);
      return { status: 200, body: { data: result } };
    },
  },
];
