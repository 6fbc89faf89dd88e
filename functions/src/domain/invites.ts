// Invitations of clients and staff. An invitation for an email that has no account yet waits
// in invites/ until the account is created (the auth trigger applies it); for an existing
// account the grant applies at once. Both paths share the grant logic below.

import { createHash } from 'node:crypto';
import type { Auth } from 'firebase-admin/auth';
import {
  type DocumentReference,
  FieldValue,
  type Firestore,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import type { Role } from '../../../src/lib/roles';
import type { InviteUserInput } from '../../../src/lib/schemas/users';
import type { Product } from '../../../src/lib/variant';
import { INVITE_TTL_MS } from '../config';
import { recordAudit } from './audit';
import {
  type Caller,
  isPrivilegedRole,
  isSuperAdminCaller,
  requireAdminFor,
  roleIn,
} from './caller';
import { denied, invalid, notFound } from './errors';
import { runOnce } from './idempotency';

export interface Grant {
  product: Product;
  role: Role;
  workspaceId?: string | null | undefined;
  memberRole?: string | null | undefined;
}

const RANK: Record<Role, number> = { user: 0, admin: 1, saas_admin: 2, super_admin: 3 };

/** An invitation never lowers a role someone already holds. */
export function higherRole(current: Role | null, granted: Role): Role {
  return current && RANK[current] >= RANK[granted] ? current : granted;
}

export function emailKey(email: string): string {
  return createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 40);
}

function hasAuthCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

export async function findAccountUid(auth: Auth, email: string): Promise<string | null> {
  try {
    return (await auth.getUserByEmail(email)).uid;
  } catch (error) {
    if (hasAuthCode(error, 'auth/user-not-found')) return null;
    throw error;
  }
}

/**
 * Reads what a grant touches (the user and the workspace) and returns the function that
 * writes it, so callers can keep Firestore's reads-before-writes order in a transaction.
 */
export async function prepareGrant(
  db: Firestore,
  tx: Transaction,
  target: { uid: string | null; email: string },
  grant: Grant,
  invitedBy: string,
  now: Date,
): Promise<() => void> {
  let workspaceRef = null;
  if (grant.workspaceId) {
    workspaceRef = db.collection('workspaces').doc(grant.workspaceId);
    const workspace = await tx.get(workspaceRef);
    if (!workspace.exists) throw notFound('The workspace');
    if (workspace.data()?.product !== grant.product)
      throw invalid('The workspace belongs to another product.');
  }
  if (target.uid === null) {
    const inviteRef = db.collection('invites').doc(`${emailKey(target.email)}_${grant.product}`);
    return () => {
      tx.set(inviteRef, {
        email: target.email.trim(),
        emailKey: emailKey(target.email),
        product: grant.product,
        role: grant.role,
        workspaceId: grant.workspaceId ?? null,
        memberRole: grant.memberRole ?? null,
        invitedBy,
        status: 'pending',
        createdAt: FieldValue.serverTimestamp(),
        expiresAt: Timestamp.fromMillis(now.getTime() + INVITE_TTL_MS),
      });
    };
  }
  const uid = target.uid;
  const userRef = db.collection('users').doc(uid);
  const user = await tx.get(userRef);
  const role = higherRole(user.exists ? roleIn(user.data(), grant.product) : null, grant.role);
  return () => {
    if (user.exists) {
      tx.update(userRef, {
        [`roles.${grant.product}`]: role,
        updatedAt: FieldValue.serverTimestamp(),
      });
    } else {
      tx.create(userRef, {
        email: target.email.trim(),
        roles: { [grant.product]: role },
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    if (workspaceRef && grant.memberRole) addMember(tx, workspaceRef, uid, grant.memberRole);
  };
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

export interface InviteResult extends Record<string, unknown> {
  status: 'invited' | 'granted';
  uid: string | null;
}

export async function inviteUser(
  db: Firestore,
  auth: Auth,
  caller: Caller,
  input: InviteUserInput,
  now: Date,
): Promise<InviteResult> {
  requireAdminFor(caller, input.product);
  if (isPrivilegedRole(input.role) && !isSuperAdminCaller(caller))
    throw denied(`Only a super admin can invite a ${input.role}.`);
  if (input.memberRole && !input.workspaceId) throw invalid('memberRole needs a workspaceId.');
  const uid = await findAccountUid(auth, input.email);
  return runOnce(
    db,
    { operation: 'inviteUser', owner: caller.uid, requestId: input.requestId, payload: input, now },
    async (tx) => {
      const write = await prepareGrant(
        db,
        tx,
        { uid, email: input.email },
        {
          product: input.product,
          role: input.role,
          workspaceId: input.workspaceId,
          memberRole: input.memberRole ?? (input.workspaceId ? 'viewer' : null),
        },
        caller.uid,
        now,
      );
      write();
      recordAudit(db, tx, {
        action: 'user.invite',
        actorUid: caller.uid,
        product: input.product,
        target: uid ? `users/${uid}` : `invites/${emailKey(input.email)}_${input.product}`,
        details: { role: input.role, workspaceId: input.workspaceId ?? null },
      });
      return { status: uid ? 'granted' : 'invited', uid } as InviteResult;
    },
  );
}
