// The agency's team: staff profiles (shown on /about when public), their display order, and
// the client workspaces each member serves. Connect staff manage it, as storage.rules lets
// only them upload team photos.
//
// "Serves" is stored on the client workspace (`teamMemberIds`), not on the team document:
// public team documents are readable by every visitor, and which clients a person works for
// is the agency's business. Workspace membership is left alone on purpose: staff already act
// in every client workspace as admins, and members are the client's own people, whose roles
// an assignment must never add or take away.

import type { CallableReply } from '@model/callables';
import type {
  RemoveTeamMemberInput,
  ReorderTeamInput,
  SetTeamAssignmentsInput,
  UpsertTeamMemberInput,
} from '@model/schemas/team';
import { TEAM_MAX_MEMBERS } from '@model/schemas/team';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import { recordAudit } from '../audit';
import { type Caller, requireAdminFor } from '../caller';
import { invalid, notFound, precondition } from '../errors';
import { runOnce } from '../idempotency';
import { assertBasedOn } from '../versions/versions';

export type TeamResult = CallableReply<'upsertTeamMember'> & Record<string, unknown>;

function servingWorkspaces(db: Firestore, tx: Transaction, teamMemberId: string) {
  return tx.get(db.collection('workspaces').where('teamMemberIds', 'array-contains', teamMemberId));
}

export async function upsertTeamMember(
  db: Firestore,
  caller: Caller,
  input: UpsertTeamMemberInput,
  now: Date,
): Promise<TeamResult> {
  requireAdminFor(caller, 'connect');
  return runOnce(
    db,
    {
      operation: 'upsertTeamMember',
      owner: caller.uid,
      requestId: input.requestId,
      payload: input,
      now,
    },
    async (tx) => {
      const team = db.collection('team');
      const existing = input.teamMemberId ? await tx.get(team.doc(input.teamMemberId)) : null;
      if (existing && !existing.exists) throw notFound('The team member');
      if (existing) await assertBasedOn(tx, existing.ref, existing.data(), input.baseVersion);
      const all = existing ? null : await tx.get(team.select('order'));
      if (all && all.size >= TEAM_MAX_MEMBERS)
        throw precondition(`A team has at most ${TEAM_MAX_MEMBERS} members.`);
      if (input.uid !== null && !(await tx.get(db.collection('users').doc(input.uid))).exists)
        throw notFound('The account');
      const profile = {
        name: input.name,
        title: input.title ?? '',
        bio: input.bio ?? '',
        uid: input.uid,
        photoPath: input.photoPath,
        public: input.public,
        updatedAt: FieldValue.serverTimestamp(),
      };
      const ref = existing ? existing.ref : team.doc();
      if (existing) {
        tx.update(ref, profile);
      } else {
        const last = Math.max(0, ...(all?.docs ?? []).map((d) => Number(d.get('order')) || 0));
        tx.create(ref, { ...profile, order: last + 1, createdAt: FieldValue.serverTimestamp() });
      }
      recordAudit(db, tx, {
        action: existing ? 'team.update' : 'team.create',
        actorUid: caller.uid,
        product: 'connect',
        target: ref.path,
        details: { name: input.name, public: input.public },
      });
      return { teamMemberId: ref.id };
    },
  );
}

export interface RemoveTeamResult extends TeamResult {
  /** The photo the member had, for the caller to delete from Storage. */
  photoPath: string | null;
}

export async function removeTeamMember(
  db: Firestore,
  caller: Caller,
  input: RemoveTeamMemberInput,
): Promise<RemoveTeamResult> {
  requireAdminFor(caller, 'connect');
  return db.runTransaction(async (tx) => {
    const ref = db.collection('team').doc(input.teamMemberId);
    const snap = await tx.get(ref);
    // Removing someone already gone is what the caller wanted: a retry succeeds quietly.
    if (!snap.exists) return { teamMemberId: input.teamMemberId, photoPath: null };
    const serving = await servingWorkspaces(db, tx, input.teamMemberId);
    for (const workspace of serving.docs) {
      tx.update(workspace.ref, {
        teamMemberIds: FieldValue.arrayRemove(input.teamMemberId),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    tx.delete(ref);
    recordAudit(db, tx, {
      action: 'team.remove',
      actorUid: caller.uid,
      product: 'connect',
      target: ref.path,
      details: { name: snap.get('name') ?? null, workspaces: serving.size },
    });
    const photoPath = snap.get('photoPath');
    return {
      teamMemberId: input.teamMemberId,
      photoPath: typeof photoPath === 'string' ? photoPath : null,
    };
  });
}

export async function reorderTeam(
  db: Firestore,
  caller: Caller,
  input: ReorderTeamInput,
): Promise<{ order: string[] }> {
  requireAdminFor(caller, 'connect');
  return db.runTransaction(async (tx) => {
    const all = await tx.get(db.collection('team').select('order'));
    const known = new Set(all.docs.map((d) => d.id));
    // The whole order is sent, so a member added or removed meanwhile is never lost or revived.
    if (
      known.size !== input.teamMemberIds.length ||
      input.teamMemberIds.some((id) => !known.has(id))
    )
      throw precondition('The team changed meanwhile. Reload the page and try again.');
    const current = new Map(all.docs.map((d) => [d.id, d.get('order')]));
    let changed = 0;
    input.teamMemberIds.forEach((id, index) => {
      if (current.get(id) === index + 1) return;
      changed += 1;
      tx.update(db.collection('team').doc(id), {
        order: index + 1,
        updatedAt: FieldValue.serverTimestamp(),
      });
    });
    if (changed > 0) {
      recordAudit(db, tx, {
        action: 'team.reorder',
        actorUid: caller.uid,
        product: 'connect',
        target: 'team',
        details: { order: input.teamMemberIds },
      });
    }
    return { order: input.teamMemberIds };
  });
}

export interface AssignmentsResult extends TeamResult {
  workspaceIds: string[];
}

export async function setTeamAssignments(
  db: Firestore,
  caller: Caller,
  input: SetTeamAssignmentsInput,
): Promise<AssignmentsResult> {
  requireAdminFor(caller, 'connect');
  return db.runTransaction(async (tx) => {
    const ref = db.collection('team').doc(input.teamMemberId);
    if (!(await tx.get(ref)).exists) throw notFound('The team member');
    const serving = await servingWorkspaces(db, tx, input.teamMemberId);
    const before = new Set(serving.docs.map((d) => d.id));
    const wanted = new Set(input.workspaceIds);
    const added = input.workspaceIds.filter((id) => !before.has(id));
    const removed = [...before].filter((id) => !wanted.has(id));
    const targets = await Promise.all(
      added.map((id) => tx.get(db.collection('workspaces').doc(id))),
    );
    for (const target of targets) {
      if (!target.exists) throw notFound(`The workspace ${target.id}`);
      if (target.get('product') !== 'connect')
        throw invalid(`The workspace ${target.id} is not a client workspace of the agency.`);
    }
    const result = { teamMemberId: input.teamMemberId, workspaceIds: [...wanted].sort() };
    if (added.length === 0 && removed.length === 0) return result;
    for (const target of targets) {
      tx.update(target.ref, {
        teamMemberIds: FieldValue.arrayUnion(input.teamMemberId),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    for (const id of removed) {
      tx.update(db.collection('workspaces').doc(id), {
        teamMemberIds: FieldValue.arrayRemove(input.teamMemberId),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    recordAudit(db, tx, {
      action: 'team.assignments.set',
      actorUid: caller.uid,
      product: 'connect',
      target: ref.path,
      details: { added, removed },
    });
    return result;
  });
}
