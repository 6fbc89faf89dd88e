// A workspace's webhooks through their callables: list with the delivery log, create (the secret
// comes back once), change events or resume, rotate the secret (the new one comes back once),
// send a test event, redeliver, delete.

import type { CallableReply } from '@model/callables';
import type {
  WebhookDeliverySummary,
  WebhookEvent,
  WebhookSummary,
} from '@model/schemas/platform/webhooks';
import { callFunction } from './functions';

export type { WebhookDeliverySummary, WebhookEvent, WebhookSummary };

interface Ref {
  workspaceId: string;
  webhookId: string;
}

export async function listWebhooks(workspaceId: string): Promise<WebhookSummary[]> {
  const reply = await callFunction('listWebhooks', { workspaceId });
  return reply.webhooks;
}

export function createWebhook(input: {
  requestId: string;
  workspaceId: string;
  url: string;
  events: WebhookEvent[];
}): Promise<CallableReply<'createWebhook'>> {
  return callFunction('createWebhook', input);
}

export function resumeWebhook(ref: Ref): Promise<unknown> {
  return callFunction('updateWebhook', { ...ref, resume: true });
}

export function rotateWebhookSecret(ref: Ref): Promise<CallableReply<'rotateWebhookSecret'>> {
  return callFunction('rotateWebhookSecret', ref);
}

export function testWebhook(ref: Ref): Promise<unknown> {
  return callFunction('testWebhook', ref);
}

export function redeliverWebhook(ref: Ref & { deliveryId: string }): Promise<unknown> {
  return callFunction('redeliverWebhook', ref);
}

export function deleteWebhook(ref: Ref): Promise<unknown> {
  return callFunction('deleteWebhook', ref);
}
