// Disabling and enabling an account. Disabling also ends its sessions (sessions.ts): refresh
// tokens are revoked, and a token from an earlier sign-in is refused by the rules and the
// callables at once, even after the account is enabled again.

import type { CallableReply } from '@model/callables';
import { mayOnAccount } from '@model/capabilities';
import { PRODUCTS } from '@model/roles';
import type { SetUserDisabledInput } from '@model/schemas/users';
import type { Auth } from 'firebase-admin/auth';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { recordAudit } from '../audit';
import {
  allRoles,
  type Caller,
  isAdminFor,
  isPrivilegedRole,
  isSuperAdminCaller,
  isSuperAdminDoc,
} from '../caller';
import { denied, notFound, precondition } from '../errors';
import { endSessions } from './sessions';
import { enabledSuperAdminUids } from './superAdmins';

export type SetUserDisabledResult = CallableReply<'setUserDisabled'> & Record<string, unknown>;

function hasAuthCode(error: unknown, code: string): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === code;
}

export async function setUserDisabled(
  db: Firestore,
  auth: Auth,
  caller: Caller,
  input: SetUserDisabledInput,
): Promise<SetUserDisabledResult> {
  if (!PRODUCTS.some((product) => isAdminFor(caller, product)))
    throw denied('Only an admin can do this.');
  if (input.uid === caller.uid)
    throw precondition('You cannot disable or enable your own account.');
  try {
    await auth.getUser(input.uid);
  } catch (error) {
    if (hasAuthCode(error, 'auth/user-not-found')) throw notFound('The account');
    throw error;
  }
  const ref = db.collection('users').doc(input.uid);
  await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound('The user');
    const target = snap.data() ?? {};
    const roles = allRoles(target);
    // An admin acts only on accounts whose every product role lies in a product they administer.
    for (const product of PRODUCTS) {
      if (roles[product] && !isAdminFor(caller, product))
        throw denied(`Only an admin of ${product} can do this.`);
    }
    if (
      PRODUCTS.some((product) => isPrivilegedRole(roles[product])) &&
      !isSuperAdminCaller(caller)
    ) {
      throw denied('Only a super admin can disable or enable a super admin.');
    }
    // The screens offer Disable only where the shared table allows it; the two agree.
    if (!mayOnAccount(allRoles(caller.doc), roles, { self: false })) throw denied('Not allowed.');
    if ((target.disabled === true) === input.disabled) return;
    if (input.disabled && isSuperAdminDoc(target)) {
      const remaining = await enabledSuperAdminUids(db, tx);
      remaining.delete(input.uid);
      if (remaining.size === 0) throw precondition('Nobody can disable the last super admin.');
    }
    tx.update(ref, { disabled: input.disabled, updatedAt: FieldValue.serverTimestamp() });
    recordAudit(db, tx, {
      action: input.disabled ? 'user.disable' : 'user.enable',
      actorUid: caller.uid,
      target: ref.path,
    });
  });
  await auth.updateUser(input.uid, { disabled: input.disabled });
  if (input.disabled) await endSessions(db, auth, input.uid);
  return { uid: input.uid, disabled: input.disabled };
}
