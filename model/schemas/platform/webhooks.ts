// Webhooks of a workspace: endpoints that receive the events they chose, each delivery signed
// in the Standard Webhooks way, logged with its status and latency. The callables' payloads,
// the stored documents and what the screen lists.

import * as v from 'valibot';
import { docIdSchema, requestIdSchema } from '../common';
import { nullableTimestampSchema, storedObject } from '../stored';

/** The events an endpoint may choose. */
export const WEBHOOK_EVENTS = [
  'post.scheduled',
  'post.published',
  'post.partly_published',
  'post.failed',
  'approval.requested',
  'approval.decided',
  'comment.added',
  'service_request.created',
  'service_request.answered',
  'inbox.item_created',
] as const;
export type WebhookEvent = (typeof WEBHOOK_EVENTS)[number];
/** What "send a test event" sends; no endpoint chooses it, every endpoint may receive it. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

export const WEBHOOK_URL_MAX = 2000;
/** Endpoints per workspace. */
export const WEBHOOKS_MAX = 10;

const eventsSchema = v.pipe(
  v.array(v.picklist(WEBHOOK_EVENTS)),
  v.minLength(1, 'Choose at least one event.'),
  v.maxLength(WEBHOOK_EVENTS.length),
);

export const createWebhookSchema = v.strictObject({
  requestId: requestIdSchema,
  workspaceId: docIdSchema,
  url: v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(WEBHOOK_URL_MAX),
    v.url('Enter the full address, starting with https://.'),
  ),
  events: eventsSchema,
});
export type CreateWebhookInput = v.InferOutput<typeof createWebhookSchema>;

const endpointRef = { workspaceId: docIdSchema, webhookId: docIdSchema };

/** Change the chosen events, or resume a paused endpoint. */
export const updateWebhookSchema = v.strictObject({
  ...endpointRef,
  events: v.optional(eventsSchema),
  resume: v.optional(v.literal(true)),
});
export type UpdateWebhookInput = v.InferOutput<typeof updateWebhookSchema>;

/** Rotate, delete or send a test event: the endpoint alone. */
export const webhookRefSchema = v.strictObject(endpointRef);
export type WebhookRefInput = v.InferOutput<typeof webhookRefSchema>;

export const redeliverWebhookSchema = v.strictObject({ ...endpointRef, deliveryId: docIdSchema });
export type RedeliverWebhookInput = v.InferOutput<typeof redeliverWebhookSchema>;

export const listWebhooksSchema = v.strictObject({ workspaceId: docIdSchema });

export const WEBHOOK_STATUSES = ['active', 'paused'] as const;
export const DELIVERY_STATUSES = ['pending', 'retrying', 'succeeded', 'failed', 'skipped'] as const;
export type WebhookDeliveryStatus = (typeof DELIVERY_STATUSES)[number];

// ------------------------------------------------------------ stored: workspaces/{id}/webhooks

/**
 * An endpoint. Its secrets live in webhookSecrets/{workspaceId}_{webhookId}, readable by no
 * client; here only what the screen shows. It pauses itself after too many failures in a row.
 */
export const webhookDocSchema = storedObject({
  url: v.string(),
  events: v.array(v.picklist(WEBHOOK_EVENTS)),
  status: v.picklist(WEBHOOK_STATUSES),
  consecutiveFailures: v.number(),
  pausedAt: nullableTimestampSchema,
  /** The first characters of the current secret, to tell secrets apart. */
  secretPrefix: v.string(),
  /** Until when the previous secret still signs too, after a rotation. */
  previousSecretUntil: nullableTimestampSchema,
  createdBy: v.string(),
});

/** webhookSecrets/{workspaceId}_{webhookId}: the signing secrets, server-only. */
export const webhookSecretDocSchema = storedObject({
  secret: v.string(),
  previousSecret: v.nullable(v.string()),
  previousSecretUntil: nullableTimestampSchema,
});

/** workspaces/{id}/webhooks/{id}/deliveries/{id}: one event to one endpoint, and its attempts. */
export const webhookDeliveryDocSchema = storedObject({
  /** The event's id: the Webhook-Id header, the same on every attempt and redelivery. */
  eventId: v.string(),
  event: v.string(),
  /** The exact body sent (and signed), as JSON text. */
  payload: v.string(),
  status: v.picklist(DELIVERY_STATUSES),
  attempts: v.number(),
  lastStatusCode: v.nullable(v.number()),
  lastLatencyMs: v.nullable(v.number()),
  lastError: v.nullable(v.string()),
  lastAttemptAt: nullableTimestampSchema,
  nextAttemptAt: nullableTimestampSchema,
  /** Set on a manual redelivery: the delivery it repeats. */
  redeliveryOf: v.optional(v.string()),
});

/** An endpoint as its workspace's owner sees it, with its latest deliveries. */
export interface WebhookSummary {
  webhookId: string;
  url: string;
  events: WebhookEvent[];
  status: (typeof WEBHOOK_STATUSES)[number];
  consecutiveFailures: number;
  secretPrefix: string;
  /** Epoch milliseconds. */
  previousSecretUntil: number | null;
  pausedAt: number | null;
  deliveries: WebhookDeliverySummary[];
}

export interface WebhookDeliverySummary {
  deliveryId: string;
  event: string;
  status: WebhookDeliveryStatus;
  attempts: number;
  lastStatusCode: number | null;
  lastLatencyMs: number | null;
  lastError: string | null;
  /** Epoch milliseconds. */
  createdAt: number | null;
}
