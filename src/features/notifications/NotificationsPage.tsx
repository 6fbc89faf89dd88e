// The notification history (/app/notifications; in connect /app/settings?view=notifications): every entry, newest first, with mark read.

import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio/react';
import { Link } from 'wouter';
import {
  listNotifications,
  markAllRead,
  markRead,
  type NotificationItem,
} from '../../firebase/notifications';
import { notificationPaths } from '../../lib/notification-paths';
import { session } from '../../session/store';
import { notify } from '../../ui/notification-store';
import { PageHeader } from '../../ui/PageHeader';
import { Skeleton } from '../../ui/Skeleton';
import { useLoad } from '../../ui/use-load';
import { useVariant } from '../../ui/variant';
import { m } from './messages';
import { NotificationList } from './NotificationList';
import { addNotifyStyles } from './styles';

const PAGE = 30;

export function NotificationsPage() {
  const { _ } = useLingui();
  const { uid } = useSnapshot(session);
  const [max, setMax] = useState(PAGE);
  const settingsHref = notificationPaths(useVariant().product).settings;

  useEffect(addNotifyStyles, []);

  // "Load more" reads a longer list quietly, keeping the one shown until it arrives.
  const { load, set } = useLoad(() => listNotifications(uid ?? '', max), [uid, max], {
    enabled: Boolean(uid),
    keepWhileChanging: true,
    report: () => notify(_(m.loadFailed), 'error'),
  });
  const items = load.state === 'ready' ? load.value : load.state === 'failed' ? [] : null;
  const setItems = (change: (list: NotificationItem[]) => NotificationItem[]) => {
    if (items) set(change(items));
  };

  if (!uid) return null;
  const read = async (ids: string[]) => {
    try {
      await markRead(uid, ids);
      setItems((list) =>
        list.map((item) => (ids.includes(item.id) ? { ...item, read: true } : item)),
      );
    } catch {
      notify(_(m.saveFailed), 'error');
    }
  };
  const readAll = async () => {
    try {
      await markAllRead(uid);
      notify(_(m.allRead), 'success');
      setItems((list) => list.map((item) => ({ ...item, read: true })));
    } catch {
      notify(_(m.saveFailed), 'error');
    }
  };
  return (
    <>
      <PageHeader title={m.historyTitle} lead={m.historyLead} />
      <div className="notify-actions">
        <button
          type="button"
          className="button"
          onClick={readAll}
          disabled={!items?.some((item) => !item.read)}
        >
          {_(m.markAllRead)}
        </button>
        <Link href={settingsHref}>{_(m.settingsLink)}</Link>
      </div>
      {items === null ? (
        <Skeleton shape="list" />
      ) : items.length === 0 ? (
        <p>{_(m.empty)}</p>
      ) : (
        <NotificationList
          items={items}
          onOpen={async (item) => {
            if (!item.read) await read([item.id]);
          }}
          onMarkRead={(item) => read([item.id])}
        />
      )}
      {items && items.length >= max ? (
        <div className="notify-actions">
          <button type="button" className="button" onClick={() => setMax((value) => value + PAGE)}>
            {_(m.loadMore)}
          </button>
        </div>
      ) : null}
    </>
  );
}
