// Payloads of the user administration callables: roles, disabling, invitations.

import * as v from 'valibot';
import { emailSchema } from '../schemas';
import { docIdSchema, productSchema, requestIdSchema, roleSchema } from './common';

export const setUserRolesSchema = v.strictObject({
  uid: docIdSchema,
  product: productSchema,
  /** The new role for that product; null removes the product role. */
  role: v.nullable(roleSchema),
});
export type SetUserRolesInput = v.InferOutput<typeof setUserRolesSchema>;

export const setUserDisabledSchema = v.strictObject({
  uid: docIdSchema,
  disabled: v.boolean(),
});
export type SetUserDisabledInput = v.InferOutput<typeof setUserDisabledSchema>;

export const WORKSPACE_MEMBER_ROLES = ['owner', 'editor', 'approver', 'viewer'] as const;
export const workspaceMemberRoleSchema = v.picklist(WORKSPACE_MEMBER_ROLES);

export const inviteUserSchema = v.strictObject({
  requestId: requestIdSchema,
  email: emailSchema,
  product: productSchema,
  /** 'user' for a client or customer, an admin-level role for a staff member. */
  role: roleSchema,
  workspaceId: v.optional(docIdSchema),
  memberRole: v.optional(workspaceMemberRoleSchema),
});
export type InviteUserInput = v.InferOutput<typeof inviteUserSchema>;
