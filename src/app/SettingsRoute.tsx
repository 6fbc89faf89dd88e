// /app/settings: the account page, or (by `?view=`) the notification history or settings, or
// connect's API keys and webhooks. Connect's route table is the seed's and has no notification
// or workspaces routes, so connect reaches them here; smm has them at their own paths as well.
// A small menu links the views (the keys and webhooks one for connect's admins, whom the server
// lets manage any client workspace's).

import { useLingui } from '@lingui/react';
import { isAdminOfProduct } from '@model/admin-reach';
import { lazy, Suspense, useEffect } from 'react';
import { useSnapshot } from 'valtio/react';
import { Link, useSearch } from 'wouter';
import { AccountPage } from '../features/account/AccountPage';
import { platformMessages } from '../features/account/messages';
import { m as notifyMessages } from '../features/notifications/messages';
import { addNotifyStyles } from '../features/notifications/styles';
import { notificationPaths, type SettingsView, settingsViewOf } from '../lib/notification-paths';
import { session } from '../session/store';
import { nav } from '../ui/messages';
import { Skeleton } from '../ui/Skeleton';
import { useVariant } from '../ui/variant';

const VIEWS: Record<SettingsView, ReturnType<typeof lazy>> = {
  notifications: lazy(() =>
    import('../features/notifications/NotificationsPage').then((m) => ({
      default: m.NotificationsPage,
    })),
  ),
  'notification-settings': lazy(() =>
    import('../features/notifications/NotificationSettingsPage').then((m) => ({
      default: m.NotificationSettingsPage,
    })),
  ),
  platform: lazy(() =>
    import('../features/account/PlatformPage').then((m) => ({ default: m.PlatformPage })),
  ),
};

export function SettingsRoute() {
  const { _ } = useLingui();
  useEffect(addNotifyStyles, []);
  const view = settingsViewOf(useSearch());
  const { product } = useVariant();
  const { roles } = useSnapshot(session);
  const paths = notificationPaths(product);
  const Page = view ? VIEWS[view] : null;
  const links: [string, string, boolean][] = [
    ['/app/settings', _(nav.account), view === null],
    [paths.history, _(nav.notifications), view === 'notifications'],
    [paths.settings, _(notifyMessages.settingsLink), view === 'notification-settings'],
  ];
  if (product === 'connect' && isAdminOfProduct(roles, product)) {
    links.push(['/app/settings?view=platform', _(platformMessages.title), view === 'platform']);
  }
  return (
    <>
      <nav className="notify-actions" aria-label={_(nav.account)}>
        {links.map(([href, label, current]) => (
          <Link key={href} href={href} aria-current={current ? 'page' : undefined}>
            {label}
          </Link>
        ))}
      </nav>
      {Page ? (
        <Suspense fallback={<Skeleton />}>
          <Page />
        </Suspense>
      ) : (
        <AccountPage />
      )}
    </>
  );
}
