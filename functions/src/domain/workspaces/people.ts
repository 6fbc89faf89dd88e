// The people of a workspace by name and picture, for anyone who may see the workspace: its
// members (any role) and the product's staff. Answers what screens show of a person and no more:
// the addresses only to those who manage the members.

import { MEMBER_ROLES } from '@model/member-roles';
import type { ListWorkspacePeopleInput, Person } from '@model/schemas/people';
import type { DocumentSnapshot, Firestore, Transaction } from 'firebase-admin/firestore';
import type { Caller } from '../caller';
import { actAs, memberRoleOf, readWorkspace, type Workspace } from './workspaces';

function text(value: unknown): string | null {
  return typeof value === 'string' && value.trim() ? value.trim() : null;
}

/**
 * A profile as a person: the name, else the address's local part, else a neutral word. The
 * address itself only for those who manage the members (`withEmail`), as listMentionable.
 */
export function personOf(
  uid: string,
  data: Record<string, unknown> | undefined,
  withEmail: boolean,
): Person {
  const email = text(data?.email);
  const photo = text(data?.photoURL);
  return {
    uid,
    name: text(data?.displayName) ?? email?.split('@')[0] ?? 'Former member',
    email: withEmail ? email : null,
    photoURL: photo?.startsWith('https://') ? photo : null,
  };
}

/** The users documents of a workspace's members, read in the transaction. */
export async function memberProfiles(
  db: Firestore,
  tx: Transaction,
  workspace: Workspace,
): Promise<DocumentSnapshot[]> {
  const uids = Object.keys(workspace.members);
  return uids.length ? tx.getAll(...uids.map((uid) => db.collection('users').doc(uid))) : [];
}

export async function listWorkspacePeople(
  db: Firestore,
  caller: Caller,
  input: ListWorkspacePeopleInput,
): Promise<{ people: Person[] }> {
  return db.runTransaction(
    async (tx) => {
      const workspace = await readWorkspace(db, tx, input.workspaceId);
      // Owners and staff manage the members, so they see their addresses; others the names.
      const manages =
        actAs(workspace, caller, MEMBER_ROLES) === 'admin' ||
        memberRoleOf(workspace, caller.uid) === 'owner';
      const users = await memberProfiles(db, tx, workspace);
      const people = users.map((snap) => personOf(snap.id, snap.data(), manages));
      return { people: people.sort((a, b) => a.name.localeCompare(b.name)) };
    },
    { readOnly: true },
  );
}
