// Approval mode, approval requests and decisions, review links (staff side): each callable's
// payload schema and reply (see ./entry.ts).

import { setApprovalModeSchema } from '../schemas/approval';
import type { ApprovalMode, ApprovalStepDef } from '../schemas/approval-steps';
import type { WhiteLabel } from '../schemas/branding/white-label';
import type { ReminderHours } from '../schemas/posts/approval-clock';
import {
  decidePostApprovalSchema,
  type PostStatus,
  requestPostApprovalSchema,
} from '../schemas/posts/posts';
import {
  createReviewLinkSchema,
  listReviewLinksSchema,
  type ReviewLinkSummary,
  revokeReviewLinkSchema,
} from '../schemas/review-links';
import { reply } from './entry';

/** A workspace's approval mode as setApprovalMode saved it. */
export interface ApprovalModeReply {
  workspaceId: string;
  mode: ApprovalMode;
  levels: string[];
  steps: ApprovalStepDef[];
  scheduleOnApproval: boolean;
  reminderHours: ReminderHours;
}

export const APPROVAL_CALLABLES = {
  createReviewLink: {
    input: createReviewLinkSchema,
    reply: reply<{
      linkId: string;
      url?: string;
      expiresAt: string;
      emailed: boolean;
    }>(),
  },
  decidePostApproval: {
    input: decidePostApprovalSchema,
    reply: reply<{
      scheduling?: 'scheduled' | 'manual' | 'no_time' | 'past' | 'channel_gone';
      postId: string;
      status: PostStatus;
      changed: boolean;
    }>(),
  },
  listReviewLinks: {
    input: listReviewLinksSchema,
    reply: reply<{
      links: ReviewLinkSummary[];
      approvalMode: ApprovalMode;
      approvalSteps: ApprovalStepDef[];
      scheduleOnApproval: boolean;
      reminderHours: ReminderHours;
      whiteLabel: WhiteLabel | null;
    }>(),
  },
  requestPostApproval: {
    input: requestPostApprovalSchema,
    reply: reply<{
      postId: string;
      status: PostStatus;
      changed: boolean;
    }>(),
  },
  revokeReviewLink: {
    input: revokeReviewLinkSchema,
    reply: reply<{
      linkId: string;
      changed: boolean;
    }>(),
  },
  setApprovalMode: { input: setApprovalModeSchema, reply: reply<ApprovalModeReply>() },
} as const;
