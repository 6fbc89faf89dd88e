// The navigation's approvals entry: how many posts await this person's step, in every workspace
// of the product, by the server's own rule (overview.ts decidesIn). Its own chunk, loaded once the
// layout is on screen. Live: a listener per workspace on its posts in review changes the count
// as a post enters or leaves the person's step; while it is not live (starting, offline, failed)
// the count is read on every page change instead. The layout renders the navigation twice
// (drawer and sidebar): one read and one set of listeners serve both.

import { useLingui } from '@lingui/react';
import type { ProductRoles } from '@model/roles';
import type { Product } from '@model/variant';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { Link, useLocation } from 'wouter';
import { listMemberWorkspaces, listPostsInReview } from '../../firebase/posts/post-queries';
import { session } from '../../session/store';
import { watchShared } from '../../ui/shared-watch';
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
  return awaitingApproval(items, decidesIn(workspaces, roles, uid)).length;
}

function awaitingCount(uid: string, product: Product, roles: ProductRoles, page: string) {
  const key = `${uid}|${product}|${page}`;
  if (shared?.key !== key) shared = { key, count: countAwaiting(uid, product, roles) };
  return shared.count;
}

/** The count's listeners, shared by the navigation's two copies (ui/shared-watch.ts). */
function watchAwaiting(
  key: string,
  uid: string,
  product: Product,
  roles: ProductRoles,
  watcher: (count: number | null) => void,
): () => void {
  return watchShared<number>(
    key,
    async (tell) => {
      const workspaces = (await listMemberWorkspaces(uid)).filter((w) => w.product === product);
      const { watchPostsInReview } = await import('../../firebase/review/review-listener');
      const decides = decidesIn(workspaces, roles, uid);
      return watchPostsInReview(
        workspaces.map((w) => w.id),
        (posts) =>
          tell(
            posts === null
              ? null
              : awaitingApproval(
                  workspaces.flatMap((w) =>
                    (posts.get(w.id) ?? []).map((post) => ({
                      workspaceId: w.id,
                      workspaceName: w.name,
                      post,
                    })),
                  ),
                  decides,
                ).length,
          ),
      );
    },
    watcher,
  );
}

export default function ApprovalsNavItem() {
  const { _ } = useLingui();
  const { uid, product, roles } = useSnapshot(session);
  const [page] = useLocation();
  const [liveCount, setLiveCount] = useState<number | null>(null);
  useEffect(() => {
    if (!uid) return undefined;
    return watchAwaiting(
      `approvals|${uid}|${product}|${JSON.stringify(roles)}`,
      uid,
      product,
      roles as ProductRoles,
      setLiveCount,
    );
  }, [uid, product, roles]);
  const { load } = useLoad(
    () => awaitingCount(uid ?? '', product, roles as ProductRoles, page),
    [uid, product, roles, page],
    { enabled: Boolean(uid) && liveCount === null, keepWhileChanging: true },
  );
  const count = liveCount ?? valueOr(load, 0);
  if (count === 0) return null;
  return (
    <li>
      <Link href="/app" className="nav-approvals" data-count={count}>
        {_(m.approvalsNav)} <span className="badge">{count}</span>
      </Link>
    </li>
  );
}
