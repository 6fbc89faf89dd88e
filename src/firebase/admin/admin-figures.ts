// The admin dashboard's figures, read with count aggregations in the query shapes the rules
// allow an admin: users pinned to one product's role field, workspaces by product, service
// requests and onboarding (agency staff) by status, and posts per workspace.

import { ROLES as ROLE_VALUES } from '@model/roles';
import { ONBOARDING_STATUSES } from '@model/schemas/onboarding';
import { SERVICE_REQUEST_STATUSES } from '@model/schemas/service-requests';
import type { Product } from '@model/variant';
import { firestoreLite } from '../firestore';

export { ONBOARDING_STATUSES, ROLE_VALUES, SERVICE_REQUEST_STATUSES };

/** Workspaces read per product for the per-workspace figures (subscriptions, failed posts). */
export const WORKSPACE_SCAN_LIMIT = 200;
const FAILED_POST_STATUSES = ['failed', 'partially_published'];
const DAY_MS = 24 * 60 * 60 * 1000;

export interface ProductFigures {
  product: Product;
  usersByRole: Record<(typeof ROLE_VALUES)[number], number>;
  workspaces: number;
  /** True when the product has more workspaces than were read for the figures below. */
  workspacesTruncated: boolean;
  activeSubscriptions: number;
  courtesySubscriptions: number;
  failedPostsLastDay: number;
}

async function countWhere(
  path: string,
  filters: [string, '==' | 'in' | '>=', unknown][],
): Promise<number> {
  const { lite, db } = await firestoreLite();
  const constraints = filters.map(([field, op, value]) => lite.where(field, op, value));
  const snapshot = await lite.getCount(lite.query(lite.collection(db, path), ...constraints));
  return snapshot.data().count;
}

export async function readProductFigures(product: Product, now: Date): Promise<ProductFigures> {
  const { lite, db } = await firestoreLite();
  const roleCounts = await Promise.all(
    ROLE_VALUES.map((role) => countWhere('users', [[`roles.${product}`, '==', role]])),
  );
  const usersByRole = Object.fromEntries(
    ROLE_VALUES.map((role, i) => [role, roleCounts[i] ?? 0]),
  ) as ProductFigures['usersByRole'];

  const workspaceQuery = lite.query(
    lite.collection(db, 'workspaces'),
    lite.where('product', '==', product),
  );
  const [workspaceCount, workspaces] = await Promise.all([
    lite.getCount(workspaceQuery).then((s) => s.data().count),
    lite.getDocs(lite.query(workspaceQuery, lite.limit(WORKSPACE_SCAN_LIMIT))),
  ]);
  const since = lite.Timestamp.fromMillis(now.getTime() - DAY_MS);
  const perWorkspace = await Promise.all(
    workspaces.docs.map(async (workspace) => {
      const [subscription, failed] = await Promise.all([
        lite.getDoc(lite.doc(db, 'subscriptions', workspace.id)),
        countWhere(`workspaces/${workspace.id}/posts`, [
          ['status', 'in', FAILED_POST_STATUSES],
          ['updatedAt', '>=', since],
        ]),
      ]);
      const status = subscription.exists() ? subscription.get('status') : null;
      const expiresAt = subscription.exists() ? subscription.get('courtesy.expiresAt') : null;
      const courtesyLive =
        status === 'courtesy' &&
        expiresAt instanceof lite.Timestamp &&
        expiresAt.toMillis() > now.getTime();
      return { active: status === 'active' || status === 'trialing', courtesyLive, failed };
    }),
  );
  return {
    product,
    usersByRole,
    workspaces: workspaceCount,
    workspacesTruncated: workspaceCount > workspaces.size,
    activeSubscriptions: perWorkspace.filter((w) => w.active).length,
    courtesySubscriptions: perWorkspace.filter((w) => w.courtesyLive).length,
    failedPostsLastDay: perWorkspace.reduce((sum, w) => sum + w.failed, 0),
  };
}

export interface AgencyFigures {
  serviceRequests: Record<(typeof SERVICE_REQUEST_STATUSES)[number], number>;
  onboarding: Record<(typeof ONBOARDING_STATUSES)[number], number>;
}

/** Service requests and the onboarding pipeline: readable by agency staff (connect admins). */
export async function readAgencyFigures(): Promise<AgencyFigures> {
  const [requests, onboarding] = await Promise.all([
    Promise.all(
      SERVICE_REQUEST_STATUSES.map((s) => countWhere('serviceRequests', [['status', '==', s]])),
    ),
    Promise.all(ONBOARDING_STATUSES.map((s) => countWhere('onboarding', [['status', '==', s]]))),
  ]);
  return {
    serviceRequests: Object.fromEntries(
      SERVICE_REQUEST_STATUSES.map((s, i) => [s, requests[i] ?? 0]),
    ) as AgencyFigures['serviceRequests'],
    onboarding: Object.fromEntries(
      ONBOARDING_STATUSES.map((s, i) => [s, onboarding[i] ?? 0]),
    ) as AgencyFigures['onboarding'],
  };
}
