import { useLingui } from '@lingui/react';
import { useSnapshot } from 'valtio/react';
import { NOTIFICATION_POSITION } from '../lib/constants';
import { common } from './messages';
import { dismissNotification, notifications } from './notification-store';

export function Notifications() {
  const { items } = useSnapshot(notifications);
  const { _ } = useLingui();
  return (
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
}
