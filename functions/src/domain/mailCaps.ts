// The platform mails from its own domain, so mail a person can cause to reach someone else
// (invitations and their resends, review links, mentions) is bounded: a self-registered account
// must not turn it into a relay for spam or phishing. Only a verified address sends at all, and
// each recipient counts against the sender and against the workspace, per hour and per day
// (MAIL_CAPS). The counters move in the caller's transaction, with the mail itself, so a refused
// request writes nothing and concurrent requests never pass the cap together.

import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { MAIL_CAPS } from '../config';
import { rateLimited } from '../logs';
import type { Caller } from './caller';
import { DomainError, precondition } from './errors';
import { bucketId, type Count, countRequests } from './rateLimit';

export const MAIL_CAP_REFUSAL = 'You have sent as many emails as allowed for now. Try again later.';

/** Refuses an account whose address is not verified: it mails nobody. */
export function requireVerifiedSender(caller: Caller): void {
  if (!caller.emailVerified || !caller.email)
    throw precondition('Verify your email address before sending anything to other people.');
}

/**
 * Counts `recipients` emails from the caller (about `workspaceId`, when there is one) in the
 * transaction; a read, so call it before the transaction's first write. Throws
 * resource-exhausted, writing nothing, when any cap would be passed.
 */
export async function countMailToOthers(
  db: Firestore,
  tx: Transaction,
  caller: Caller,
  workspaceId: string | null,
  recipients: number,
  now: Date,
): Promise<void> {
  if (recipients <= 0) return;
  requireVerifiedSender(caller);
  const cost = recipients;
  const counts: Count[] = [
    { bucket: bucketId('mail_sender_hour', caller.uid), limit: MAIL_CAPS.senderHour, cost },
    { bucket: bucketId('mail_sender_day', caller.uid), limit: MAIL_CAPS.senderDay, cost },
  ];
  if (workspaceId) {
    counts.push(
      { bucket: bucketId('mail_ws_hour', workspaceId), limit: MAIL_CAPS.workspaceHour, cost },
      { bucket: bucketId('mail_ws_day', workspaceId), limit: MAIL_CAPS.workspaceDay, cost },
    );
  }
  const decisions = await countRequests(db, tx, counts, now.getTime());
  const refused = decisions.findIndex((decision) => !decision.allowed);
  if (refused < 0) return;
  const wait = Math.max(...decisions.filter((d) => !d.allowed).map((d) => d.retryAfterSeconds));
  rateLimited(counts[refused]?.bucket ?? 'mail', wait);
  throw new DomainError('resource-exhausted', MAIL_CAP_REFUSAL, wait);
}
