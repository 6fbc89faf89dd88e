// Invitations: send, resend, read, accept, revoke: each callable's payload schema and reply (see
// ./entry.ts).

import type { MemberRole } from '../member-roles';
import type { Role } from '../roles';
import {
  type InvitationKind,
  type InvitationStatus,
  invitationIdInputSchema,
  invitationTokenInputSchema,
  inviteWorkspaceMemberSchema,
} from '../schemas/invitations';
import { inviteUserSchema } from '../schemas/users';
import type { Product } from '../variant';
import type { SecuredSignIn } from './account';
import { reply } from './entry';

/** What an invitation link shows before it is accepted. */
export interface InvitationPreview {
  status: InvitationStatus;
  kind: InvitationKind;
  product: Product;
  emailMasked: string;
  /** The full address, only to its verified owner, so a leaked link does not leak it. */
  email?: string;
  workspaceName?: string;
  memberRole?: MemberRole;
  role?: Role;
  invitedByName: string;
  expiresAt: string | null;
}

export interface AcceptedInvitation {
  kind: InvitationKind;
  product: Product;
  workspaceId?: string;
  onboardingId?: string;
  role?: Role;
  /** A password set before the address was verified was removed (passwordTrust.ts). */
  passwordRemoved?: boolean;
}

/** The reply of inviteUser, inviteWorkspaceMember, resendInvitation. */
export interface InvitationCreatedReply {
  invitationId: string;
  expiresAt: string;
}

export const INVITATION_CALLABLES = {
  acceptInvitation: {
    input: invitationTokenInputSchema,
    // The first acceptance may also remove a password set before the address was verified.
    reply: reply<AcceptedInvitation & Pick<SecuredSignIn, 'customToken'>>(),
  },
  getInvitation: { input: invitationTokenInputSchema, reply: reply<InvitationPreview>() },
  inviteUser: { input: inviteUserSchema, reply: reply<InvitationCreatedReply>() },
  inviteWorkspaceMember: {
    input: inviteWorkspaceMemberSchema,
    reply: reply<InvitationCreatedReply>(),
  },
  resendInvitation: { input: invitationIdInputSchema, reply: reply<InvitationCreatedReply>() },
  revokeInvitation: {
    input: invitationIdInputSchema,
    reply: reply<{
      invitationId: string;
      status: string;
    }>(),
  },
} as const;
