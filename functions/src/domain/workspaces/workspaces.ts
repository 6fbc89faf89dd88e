// Workspaces and their members. A workspace's owner manages its members; admins of the
// workspace's product may too. A workspace always keeps at least one owner.

import type { CallableReply } from '@model/callables';
import {
  type CreateWorkspaceInput,
  type SetWorkspaceMemberInput,
  workspaceDocSchema,
} from '@model/schemas/workspaces';
import type { Product } from '@model/variant';
import {
  type DocumentReference,
  type DocumentSnapshot,
  FieldValue,
  type Firestore,
  type Transaction,
} from 'firebase-admin/firestore';
import { recordAudit } from '../audit';
import { type Caller, isAdminFor, requireAdminFor, roleIn } from '../caller';
import { denied, notFound, precondition } from '../errors';
import { runOnce } from '../idempotency';
import { storedField } from '../stored';
import { checkWorkspaceLimit } from './workspaceLimit';

export interface Workspace {
  id: string;
  ref: DocumentReference;
  product: Product;
  members: Record<string, string>;
  ownerUid: string | null;
  data: Record<string, unknown>;
}

export async function readWorkspace(
  db: Firestore,
  tx: Transaction,
  workspaceId: string,
): Promise<Workspace> {
  const ref = db.collection('workspaces').doc(workspaceId);
  return workspaceOf(ref, await tx.get(ref));
}

/**
 * The one answer about a workspace the caller may not act in, and about one that does not
 * exist: telling them apart would let anyone learn which workspace ids exist.
 */
export const WORKSPACE_REFUSAL = 'You do not have permission to do this in this workspace.';

/** A workspace from its snapshot, read alone or with other documents in one read. */
export function workspaceOf(ref: DocumentReference, snap: DocumentSnapshot): Workspace {
  if (!snap.exists) throw denied(WORKSPACE_REFUSAL);
  const workspaceId = ref.id;
  const data = snap.data() ?? {};
  return {
    id: workspaceId,
    ref,
    product: storedField(workspaceDocSchema, data, 'product', 'smm'),
    members: storedField(workspaceDocSchema, data, 'members', {}),
    ownerUid: storedField(workspaceDocSchema, data, 'ownerUid', null),
    data,
  };
}

export function memberRoleOf(workspace: Workspace, uid: string): string | null {
  return workspace.members[uid] ?? null;
}

/**
 * How the caller may act in a workspace: as a member holding one of the given roles, or as an
 * admin of its product. Returns which, so admin acts can be audited.
 */
export function actAs(
  workspace: Workspace,
  caller: Caller,
  memberRoles: readonly string[],
): 'member' | 'admin' {
  const role = memberRoleOf(workspace, caller.uid);
  if (role && memberRoles.includes(role)) return 'member';
  if (isAdminFor(caller, workspace.product)) return 'admin';
  throw denied(WORKSPACE_REFUSAL);
}

export type CreateWorkspaceResult = CallableReply<'createWorkspace'> & Record<string, unknown>;

export async function createWorkspace(
  db: Firestore,
  caller: Caller,
  input: CreateWorkspaceInput,
  now: Date,
): Promise<CreateWorkspaceResult> {
  const ownerUid = input.ownerUid ?? caller.uid;
  const forSomeoneElse = ownerUid !== caller.uid;
  // smm users run their own workspaces; connect workspaces are client accounts staff open.
  if (forSomeoneElse || input.product === 'connect') requireAdminFor(caller, input.product);
  else if (roleIn(caller.doc, input.product) === null)
    throw denied('You have no role in this product.');
  return runOnce(
    db,
    {
      operation: 'createWorkspace',
      owner: caller.uid,
      requestId: input.requestId,
      payload: input,
      now,
    },
    async (tx) => {
      const owner = await tx.get(db.collection('users').doc(ownerUid));
      if (!owner.exists) throw notFound('The owner');
      // Self-service smm workspaces count against the owner's plan; connect client workspaces
      // are opened by staff and are what the agency sells, so they are not limited here.
      if (input.product === 'smm') await checkWorkspaceLimit(db, tx, ownerUid, 'smm', now);
      const ref = db.collection('workspaces').doc();
      tx.create(ref, {
        name: input.name,
        product: input.product,
        ownerUid,
        members: { [ownerUid]: 'owner' },
        memberUids: [ownerUid],
        timeZone: input.timeZone,
        branding: {},
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      if (forSomeoneElse) {
        recordAudit(db, tx, {
          action: 'workspace.create',
          actorUid: caller.uid,
          product: input.product,
          target: ref.path,
          details: { ownerUid },
        });
      }
      return { workspaceId: ref.id };
    },
  );
}

export type SetWorkspaceMemberResult = CallableReply<'setWorkspaceMember'> &
  Record<string, unknown>;

export async function setWorkspaceMember(
  db: Firestore,
  caller: Caller,
  input: SetWorkspaceMemberInput,
): Promise<SetWorkspaceMemberResult> {
  return db.runTransaction(async (tx) => {
    const workspace = await readWorkspace(db, tx, input.workspaceId);
    const current = memberRoleOf(workspace, input.uid);
    // Anyone may leave a workspace; changing others takes an owner or an admin of the product.
    const leaving = input.uid === caller.uid && input.memberRole === null && current !== null;
    const as = leaving ? 'member' : actAs(workspace, caller, ['owner']);
    // New people join by accepting an invitation (inviteWorkspaceMember), so an owner cannot
    // put someone into a workspace they never agreed to join; admins still can, audited.
    if (current === null && input.memberRole !== null && as !== 'admin')
      throw precondition('Invite new members by email; they join when they accept.');
    const user = await tx.get(db.collection('users').doc(input.uid));
    if (!user.exists && current === null) throw notFound('The user');
    const result = { workspaceId: input.workspaceId, uid: input.uid, memberRole: input.memberRole };
    if (current === input.memberRole) return result;
    if (current === 'owner') {
      const owners = Object.entries(workspace.members).filter(([, role]) => role === 'owner');
      if (owners.length <= 1)
        throw precondition(
          'A workspace keeps at least one owner: make someone else owner first, or delete it.',
        );
    }
    if (input.memberRole === null) {
      tx.update(workspace.ref, {
        [`members.${input.uid}`]: FieldValue.delete(),
        memberUids: FieldValue.arrayRemove(input.uid),
        ...(workspace.ownerUid === input.uid ? { ownerUid: otherOwner(workspace, input.uid) } : {}),
        updatedAt: FieldValue.serverTimestamp(),
      });
    } else {
      tx.update(workspace.ref, {
        [`members.${input.uid}`]: input.memberRole,
        memberUids: FieldValue.arrayUnion(input.uid),
        ...(workspace.ownerUid === input.uid && input.memberRole !== 'owner'
          ? { ownerUid: otherOwner(workspace, input.uid) }
          : {}),
        ...(workspace.ownerUid === null && input.memberRole === 'owner'
          ? { ownerUid: input.uid }
          : {}),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    if (as === 'admin') {
      recordAudit(db, tx, {
        action: 'workspace.member.set',
        actorUid: caller.uid,
        product: workspace.product,
        target: workspace.ref.path,
        details: { uid: input.uid, from: current, to: input.memberRole },
      });
    }
    return result;
  });
}

function otherOwner(workspace: Workspace, leaving: string): string | null {
  const next = Object.entries(workspace.members).find(
    ([uid, role]) => role === 'owner' && uid !== leaving,
  );
  return next ? next[0] : null;
}
