import { useLingui } from '@lingui/react';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { useSnapshot } from 'valtio/react';
import { NOTIFICATION_POSITION } from '../lib/constants';
import { common } from './messages';
import { dismissNotification, notifications } from './notification-store';

/** Follows modal dialogs opening and closing, so notices can be drawn inside the top one. */
function useTopModal(): Element | null {
  const [modal, setModal] = useState<Element | null>(null);
  useEffect(() => {
    const observer = new MutationObserver(() =>
      setModal([...document.querySelectorAll('dialog:modal')].pop() ?? null),
    );
    observer.observe(document.body, { subtree: true, childList: true, attributeFilter: ['open'] });
    return () => observer.disconnect();
  }, []);
  return modal;
}

export function Notifications() {
  const { items } = useSnapshot(notifications);
  const { _ } = useLingui();
  const modal = useTopModal();
  const list = (
    <div className={`notifications notifications-${NOTIFICATION_POSITION}`} aria-live="polite">
      {items.map((item) => (
        <div
          key={item.id}
          className={`notification notification-${item.kind}`}
          role={item.kind === 'error' ? 'alert' : 'status'}
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
  // A modal dialog sits in the top layer and makes the page beneath it inert: notices drawn
  // outside it would be hidden behind its backdrop and their close button unreachable.
  return modal ? createPortal(list, modal) : list;
}
