// Invitations as link secrets. An invitation stores only the SHA-256 of a random token; the
// token itself travels once, in the accept link of the outbox record written in the same
// transaction (the mail path delivers it). Nothing is granted when an invitation is created:
// acceptInvitation applies the grant for a signed-in account whose verified email is the
// invited one (invitationAccept.ts).

import { createHash, randomBytes } from 'node:crypto';
import type { Role } from '@model/roles';
import type { InvitationStatus } from '@model/schemas/invitations';
import type { Product } from '@model/variant';
import {
  type DocumentReference,
  FieldValue,
  type Firestore,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { appOrigin, INVITE_TTL_MS, isEmulator } from '../../config';
import { invitationLinkReady } from '../../logs';
import type { Caller } from '../caller';

export type InvitationKind = 'staff' | 'client' | 'member';

const RANK: Record<Role, number> = { user: 0, admin: 1, saas_admin: 2, super_admin: 3 };

/** An invitation never lowers a role someone already holds. */
export function higherRole(current: Role | null, granted: Role): Role {
  return current && RANK[current] >= RANK[granted] ? current : granted;
}

export function addMember(
  tx: Transaction,
  workspaceRef: DocumentReference,
  uid: string,
  memberRole: string,
): void {
  tx.update(workspaceRef, {
    [`members.${uid}`]: memberRole,
    memberUids: FieldValue.arrayUnion(uid),
    updatedAt: FieldValue.serverTimestamp(),
  });
}

/** 32 random bytes, base64url: 43 characters, 256 bits nobody guesses. */
export function newInvitationToken(): string {
  return randomBytes(32).toString('base64url');
}

export function hashInvitationToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export function acceptUrl(product: Product, token: string): string {
  const path = product === 'connect' ? '/connect/invite/' : '/invite/';
  return `${appOrigin()}${path}${token}`;
}

/** The name an invitation shows as its sender. */
export function inviterName(caller: Caller): string {
  const name = caller.doc?.displayName;
  if (typeof name === 'string' && name.trim()) return name.trim().slice(0, 100);
  return caller.email ?? caller.tokenEmail ?? 'An administrator';
}

export interface InvitationDraft {
  kind: InvitationKind;
  email: string;
  product: Product;
  role?: Role | null;
  workspaceId?: string | null;
  workspaceName?: string | null;
  memberRole?: string | null;
  onboardingId?: string | null;
}

export interface IssuedLink {
  token: string;
  expiresAt: Timestamp;
}

function linkData(
  invitationId: string,
  invitation: Record<string, unknown>,
  token: string,
  expiresAt: Timestamp,
): Record<string, unknown> {
  const product = invitation.product === 'connect' ? 'connect' : 'smm';
  const data: Record<string, unknown> = {
    acceptUrl: acceptUrl(product, token),
    invitationId,
    kind: invitation.kind,
    product,
    invitedByName: invitation.invitedByName,
    expiresAt: expiresAt.toDate().toISOString(),
  };
  for (const key of ['role', 'workspaceName', 'memberRole'] as const) {
    if (invitation[key] != null) data[key] = invitation[key];
  }
  return data;
}

/** The mail for one link, in the transaction that makes the link (the outbox pattern). */
export function writeInvitationOutbox(
  db: Firestore,
  tx: Transaction,
  invitationId: string,
  invitation: Record<string, unknown>,
  link: IssuedLink,
): void {
  tx.create(db.collection('outbox').doc(), {
    event: 'invitation',
    recipients: [{ email: invitation.email, uid: null }],
    data: linkData(invitationId, invitation, link.token, link.expiresAt),
    ...(typeof invitation.workspaceId === 'string' ? { workspaceId: invitation.workspaceId } : {}),
    createdAt: FieldValue.serverTimestamp(),
    status: 'pending',
  });
}

/** Creates a pending invitation and its outbox record; returns the link's token. */
export function writeInvitation(
  db: Firestore,
  tx: Transaction,
  ref: DocumentReference,
  draft: InvitationDraft,
  caller: Caller,
  now: Date,
): IssuedLink {
  const token = newInvitationToken();
  const expiresAt = Timestamp.fromMillis(now.getTime() + INVITE_TTL_MS);
  const email = draft.email.trim();
  const invitation: Record<string, unknown> = {
    kind: draft.kind,
    email,
    emailLower: email.toLowerCase(),
    product: draft.product,
    role: draft.role ?? null,
    workspaceId: draft.workspaceId ?? null,
    workspaceName: draft.workspaceName ?? null,
    memberRole: draft.memberRole ?? null,
    onboardingId: draft.onboardingId ?? null,
    status: 'pending',
    expiresAt,
    invitedBy: caller.uid,
    invitedByName: inviterName(caller),
    sendCount: 1,
    tokenHash: hashInvitationToken(token),
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  };
  tx.create(ref, invitation);
  writeInvitationOutbox(db, tx, ref.id, invitation, { token, expiresAt });
  return { token, expiresAt };
}

/**
 * Until mail delivery lands, the local stack prints the accept link so a developer can follow
 * it; a deployed function never logs a secret.
 */
export function announceLink(invitationId: string, product: Product, token: string): void {
  if (isEmulator) invitationLinkReady(invitationId, acceptUrl(product, token));
}

export type { InvitationStatus };

export function statusOf(data: Record<string, unknown>, now: Date): InvitationStatus {
  const status = data.status;
  if (status === 'accepted' || status === 'revoked') return status;
  const expiresAt = data.expiresAt;
  if (!(expiresAt instanceof Timestamp) || expiresAt.toMillis() <= now.getTime()) return 'expired';
  return 'pending';
}
