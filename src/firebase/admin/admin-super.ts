// The super admin screen's reads: every account by email (super admins may list all users)
// and the audit log, which is server-only and read through the listAuditLog callable.

import type { CallableReply } from '@model/callables';
import { normaliseRole, type ProductRoles } from '@model/roles';
import type { ListAuditLogInput } from '@model/schemas/audit-log';
import { type PageCursor, pageOf, snapshotAt } from '../cursor';
import { firestoreLite } from '../firestore';
import { callFunction } from '../functions';
import { userRowBasics } from '../user-row';

export const ACCOUNTS_PAGE_SIZE = 20;

export interface AccountRow {
  uid: string;
  email: string;
  displayName: string;
  /** Only the roles map: a legacy single role shows separately. */
  roles: ProductRoles;
  legacyRole: string | null;
  disabled: boolean;
}

export interface AccountsPage {
  rows: AccountRow[];
  next: PageCursor | null;
}

function rolesOf(value: unknown): ProductRoles {
  const out: ProductRoles = {};
  if (typeof value === 'object' && value !== null) {
    const map = value as Record<string, unknown>;
    if (typeof map.smm === 'string') out.smm = normaliseRole(map.smm);
    if (typeof map.connect === 'string') out.connect = normaliseRole(map.connect);
  }
  return out;
}

/** Accounts whose email starts with `prefix` (emails are stored lower case), by email. */
export async function searchAccounts(
  prefix: string,
  after: PageCursor | null,
): Promise<AccountsPage> {
  const { lite, db } = await firestoreLite();
  const resume = after ? await snapshotAt(after, (path) => lite.getDoc(lite.doc(db, path))) : null;
  const start = prefix.trim().toLowerCase();
  const snapshot = await lite.getDocs(
    lite.query(
      lite.collection(db, 'users'),
      lite.orderBy('email'),
      ...(start ? [lite.startAt(start), lite.endAt(`${start}\uf8ff`)] : []),
      ...(resume ? [lite.startAfter(resume)] : []),
      lite.limit(ACCOUNTS_PAGE_SIZE + 1),
    ),
  );
  const { docs, next } = pageOf(snapshot.docs, ACCOUNTS_PAGE_SIZE);
  return {
    rows: docs.map((doc) => {
      const data = doc.data();
      return {
        ...userRowBasics(doc),
        roles: rolesOf(data.roles),
        legacyRole: typeof data.role === 'string' ? data.role : null,
      };
    }),
    next,
  };
}

export function listAuditLog(input: ListAuditLogInput): Promise<CallableReply<'listAuditLog'>> {
  return callFunction('listAuditLog', input);
}
