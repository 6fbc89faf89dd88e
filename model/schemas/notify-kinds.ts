// The enumerations of notifications, kept free of valibot so that the app's notification screens
// and the functions can import them without carrying a schema: the events that notify, the
// categories preferences and unsubscribe links work by, where a category goes, the outbox's and
// a mail delivery's states, and why a delivery failed.

/**
 * The events that notify people (comment_added and mentioned come from client review; the
 * account_ ones are an address's verification, a password reset and a sign-in link).
 */
export const NOTIFY_EVENTS = [
  'invitation',
  'approval_requested',
  'approved',
  'approved_unscheduled',
  'changes_requested',
  'approval_reopened',
  'approval_reminder',
  'approval_overdue',
  'comment_added',
  'mentioned',
  'review_link_shared',
  'published',
  'partially_published',
  'publish_failed',
  'channel_reconnect',
  'webhook_paused',
  'service_request_created',
  'service_request_answered',
  'service_request_replied',
  'onboarding_submitted',
  'onboarding_approved',
  'onboarding_rejected',
  'courtesy_expiring',
  'credential_expiring',
  'plan_upgrade_requested',
  'terms_updated',
  'account_verify',
  'account_reset',
  'account_sign_in',
  'inbox_assigned',
  'report_ready',
  'inbox_client_answered',
] as const;
export type NotifyEvent = (typeof NOTIFY_EVENTS)[number];

/** The categories; `account` (invitations, new terms) is always emailed, so nobody chooses it. */
export const NOTIFY_CATEGORIES = [
  'approvals',
  'publishing',
  'channels',
  'requests',
  'onboarding',
  'subscriptions',
  'account',
] as const;
export type NotifyCategory = (typeof NOTIFY_CATEGORIES)[number];

/** Where a category's notices go: email, the in-app centre, both, or nowhere. */
export const NOTIFY_CHANNELS = ['both', 'email', 'in_app', 'none'] as const;
export type NotifyChannel = (typeof NOTIFY_CHANNELS)[number];

/** An outbox document waits as `pending` until fanned out, or is `rejected` (unknown event). */
export const OUTBOX_STATUSES = ['pending', 'processed', 'rejected'] as const;

/**
 * A mail delivery's life: `digest` waits for the morning's digest (then `digested`), `pending`
 * waits to be sent, `sending` is claimed by one sender, `unconfirmed` lost its sender mid-send.
 */
export const DELIVERY_STATES = [
  'digest',
  'digested',
  'pending',
  'sending',
  'sent',
  'failed',
  'unconfirmed',
] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/** Why a delivery was not sent, as a code (the server's own words stay in the logs). */
export const FAILURE_REASONS = [
  'unreachable',
  'busy',
  'rejected',
  'auth',
  'unconfirmed',
  'other',
] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];
