// Which webhook events a change to a stored document stands for: a post's status moving (to
// scheduled, published, partly published, failed; into review and out of it by a decision), a
// comment (not an internal note), a new service request and the agency's answer in its thread.

import type { WebhookEvent } from '@model/schemas/platform/webhooks';
import type { PostStatus } from '@model/schemas/posts/posts';

const BY_STATUS: Partial<Record<PostStatus, WebhookEvent>> = {
  scheduled: 'post.scheduled',
  published: 'post.published',
  partially_published: 'post.partly_published',
  failed: 'post.failed',
  in_review: 'approval.requested',
};

export function postEventsOf(before: unknown, after: unknown): WebhookEvent[] {
  if (before === after || typeof after !== 'string') return [];
  const events: WebhookEvent[] = [];
  if (before === 'in_review' && ['approved', 'changes_requested', 'scheduled'].includes(after)) {
    events.push('approval.decided');
  }
  const event = BY_STATUS[after as PostStatus];
  if (event) events.push(event);
  return events;
}
