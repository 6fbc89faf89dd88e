// A workspace's webhooks: create, list, change, rotate the secret, test, redeliver, delete: each
// callable's payload schema and reply (see ./entry.ts).

import {
  createWebhookSchema,
  listWebhooksSchema,
  redeliverWebhookSchema,
  updateWebhookSchema,
  type WebhookSummary,
  webhookRefSchema,
} from '../schemas/platform/webhooks';
import { reply } from './entry';

/** The reply of redeliverWebhook, testWebhook. */
export interface RedeliverWebhookReply {
  deliveryId: string | null;
}

export const WEBHOOK_CALLABLES = {
  createWebhook: {
    input: createWebhookSchema,
    reply: reply<{
      webhookId: string;
      secret?: string;
    }>(),
  },
  deleteWebhook: {
    input: webhookRefSchema,
    reply: reply<{
      webhookId: string;
      deleted: true;
    }>(),
  },
  listWebhooks: {
    input: listWebhooksSchema,
    reply: reply<{
      webhooks: WebhookSummary[];
    }>(),
  },
  redeliverWebhook: { input: redeliverWebhookSchema, reply: reply<RedeliverWebhookReply>() },
  rotateWebhookSecret: {
    input: webhookRefSchema,
    reply: reply<{
      webhookId: string;
      secret: string;
      previousSecretUntil: string;
    }>(),
  },
  testWebhook: { input: webhookRefSchema, reply: reply<RedeliverWebhookReply>() },
  updateWebhook: {
    input: updateWebhookSchema,
    reply: reply<{
      webhookId: string;
    }>(),
  },
} as const;
