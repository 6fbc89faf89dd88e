// Delivers a notification as soon as its outbox document is written. The every-minute
// deliverNotifications pass retries whatever this leaves (a failure, a crash, a digest).
// (firebase-tools registers Firestore triggers only with its own Firestore emulator, which
// cannot run offline; in the local stack the stack ticks deliverNotifications instead.)

import { onDocumentCreated } from 'firebase-functions/v2/firestore';
import { REGION } from '../config';
import { deliverOne } from '../domain/notifications/deliver';
import { DELIVERIES, fanOut } from '../domain/notifications/fanout';
import { db } from '../firebase';
import { MAIL_SECRETS, notifyConfig, smtpSettings } from '../mail/config';
import { smtpTransport } from '../mail/transport';

export const onOutboxCreated = onDocumentCreated(
  { document: 'outbox/{id}', region: REGION, secrets: MAIL_SECRETS, retry: false },
  async (event) => {
    const config = notifyConfig();
    await fanOut(db(), event.params.id, config, new Date());
    const settings = smtpSettings();
    if (!settings.host) return;
    const transport = smtpTransport(settings);
    const mine = await db()
      .collection(DELIVERIES)
      .where('outboxId', '==', event.params.id)
      .where('state', '==', 'pending')
      .get();
    for (const doc of mine.docs) {
      await deliverOne(db(), doc.id, transport, config.from, () => new Date());
    }
  },
);
