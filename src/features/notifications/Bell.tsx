// The bell in the signed-in header: the unread count (kept current by useUnreadCount, live or
// polled, as data-live says) and a panel with the latest notifications. Loaded as its own chunk
// once the layout has rendered.

import { useLingui } from '@lingui/react';
import { useEffect, useId, useRef, useState } from 'react';
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
import { Skeleton } from '../../ui/Skeleton';
import { useLoad } from '../../ui/use-load';
import { useVariant } from '../../ui/variant';
import { m } from './messages';
import { NotificationList } from './NotificationList';
import { addNotifyStyles } from './styles';
import { useUnreadCount } from './use-unread-count';

export default function Bell() {
  const { _ } = useLingui();
  // smm has its own routes; connect shows both as views of /app/settings (notificationPaths says which).
  const paths = notificationPaths(useVariant().product);
  const { uid } = useSnapshot(session);
  const { count, live, refresh } = useUnreadCount(uid);
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const wrapper = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);

  useEffect(addNotifyStyles, []);

  // Read when the panel opens and again, quietly, when the unread count says something changed.
  const { load, set } = useLoad(() => listNotifications(uid ?? ''), [uid, count], {
    enabled: open && Boolean(uid),
    keepWhileChanging: true,
    report: () => notify(_(m.loadFailed), 'error'),
  });
  const items = load.state === 'ready' ? load.value : null;
  const setItems = (change: (list: NotificationItem[]) => NotificationItem[]) => {
    if (items) set(change(items));
  };

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        setOpen(false);
        button.current?.focus();
      }
    };
    const onClick = (event: MouseEvent) => {
      if (wrapper.current && !wrapper.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('mousedown', onClick);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('mousedown', onClick);
    };
  }, [open]);

  if (!uid) return null;
  const read = async (ids: string[]) => {
    try {
      await markRead(uid, ids);
      setItems((list) =>
        list.map((item) => (ids.includes(item.id) ? { ...item, read: true } : item)),
      );
      refresh();
    } catch {
      notify(_(m.saveFailed), 'error');
    }
  };
  const readAll = async () => {
    try {
      await markAllRead(uid);
      notify(_(m.allRead), 'success');
      setItems((list) => list.map((item) => ({ ...item, read: true })));
      refresh();
    } catch {
      notify(_(m.saveFailed), 'error');
    }
  };
  const label = count ? _({ ...m.bellUnread, values: { count } }) : _(m.bell);
  return (
    <div className="notify-bell" ref={wrapper}>
      <button
        ref={button}
        type="button"
        className="button notify-bell-button"
        aria-label={label}
        aria-expanded={open}
        aria-controls={panelId}
        data-live={live}
        onClick={() => setOpen((value) => !value)}
      >
        {/* Drawn, not an emoji: a system without an emoji font would show an empty box. */}
        <svg aria-hidden="true" width="18" height="18" viewBox="0 0 18 18">
          <path
            d="M9 2a5 5 0 0 0-5 5v3.5L2.5 13h13L14 10.5V7a5 5 0 0 0-5-5zM7 15a2 2 0 0 0 4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.6"
            strokeLinejoin="round"
          />
        </svg>
        {count ? (
          <span className="notify-count" data-testid="notify-count" aria-hidden="true">
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </button>
      {open ? (
        <section id={panelId} className="notify-panel" aria-label={_(m.panelTitle)}>
          <header>
            <h2>{_(m.panelTitle)}</h2>
            <button type="button" className="button" onClick={readAll} disabled={!count}>
              {_(m.markAllRead)}
            </button>
          </header>
          {load.state === 'loading' ? (
            <Skeleton shape="lines" />
          ) : items === null ? null : items.length === 0 ? (
            <p>{_(m.empty)}</p>
          ) : (
            <NotificationList
              items={items}
              onOpen={async (item) => {
                setOpen(false);
                if (!item.read) await read([item.id]);
              }}
              onMarkRead={(item) => read([item.id])}
            />
          )}
          <div className="notify-actions">
            <Link href={paths.history} onClick={() => setOpen(false)}>
              {_(m.seeAll)}
            </Link>
            <Link href={paths.settings} onClick={() => setOpen(false)}>
              {_(m.settingsLink)}
            </Link>
          </div>
        </section>
      ) : null}
    </div>
  );
}
