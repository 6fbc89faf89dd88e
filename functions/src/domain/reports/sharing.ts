// Report share links: the workspace's owner or the product's staff make a link to one period's
// report for a client contact without an account; whoever holds a live link reads that report
// and nothing else. The token is made and hashed as a review link's (invites.ts); only its
// SHA-256 is stored, the URL is answered once, opens are rate limited per address, and a
// revoked or expired link answers its status alone.

import type { CallableReply } from '@model/callables';
import {
  type CreateReportLinkInput,
  type ReportLinkStatus,
  type ReportLinkSummary,
  type RevokeReportLinkInput,
  reportLinkDocSchema,
} from '@model/schemas/reports/report-links';
import type { ClientReport } from '@model/schemas/reports/reports';
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { appOrigin, REVIEW_OPEN_RATE_LIMIT } from '../../config';
import { rateLimited } from '../../logs';
import { recordAudit } from '../audit';
import type { Caller } from '../caller';
import { DomainError, notFound } from '../errors';
import { runOnce } from '../idempotency';
import { hashInvitationToken, newInvitationToken } from '../invitations/invites';
import { bucketId, consumeRateLimit } from '../rateLimit';
import { storedField } from '../stored';
import { workspaceOf } from '../workspaces/workspaces';
import { reportPeriods } from './period';
import { readWorkspaceFor, reportOf } from './report';

export const REPORT_LINKS = 'reportLinks';
const DAY_MS = 86_400_000;

/** Reports share the review page's public route: /review/<token>?view=report. */
export function reportLinkUrl(product: string, token: string): string {
  return `${appOrigin()}${product === 'connect' ? '/connect' : ''}/review/${token}?view=report`;
}

function readLink(data: Record<string, unknown> | undefined) {
  const field = <K extends keyof typeof reportLinkDocSchema.entries & string>(key: K) =>
    storedField(reportLinkDocSchema, data, key, null);
  return {
    workspaceId: field('workspaceId') ?? '',
    period: field('period') ?? 'last_month',
    from: field('from'),
    to: field('to'),
    at: field('at'),
    expiresAt: field('expiresAt'),
    // Any revocation stamp revokes, even one the schema cannot read: a link fails closed.
    revoked: Boolean(data?.revokedAt),
    createdAt: field('createdAt'),
  };
}
type StoredLink = ReturnType<typeof readLink>;

function statusOf(link: StoredLink, now: Date): ReportLinkStatus {
  if (link.revoked) return 'revoked';
  return (link.expiresAt?.toMillis() ?? 0) <= now.getTime() ? 'expired' : 'active';
}

const custom = (link: { from: string | null; to: string | null }) =>
  link.from && link.to ? { from: link.from, to: link.to } : undefined;

export type CreatedReportLink = CallableReply<'createReportLink'> & Record<string, unknown>;

export async function createReportLink(
  db: Firestore,
  caller: Caller,
  input: CreateReportLinkInput,
  now: Date,
): Promise<CreatedReportLink> {
  const workspace = await readWorkspaceFor(db, caller, input.workspaceId, 'share');
  return runOnce(
    db,
    {
      operation: 'createReportLink',
      owner: caller.uid,
      requestId: input.requestId,
      payload: input,
      now,
      redact: ({ url: _url, ...rest }) => rest,
    },
    async (tx) => {
      const token = newInvitationToken();
      const ref = db.collection(REPORT_LINKS).doc();
      const expiresAt = Timestamp.fromMillis(now.getTime() + input.validDays * DAY_MS);
      tx.create(ref, {
        workspaceId: workspace.id,
        product: workspace.product,
        tokenHash: hashInvitationToken(token),
        period: input.period,
        from: input.from ?? null,
        to: input.to ?? null,
        at: Timestamp.fromDate(now),
        expiresAt,
        createdBy: caller.uid,
        revokedAt: null,
        revokedBy: null,
        lastUsedAt: null,
        createdAt: FieldValue.serverTimestamp(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      recordAudit(db, tx, {
        action: 'reportLink.create',
        actorUid: caller.uid,
        product: workspace.product,
        target: ref.path,
        details: { workspaceId: workspace.id, period: input.period },
      });
      return {
        linkId: ref.id,
        url: reportLinkUrl(workspace.product, token),
        expiresAt: expiresAt.toDate().toISOString(),
      };
    },
  );
}

export async function listReportLinks(
  db: Firestore,
  caller: Caller,
  workspaceId: string,
  now: Date,
): Promise<{ links: ReportLinkSummary[] }> {
  const workspace = await readWorkspaceFor(db, caller, workspaceId, 'share');
  const zone = String(workspace.data.timeZone ?? 'UTC');
  const found = await db.collection(REPORT_LINKS).where('workspaceId', '==', workspaceId).get();
  const links = found.docs
    .map((doc) => {
      const link = readLink(doc.data());
      const days = reportPeriods(link.period, zone, link.at?.toDate() ?? now, custom(link)).current;
      return {
        id: doc.id,
        status: statusOf(link, now),
        period: link.period,
        from: days.from,
        to: days.to,
        expiresAt: link.expiresAt?.toDate().toISOString() ?? '',
        createdAt: link.createdAt?.toDate().toISOString() ?? null,
      } satisfies ReportLinkSummary;
    })
    .sort((a, b) => (b.createdAt ?? '').localeCompare(a.createdAt ?? ''));
  return { links };
}

export async function revokeReportLink(
  db: Firestore,
  caller: Caller,
  input: RevokeReportLinkInput,
): Promise<{ linkId: string; changed: boolean }> {
  const workspace = await readWorkspaceFor(db, caller, input.workspaceId, 'share');
  return db.runTransaction(async (tx) => {
    const ref = db.collection(REPORT_LINKS).doc(input.linkId);
    const snap = await tx.get(ref);
    const link = readLink(snap.data());
    // Another workspace's link is as absent as one that never existed.
    if (!snap.exists || link.workspaceId !== workspace.id) throw notFound('The report link');
    if (link.revoked) return { linkId: ref.id, changed: false };
    tx.update(ref, {
      revokedAt: FieldValue.serverTimestamp(),
      revokedBy: caller.uid,
      updatedAt: FieldValue.serverTimestamp(),
    });
    recordAudit(db, tx, {
      action: 'reportLink.revoke',
      actorUid: caller.uid,
      product: workspace.product,
      target: ref.path,
      details: { workspaceId: workspace.id },
    });
    return { linkId: ref.id, changed: true };
  });
}

export type ReportLinkView =
  | { status: 'active'; report: ClientReport }
  | { status: 'expired' | 'revoked' };

/** What a visitor holding `token` reads: the report, or why the link no longer works. */
export async function openReportLink(
  db: Firestore,
  token: string,
  address: string,
  now: Date,
): Promise<ReportLinkView> {
  const bucket = bucketId('reportLinkOpen', address);
  const decision = await consumeRateLimit(db, bucket, REVIEW_OPEN_RATE_LIMIT, () => now.getTime());
  if (!decision.allowed) {
    rateLimited(bucket, decision.retryAfterSeconds);
    throw new DomainError(
      'resource-exhausted',
      'Too many requests from this address. Try again later.',
      decision.retryAfterSeconds,
    );
  }
  const found = await db
    .collection(REPORT_LINKS)
    .where('tokenHash', '==', hashInvitationToken(token))
    .limit(1)
    .get();
  const snap = found.docs[0];
  // An unknown token reads as an ended link: nothing tells a guess from a revoked link.
  if (!snap) return { status: 'expired' };
  const link = readLink(snap.data());
  const status = statusOf(link, now);
  if (status !== 'active') return { status };
  const ref = db.collection('workspaces').doc(link.workspaceId);
  const workspace = workspaceOf(ref, await ref.get());
  const report = await reportOf(
    db,
    workspace,
    { period: link.period, ...custom(link) },
    link.at?.toDate() ?? now,
  );
  await snap.ref.update({ lastUsedAt: Timestamp.fromDate(now) });
  // The figures are as they stand now; the period is the one the link was made for.
  return { status: 'active', report: { ...report, generatedAt: now.toISOString() } };
}
