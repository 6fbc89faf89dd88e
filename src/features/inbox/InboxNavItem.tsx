// The navigation's inbox entry, in both variants (smm's own route, connect's view of the posts
// page): how many open conversations are unread in the person's workspaces, live. Its own
// chunk, loaded once the layout is on screen; the layout renders the navigation twice (drawer
// and sidebar), and one set of listeners serves both.

import { useLingui } from '@lingui/react';
import { inboxPath } from '@model/inbox-paths';
import type { ProductRoles } from '@model/roles';
import type { Product } from '@model/variant';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { Link, useLocation, useSearch } from 'wouter';
import { listInboxWorkspaces } from '../../firebase/inbox/inbox-workspaces';
import { session } from '../../session/store';
import { nav } from '../../ui/messages';
import { watchShared } from '../../ui/shared-watch';
import { useVariant } from '../../ui/variant';

/** The count's listeners, shared by the navigation's two copies (ui/shared-watch.ts). */
function watchCount(
  uid: string,
  product: Product,
  roles: ProductRoles,
  watcher: (count: number | null) => void,
): () => void {
  return watchShared<number>(
    `inbox|${uid}|${product}|${JSON.stringify(roles)}`,
    async (tell) => {
      const workspaces = await listInboxWorkspaces(uid, product, roles);
      const { watchUnreadConversations } = await import('../../firebase/inbox/unread-listener');
      return watchUnreadConversations(
        workspaces.filter((w) => w.may('read')).map((w) => w.id),
        tell,
      );
    },
    watcher,
  );
}

export default function InboxNavItem() {
  const { _ } = useLingui();
  const { uid, roles } = useSnapshot(session);
  const { product } = useVariant();
  const [count, setCount] = useState<number | null>(null);
  const [page] = useLocation();
  const search = useSearch();
  useEffect(() => {
    if (!uid) return undefined;
    return watchCount(uid, product, roles as ProductRoles, setCount);
  }, [uid, product, roles]);
  const href = inboxPath(product);
  const active =
    product === 'connect'
      ? page === '/app/posts' && new URLSearchParams(search).get('view') === 'inbox'
      : page === '/app/inbox';
  return (
    <li>
      <Link
        href={href}
        className={active ? 'active nav-inbox' : 'nav-inbox'}
        data-count={count ?? undefined}
        aria-label={
          count ? `${_(nav.inbox)}, ${_({ ...nav.inboxUnread, values: { count } })}` : undefined
        }
      >
        {_(nav.inbox)} {count ? <span className="badge">{count}</span> : null}
      </Link>
    </li>
  );
}
