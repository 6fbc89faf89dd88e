// The set of enabled super admins, read inside a transaction so that two concurrent demotions
// cannot both see "another super admin remains" and leave none.

import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { isSuperAdminDoc } from '../caller';

/** Stored spellings of super_admin that normalise to it (the legacy field predates normalising). */
const LEGACY_SPELLINGS = [
  'super_admin',
  'superadmin',
  'super-admin',
  'Super_Admin',
  'SuperAdmin',
  'SUPER_ADMIN',
];

export async function enabledSuperAdminUids(db: Firestore, tx: Transaction): Promise<Set<string>> {
  const users = db.collection('users');
  const queries = [
    users.where('roles.smm', '==', 'super_admin'),
    users.where('roles.connect', '==', 'super_admin'),
    users.where('role', 'in', LEGACY_SPELLINGS),
  ];
  const uids = new Set<string>();
  for (const query of queries) {
    const result = await tx.get(query);
    for (const doc of result.docs) {
      const data = doc.data();
      if (data.disabled !== true && isSuperAdminDoc(data)) uids.add(doc.id);
    }
  }
  return uids;
}
