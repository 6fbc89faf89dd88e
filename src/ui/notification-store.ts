// Notifications shown at the top of the page; each closes itself after a fixed time-out.

import { proxy } from 'valtio/vanilla';
import { NOTIFICATION_TIMEOUT_MS } from '../lib/constants';

export type NotificationKind = 'info' | 'success' | 'error';

export interface Notification {
  id: number;
  kind: NotificationKind;
  message: string;
}

export const notifications = proxy<{ items: Notification[] }>({ items: [] });

let nextId = 1;

export function dismissNotification(id: number): void {
  notifications.items = notifications.items.filter((item) => item.id !== id);
}

export function notify(message: string, kind: NotificationKind = 'info'): number {
  const id = nextId++;
  notifications.items = [...notifications.items, { id, kind, message }];
  setTimeout(() => dismissNotification(id), NOTIFICATION_TIMEOUT_MS);
  return id;
}
