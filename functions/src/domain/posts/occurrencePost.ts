// One occurrence of a series (or a recycled evergreen post) created as its own post: scheduled
// at its time, or, where the workspace requires approval, in review and waiting to be scheduled
// once approved (the recurring tick schedules it then), with the approvers told as for any post
// sent for approval.

import { postRulesOf } from '@model/capabilities';
import { approvalWorkflowOf, stepSide } from '@model/schemas/approval';
import {
  type DocumentReference,
  FieldValue,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { excerpt, queueNotification } from '../notifications/outbox';
import type { Workspace } from '../workspaces/workspaces';
import { recordActivity } from './postActivity';
import { postPath, stepAudience } from './posts';

/**
 * Creates one occurrence post (of a series, or an evergreen post recycled) by the workspace's
 * approval mode: scheduled, or sent for approval and scheduled by the tick once approved.
 */
export function createOccurrencePost(
  tx: Transaction,
  workspace: Workspace,
  ref: DocumentReference,
  options: {
    fields: Record<string, unknown>;
    at: number;
    zone: string;
    requestedBy: string | null;
    details: Record<string, unknown>;
  },
): 'scheduled' | 'awaiting' {
  const approval = postRulesOf(workspace.data) === 'connect';
  const { fields } = options;
  tx.create(ref, {
    ...fields,
    variants: fields.variants ?? {},
    media: fields.media ?? [],
    results: {},
    lease: null,
    queue: null,
    held: false,
    timeZone: options.zone,
    scheduledAt: Timestamp.fromMillis(options.at),
    dueAt: Timestamp.fromMillis(options.at),
    ...(approval
      ? {
          status: 'in_review',
          awaitingSchedule: true,
          approval: {
            requestedBy: options.requestedBy,
            requestedAt: FieldValue.serverTimestamp(),
            workflow: approvalWorkflowOf(workspace.data),
            levels: approvalWorkflowOf(workspace.data).map(stepSide),
            level: 0,
            approvedBy: [],
            steps: [],
            decidedBy: null,
            decision: null,
            comment: null,
          },
        }
      : { status: 'scheduled' }),
    createdAt: FieldValue.serverTimestamp(),
    updatedAt: FieldValue.serverTimestamp(),
  });
  const [firstStep] = approvalWorkflowOf(workspace.data);
  if (approval && firstStep !== undefined) {
    // The first level's deciders hear of it as of any post sent for approval (the outbox's
    // approval_requested, under their approvals preference), except whoever set the series up:
    // the request is theirs, made by the publisher for them (the notice names the site).
    queueNotification(ref.firestore, tx, {
      event: 'approval_requested',
      audience: { uids: stepAudience(workspace, firstStep) },
      params: { subject: excerpt(fields.text) },
      path: postPath({ workspace, ref }),
      workspaceId: workspace.id,
      product: workspace.product,
      actorUid: options.requestedBy,
    });
  }
  recordActivity(tx, ref, {
    type: approval ? 'approval_requested' : 'scheduled',
    actorUid: null,
    actorName: 'Publisher',
    via: 'publisher',
    details: {
      scheduledAt: new Date(options.at).toISOString(),
      timeZone: options.zone,
      ...options.details,
    },
  });
  return approval ? 'awaiting' : 'scheduled';
}
