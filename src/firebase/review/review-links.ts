// Review links and approval modes (client review): staff and owners manage links; a reviewer
// without an account opens one and acts through it. Every call is a callable.

import type { ApprovalMode, ApprovalStepDef } from '@model/schemas/approval';
import type { PublicWhiteLabel, WhiteLabel } from '@model/schemas/branding/white-label';
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
}): Promise<{ linkId: string; url?: string; expiresAt: string; emailed: boolean }> {
  return callFunction('createReviewLink', input);
}

export function listReviewLinks(workspaceId: string): Promise<{
  links: ReviewLinkSummary[];
  approvalMode: ApprovalMode;
  approvalSteps: ApprovalStepDef[];
  reminderHours?: ReminderHours;
  scheduleOnApproval: boolean;
  whiteLabel: WhiteLabel | null;
}> {
  return callFunction('listReviewLinks', { workspaceId });
}

/** The white label a client's host name wears (a public callable: what its pages show). */
export function whiteLabelForHost(host: string): Promise<{ whiteLabel: PublicWhiteLabel | null }> {
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

export function openReviewLink(token: string): Promise<ReviewLinkView> {
  return callFunction('openReviewLink', { token });
}

export function actOnReviewLink(input: {
  token: string;
  postId: string;
  action: ReviewAction;
  reviewerName: string;
  comment?: string;
}): Promise<{ postId: string; status: string }> {
  return callFunction('actOnReviewLink', input);
}

export function setApprovalMode(
  workspaceId: string,
  mode: ApprovalMode,
  steps?: ApprovalStepDef[],
  scheduleOnApproval?: boolean,
  reminderHours?: ReminderHours,
): Promise<{ mode: ApprovalMode; steps: ApprovalStepDef[] }> {
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
): Promise<{ contentType: string; data?: string; tooLarge?: boolean }> {
  return callFunction('openReviewMedia', { token, postId, index });
}
