// The `metaWebhook` HTTPS function: Meta's callback for Page and Instagram comments and messages
// (domain/inbox/metaInbound.ts). The app secret signs each delivery; the verify token is the one
// typed into the Meta app's Webhooks settings.

import { defineSecret, defineString } from 'firebase-functions/params';
import { onRequest } from 'firebase-functions/v2/https';
import { REGION } from '../config';
import { handleMetaWebhook } from '../domain/inbox/metaInbound';
import { db } from '../firebase';

const META_APP_SECRET = defineSecret('META_APP_SECRET');
const META_WEBHOOK_VERIFY_TOKEN = defineString('META_WEBHOOK_VERIFY_TOKEN', {
  default: '',
  description: "The verify token typed into the Meta app's Webhooks settings",
});

export const metaWebhook = onRequest(
  { region: REGION, timeoutSeconds: 60, invoker: 'public', secrets: [META_APP_SECRET] },
  async (req, res) => {
    const url = new URL(req.url, 'http://webhook.invalid');
    const answer = await handleMetaWebhook(
      db(),
      {
        method: req.method,
        query: url.searchParams,
        // The signature covers the bytes Meta sent, which only the raw body still holds.
        rawBody: req.rawBody ?? Buffer.alloc(0),
        signature: req.get('x-hub-signature-256'),
      },
      { appSecret: META_APP_SECRET.value(), verifyToken: META_WEBHOOK_VERIFY_TOKEN.value() },
    );
    res.status(answer.status).type('text/plain').send(answer.body);
  },
);
