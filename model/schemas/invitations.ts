// Payloads of the invitation and account callables. An invitation token is 32 random bytes in
// base64url (43 characters): anything else is refused before any lookup, so a malformed or
// oversized token costs nothing and reveals nothing.

import * as v from 'valibot';
import { emailSchema } from '../schemas';
import { docIdSchema, productSchema, requestIdSchema, roleSchema } from './common';
import { nullableTimestampSchema, storedObject, timestampSchema } from './stored';
import { workspaceMemberRoleSchema } from './users';

export const INVITATION_TOKEN_LENGTH = 43;

export const invitationTokenSchema = v.pipe(
  v.string('token must be a string.'),
  v.regex(/^[A-Za-z0-9_-]{43}$/, 'This invitation link is malformed: check it was copied whole.'),
);

export const invitationTokenInputSchema = v.strictObject({ token: invitationTokenSchema });
export type InvitationTokenInput = v.InferOutput<typeof invitationTokenInputSchema>;

export const invitationIdInputSchema = v.strictObject({ invitationId: docIdSchema });
export type InvitationIdInput = v.InferOutput<typeof invitationIdInputSchema>;

export const inviteWorkspaceMemberSchema = v.strictObject({
  requestId: requestIdSchema,
  workspaceId: docIdSchema,
  email: emailSchema,
  memberRole: workspaceMemberRoleSchema,
});
export type InviteWorkspaceMemberInput = v.InferOutput<typeof inviteWorkspaceMemberSchema>;

/** What happens to a workspace its deleted owner leaves behind. */
export const workspaceChoiceSchema = v.variant('action', [
  v.strictObject({ action: v.literal('delete') }),
  v.strictObject({ action: v.literal('transfer'), toUid: docIdSchema }),
]);
export type WorkspaceChoice = v.InferOutput<typeof workspaceChoiceSchema>;

const workspaceChoicesSchema = v.pipe(
  v.record(docIdSchema, workspaceChoiceSchema),
  v.check((choices) => Object.keys(choices).length <= 200, 'At most 200 workspace choices.'),
);

export const deleteMyAccountSchema = v.strictObject({
  workspaces: v.optional(workspaceChoicesSchema, {}),
});
export type DeleteMyAccountInput = v.InferOutput<typeof deleteMyAccountSchema>;

export const deleteUserSchema = v.strictObject({
  uid: docIdSchema,
  workspaces: v.optional(workspaceChoicesSchema, {}),
});
export type DeleteUserInput = v.InferOutput<typeof deleteUserSchema>;

export const exportMyDataSchema = v.strictObject({});

/** secureSignIn: nothing to send; the caller's token says everything. */
export const secureSignInSchema = v.strictObject({});

// ---------------------------------------------------------------------- stored: invitations/{id}

/** As lists show them: `expired` is never stored, it is a pending one past its expiresAt. */
export const INVITATION_STATUSES = ['pending', 'accepted', 'expired', 'revoked'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export const INVITATION_KINDS = ['staff', 'client', 'member'] as const;
export type InvitationKind = (typeof INVITATION_KINDS)[number];

export const invitationDocSchema = storedObject({
  kind: v.picklist(INVITATION_KINDS),
  email: v.string(),
  emailLower: v.string(),
  product: productSchema,
  role: v.nullable(roleSchema),
  workspaceId: v.nullable(v.string()),
  workspaceName: v.nullable(v.string()),
  memberRole: v.nullable(workspaceMemberRoleSchema),
  onboardingId: v.nullable(v.string()),
  status: v.picklist(['pending', 'accepted', 'revoked']),
  invitedBy: v.string(),
  invitedByName: v.nullable(v.string()),
  expiresAt: timestampSchema,
  sendCount: v.number(),
  /** SHA-256 of the token, hex: the token itself is never stored. */
  tokenHash: v.string(),
  acceptedBy: v.optional(v.string()),
  acceptedAt: v.optional(nullableTimestampSchema),
  revokedBy: v.optional(v.string()),
  revokedAt: v.optional(nullableTimestampSchema),
});
export type InvitationDoc = v.InferOutput<typeof invitationDocSchema>;
