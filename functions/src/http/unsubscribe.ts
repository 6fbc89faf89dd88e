// The `unsubscribe` HTTPS function: the link at the foot of every notification email.

import { onRequest } from 'firebase-functions/v2/https';
import { REGION } from '../config';
import { unsubscribePage } from '../domain/notifications/unsubscribePage';
import { db } from '../firebase';
import { NOTIFY_SIGNING_KEY } from '../mail/config';

export const unsubscribe = onRequest(
  { region: REGION, timeoutSeconds: 30, invoker: 'public', secrets: [NOTIFY_SIGNING_KEY] },
  async (req, res) => {
    const url = new URL(req.url, 'http://unsubscribe.invalid');
    const body = (req.body ?? {}) as Record<string, unknown>;
    const token =
      url.searchParams.get('token') ?? (typeof body.token === 'string' ? body.token : '');
    const answer = await unsubscribePage(db(), NOTIFY_SIGNING_KEY.value(), req.method, token);
    res.status(answer.status).set('content-type', 'text/html; charset=utf-8').send(answer.html);
  },
);
