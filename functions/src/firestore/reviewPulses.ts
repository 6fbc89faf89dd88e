// Moves the pulses of a workspace's live review links (domain/approvals/reviewPulse.ts) when a
// post changes as a reviewer sees it or gets a comment outside the team, whoever wrote it (the
// app, the API, another reviewer), so open review pages read again without a reload.

import { onDocumentCreated, onDocumentWritten } from 'firebase-functions/v2/firestore';
import { REGION } from '../config';
import { pulseReviewLinks, reviewersSeeChange } from '../domain/approvals/reviewPulse';
import { db } from '../firebase';

export const onPostReviewPulse = onDocumentWritten(
  { document: 'workspaces/{workspaceId}/posts/{postId}', region: REGION, retry: false },
  async (event) => {
    if (!reviewersSeeChange(event.data?.before?.data(), event.data?.after?.data())) return;
    await pulseReviewLinks(db(), event.params.workspaceId, new Date());
  },
);

export const onCommentReviewPulse = onDocumentCreated(
  {
    document: 'workspaces/{workspaceId}/posts/{postId}/comments/{commentId}',
    region: REGION,
    retry: false,
  },
  async (event) => {
    if (event.data?.data()?.internal === true) return;
    await pulseReviewLinks(db(), event.params.workspaceId, new Date());
  },
);
