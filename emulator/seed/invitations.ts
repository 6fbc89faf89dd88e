// Invitation links in every state, so the admin and workspace screens have something to list. A
// seeded token is derived from the invitation's id (seedInvitationToken): the demo can open a
// pending link without reading mail. Only the token's SHA-256 is stored, as the functions do.

import { createHash } from 'node:crypto';
import { UID } from './accounts';
import type { Product, SeedDocument } from './model';
import type { SeedClock } from './seed-clock';
import { WORKSPACE } from './workspaces';

/** The demo token of a seeded invitation: 43 base64url characters, like a real one. */
export function seedInvitationToken(id: string): string {
  return createHash('sha256').update(`demo-invitation:${id}`).digest('base64url');
}

interface InvitationSeed {
  id: string;
  kind: 'staff' | 'client' | 'member';
  email: string;
  product: Product;
  role: string | null;
  workspaceId: string | null;
  workspaceName: string | null;
  memberRole: string | null;
  onboardingId: string | null;
  status: 'pending' | 'accepted' | 'revoked';
  invitedBy: string;
  invitedByName: string;
  createdDaysAgo: number;
  /** Days from today; negative: expired. */
  expiresInDays: number;
  acceptedBy?: string;
  revokedBy?: string;
}

const INVITATIONS: InvitationSeed[] = [
  {
    id: 'inv-willow-yoga',
    kind: 'client',
    email: 'nora@willow-yoga.example.com',
    product: 'connect',
    role: 'user',
    workspaceId: null,
    workspaceName: null,
    memberRole: null,
    onboardingId: 'ob-willow-yoga',
    status: 'pending',
    invitedBy: UID.connectAdmin,
    invitedByName: 'Connect Admin',
    createdDaysAgo: 2,
    expiresInDays: 5,
  },
  {
    id: 'inv-studio-editor',
    kind: 'member',
    email: 'new-editor@example.com',
    product: 'smm',
    role: 'user',
    workspaceId: WORKSPACE.studio,
    workspaceName: 'Studio Sol',
    memberRole: 'editor',
    onboardingId: null,
    status: 'pending',
    invitedBy: UID.smmUser,
    invitedByName: 'SMM User',
    createdDaysAgo: 1,
    expiresInDays: 6,
  },
  {
    id: 'inv-smm-staff-expired',
    kind: 'staff',
    email: 'late-candidate@example.com',
    product: 'smm',
    role: 'admin',
    workspaceId: null,
    workspaceName: null,
    memberRole: null,
    onboardingId: null,
    status: 'pending',
    invitedBy: UID.smmSuperAdmin,
    invitedByName: 'SMM Super Admin',
    createdDaysAgo: 10,
    expiresInDays: -3,
  },
  {
    id: 'inv-connect-staff-revoked',
    kind: 'staff',
    email: 'changed-mind@example.com',
    product: 'connect',
    role: 'admin',
    workspaceId: null,
    workspaceName: null,
    memberRole: null,
    onboardingId: null,
    status: 'revoked',
    invitedBy: UID.connectSuperAdmin,
    invitedByName: 'Connect Super Admin',
    createdDaysAgo: 4,
    expiresInDays: 3,
    revokedBy: UID.connectSuperAdmin,
  },
  {
    id: 'inv-harbour-client',
    kind: 'client',
    email: 'connect-user@example.com',
    product: 'connect',
    role: 'user',
    workspaceId: WORKSPACE.harbour,
    workspaceName: 'Harbour Dental',
    memberRole: 'approver',
    onboardingId: 'ob-harbour-dental',
    status: 'accepted',
    invitedBy: UID.connectAdmin,
    invitedByName: 'Connect Admin',
    createdDaysAgo: 35,
    expiresInDays: -28,
    acceptedBy: UID.connectUser,
  },
];

export function invitationDocuments(clock: SeedClock): SeedDocument[] {
  return INVITATIONS.map(
    ({ id, createdDaysAgo, expiresInDays, acceptedBy, revokedBy, ...seed }) => {
      const token = seedInvitationToken(id);
      return {
        path: `invitations/${id}`,
        data: {
          ...seed,
          emailLower: seed.email.toLowerCase(),
          expiresAt: clock.at(expiresInDays, 9),
          sendCount: 1,
          tokenHash: createHash('sha256').update(token).digest('hex'),
          ...(acceptedBy ? { acceptedBy, acceptedAt: clock.at(-createdDaysAgo + 1, 10) } : {}),
          ...(revokedBy ? { revokedBy, revokedAt: clock.at(-createdDaysAgo + 1, 10) } : {}),
          ...clock.stamps(createdDaysAgo, Math.max(createdDaysAgo - 1, 0)),
        },
      };
    },
  );
}
