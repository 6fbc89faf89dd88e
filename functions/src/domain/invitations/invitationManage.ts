// Creating, revoking and re-sending invitations. Who may do it: admins of the product for staff
// and client invitations (super_admin and saas_admin only by a super admin), the workspace's
// owners for member invitations (and admins of the workspace's product, i.e. staff for client
// workspaces). Revoking and re-sending take the same authority as creating.

import type { CallableReply } from '@model/callables';
import { normaliseRole } from '@model/roles';
import type { InvitationIdInput, InviteWorkspaceMemberInput } from '@model/schemas/invitations';
import type { InviteUserInput } from '@model/schemas/users';
import type { Product } from '@model/variant';
import { FieldValue, type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { INVITE_TTL_MS } from '../../config';
import { recordAudit } from '../audit';
import { type Caller, isPrivilegedRole, isSuperAdminCaller, requireAdminFor } from '../caller';
import { denied, invalid, notFound, precondition } from '../errors';
import { runOnce } from '../idempotency';
import { countMailToOthers } from '../mailCaps';
import { actAs, readWorkspace } from '../workspaces/workspaces';
import {
  announceLink,
  hashInvitationToken,
  newInvitationToken,
  statusOf,
  writeInvitation,
  writeInvitationOutbox,
} from './invites';

export type InvitationCreated = CallableReply<'inviteUser'> & Record<string, unknown>;

export async function inviteUser(
  db: Firestore,
  caller: Caller,
  input: InviteUserInput,
  now: Date,
): Promise<InvitationCreated> {
  requireAdminFor(caller, input.product);
  if (isPrivilegedRole(input.role) && !isSuperAdminCaller(caller))
    throw denied(`Only a super admin can invite a ${input.role}.`);
  if (input.memberRole && !input.workspaceId) throw invalid('memberRole needs a workspaceId.');
  let issued: { id: string; token: string } | null = null;
  const result = await runOnce(
    db,
    { operation: 'inviteUser', owner: caller.uid, requestId: input.requestId, payload: input, now },
    async (tx) => {
      let workspaceName: string | null = null;
      if (input.workspaceId) {
        const workspace = await readWorkspace(db, tx, input.workspaceId);
        if (workspace.product !== input.product)
          throw invalid('The workspace belongs to another product.');
        workspaceName = typeof workspace.data.name === 'string' ? workspace.data.name : null;
      }
      await countMailToOthers(db, tx, caller, input.workspaceId ?? null, 1, now);
      const ref = db.collection('invitations').doc();
      const link = writeInvitation(
        db,
        tx,
        ref,
        {
          kind: input.role === 'user' ? 'client' : 'staff',
          email: input.email,
          product: input.product,
          role: input.role,
          workspaceId: input.workspaceId ?? null,
          workspaceName,
          memberRole: input.workspaceId ? (input.memberRole ?? 'viewer') : null,
        },
        caller,
        now,
      );
      recordAudit(db, tx, {
        action: 'invitation.create',
        actorUid: caller.uid,
        product: input.product,
        target: ref.path,
        details: { role: input.role, workspaceId: input.workspaceId ?? null },
      });
      issued = { id: ref.id, token: link.token };
      return { invitationId: ref.id, expiresAt: link.expiresAt.toDate().toISOString() };
    },
  );
  const fresh = issued as { id: string; token: string } | null;
  if (fresh) announceLink(fresh.id, input.product, fresh.token);
  return result;
}

export async function inviteWorkspaceMember(
  db: Firestore,
  caller: Caller,
  input: InviteWorkspaceMemberInput,
  now: Date,
): Promise<InvitationCreated> {
  let issued: { id: string; token: string; product: Product } | null = null;
  const result = await runOnce(
    db,
    {
      operation: 'inviteWorkspaceMember',
      owner: caller.uid,
      requestId: input.requestId,
      payload: input,
      now,
    },
    async (tx) => {
      const workspace = await readWorkspace(db, tx, input.workspaceId);
      const as = actAs(workspace, caller, ['owner']);
      await countMailToOthers(db, tx, caller, workspace.id, 1, now);
      const ref = db.collection('invitations').doc();
      const link = writeInvitation(
        db,
        tx,
        ref,
        {
          kind: 'member',
          email: input.email,
          product: workspace.product,
          role: 'user',
          workspaceId: workspace.id,
          workspaceName: typeof workspace.data.name === 'string' ? workspace.data.name : null,
          memberRole: input.memberRole,
        },
        caller,
        now,
      );
      recordAudit(db, tx, {
        action: 'invitation.create',
        actorUid: caller.uid,
        product: workspace.product,
        target: ref.path,
        details: { workspaceId: workspace.id, memberRole: input.memberRole, as },
      });
      issued = { id: ref.id, token: link.token, product: workspace.product };
      return { invitationId: ref.id, expiresAt: link.expiresAt.toDate().toISOString() };
    },
  );
  const fresh = issued as { id: string; token: string; product: Product } | null;
  if (fresh) announceLink(fresh.id, fresh.product, fresh.token);
  return result;
}

/** Refuses anyone who could not have created this invitation. */
async function authoriseOn(
  db: Firestore,
  tx: Transaction,
  caller: Caller,
  data: Record<string, unknown>,
): Promise<Product> {
  const product: Product = data.product === 'connect' ? 'connect' : 'smm';
  if (data.kind === 'member' && typeof data.workspaceId === 'string') {
    actAs(await readWorkspace(db, tx, data.workspaceId), caller, ['owner']);
    return product;
  }
  requireAdminFor(caller, product);
  const role = data.role == null ? null : normaliseRole(data.role);
  if (isPrivilegedRole(role) && !isSuperAdminCaller(caller))
    throw denied(`Only a super admin can manage an invitation of a ${role}.`);
  return product;
}

export async function revokeInvitation(
  db: Firestore,
  caller: Caller,
  input: InvitationIdInput,
  now: Date,
): Promise<{ invitationId: string; status: string }> {
  const ref = db.collection('invitations').doc(input.invitationId);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound('The invitation');
    const data = snap.data() ?? {};
    const product = await authoriseOn(db, tx, caller, data);
    if (data.status === 'revoked') return { invitationId: ref.id, status: 'revoked' };
    if (data.status === 'accepted')
      throw precondition('This invitation was already accepted; remove the access instead.');
    tx.update(ref, {
      status: 'revoked',
      revokedBy: caller.uid,
      revokedAt: Timestamp.fromDate(now),
      updatedAt: FieldValue.serverTimestamp(),
    });
    recordAudit(db, tx, {
      action: 'invitation.revoke',
      actorUid: caller.uid,
      product,
      target: ref.path,
    });
    return { invitationId: ref.id, status: 'revoked' };
  });
}

export async function resendInvitation(
  db: Firestore,
  caller: Caller,
  input: InvitationIdInput,
  now: Date,
): Promise<{ invitationId: string; expiresAt: string }> {
  const ref = db.collection('invitations').doc(input.invitationId);
  let sent: { token: string; product: Product } | null = null;
  const result = await db.runTransaction(async (tx) => {
    sent = null;
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound('The invitation');
    const data = snap.data() ?? {};
    const product = await authoriseOn(db, tx, caller, data);
    const status = statusOf(data, now);
    if (status === 'accepted' || status === 'revoked')
      throw precondition(`This invitation was ${status}; send a new one instead.`);
    const workspaceId = typeof data.workspaceId === 'string' ? data.workspaceId : null;
    await countMailToOthers(db, tx, caller, workspaceId, 1, now);
    // A fresh secret: the link sent before stops working the moment this commits.
    const token = newInvitationToken();
    const expiresAt = Timestamp.fromMillis(now.getTime() + INVITE_TTL_MS);
    tx.update(ref, {
      tokenHash: hashInvitationToken(token),
      expiresAt,
      status: 'pending',
      sendCount: FieldValue.increment(1),
      updatedAt: FieldValue.serverTimestamp(),
    });
    writeInvitationOutbox(db, tx, ref.id, data, { token, expiresAt });
    recordAudit(db, tx, {
      action: 'invitation.resend',
      actorUid: caller.uid,
      product,
      target: ref.path,
    });
    sent = { token, product };
    return { invitationId: ref.id, expiresAt: expiresAt.toDate().toISOString() };
  });
  const fresh = sent as { token: string; product: Product } | null;
  if (fresh) announceLink(ref.id, fresh.product, fresh.token);
  return result;
}
