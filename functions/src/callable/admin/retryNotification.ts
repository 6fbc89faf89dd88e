// An admin sends an undelivered email again: one that failed every attempt, or one whose
// sender stopped mid-send (unconfirmed: the admin judged it did not arrive).

import { recordAudit } from '../../domain/audit';
import { isSuperAdminCaller } from '../../domain/caller';
import { denied, precondition } from '../../domain/errors';
import { requeueDelivery } from '../../domain/notifications/deliver';
import { signedIn } from '../define';

export const retryNotification = signedIn(
  'retryNotification',
  async (input, { db, caller, now }) => {
    if (!isSuperAdminCaller(caller))
      throw denied('Only super admins can send notifications again.');
    if (!(await requeueDelivery(db, input.deliveryKey, now)))
      throw precondition('Only a failed or unconfirmed email can be sent again.');
    await db.runTransaction(async (tx) => {
      recordAudit(db, tx, {
        action: 'notification.retry',
        actorUid: caller.uid,
        product: null,
        target: `mailDeliveries/${input.deliveryKey}`,
        details: {},
      });
    });
    return { deliveryKey: input.deliveryKey, state: 'pending' };
  },
);
