// Review links and approval modes (client review): staff and owners manage links; a reviewer
// without an account opens one and acts through it. Every call is a callable.

import type { CallableReply } from '@model/callables';
import type { ApprovalMode, ApprovalStepDef } from '@model/schemas/approval';
import type { WhiteLabel } from '@model/schemas/branding/white-label';
import type { ReminderHours } from '@model/schemas/posts/approval-clock';
import type {
  ReviewAction,
  ReviewLinkSummary,
  ReviewLinkView,
  ReviewScope,
} from '@model/schemas/review-links';
import { callFunction } from '../functions';

export type { ReviewAction, ReviewLinkSummary, ReviewLinkView, ReviewScope };

export function createReviewLink(input: {
  requestId: string;
  workspaceId: string;
  from: string;
  to: string;
  scope: ReviewScope;
  validDays: number;
  reviewerName?: string;
  reviewerEmail?: string;
}): Promise<CallableReply<'createReviewLink'>> {
  return callFunction('createReviewLink', input);
}

export function listReviewLinks(workspaceId: string): Promise<CallableReply<'listReviewLinks'>> {
  return callFunction('listReviewLinks', { workspaceId });
}

/** The white label a client's host name wears (a public callable: what its pages show). */
export function whiteLabelForHost(host: string): Promise<CallableReply<'whiteLabelForHost'>> {
  return callFunction('whiteLabelForHost', { host });
}

/** Sets (or with null removes) the workspace's white label; colours below WCAG AA are refused. */
export function setWhiteLabel(
  workspaceId: string,
  whiteLabel: WhiteLabel | null,
): Promise<unknown> {
  return callFunction('setWhiteLabel', { workspaceId, whiteLabel });
}

export function revokeReviewLink(workspaceId: string, linkId: string): Promise<unknown> {
  return callFunction('revokeReviewLink', { workspaceId, linkId });
}

export function openReviewLink(token: string): Promise<CallableReply<'openReviewLink'>> {
  return callFunction('openReviewLink', { token });
}

export function actOnReviewLink(input: {
  token: string;
  postId: string;
  action: ReviewAction;
  reviewerName: string;
  comment?: string;
}): Promise<CallableReply<'actOnReviewLink'>> {
  return callFunction('actOnReviewLink', input);
}

export function setApprovalMode(
  workspaceId: string,
  mode: ApprovalMode,
  steps?: ApprovalStepDef[],
  scheduleOnApproval?: boolean,
  reminderHours?: ReminderHours,
): Promise<CallableReply<'setApprovalMode'>> {
  return callFunction('setApprovalMode', {
    workspaceId,
    mode,
    ...(mode === 'multi' && steps ? { steps } : {}),
    scheduleOnApproval,
    ...(reminderHours === undefined ? {} : { reminderHours }),
  });
}

/** An approved post back to draft for editing: it needs approval again. */
export function reopenPost(workspaceId: string, postId: string): Promise<unknown> {
  return callFunction('reopenPost', { workspaceId, postId });
}

/** One image of a post the link covers, inline; a video or a large image answers no bytes. */
export function openReviewMedia(
  token: string,
  postId: string,
  index: number,
): Promise<CallableReply<'openReviewMedia'>> {
  return callFunction('openReviewMedia', { token, postId, index });
}
