import { useLingui } from '@lingui/react';
import type { MouseEvent } from 'react';
import { useLocation, useRouter } from 'wouter';
import type { NotificationItem } from '../../firebase/notifications';
import { m } from './messages';

/** The app-internal path of a stored link, or null when it leads elsewhere. */
export function internalPath(link: string, base: string): string | null {
  try {
    const url = new URL(link, window.location.origin);
    if (url.origin !== window.location.origin) return null;
    const path = `${url.pathname}${url.search}`;
    if (!base) return path;
    return path === base || path.startsWith(`${base}/`) ? path.slice(base.length) || '/' : null;
  } catch {
    return null;
  }
}

export function NotificationList({
  items,
  onOpen,
  onMarkRead,
}: {
  items: NotificationItem[];
  /** Called before following an entry's link, to mark it read. */
  onOpen: (item: NotificationItem) => Promise<void>;
  onMarkRead: (item: NotificationItem) => void;
}) {
  const { _, i18n } = useLingui();
  const [, navigate] = useLocation();
  const { base } = useRouter();
  const follow = (item: NotificationItem) => async (event: MouseEvent<HTMLAnchorElement>) => {
    const path = internalPath(item.link, base);
    if (!path || event.metaKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    await onOpen(item).catch(() => undefined);
    navigate(path);
  };
  return (
    <ul className="notify-list">
      {items.map((item) => (
        <li key={item.id} className="notify-item" data-read={item.read ? 'true' : 'false'}>
          {item.read ? null : <span className="visually-hidden">{_(m.unreadLabel)}</span>}
          <a href={item.link} onClick={follow(item)}>
            {item.title}
          </a>
          <p>{item.body}</p>
          {item.createdAt ? (
            <time dateTime={new Date(item.createdAt).toISOString()}>
              {i18n.date(new Date(item.createdAt), { dateStyle: 'medium', timeStyle: 'short' })}
            </time>
          ) : null}
          {item.read ? null : (
            <button type="button" className="button" onClick={() => onMarkRead(item)}>
              {_(m.markRead)}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
