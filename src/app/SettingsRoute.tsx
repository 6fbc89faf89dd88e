// /app/settings: the account page, or (by `?view=`) the notification history or settings.
// Connect's route table is the seed's and has no notification routes, so connect reaches both
// here; smm has them at their own paths as well. A small menu links the three views.

import { useLingui } from '@lingui/react';
import { lazy, Suspense, useEffect } from 'react';
import { Link, useSearch } from 'wouter';
import { AccountPage } from '../features/account/AccountPage';
import { m as notifyMessages } from '../features/notifications/messages';
import { addNotifyStyles } from '../features/notifications/styles';
import { notificationPaths, type SettingsView, settingsViewOf } from '../lib/notification-paths';
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
};

export function SettingsRoute() {
  const { _ } = useLingui();
  useEffect(addNotifyStyles, []);
  const view = settingsViewOf(useSearch());
  const paths = notificationPaths(useVariant().product);
  const Page = view ? VIEWS[view] : null;
  const links: [string, string, boolean][] = [
    ['/app/settings', _(nav.account), view === null],
    [paths.history, _(nav.notifications), view === 'notifications'],
    [paths.settings, _(notifyMessages.settingsLink), view === 'notification-settings'],
  ];
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
