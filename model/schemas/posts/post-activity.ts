// workspaces/{wid}/posts/{pid}/activity/{id}: the post's history, written only by the
// functions in the same transaction as the change it records. Members of the workspace read it.

import * as v from 'valibot';

export const POST_ACTIVITY_TYPES = [
  'created',
  'edited',
  'approval_requested',
  'approved',
  'approval_step',
  'changes_requested',
  'commented',
  'scheduled',
  'rescheduled',
  'published',
  'failed',
  'retried',
  'cancelled',
] as const;
export type PostActivityType = (typeof POST_ACTIVITY_TYPES)[number];

export const postActivityDocSchema = v.object({
  type: v.picklist(POST_ACTIVITY_TYPES),
  /** The account that acted, or null for a review-link reviewer or the publisher. */
  actorUid: v.nullable(v.string()),
  actorName: v.string(),
  /**
   * review_link when a reviewer without an account acted through a link; api for an API key over
   * the REST API, mcp for one used by an agent over MCP (actorName is then the key's name).
   */
  via: v.picklist(['app', 'review_link', 'publisher', 'api', 'mcp']),
  details: v.record(v.string(), v.unknown()),
  at: v.unknown(),
});
export type PostActivityDoc = v.InferOutput<typeof postActivityDocSchema>;
