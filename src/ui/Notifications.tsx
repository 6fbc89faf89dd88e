import { useLingui } from '@lingui/react';
import { NOTIFICATION_POSITION } from '@model/constants';
import { createPortal } from 'react-dom';
import { useSnapshot } from 'valtio/react';
import { common } from './messages';
import { dismissNotification, notifications } from './notification-store';

/**
 * Focuses a result as it appears (a stable function, so React calls it on mount only), and when
 * it goes while it still holds the focus, hands the focus to the page's main region.
 */
function takeFocus(element: HTMLDivElement | null) {
  element?.focus({ preventScroll: true });
  return () => {
    queueMicrotask(() => {
      const active = document.activeElement;
      if (active === null || active === document.body || active === element) {
        document.getElementById('content')?.focus({ preventScroll: true });
      }
    });
  };
}

export function Notifications() {
  const { items, host } = useSnapshot(notifications);
  const { _ } = useLingui();
  const list = (
    <div className={`notifications notifications-${NOTIFICATION_POSITION}`} aria-live="polite">
      {items.map((item) => (
        <div
          key={item.id}
          className={`notification notification-${item.kind}`}
          role={item.kind === 'error' ? 'alert' : 'status'}
          tabIndex={item.focus ? -1 : undefined}
          ref={item.focus ? takeFocus : undefined}
        >
          <span>{item.message}</span>
          <button
            type="button"
            className="notification-close"
            aria-label={_(common.dismiss)}
            onClick={() => dismissNotification(item.id)}
          >
            ×
          </button>
        </div>
      ))}
    </div>
  );
  // Inside an open modal dialog, or they would sit behind its backdrop, out of reach.
  return host ? createPortal(list, host as Element) : list;
}
