// Words of the workspace members panel, shared by the smm workspaces screen and the admin's
// client onboarding screen.

import type { MessageDescriptor } from '@lingui/core';

export const membersMessages = {
  title: /*i18n*/ { id: 'members.title', message: 'Members' },
  you: /*i18n*/ { id: 'members.you', message: '{name} (you)' },
  unknownMember: /*i18n*/ { id: 'members.unknownMember', message: 'Member {id}' },
  roleFor: /*i18n*/ { id: 'members.roleFor', message: 'Role of {name}' },
  remove: /*i18n*/ { id: 'members.remove', message: 'Remove' },
  leave: /*i18n*/ { id: 'members.leave', message: 'Leave workspace' },
  removeConfirm: /*i18n*/ {
    id: 'members.removeConfirm',
    message: 'Remove {name} from “{workspace}”? They lose access at once.',
  },
  leaveConfirm: /*i18n*/ {
    id: 'members.leaveConfirm',
    message: 'Leave “{workspace}”? You will need a new invitation to come back.',
  },
  lastOwner: /*i18n*/ {
    id: 'members.lastOwner',
    message:
      'The last owner cannot be removed or given another role. Make another member an owner first.',
  },
  roleChanged: /*i18n*/ { id: 'members.roleChanged', message: 'Role changed.' },
  removed: /*i18n*/ { id: 'members.removed', message: 'Member removed.' },
  inviteTitle: /*i18n*/ { id: 'members.inviteTitle', message: 'Invite a member' },
  inviteEmail: /*i18n*/ { id: 'members.inviteEmail', message: 'Email address' },
  inviteRole: /*i18n*/ { id: 'members.inviteRole', message: 'Role' },
  invite: /*i18n*/ { id: 'members.invite', message: 'Send invitation' },
  invitationSent: /*i18n*/ {
    id: 'members.invitationSent',
    message: 'Invitation sent to {email}.',
  },
  invitationsTitle: /*i18n*/ { id: 'members.invitationsTitle', message: 'Invitations' },
  noInvitations: /*i18n*/ { id: 'members.noInvitations', message: 'No invitations yet.' },
  expiresAt: /*i18n*/ { id: 'members.expiresAt', message: 'Valid until' },
  resend: /*i18n*/ { id: 'members.resend', message: 'Resend' },
  revoke: /*i18n*/ { id: 'members.revoke', message: 'Revoke' },
  resent: /*i18n*/ { id: 'members.resent', message: 'Invitation sent again to {email}.' },
  revoked: /*i18n*/ { id: 'members.revoked', message: 'Invitation to {email} revoked.' },
  revokeConfirm: /*i18n*/ {
    id: 'members.revokeConfirm',
    message: 'Revoke the invitation to {email}? Its link stops working.',
  },
  loadFailed: /*i18n*/ {
    id: 'members.loadFailed',
    message: 'This list could not be loaded. Reload the page to try again.',
  },
};

export const memberRoleLabels: Record<string, MessageDescriptor> = {
  owner: /*i18n*/ { id: 'members.roleOwner', message: 'Owner' },
  editor: /*i18n*/ { id: 'members.roleEditor', message: 'Editor' },
  approver: /*i18n*/ { id: 'members.roleApprover', message: 'Approver' },
  viewer: /*i18n*/ { id: 'members.roleViewer', message: 'Viewer' },
};

export const invitationStatusLabels: Record<string, MessageDescriptor> = {
  pending: /*i18n*/ { id: 'invitation.status.pending', message: 'Pending' },
  accepted: /*i18n*/ { id: 'invitation.status.accepted', message: 'Accepted' },
  expired: /*i18n*/ { id: 'invitation.status.expired', message: 'Expired' },
  revoked: /*i18n*/ { id: 'invitation.status.revoked', message: 'Revoked' },
};
