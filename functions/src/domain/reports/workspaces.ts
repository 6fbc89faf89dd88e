// The workspaces whose reports a caller may read in a product: their own (as a member), or,
// for the product's staff, every workspace of the product, as the agency reports on each client.

import { MEMBER_ROLES, mayOnReports, workspaceActor } from '@model/capabilities';
import type { ReportWorkspace } from '@model/schemas/reports/reports';
import type { Product } from '@model/variant';
import type { Firestore, QueryDocumentSnapshot } from 'firebase-admin/firestore';
import { allRoles, type Caller, isAdminFor } from '../caller';

/** The most workspaces one list holds: an agency's clients, not a SaaS's tenants. */
export const REPORT_WORKSPACES_MAX = 500;

export async function listReportWorkspaces(
  db: Firestore,
  caller: Caller,
  product: Product,
): Promise<{ workspaces: ReportWorkspace[] }> {
  const all = db.collection('workspaces');
  const snaps: QueryDocumentSnapshot[] = isAdminFor(caller, product)
    ? (await all.where('product', '==', product).limit(REPORT_WORKSPACES_MAX).get()).docs
    : (await all.where(`members.${caller.uid}`, 'in', [...MEMBER_ROLES]).get()).docs.filter(
        (snap) => snap.get('product') === product,
      );
  const roles = allRoles(caller.doc);
  const workspaces = snaps
    .map((snap) => {
      const actor = workspaceActor(snap.get(`members.${caller.uid}`), roles, product);
      return {
        id: snap.id,
        name: String(snap.get('name') ?? snap.id),
        timeZone: String(snap.get('timeZone') ?? 'UTC'),
        read: mayOnReports(actor, 'read'),
        manage: mayOnReports(actor, 'create'),
      };
    })
    .filter((w) => w.read)
    .map(({ read: _read, ...w }) => w)
    .sort((a, b) => a.name.localeCompare(b.name));
  return { workspaces };
}
