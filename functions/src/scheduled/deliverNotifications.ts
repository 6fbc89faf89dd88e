// Every minute: scheduled reports due (domain/reports/schedules.ts), then the notification
// pipeline's retry pass (domain/notifications/drain.ts). In the
// local stack it is also what delivers at all, ticked every few seconds by the stack.

import { onSchedule } from 'firebase-functions/v2/scheduler';
import { REGION } from '../config';
import { drainNotifications } from '../domain/notifications/drain';
import { queueDueReports } from '../domain/reports/schedules';
import { db } from '../firebase';
import { MAIL_SECRETS, notifyConfig, smtpSettings } from '../mail/config';
import { smtpTransport } from '../mail/transport';
import { recordJobRun } from './jobRun';

export const deliverNotifications = onSchedule(
  { schedule: 'every 1 minutes', region: REGION, secrets: MAIL_SECRETS },
  async () => {
    const settings = smtpSettings();
    await recordJobRun(db(), 'deliverNotifications', async () => {
      const transport = settings.host
        ? smtpTransport(settings)
        : {
            send: async () => {
              throw new Error('No mail server is configured (SMTP_HOST).');
            },
          };
      // Scheduled reports whose time has come join the outbox first, and go out in this pass.
      await queueDueReports(db(), new Date());
      const result = await drainNotifications(db(), notifyConfig(), transport);
      return { processed: result.sent + result.fannedOut };
    });
  },
);
