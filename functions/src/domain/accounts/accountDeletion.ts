// Deleting an account (by its owner after a recent sign-in, or by an admin): the owner's
// choices for the workspaces they own are applied, their memberships end, API keys they made are
// revoked, their consent records and users document are deleted, what they wrote in workspaces
// that remain (posts, comments, service requests and their messages) and the invitations they
// sent are anonymised, and the Auth account is deleted last.

import type { CallableReply } from '@model/callables';
import type {
  DeleteMyAccountInput,
  DeleteUserInput,
  WorkspaceChoice,
} from '@model/schemas/invitations';
import type { Auth } from 'firebase-admin/auth';
import {
  type DocumentReference,
  FieldValue,
  type Firestore,
  type Query,
  type QueryDocumentSnapshot,
} from 'firebase-admin/firestore';
import { ANONYMISE_BATCH, RECENT_LOGIN_MS } from '../../config';
import { recordAudit } from '../audit';
import {
  allRoles,
  type Caller,
  isAdminFor,
  isPrivilegedRole,
  isSuperAdminCaller,
  isSuperAdminDoc,
} from '../caller';
import { denied, invalid, notFound, precondition } from '../errors';
import { purgeWorkspace, workspaceCompanions } from '../workspaces/workspaceLifecycle';
import { enabledSuperAdminUids } from './superAdmins';

type MediaRemover = (prefix: string) => Promise<void>;

interface Plan {
  deletes: QueryDocumentSnapshot[];
  transfers: { doc: QueryDocumentSnapshot; toUid: string }[];
  leaves: QueryDocumentSnapshot[];
}

function membersOf(doc: QueryDocumentSnapshot): Record<string, string> {
  const members = doc.get('members');
  return members && typeof members === 'object' ? (members as Record<string, string>) : {};
}

/** Decides every workspace's fate; refuses before anything is written. */
function planWorkspaces(
  uid: string,
  workspaces: QueryDocumentSnapshot[],
  choices: Record<string, WorkspaceChoice>,
): Plan {
  const plan: Plan = { deletes: [], transfers: [], leaves: [] };
  const missing: string[] = [];
  const known = new Set<string>();
  for (const doc of workspaces) {
    const members = membersOf(doc);
    const others = Object.keys(members).filter((member) => member !== uid);
    const otherOwners = others.filter((member) => members[member] === 'owner');
    const soleOwner = members[uid] === 'owner' && otherOwners.length === 0;
    const choice = choices[doc.id];
    if (!soleOwner) {
      plan.leaves.push(doc);
      continue;
    }
    known.add(doc.id);
    if (!choice) {
      if (others.length > 0) missing.push(`${doc.get('name') ?? doc.id} (${doc.id})`);
      else plan.deletes.push(doc);
    } else if (choice.action === 'delete') plan.deletes.push(doc);
    else if (!others.includes(choice.toUid))
      throw invalid(`Workspace ${doc.id} can only be transferred to one of its members.`);
    else plan.transfers.push({ doc, toUid: choice.toUid });
  }
  if (missing.length > 0)
    throw invalid(`Choose to transfer or delete each workspace you own: ${missing.join(', ')}.`);
  const stray = Object.keys(choices).filter((id) => !known.has(id));
  if (stray.length > 0)
    throw invalid(`These are not workspaces the account alone owns: ${stray.join(', ')}.`);
  return plan;
}

export type DeletionResult = CallableReply<'deleteMyAccount'> & Record<string, unknown>;

async function deleteAccount(
  db: Firestore,
  auth: Auth,
  actorUid: string,
  uid: string,
  choices: Record<string, WorkspaceChoice>,
  removeMedia: MediaRemover,
  audit: string,
): Promise<DeletionResult> {
  const userRef = db.collection('users').doc(uid);
  const consentRefs = await userRef.collection('consents').listDocuments();
  const plan = await db.runTransaction(async (tx) => {
    const [user, workspaces, keys] = await Promise.all([
      tx.get(userRef),
      tx.get(db.collection('workspaces').where('memberUids', 'array-contains', uid)),
      tx.get(db.collection('apiKeys').where('createdBy', '==', uid)),
    ]);
    if (user.exists && isSuperAdminDoc(user.data())) {
      const remaining = await enabledSuperAdminUids(db, tx);
      remaining.delete(uid);
      if (remaining.size === 0) throw precondition('Nobody can delete the last super admin.');
    }
    const decided = planWorkspaces(uid, workspaces.docs, choices);
    const companions: DocumentReference[] = [];
    for (const doc of decided.deletes)
      companions.push(...(await workspaceCompanions(db, tx, doc.ref)));
    // Writes only from here on (a transaction reads everything first).
    for (const ref of companions) tx.delete(ref);
    for (const { doc, toUid } of decided.transfers) {
      tx.update(doc.ref, {
        [`members.${toUid}`]: 'owner',
        [`members.${uid}`]: FieldValue.delete(),
        memberUids: FieldValue.arrayRemove(uid),
        ownerUid: toUid,
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    for (const doc of decided.leaves) {
      const members = membersOf(doc);
      const nextOwner = Object.keys(members).find((m) => m !== uid && members[m] === 'owner');
      tx.update(doc.ref, {
        [`members.${uid}`]: FieldValue.delete(),
        memberUids: FieldValue.arrayRemove(uid),
        ...(doc.get('ownerUid') === uid ? { ownerUid: nextOwner ?? null } : {}),
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    for (const key of keys.docs) {
      if (key.get('revokedAt')) continue;
      tx.update(key.ref, {
        revokedAt: FieldValue.serverTimestamp(),
        revokedBy: actorUid,
        updatedAt: FieldValue.serverTimestamp(),
      });
    }
    for (const ref of consentRefs) tx.delete(ref);
    tx.delete(userRef);
    recordAudit(db, tx, {
      action: audit,
      actorUid,
      target: userRef.path,
      details: {
        deletedWorkspaces: decided.deletes.map((doc) => doc.id),
        transferredWorkspaces: decided.transfers.map(({ doc, toUid }) => ({ id: doc.id, toUid })),
      },
    });
    return decided;
  });
  for (const doc of plan.deletes) await purgeWorkspace(db, doc.ref, removeMedia);
  await anonymiseAuthored(db, uid);
  try {
    await auth.deleteUser(uid);
  } catch (error) {
    if ((error as { code?: unknown }).code !== 'auth/user-not-found') throw error;
  }
  return {
    uid,
    deletedWorkspaces: plan.deletes.map((doc) => doc.id),
    transferredWorkspaces: plan.transfers.map(({ doc }) => doc.id),
  };
}

/**
 * Rewrites every document `query` matches that `keep` accepts, a page at a time, so an account
 * with years of writing never holds every snapshot at once nor overflows one batch (500 writes).
 * The cursor moves the pages on, so a matching document the patch leaves alone cannot loop.
 */
async function rewriteAll(
  db: Firestore,
  query: Query,
  patch: Record<string, unknown>,
  keep: (doc: QueryDocumentSnapshot) => boolean = () => true,
): Promise<void> {
  let cursor: QueryDocumentSnapshot | undefined;
  for (;;) {
    const page = await (cursor ? query.startAfter(cursor) : query).limit(ANONYMISE_BATCH).get();
    const batch = db.batch();
    const chosen = page.docs.filter(keep);
    for (const doc of chosen) batch.update(doc.ref, patch);
    if (chosen.length > 0) await batch.commit();
    if (page.size < ANONYMISE_BATCH) return;
    cursor = page.docs[page.docs.length - 1];
  }
}

/** A `messages` document of a service request (the collection-group query sees any `messages`). */
const inServiceRequest = (doc: QueryDocumentSnapshot) =>
  doc.ref.parent.parent?.parent.id === 'serviceRequests';

/**
 * What the person wrote stays for the workspace (it is the team's content), without them; the
 * invitations they sent keep working but no longer name them.
 */
async function anonymiseAuthored(db: Firestore, uid: string): Promise<void> {
  const authored = { authorUid: null, authorDeleted: true };
  await rewriteAll(db, db.collectionGroup('posts').where('authorUid', '==', uid), authored);
  await rewriteAll(db, db.collectionGroup('comments').where('authorUid', '==', uid), authored);
  await rewriteAll(
    db,
    db.collectionGroup('messages').where('authorUid', '==', uid),
    authored,
    inServiceRequest,
  );
  await rewriteAll(db, db.collection('serviceRequests').where('requesterUid', '==', uid), {
    requesterUid: null,
    requesterDeleted: true,
  });
  await rewriteAll(db, db.collection('invitations').where('invitedBy', '==', uid), {
    invitedBy: null,
    invitedByName: null,
    inviterDeleted: true,
  });
}

export async function deleteMyAccount(
  db: Firestore,
  auth: Auth,
  caller: Caller,
  input: DeleteMyAccountInput,
  now: Date,
  removeMedia: MediaRemover,
): Promise<DeletionResult> {
  const signedInAt = (caller.authTime ?? 0) * 1000;
  if (now.getTime() - signedInAt > RECENT_LOGIN_MS)
    throw precondition('requires-recent-login: sign in again, then delete your account.');
  return deleteAccount(
    db,
    auth,
    caller.uid,
    caller.uid,
    input.workspaces,
    removeMedia,
    'account.delete',
  );
}

export async function deleteUser(
  db: Firestore,
  auth: Auth,
  caller: Caller,
  input: DeleteUserInput,
  removeMedia: MediaRemover,
): Promise<DeletionResult> {
  if (input.uid === caller.uid) throw invalid('Delete your own account from your settings.');
  const target = await db.collection('users').doc(input.uid).get();
  if (!target.exists) throw notFound('The user');
  const roles = allRoles(target.data());
  const products = Object.keys(roles) as (keyof typeof roles)[];
  // Within the caller's power: an admin of every product the user holds a role in, and only
  // a super admin deletes a super_admin or saas_admin.
  const allowed =
    isSuperAdminCaller(caller) ||
    (products.length > 0 &&
      products.every((product) => isAdminFor(caller, product)) &&
      !products.some((product) => isPrivilegedRole(roles[product])));
  if (!allowed)
    throw denied('Only an admin of every product this user belongs to can delete them.');
  return deleteAccount(
    db,
    auth,
    caller.uid,
    input.uid,
    input.workspaces,
    removeMedia,
    'user.delete',
  );
}
