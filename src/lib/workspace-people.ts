// The people of a workspace as the screens show them: members with their roles, and the
// invitations sent to join it. Shared by src/firebase (which reads them) and the members
// panel in src/ui (which shows them).

import { MEMBER_ROLES, type MemberRole } from '@model/member-roles';
import type { Role } from '@model/roles';
import type { InvitationKind, InvitationStatus } from '@model/schemas/invitations';
import type { Product } from '@model/variant';

export type { InvitationKind, InvitationStatus };
export { MEMBER_ROLES, type MemberRole };

export interface WorkspaceMember {
  uid: string;
  role: MemberRole;
  email: string | null;
  displayName: string | null;
  photoURL?: string | null;
}

export interface ManagedWorkspace {
  id: string;
  name: string;
  product: string;
  timeZone: string;
  /** The signed-in user's role; null for staff who are not members. */
  myRole: MemberRole | null;
  members: WorkspaceMember[];
}

export interface InvitationRow {
  id: string;
  kind: InvitationKind;
  email: string;
  product: Product;
  role: Role | null;
  memberRole: MemberRole | null;
  workspaceName: string | null;
  status: InvitationStatus;
  expiresAt: number | null;
  createdAt: number | null;
  invitedByName: string;
  acceptedBy: string | null;
}

/** What the members panel asks of the backend; src/firebase/accounts.ts provides it. */
export interface PeopleApi {
  setWorkspaceMember(input: {
    workspaceId: string;
    uid: string;
    memberRole: MemberRole | null;
  }): Promise<unknown>;
  inviteWorkspaceMember(input: {
    workspaceId: string;
    email: string;
    memberRole: MemberRole;
  }): Promise<unknown>;
  listWorkspaceInvitations(workspaceId: string): Promise<InvitationRow[]>;
  resendInvitation(invitationId: string): Promise<unknown>;
  revokeInvitation(invitationId: string): Promise<unknown>;
}
