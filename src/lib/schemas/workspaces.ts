// Payloads of the workspace callables: creation and membership.

import * as v from 'valibot';
import { docIdSchema, productSchema, requestIdSchema, textSchema, timeZoneSchema } from './common';
import { workspaceMemberRoleSchema } from './users';

export const createWorkspaceSchema = v.strictObject({
  requestId: requestIdSchema,
  name: textSchema(80),
  product: productSchema,
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
