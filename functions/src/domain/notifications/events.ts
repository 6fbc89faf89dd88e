// The events that notify people, the category each belongs to (preferences and unsubscribe
// links work per category) and the parameters each message may use.

export const NOTIFY_EVENTS = [
  'invitation',
  'approval_requested',
  'approved',
  'changes_requested',
  // Client review: comments on posts.
  'comment_added',
  'mentioned',
  // Client review: a review link sent to its reviewer's address.
  'review_link_shared',
  'published',
  'partially_published',
  'publish_failed',
  'channel_reconnect',
  'service_request_created',
  'service_request_answered',
  'service_request_replied',
  'onboarding_submitted',
  'onboarding_approved',
  'onboarding_rejected',
  'courtesy_expiring',
  'terms_updated',
] as const;
export type NotifyEvent = (typeof NOTIFY_EVENTS)[number];

export const CATEGORIES = [
  'approvals',
  'publishing',
  'channels',
  'requests',
  'onboarding',
  'subscriptions',
  'account',
] as const;
export type Category = (typeof CATEGORIES)[number];

export const CATEGORY_OF: Record<NotifyEvent, Category> = {
  invitation: 'account',
  approval_requested: 'approvals',
  approved: 'approvals',
  changes_requested: 'approvals',
  comment_added: 'approvals',
  mentioned: 'approvals',
  review_link_shared: 'approvals',
  published: 'publishing',
  partially_published: 'publishing',
  publish_failed: 'publishing',
  channel_reconnect: 'channels',
  service_request_created: 'requests',
  service_request_answered: 'requests',
  service_request_replied: 'requests',
  onboarding_submitted: 'onboarding',
  onboarding_approved: 'onboarding',
  onboarding_rejected: 'onboarding',
  courtesy_expiring: 'subscriptions',
  terms_updated: 'account',
};

/**
 * Mail a person must get whatever their preferences say: an invitation goes to someone who has
 * no preferences yet, and new terms concern the contract itself.
 */
export const ALWAYS_EMAILED: ReadonlySet<NotifyEvent> = new Set([
  'invitation',
  'terms_updated',
  // Sent once, at staff's request, to a reviewer who has no account and so no preferences.
  'review_link_shared',
]);

/** Where each channel of a category goes: email, the in-app centre, both, or nowhere. */
export type Channel = 'both' | 'email' | 'in_app' | 'none';

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
  /** Extra naming for invitations: the workspace or product invited to. */
  place?: string;
}
