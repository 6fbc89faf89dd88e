// Payloads of the workspace callables: creation and membership.

import * as v from 'valibot';
import { docIdSchema, productSchema, requestIdSchema, textSchema, timeZoneSchema } from './common';
import { storedObject, timestampSchema } from './stored';
import { workspaceMemberRoleSchema } from './users';

export const createWorkspaceSchema = v.strictObject({
  requestId: requestIdSchema,
  name: textSchema(80),
  /** smm when absent: smm users create their own; connect workspaces are staff's. */
  product: v.optional(productSchema, 'smm'),
  timeZone: timeZoneSchema,
  /** Staff create client workspaces for someone else; absent means the caller owns it. */
  ownerUid: v.optional(docIdSchema),
});
export type CreateWorkspaceInput = v.InferOutput<typeof createWorkspaceSchema>;

export const setWorkspaceMemberSchema = v.strictObject({
  workspaceId: docIdSchema,
  uid: docIdSchema,
  /** null removes the member. */
  memberRole: v.nullable(workspaceMemberRoleSchema),
});
export type SetWorkspaceMemberInput = v.InferOutput<typeof setWorkspaceMemberSchema>;

export const updateWorkspaceSchema = v.pipe(
  v.strictObject({
    workspaceId: docIdSchema,
    name: v.optional(textSchema(80)),
    timeZone: v.optional(timeZoneSchema),
  }),
  v.check(
    (input) => input.name !== undefined || input.timeZone !== undefined,
    'Say what to change: name or timeZone.',
  ),
);
export type UpdateWorkspaceInput = v.InferOutput<typeof updateWorkspaceSchema>;

export const deleteWorkspaceSchema = v.strictObject({ workspaceId: docIdSchema });
export type DeleteWorkspaceInput = v.InferOutput<typeof deleteWorkspaceSchema>;

// ----------------------------------------------------------------------- stored: workspaces/{id}

export const workspaceDocSchema = storedObject({
  name: v.string(),
  product: productSchema,
  ownerUid: v.string(),
  members: v.record(v.string(), workspaceMemberRoleSchema),
  timeZone: v.string(),
  branding: v.optional(v.object({ logoPath: v.nullable(v.string()), colour: v.string() })),
  planId: v.optional(v.nullable(v.string())),
  /** The channels that are not disconnected: what firestore.rules let posts name. */
  channelIds: v.array(v.string()),
});
export type WorkspaceDoc = v.InferOutput<typeof workspaceDocSchema>;

/**
 * workspaces/{id}/metrics/{id}: what the metrics collection read, one snapshot per hour: a
 * published post's running totals on one channel, or a channel's followers (postId null). A
 * count a network does not report is null. `clicks` comes only from networks that count link
 * clicks (and from the demo seed).
 */
export const postMetricDocSchema = storedObject({
  kind: v.literal('post'),
  postId: v.string(),
  channelId: v.string(),
  provider: v.string(),
  capturedAt: timestampSchema,
  likes: v.number(),
  reposts: v.number(),
  replies: v.number(),
  quotes: v.nullable(v.number()),
  impressions: v.nullable(v.number()),
  clicks: v.optional(v.number()),
  /** Accounts reached, from networks that report it (client reports sum it where present). */
  reach: v.optional(v.nullable(v.number())),
});
export const channelMetricDocSchema = storedObject({
  kind: v.literal('channel'),
  postId: v.null(),
  channelId: v.string(),
  provider: v.string(),
  capturedAt: timestampSchema,
  followers: v.number(),
  following: v.nullable(v.number()),
  posts: v.nullable(v.number()),
});
export const metricDocSchema = v.variant('kind', [postMetricDocSchema, channelMetricDocSchema]);
export type MetricDoc = v.InferOutput<typeof metricDocSchema>;
export type PostMetricDoc = v.InferOutput<typeof postMetricDocSchema>;
