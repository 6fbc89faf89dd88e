// Changing a user's role for one product. Admins change roles of their own product, only
// super admins hand out or take away super_admin and saas_admin, and the last super admin
// can never be demoted.

import type { CallableReply } from '@model/callables';
import type { SetUserRolesInput } from '@model/schemas/users';
import { FieldValue, type Firestore } from 'firebase-admin/firestore';
import { recordAudit } from '../audit';
import {
  type Caller,
  isPrivilegedRole,
  isSuperAdminCaller,
  isSuperAdminDoc,
  requireAdminFor,
  roleFields,
  roleIn,
  rolesAfter,
} from '../caller';
import { denied, notFound, precondition } from '../errors';
import { enabledSuperAdminUids } from './superAdmins';

export type SetUserRolesResult = CallableReply<'setUserRoles'> & Record<string, unknown>;

export async function setUserRoles(
  db: Firestore,
  caller: Caller,
  input: SetUserRolesInput,
): Promise<SetUserRolesResult> {
  requireAdminFor(caller, input.product);
  if (isPrivilegedRole(input.role) && !isSuperAdminCaller(caller)) {
    throw denied(`Only a super admin can grant ${input.role}.`);
  }
  const ref = db.collection('users').doc(input.uid);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    if (!snap.exists) throw notFound('The user');
    const before = snap.data() ?? {};
    const current = roleIn(before, input.product);
    if (isPrivilegedRole(current) && !isSuperAdminCaller(caller)) {
      throw denied(`Only a super admin can change the role of a ${current}.`);
    }
    const unchanged = current === input.role && before.roles && typeof before.roles === 'object';
    if (unchanged)
      return { uid: input.uid, product: input.product, role: input.role, changed: false };

    // A legacy-only document keeps its legacy meaning for the other product (see rolesAfter).
    const after = { ...before, roles: rolesAfter(before, input.product, input.role) };
    if (isSuperAdminDoc(before) && !isSuperAdminDoc(after)) {
      const remaining = await enabledSuperAdminUids(db, tx);
      remaining.delete(input.uid);
      if (remaining.size === 0) throw precondition('Nobody can remove the last super admin.');
    }
    tx.update(ref, {
      ...roleFields(before, input.product, input.role, FieldValue.delete()),
      updatedAt: FieldValue.serverTimestamp(),
    });
    recordAudit(db, tx, {
      action: 'user.roles.set',
      actorUid: caller.uid,
      product: input.product,
      target: ref.path,
      details: { from: current, to: input.role },
    });
    return { uid: input.uid, product: input.product, role: input.role, changed: true };
  });
}
