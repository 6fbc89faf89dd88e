// Review links, the staff's side: the workspace's owner or the product's staff create a link
// (optionally emailed to its reviewer), list the workspace's links and revoke one. The token is
// made and hashed as an invitation's; only its SHA-256 is stored.

import type { CallableReply } from '@model/callables';
import { approvalModeOf, approvalWorkflowOf } from '@model/schemas/approval';
import { whiteLabelOf } from '@model/schemas/branding/white-label';
import { reminderHoursOf } from '@model/schemas/posts/approval-clock';
import type {
  CreateReviewLinkInput,
  ListReviewLinksInput,
  ReviewLinkSummary,
  RevokeReviewLinkInput,
} from '@model/schemas/review-links';
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { recordAudit } from '../audit';
import type { Caller } from '../caller';
import { notFound } from '../errors';
import { runOnce } from '../idempotency';
import { hashInvitationToken, newInvitationToken } from '../invitations/invites';
import { countMailToOthers } from '../mailCaps';
import { actorName } from '../notifications/outbox';
import { actAs, readWorkspace } from '../workspaces/workspaces';
import { schedulesOnApproval } from './approvalSchedule';
import { iso, LINKS, readLink, reviewUrl, statusOf } from './reviewLinks';

/** Staff of the product or the workspace's owner manage its review links. */
const MANAGERS = ['owner'];

export type CreatedReviewLink = CallableReply<'createReviewLink'> & Record<string, unknown>;

export async function createReviewLink(
  db: Firestore,
  caller: Caller,
  input: CreateReviewLinkInput,
  now: Date,
): Promise<CreatedReviewLink> {
  return runOnce(
    db,
    {
      operation: 'createReviewLink',
      owner: caller.uid,
      requestId: input.requestId,
      payload: input,
      now,
      // The idempotency record must not become a copy of the token: a replay answers the link
      // without its URL (the list shows it; the email, if any, went once).
      redact: ({ url: _url, ...rest }) => rest,
    },
    async (tx) => {
      const workspace = await readWorkspace(db, tx, input.workspaceId);
      const as = actAs(workspace, caller, MANAGERS);
      await countMailToOthers(db, tx, caller, workspace.id, input.reviewerEmail ? 1 : 0, now);
      const token = newInvitationToken();
      const ref = db.collection(LINKS).doc();
      const expiresAt = Timestamp.fromMillis(now.getTime() + input.validDays * 86_400_000);
      const reviewerEmail = input.reviewerEmail?.toLowerCase() ?? null;
      tx.create(ref, {
        workspaceId: workspace.id,
        product: workspace.product,
        tokenHash: hashInvitationToken(token),
        scope: input.scope,
        from: Timestamp.fromMillis(Date.parse(input.from)),
        to: Timestamp.fromMillis(Date.parse(input.to)),
        expiresAt,
        reviewerName: input.reviewerName ?? null,
        reviewerEmail,
        emailed: reviewerEmail !== null,
        createdBy: caller.uid,
        revokedAt: null,
        revokedBy: null,
        lastUsedAt: null,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      const url = reviewUrl(workspace.product, token);
      if (reviewerEmail) {
        // The link goes to the reviewer through the outbox, in this transaction: the URL sits
        // in the server-only outbox (closed to every client by the rules) until the fan-out
        // copies it into the delivery and deletes it, and the delivery drops its text once sent.
        tx.create(db.collection('outbox').doc(), {
          event: 'review_link_shared',
          recipients: [{ email: reviewerEmail, uid: null, locale: caller.doc?.locale ?? null }],
          data: {
            reviewUrl: url,
            linkId: ref.id,
            workspaceName: String(workspace.data.name ?? ''),
            senderName: (actorName(caller) ?? '').slice(0, 120),
            expiresAt: expiresAt.toDate().toISOString(),
          },
          product: workspace.product,
          workspaceId: workspace.id,
          actorUid: caller.uid,
          createdAt: FieldValue.serverTimestamp(),
          status: 'pending',
        });
      }
      recordAudit(db, tx, {
        action: 'reviewLink.create',
        actorUid: caller.uid,
        product: workspace.product,
        target: ref.path,
        details: {
          workspaceId: workspace.id,
          scope: input.scope,
          as,
          emailed: reviewerEmail !== null,
        },
      });
      // The token is answered once, to the creator, and never again.
      return {
        linkId: ref.id,
        url,
        expiresAt: expiresAt.toDate().toISOString(),
        emailed: reviewerEmail !== null,
      };
    },
  );
}

export async function listReviewLinks(
  db: Firestore,
  caller: Caller,
  input: ListReviewLinksInput,
  now: Date,
): Promise<CallableReply<'listReviewLinks'>> {
  const workspace = await db.runTransaction(async (tx) => {
    const found = await readWorkspace(db, tx, input.workspaceId);
    actAs(found, caller, MANAGERS);
    return found;
  });
  const found = await db.collection(LINKS).where('workspaceId', '==', input.workspaceId).get();
  const links = found.docs
    .map((doc) => {
      const link = readLink(doc.data());
      return {
        id: doc.id,
        status: statusOf(link, now),
        scope: link.scope,
        from: iso(link.from) ?? '',
        to: iso(link.to) ?? '',
        expiresAt: iso(link.expiresAt) ?? '',
        reviewerName: link.reviewerName,
        reviewerEmail: link.reviewerEmail,
        createdAt: iso(link.createdAt),
      } satisfies ReviewLinkSummary;
    })
    .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
  // The panel shows the workspace's approval mode beside its links.
  return {
    links,
    approvalMode: approvalModeOf(workspace.data),
    approvalSteps: approvalWorkflowOf(workspace.data),
    whiteLabel: whiteLabelOf(workspace.data),
    scheduleOnApproval: schedulesOnApproval(workspace.data),
    reminderHours: reminderHoursOf(workspace.data),
  };
}

export async function revokeReviewLink(
  db: Firestore,
  caller: Caller,
  input: RevokeReviewLinkInput,
): Promise<{ linkId: string; changed: boolean }> {
  return db.runTransaction(async (tx) => {
    const workspace = await readWorkspace(db, tx, input.workspaceId);
    const as = actAs(workspace, caller, MANAGERS);
    const ref = db.collection(LINKS).doc(input.linkId);
    const snap = await tx.get(ref);
    // Another workspace's link is as absent as one that never existed.
    const link = readLink(snap.data());
    if (!snap.exists || link.workspaceId !== workspace.id) throw notFound('The review link');
    if (link.revoked) return { linkId: ref.id, changed: false };
    tx.update(ref, {
      revokedAt: FieldValue.serverTimestamp(),
      revokedBy: caller.uid,
      updatedAt: FieldValue.serverTimestamp(),
    });
    recordAudit(db, tx, {
      action: 'reviewLink.revoke',
      actorUid: caller.uid,
      product: workspace.product,
      target: ref.path,
      details: { workspaceId: workspace.id, as },
    });
    return { linkId: ref.id, changed: true };
  });
}
