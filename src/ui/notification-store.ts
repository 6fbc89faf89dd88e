// Notifications shown at the top of the page. Results close themselves after
// NOTIFICATION_TIMEOUT_MS; errors stay until dismissed, because a refusal read too late is a refusal missed.

import { NOTIFICATION_TIMEOUT_MS } from '@model/constants';
import { proxy } from 'valtio/vanilla';

export type NotificationKind = 'info' | 'success' | 'error';

export interface Notification {
  id: number;
  kind: NotificationKind;
  message: string;
  /**
   * The result of what closed the dialog the person was in: it takes the focus, so it is read
   * out and the keyboard stays on the page instead of falling to <body>.
   */
  focus?: boolean;
}

/**
 * `host` is the open modal dialog notices are drawn in (set by ui/modal.ts): a modal dialog
 * makes the page beneath it inert and covers it with its backdrop.
 */
export const notifications = proxy<{ items: Notification[]; host: Element | null }>({
  items: [],
  host: null,
});

let nextId = 1;

export function dismissNotification(id: number): void {
  notifications.items = notifications.items.filter((item) => item.id !== id);
}

export function notify(
  message: string,
  kind: NotificationKind = 'info',
  options: { focus?: boolean } = {},
): number {
  const id = nextId++;
  // The same error twice in a row is one notice, not a stack of identical ones.
  notifications.items = [
    ...notifications.items,
    { id, kind, message, ...(options.focus ? { focus: true } : {}) },
  ];
  if (kind !== 'error') setTimeout(() => dismissNotification(id), NOTIFICATION_TIMEOUT_MS);
  return id;
}
