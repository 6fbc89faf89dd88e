// The navigation's approvals entry: how many posts await this person's step, in every workspace
// of the product, by the server's own rule (overview.ts decidesIn). Its own chunk, loaded once the
// layout is on screen; read again on every page change, so a decision made elsewhere shows on the
// next click. The layout renders the navigation twice (drawer and sidebar): one read serves both.

import { useLingui } from '@lingui/react';
import type { ProductRoles } from '@model/roles';
import type { Product } from '@model/variant';
import { useSnapshot } from 'valtio/react';
import { Link, useLocation } from 'wouter';
import { listMemberWorkspaces, listPostsInReview } from '../../firebase/posts/post-queries';
import { session } from '../../session/store';
import { useLoad, valueOr } from '../../ui/use-load';
import { dashboard as m } from './messages';
import { awaitingApproval, decidesIn } from './overview';

let shared: { key: string; count: Promise<number> } | null = null;

async function countAwaiting(uid: string, product: Product, roles: ProductRoles) {
  const workspaces = (await listMemberWorkspaces(uid)).filter((w) => w.product === product);
  const items = (
    await Promise.all(
      workspaces.map(async (w) =>
        (
          await listPostsInReview(w.id)
        ).map((post) => ({
          workspaceId: w.id,
          workspaceName: w.name,
          post,
        })),
      ),
    )
  ).flat();
  return awaitingApproval(items, decidesIn(workspaces, roles)).length;
}

function awaitingCount(uid: string, product: Product, roles: ProductRoles, page: string) {
  const key = `${uid}|${product}|${page}`;
  if (shared?.key !== key) shared = { key, count: countAwaiting(uid, product, roles) };
  return shared.count;
}

/** A default export, so the layout's lazy import of it stays small. */
export default function ApprovalsNavItem() {
  const { _ } = useLingui();
  const { uid, product, roles } = useSnapshot(session);
  const [page] = useLocation();
  const { load } = useLoad(
    () => awaitingCount(uid ?? '', product, roles as ProductRoles, page),
    [uid, product, roles, page],
    { enabled: Boolean(uid), keepWhileChanging: true },
  );
  const count = valueOr(load, 0);
  if (count === 0) return null;
  return (
    <li>
      <Link href="/app" className="nav-approvals" data-count={count}>
        {_(m.approvalsNav)} <span className="badge">{count}</span>
      </Link>
    </li>
  );
}
