// The account callables (invitations, workspaces, export and deletion) and the reads behind
// the workspace and invitation screens; the payloads are the callables' own schemas.

import type { CallableReply } from '@model/callables';
import type { AcceptedInvitation } from '@model/callables/invitations';
import type { Role } from '@model/roles';
import type { Product } from '@model/variant';
import {
  type InvitationKind,
  type InvitationRow,
  type InvitationStatus,
  type ManagedWorkspace,
  MEMBER_ROLES,
  type MemberRole,
} from '../lib/workspace-people';
import { resumeSecuredSession } from './auth-flows';
import { firestoreLite } from './firestore';
import { workspacePeople } from './people';

export type { AcceptedInvitation, InvitationPreview } from '@model/callables/invitations';
export type {
  InvitationKind,
  InvitationRow,
  InvitationStatus,
  ManagedWorkspace,
  MemberRole,
} from '../lib/workspace-people';
export { MEMBER_ROLES } from '../lib/workspace-people';

import { callFunction } from './functions';
import { millisOrNull, stringOrNull } from './localised';

export function getInvitation(token: string): Promise<CallableReply<'getInvitation'>> {
  return callFunction('getInvitation', { token });
}

export async function acceptInvitation(token: string): Promise<AcceptedInvitation> {
  const accepted = await callFunction('acceptInvitation', { token });
  await resumeSecuredSession(accepted);
  const { customToken: _spent, ...result } = accepted;
  return result;
}

export function revokeInvitation(invitationId: string): Promise<unknown> {
  return callFunction('revokeInvitation', { invitationId });
}

export function resendInvitation(invitationId: string): Promise<CallableReply<'resendInvitation'>> {
  return callFunction('resendInvitation', { invitationId });
}

export function inviteWorkspaceMember(input: {
  workspaceId: string;
  email: string;
  memberRole: MemberRole;
}): Promise<CallableReply<'inviteWorkspaceMember'>> {
  return callFunction('inviteWorkspaceMember', { ...input, requestId: crypto.randomUUID() });
}

export function createWorkspace(input: {
  name: string;
  timeZone: string;
  product: Product;
}): Promise<CallableReply<'createWorkspace'>> {
  return callFunction('createWorkspace', { ...input, requestId: crypto.randomUUID() });
}

export function updateWorkspace(input: { workspaceId: string; name: string }): Promise<unknown> {
  return callFunction('updateWorkspace', input);
}

export function deleteWorkspace(workspaceId: string): Promise<unknown> {
  return callFunction('deleteWorkspace', { workspaceId });
}

export function setWorkspaceMember(input: {
  workspaceId: string;
  uid: string;
  memberRole: MemberRole | null;
}): Promise<unknown> {
  return callFunction('setWorkspaceMember', input);
}

export function exportMyData(): Promise<unknown> {
  return callFunction('exportMyData', {});
}

export type WorkspaceChoice = { action: 'delete' } | { action: 'transfer'; toUid: string };

export function deleteMyAccount(workspaces: Record<string, WorkspaceChoice>): Promise<unknown> {
  return callFunction('deleteMyAccount', { workspaces });
}

export function deleteUser(uid: string): Promise<unknown> {
  return callFunction('deleteUser', { uid });
}

function record(value: unknown): Record<string, unknown> {
  return value && typeof value === 'object' && !Array.isArray(value)
    ? (value as Record<string, unknown>)
    : {};
}

function toWorkspace(id: string, data: Record<string, unknown>, uid: string): ManagedWorkspace {
  const members = record(data.members);
  return {
    id,
    name: stringOrNull(data.name) ?? id,
    product: stringOrNull(data.product) ?? 'smm',
    timeZone: stringOrNull(data.timeZone) ?? 'UTC',
    myRole: (members[uid] as MemberRole | undefined) ?? null,
    members: Object.entries(members)
      .filter(([, role]) => MEMBER_ROLES.includes(role as MemberRole))
      .map(([memberUid, role]) => ({
        uid: memberUid,
        role: role as MemberRole,
        email: null,
        displayName: null,
      }))
      .sort((a, b) => MEMBER_ROLES.indexOf(a.role) - MEMBER_ROLES.indexOf(b.role)),
  };
}

/**
 * The members with their names and addresses, which only the functions can read (the rules
 * keep profiles private to each other); without an answer the members stay listed, unnamed.
 */
async function withNames(workspace: ManagedWorkspace): Promise<ManagedWorkspace> {
  const people = await workspacePeople(workspace.id).catch(() => []);
  const byUid = new Map(people.map((person) => [person.uid, person]));
  return {
    ...workspace,
    members: workspace.members.map((member) => {
      const person = byUid.get(member.uid);
      return person
        ? { ...member, displayName: person.name, email: person.email, photoURL: person.photoURL }
        : member;
    }),
  };
}

/** The workspaces the user belongs to, by name (the query shape the rules allow members). */
export async function listMyWorkspaces(uid: string): Promise<ManagedWorkspace[]> {
  const { lite, db } = await firestoreLite();
  const snapshot = await lite.getDocs(
    lite.query(lite.collection(db, 'workspaces'), lite.where(`members.${uid}`, 'in', MEMBER_ROLES)),
  );
  const workspaces = snapshot.docs
    .map((doc) => toWorkspace(doc.id, doc.data(), uid))
    .sort((a, b) => a.name.localeCompare(b.name));
  return Promise.all(workspaces.map(withNames));
}

/** One workspace as staff see it in client onboarding. */
export async function readWorkspace(id: string, uid: string): Promise<ManagedWorkspace | null> {
  const { lite, db } = await firestoreLite();
  const snapshot = await lite.getDoc(lite.doc(db, 'workspaces', id));
  return snapshot.exists() ? withNames(toWorkspace(id, snapshot.data(), uid)) : null;
}

function toInvitation(id: string, data: Record<string, unknown>, now: number): InvitationRow {
  const expiresAt = millisOrNull(data.expiresAt);
  const stored = data.status === 'accepted' || data.status === 'revoked' ? data.status : 'pending';
  // "expired" is derived: still pending after its expiry.
  const status: InvitationStatus =
    stored === 'pending' && expiresAt !== null && expiresAt < now ? 'expired' : stored;
  return {
    id,
    kind: (stringOrNull(data.kind) ?? 'staff') as InvitationKind,
    email: stringOrNull(data.email) ?? '',
    product: (data.product === 'connect' ? 'connect' : 'smm') as Product,
    role: (stringOrNull(data.role) as Role | null) ?? null,
    memberRole: (stringOrNull(data.memberRole) as MemberRole | null) ?? null,
    workspaceName: stringOrNull(data.workspaceName),
    status,
    expiresAt,
    createdAt: millisOrNull(data.createdAt),
    invitedByName: stringOrNull(data.invitedByName) ?? '',
    acceptedBy: stringOrNull(data.acceptedBy),
  };
}

export const INVITATIONS_LIMIT = 200;

/** A product's invitations, newest first (admins). */
export async function listProductInvitations(product: Product): Promise<InvitationRow[]> {
  const { lite, db } = await firestoreLite();
  const snapshot = await lite.getDocs(
    lite.query(
      lite.collection(db, 'invitations'),
      lite.where('product', '==', product),
      lite.orderBy('createdAt', 'desc'),
      lite.limit(INVITATIONS_LIMIT),
    ),
  );
  const now = Date.now();
  return snapshot.docs.map((doc) => toInvitation(doc.id, doc.data(), now));
}

/** A workspace's invitations (its owners and staff). */
export async function listWorkspaceInvitations(workspaceId: string): Promise<InvitationRow[]> {
  const { lite, db } = await firestoreLite();
  const snapshot = await lite.getDocs(
    lite.query(
      lite.collection(db, 'invitations'),
      lite.where('workspaceId', '==', workspaceId),
      lite.where('kind', '==', 'member'),
    ),
  );
  const now = Date.now();
  return snapshot.docs
    .map((doc) => toInvitation(doc.id, doc.data(), now))
    .sort((a, b) => (b.createdAt ?? 0) - (a.createdAt ?? 0));
}

/**
 * Saves the signed-in user's name and language on their users document (profile fields are
 * theirs under the rules). The document is the auth trigger's to create, with the account's
 * first role: until it exists nothing is written and this answers false.
 */
export async function saveProfile(
  uid: string,
  profile: { displayName?: string; locale?: string },
): Promise<boolean> {
  const { lite, db } = await firestoreLite();
  const ref = lite.doc(db, 'users', uid);
  if (!(await lite.getDoc(ref)).exists()) return false;
  await lite.updateDoc(ref, { ...profile, updatedAt: lite.serverTimestamp() });
  return true;
}
