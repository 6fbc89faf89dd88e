// The MCP tools an agent may call with an API key: each names the scope it needs, its input as a
// valibot schema (the REST API's where one exists, so both validate alike; the tool list shows
// it as JSON Schema), whether it counts against the key's posts-per-day budget, and what it does
// through the same domain functions as the REST routes, as "via MCP (key name)".

import { randomUUID } from 'node:crypto';
import type { ApiKeyScope } from '@model/schemas/api-keys';
import { CONVERSATION_STATUSES } from '@model/schemas/inbox';
import { apiInboxReplySchema, apiUpdatePostSchema } from '@model/schemas/platform/platform';
import {
  apiCreatePostSchema,
  apiSchedulePostSchema,
  postStatusSchema,
} from '@model/schemas/posts/posts';
import { apiQueuePostSchema } from '@model/schemas/queues';
import type { Firestore } from 'firebase-admin/firestore';
import * as v from 'valibot';
import { scheduleAsAgent } from '../../domain/platform/agentSchedule';
import { type ApiActor, recordAgentAudit } from '../../domain/platform/apiActor';
import { listApiConversations, replyAsKey } from '../../domain/platform/apiInbox';
import { cancelApiPost, getApiPost, updateApiPost } from '../../domain/platform/apiPostEdits';
import {
  listApiChannels,
  listApiServiceRequests,
  periodAnalytics,
  postAnalytics,
} from '../../domain/platform/workspaceReads';
import { createApiPost, listPostPage } from '../../domain/posts/apiPosts';
import { queueApiPost } from '../../domain/posts/apiSchedule';
import { providerFor } from '../../providers/registry';
import { replanPublishing } from '../../tasks/queue';

export interface ToolContext {
  db: Firestore;
  actor: ApiActor;
  /** The product of the key's workspace, for the audit log. */
  product: string;
  now: Date;
}

export interface AgentTool {
  name: string;
  description: string;
  scope: ApiKeyScope;
  input: v.GenericSchema;
  /** True for a tool that makes or schedules a post: it spends the posts-per-day budget. */
  countsPost: boolean;
  /** True for a tool that only reads (its audit entry is written after it). */
  readOnly: boolean;
  run: (context: ToolContext, input: never) => Promise<unknown>;
}

const pageInput = {
  limit: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1), v.maxValue(100))),
  cursor: v.optional(v.string()),
};

const postIdInput = v.strictObject({
  postId: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,128}$/, 'A post id.')),
});

function tool<S extends v.GenericSchema>(
  definition: Omit<AgentTool, 'input' | 'run'> & {
    input: S;
    run: (context: ToolContext, input: v.InferOutput<S>) => Promise<unknown>;
  },
): AgentTool {
  return definition as unknown as AgentTool;
}

export const AGENT_TOOLS: readonly AgentTool[] = [
  tool({
    name: 'list_channels',
    description:
      "The workspace's social channels: id (what posts name), network, name, handle and status. Only connected channels can publish.",
    scope: 'posts:read',
    input: v.strictObject({}),
    countsPost: false,
    readOnly: true,
    run: ({ db, actor }) => listApiChannels(db, actor.workspaceId),
  }),
  tool({
    name: 'list_posts',
    description:
      "A page of the workspace's posts, oldest first, optionally by status or channel. Pass nextCursor back as cursor for the next page.",
    scope: 'posts:read',
    input: v.strictObject({
      status: v.optional(postStatusSchema),
      channelId: v.optional(v.string()),
      ...pageInput,
    }),
    countsPost: false,
    readOnly: true,
    run: ({ db, actor }, input) =>
      listPostPage(db, actor.workspaceId, {
        status: input.status ?? null,
        channelId: input.channelId ?? null,
        limit: input.limit ?? 20,
        cursor: input.cursor ?? null,
      }),
  }),
  tool({
    name: 'get_post',
    description: 'One post: text, channels, status, scheduled time.',
    scope: 'posts:read',
    input: postIdInput,
    countsPost: false,
    readOnly: true,
    run: ({ db, actor }, input) => getApiPost(db, actor, input.postId),
  }),
  tool({
    name: 'create_draft',
    description:
      'Create a draft post for some of the channels (ids from list_channels). A draft is never published by itself: schedule_post does that, through the approval mode of the workspace.',
    scope: 'posts:write',
    input: apiCreatePostSchema,
    countsPost: true,
    readOnly: false,
    run: ({ db, actor, now }, input) => createApiPost(db, actor, input, randomUUID(), now),
  }),
  tool({
    name: 'update_draft',
    description: 'Change a draft (or a post with changes requested): text, channels, time.',
    scope: 'posts:write',
    input: v.pipe(
      v.strictObject({ ...postIdInput.entries, ...apiUpdatePostSchema.pipe[0].entries }),
      v.check((input) => Object.keys(input).length > 1, 'Name at least one field to change.'),
    ),
    countsPost: false,
    readOnly: false,
    run: ({ db, actor, now }, { postId, ...changes }) =>
      updateApiPost(db, actor, postId, changes, now),
  }),
  tool({
    name: 'schedule_post',
    description:
      "Schedule a post at a time (ISO 8601, in the future). The workspace's approval mode applies as for a person: where approval is required, a draft is sent for approval with this time and scheduled only once approved.",
    scope: 'posts:publish',
    input: v.strictObject({ ...postIdInput.entries, ...apiSchedulePostSchema.entries }),
    countsPost: true,
    readOnly: false,
    run: async ({ db, actor, now }, { postId, ...when }) => {
      const result = await scheduleAsAgent(db, actor, postId, when, now);
      if (result.status === 'scheduled') await replanPublishing(db, actor.workspaceId, postId, now);
      return result;
    },
  }),
  tool({
    name: 'queue_post',
    description:
      "Put a post in the next free slot of a queue (a channel id, or 'workspace'). Only a post that may be scheduled can be queued: where approval is required, an approved one.",
    scope: 'posts:publish',
    input: v.strictObject({ ...postIdInput.entries, ...apiQueuePostSchema.entries }),
    countsPost: true,
    readOnly: false,
    run: async ({ db, actor, now }, { postId, queueId }) => {
      const result = await queueApiPost(db, actor, postId, { queueId }, now);
      await replanPublishing(db, actor.workspaceId, postId, now);
      return result;
    },
  }),
  tool({
    name: 'cancel_post',
    description: 'Cancel a post that has not started publishing.',
    scope: 'posts:write',
    input: postIdInput,
    countsPost: false,
    readOnly: false,
    run: ({ db, actor }, input) => cancelApiPost(db, actor, input.postId),
  }),
  tool({
    name: 'get_analytics',
    description:
      'Figures (likes, reposts, replies, impressions): of one post with postId, or of the posts published in a period with from and to (ISO 8601).',
    scope: 'posts:read',
    input: v.pipe(
      v.strictObject({
        postId: v.optional(postIdInput.entries.postId),
        from: v.optional(v.pipe(v.string(), v.isoTimestamp())),
        to: v.optional(v.pipe(v.string(), v.isoTimestamp())),
      }),
      v.check(
        (input) =>
          (input.postId !== undefined) !== (input.from !== undefined && input.to !== undefined),
        'Give either postId, or from and to.',
      ),
    ),
    countsPost: false,
    readOnly: true,
    run: ({ db, actor }, input) =>
      input.postId !== undefined
        ? postAnalytics(db, actor.workspaceId, input.postId)
        : periodAnalytics(
            db,
            actor.workspaceId,
            new Date(input.from ?? ''),
            new Date(input.to ?? ''),
          ),
  }),
  tool({
    name: 'list_service_requests',
    description: "The workspace's requests to the agency, newest first, with their status.",
    scope: 'posts:read',
    input: v.strictObject({}),
    countsPost: false,
    readOnly: true,
    run: ({ db, actor }) => listApiServiceRequests(db, actor.workspaceId),
  }),
  tool({
    name: 'list_inbox',
    description:
      "A page of the workspace's inbox conversations (comments, mentions, messages, reviews), newest activity first, optionally by status or channel. Pass nextCursor back as cursor for the next page.",
    scope: 'inbox',
    input: v.strictObject({
      status: v.optional(v.picklist(CONVERSATION_STATUSES)),
      channelId: v.optional(v.string()),
      ...pageInput,
    }),
    countsPost: false,
    readOnly: true,
    run: ({ db, actor }, input) =>
      listApiConversations(db, actor.workspaceId, {
        status: input.status ?? null,
        channelId: input.channelId ?? null,
        limit: input.limit ?? 20,
        cursor: input.cursor ?? null,
      }),
  }),
  tool({
    name: 'reply_inbox',
    description:
      "Reply in an inbox conversation (id from list_inbox) from its channel, in the network's thread: to its newest message, or to itemId. Sent once per requestId: repeat the same requestId to retry without sending twice.",
    scope: 'inbox',
    input: v.strictObject({
      conversationId: v.pipe(v.string(), v.minLength(1), v.maxLength(400)),
      ...apiInboxReplySchema.entries,
      requestId: v.optional(v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{8,64}$/, 'A request id.'))),
    }),
    countsPost: false,
    readOnly: false,
    run: async ({ db, actor, product, now }, { conversationId, requestId, ...reply }) => {
      const result = await replyAsKey(
        db,
        actor,
        conversationId,
        reply,
        `mcp_${actor.keyId}_${requestId ?? randomUUID()}`,
        now,
        { providerFor },
      );
      const target = `workspaces/${actor.workspaceId}/conversations/${conversationId}`;
      await db.runTransaction(async (tx) =>
        recordAgentAudit(db, tx, actor, 'mcp.reply_inbox', target, product, {
          itemId: result.itemId,
        }),
      );
      return result;
    },
  }),
];
