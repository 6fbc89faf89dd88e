// Notifications: the admin's "send again" callable, and the stored shapes of the server-only
// pipeline: an outbox document written with the change it reports, the entries of each person's
// notification centre, the mail deliveries, each person's preferences, and the notices the
// server leaves in a workspace (a channel that needs reconnecting).

import * as v from 'valibot';
import { SUPPORTED_LOCALES } from '../constants';
import { PRODUCTS } from '../roles';
import { CHANNEL_NEEDS_RECONNECT } from './channels/channels';
import {
  DELIVERY_STATES,
  FAILURE_REASONS,
  NOTIFY_CATEGORIES,
  NOTIFY_CHANNELS,
  NOTIFY_EVENTS,
  OUTBOX_STATUSES,
} from './notify-kinds';
import { nullableTimestampSchema, storedObject, timestampSchema } from './stored';

/** An admin's "send again" for an undelivered email (mailDeliveries/{deliveryKey}). */
export const retryNotificationSchema = v.strictObject({
  deliveryKey: v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,200}$/, 'must be a delivery key')),
});
export type RetryNotificationInput = v.InferOutput<typeof retryNotificationSchema>;

const notifyEventSchema = v.picklist(NOTIFY_EVENTS);
const categorySchema = v.picklist(NOTIFY_CATEGORIES);
/** Where one category's notices go. */
export const notifyChannelSchema = v.picklist(NOTIFY_CHANNELS);
const productSchema = v.picklist(PRODUCTS);
const localeSchema = v.picklist(SUPPORTED_LOCALES);

/** A message's parameters: short texts, already clipped by the writer. */
const paramsSchema = v.record(v.string(), v.string());

// ----------------------------------------------------------------------- stored: outbox/{id}

/**
 * Who hears about it: named users, every admin of a product, or every account (split into
 * batches of named users when delivered). Bare addresses go in `recipients` instead.
 */
export const outboxAudienceSchema = v.union([
  v.object({ uids: v.array(v.string()) }),
  v.object({ staffOf: productSchema }),
  v.object({ allUsers: v.literal(true) }),
  v.object({}),
]);

/**
 * outbox/{id}: one notice waiting to be fanned out, written in the transaction of the change it
 * reports. An invitation carries its template data under `data` (its accept link is removed
 * once copied into the delivery); every other event carries `params`, `path` and `product`.
 * A notice for every account is split into children that name their `parent`.
 */
export const outboxDocSchema = v.object({
  event: notifyEventSchema,
  audience: v.optional(outboxAudienceSchema),
  recipients: v.optional(
    v.array(
      v.object({
        uid: v.optional(v.nullable(v.string())),
        email: v.optional(v.nullable(v.string())),
        locale: v.optional(v.string()),
      }),
    ),
  ),
  params: v.optional(paramsSchema),
  data: v.optional(v.record(v.string(), v.unknown())),
  /** The item's path in the app, e.g. /app/posts?workspace=w&post=p. */
  path: v.optional(v.string()),
  product: v.optional(productSchema),
  actorUid: v.optional(v.nullable(v.string())),
  /** The workspace the notice is about; its white label dresses the mail. */
  workspaceId: v.optional(v.string()),
  status: v.picklist(OUTBOX_STATUSES),
  parent: v.optional(v.string()),
  split: v.optional(v.boolean()),
  processedAt: v.optional(timestampSchema),
  inApp: v.optional(v.number()),
  emails: v.optional(v.number()),
  error: v.optional(v.string()),
  createdAt: timestampSchema,
});
export type OutboxDoc = v.InferOutput<typeof outboxDocSchema>;

// ---------------------------------------------------- stored: notifications/{uid}/items/{id}

/** One entry of a person's notification centre (its id is the outbox document's). */
export const notificationItemDocSchema = v.object({
  event: notifyEventSchema,
  category: categorySchema,
  title: v.string(),
  body: v.string(),
  link: v.string(),
  /** The only fields the owner may change. */
  read: v.boolean(),
  readAt: v.optional(nullableTimestampSchema),
  createdAt: timestampSchema,
});
export type NotificationItemDoc = v.InferOutput<typeof notificationItemDocSchema>;

// ------------------------------------------------------------- stored: notificationPrefs/{uid}

/** A person's choices: a channel per category (missing means both), a digest, mail's language. */
export const notificationPrefsDocSchema = v.object({
  channels: v.optional(v.record(categorySchema, notifyChannelSchema)),
  digest: v.optional(v.boolean()),
  locale: v.optional(localeSchema),
  updatedAt: v.optional(timestampSchema),
});
export type NotificationPrefsDoc = v.InferOutput<typeof notificationPrefsDocSchema>;

// ------------------------------------------------------------- stored: mailDeliveries/{key}

/**
 * One email to one recipient (key: outbox id and recipient), or a morning digest of several.
 * The body (`text`, `html`) is dropped once sent or digested; `entry` keeps what the digest
 * needs (never an invitation's secret link).
 */
export const mailDeliveryDocSchema = storedObject({
  outboxId: v.optional(v.string()),
  event: v.union([notifyEventSchema, v.literal('digest')]),
  category: v.nullable(categorySchema),
  uid: v.nullable(v.string()),
  email: v.string(),
  locale: localeSchema,
  siteName: v.string(),
  /** The sender name a workspace's white label gives its mail (From's display name). */
  senderName: v.optional(v.nullable(v.string())),
  product: v.optional(productSchema),
  subject: v.string(),
  text: v.optional(v.string()),
  html: v.optional(v.string()),
  unsubscribeUrl: v.nullable(v.string()),
  entry: v.optional(
    v.nullable(v.object({ event: notifyEventSchema, params: paramsSchema, link: v.string() })),
  ),
  /** A file made when the mail is sent: a scheduled report's PDF in the recipient's language. */
  attachment: v.optional(
    v.nullable(
      v.object({
        kind: v.literal('report'),
        workspaceId: v.string(),
        period: v.picklist(['last_week', 'last_month']),
        /** The moment the period is computed from: the schedule's run. */
        at: timestampSchema,
      }),
    ),
  ),
  /** A digest's deliveries. */
  items: v.optional(v.array(v.string())),
  /** A digested delivery's digest. */
  digestKey: v.optional(v.string()),
  state: v.picklist(DELIVERY_STATES),
  digestDueAt: v.optional(nullableTimestampSchema),
  attempts: v.number(),
  nextAttemptAt: timestampSchema,
  attemptId: v.nullable(v.string()),
  attemptStartedAt: v.optional(timestampSchema),
  sentAt: v.optional(timestampSchema),
  failureReason: v.optional(v.nullable(v.picklist(FAILURE_REASONS))),
  lastError: v.optional(v.null()),
});
export type MailDeliveryDoc = v.InferOutput<typeof mailDeliveryDocSchema>;

// ---------------------------------------------- stored: workspaces/{id}/notifications/{id}

/** What the server tells a workspace's members; today only that a channel needs reconnecting. */
export const workspaceNoticeDocSchema = storedObject({
  kind: v.literal(CHANNEL_NEEDS_RECONNECT),
  channelId: v.string(),
  provider: v.string(),
  handle: v.string(),
  message: v.string(),
});
export type WorkspaceNoticeDoc = v.InferOutput<typeof workspaceNoticeDocSchema>;
