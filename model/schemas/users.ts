// Payloads of the user administration callables: roles, disabling, invitations.

import * as v from 'valibot';
import { MEMBER_ROLES } from '../member-roles';
import { emailSchema } from '../schemas';
import { docIdSchema, localeSchema, productSchema, requestIdSchema, roleSchema } from './common';
import { nullableTimestampSchema, storedObject, timestampSchema } from './stored';

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

export const workspaceMemberRoleSchema = v.picklist(MEMBER_ROLES);

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

// --------------------------------------------------------------------------- stored: users/{uid}

export const userDocSchema = storedObject({
  email: v.string(),
  displayName: v.string(),
  photoURL: v.nullable(v.string()),
  /** The product roles; absent on accounts from before the map, which have only `role`. */
  roles: v.optional(v.object({ smm: v.optional(roleSchema), connect: v.optional(roleSchema) })),
  /** The legacy single role, read as roles.ts says (normalised, one product). */
  role: v.optional(v.string()),
  locale: localeSchema,
  timeZone: v.string(),
  disabled: v.boolean(),
  lastLoginAt: nullableTimestampSchema,
  /**
   * (server) Sessions begun before this time (seconds, a token's auth_time) are refused by the
   * rules and the callables: set when the account is disabled or its password removed.
   */
  sessionsValidAfter: v.optional(v.number()),
  /** (server) When the server first saw the address verified (passwordTrust.ts). */
  emailVerifiedAt: v.optional(timestampSchema),
});
export type UserDoc = v.InferOutput<typeof userDocSchema>;

/** users/{uid}/consents/{kind}: the policy version the person accepted. */
export const consentDocSchema = storedObject({
  version: v.number(),
  acceptedAt: timestampSchema,
});
export type ConsentDoc = v.InferOutput<typeof consentDocSchema>;
