// The events that notify people, the category each belongs to (preferences and unsubscribe
// links work per category) and the parameters each message may use.

import {
  NOTIFY_CATEGORIES,
  NOTIFY_EVENTS,
  type NotifyCategory,
  type NotifyChannel,
  type NotifyEvent,
} from '@model/schemas/notify-kinds';

export { NOTIFY_EVENTS, type NotifyEvent };
export const CATEGORIES = NOTIFY_CATEGORIES;
export type Category = NotifyCategory;

export const CATEGORY_OF: Record<NotifyEvent, Category> = {
  invitation: 'account',
  approval_requested: 'approvals',
  approved: 'approvals',
  approved_unscheduled: 'approvals',
  changes_requested: 'approvals',
  approval_reopened: 'approvals',
  approval_reminder: 'approvals',
  approval_overdue: 'approvals',
  comment_added: 'approvals',
  mentioned: 'approvals',
  review_link_shared: 'approvals',
  published: 'publishing',
  partially_published: 'publishing',
  publish_failed: 'publishing',
  channel_reconnect: 'channels',
  webhook_paused: 'channels',
  service_request_created: 'requests',
  service_request_answered: 'requests',
  service_request_replied: 'requests',
  onboarding_submitted: 'onboarding',
  onboarding_approved: 'onboarding',
  onboarding_rejected: 'onboarding',
  courtesy_expiring: 'subscriptions',
  // A channel's sign-in lapses before posts scheduled on it (credentialWarnings.ts).
  credential_expiring: 'channels',
  plan_upgrade_requested: 'subscriptions',
  terms_updated: 'account',
  account_verify: 'account',
  account_reset: 'account',
  account_sign_in: 'account',
  // The team's work on what the posts bring back, beside their work on the posts.
  inbox_assigned: 'approvals',
  // A client's report goes with the review of their posts.
  report_ready: 'approvals',
  // The client answered the team's question on a conversation: the inbox work goes on.
  inbox_client_answered: 'approvals',
};

/** The account emails (sendAccountEmail): one address, one secret link, nothing else. */
export const ACCOUNT_EVENTS: ReadonlySet<NotifyEvent> = new Set([
  'account_verify',
  'account_reset',
  'account_sign_in',
]);

/**
 * Mail a person must get whatever their preferences say: an invitation goes to someone who has
 * no preferences yet, and new terms concern the contract itself.
 */
export const ALWAYS_EMAILED: ReadonlySet<NotifyEvent> = new Set([
  'invitation',
  'terms_updated',
  // Sent once, at staff's request, to a reviewer who has no account and so no preferences.
  'review_link_shared',
  // Sent on a schedule to recipients the schedule names, who may have no account.
  'report_ready',
  // Asked for by the address itself, which may have no account yet.
  'account_verify',
  'account_reset',
  'account_sign_in',
]);

/** Where each channel of a category goes: email, the in-app centre, both, or nowhere. */
export type Channel = NotifyChannel;

export function isNotifyEvent(value: unknown): value is NotifyEvent {
  return typeof value === 'string' && (NOTIFY_EVENTS as readonly string[]).includes(value);
}

/** Parameters a message may show; every one is optional text, already shortened by the writer. */
export interface EventParams {
  /** Who did it (display name or email). */
  actor?: string;
  /** The post's first words, a request's title, a workspace or channel name. */
  subject?: string;
  /** A reviewer's comment or a staff reply. */
  comment?: string;
  /** Each network's reason, one per line. */
  reasons?: string;
  /** A date, already formatted as ISO; the renderer localises it. */
  date?: string;
  /** An instant (ISO), shown with its time in `zone`; the renderer localises it. */
  when?: string;
  /** The IANA time zone `when` is shown in (the post's). */
  zone?: string;
  /** Extra naming for invitations: the workspace or product invited to. */
  place?: string;
}
