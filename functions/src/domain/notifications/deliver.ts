// Sends mail deliveries (mailDeliveries/{key}), each at most once and never silently dropped:
//
// 1. A transaction claims the delivery: state 'sending', a fresh attemptId, attempts + 1.
// 2. The message goes to the SMTP server with a Message-ID derived from the delivery key.
// 3. A transaction records the outcome, but only if the attemptId is still the one claimed:
//    'sent' (the body, which may hold an accept link, is removed), or back to 'pending' with
//    the server's answer and a later nextAttemptAt, or 'failed' after MAX_ATTEMPTS.
//
// A process that dies between 2 and 3 leaves the delivery 'sending'. Whether the server took the
// message is then unknowable from here, so the policy is never-twice: a 'sending' delivery older
// than STALE_SENDING_MS becomes 'unconfirmed' and is not sent again by itself. Admins see every
// 'unconfirmed' and 'failed' delivery (the notifications health list) and may send it again.

import { randomUUID } from 'node:crypto';
import { mailDeliveryDocSchema } from '@model/schemas/notifications';
import { FieldValue, type Firestore, Timestamp, type Transaction } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import type { MailTransport } from '../../mail/transport';
import { SMTP_TIMEOUT_MS } from '../../mail/transport';
import { reportAttachment } from '../reports/reportMail';
import { storedField } from '../stored';
import { type FailureReason, failureReasonOf } from './failureReason';
import { DELIVERIES, SECRET_LINK_SLOT, secretLinkField } from './fanout';
import { OUTBOX } from './outbox';
import { escapeHtml } from './render';

export const MAX_ATTEMPTS = 8;
/** Twice the longest SMTP exchange: a claim older than this belongs to a process that died. */
export const STALE_SENDING_MS = 2 * SMTP_TIMEOUT_MS;

/** Back-off before attempt n + 1: 1, 2, 4 ... minutes, at most an hour. */
export function retryDelayMs(attempts: number): number {
  return Math.min(60, 2 ** Math.max(0, attempts - 1)) * 60_000;
}

export type DeliveryOutcome = 'sent' | 'retry' | 'failed' | 'skipped';

export interface DeliverHooks {
  /** Runs after the server accepted the message and before the outcome is recorded (tests). */
  afterSend?: () => Promise<void> | void;
}

type Data = Record<string, unknown> | undefined;

/** A stored delivery's field as its schema allows it, else the fallback (storedField). */
export const deliveryField = <K extends keyof typeof mailDeliveryDocSchema.entries & string, F>(
  data: Data,
  key: K,
  fallback: F,
) => storedField(mailDeliveryDocSchema, data, key, fallback);
const field = deliveryField;

/**
 * The outbox's secret link for a delivery whose event has one (fanout.ts keeps it out of the
 * delivery), read in the claiming transaction; null for other events.
 */
async function secretLinkOf(db: Firestore, tx: Transaction, data: Data): Promise<string | null> {
  const key = secretLinkField(String(data?.event ?? ''));
  const outboxId = typeof data?.outboxId === 'string' ? data.outboxId : null;
  if (!key || !outboxId) return null;
  const outbox = await tx.get(db.collection(OUTBOX).doc(outboxId));
  const link = outbox.get(`data.${key}`);
  return typeof link === 'string' ? link : '';
}

/** What a claimed delivery sends, its secret link (if any) filled in. */
function mailOf(data: Data, link: string | null) {
  const fill = (text: string, asHtml: boolean) =>
    link === null ? text : text.replaceAll(SECRET_LINK_SLOT, asHtml ? escapeHtml(link) : link);
  return {
    attempts: field(data, 'attempts', 0),
    to: field(data, 'email', ''),
    subject: field(data, 'subject', ''),
    text: fill(field(data, 'text', undefined) ?? '', false),
    html: fill(field(data, 'html', undefined) ?? '', true),
    unsubscribeUrl: field(data, 'unsubscribeUrl', null),
    locale: field(data, 'locale', 'en'),
    attachment: field(data, 'attachment', null),
    senderName: field(data, 'senderName', null) ?? null,
  };
}

/** The configured sender under a white label's display name (its address stays ours). */
export function fromWithName(from: string, name: string | null): string {
  if (!name) return from;
  const address = /<([^>]+)>/.exec(from)?.[1] ?? from.trim();
  return `"${name.replace(/["\\\r\n]/g, '')}" <${address}>`;
}

function messageId(key: string, from: string): string {
  const domain = /@([^>\s]+)/.exec(from)?.[1] ?? 'notifications.invalid';
  return `<${key}@${domain}>`;
}

export async function deliverOne(
  db: Firestore,
  key: string,
  transport: MailTransport,
  from: string,
  now: () => Date,
  hooks: DeliverHooks = {},
): Promise<DeliveryOutcome> {
  const ref = db.collection(DELIVERIES).doc(key);
  const attemptId = randomUUID();
  const claimed = await db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const data = snap.data();
    if (!data) return null;
    if (field(data, 'state', null) !== 'pending') return null;
    const due = field(data, 'nextAttemptAt', null)?.toMillis() ?? 0;
    if (due > now().getTime()) return null;
    const link = await secretLinkOf(db, tx, data);
    tx.update(ref, {
      state: 'sending',
      attemptId,
      attempts: FieldValue.increment(1),
      attemptStartedAt: Timestamp.fromDate(now()),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return mailOf(data, link);
  });
  if (!claimed) return 'skipped';
  const attempts = claimed.attempts + 1;
  let failure: FailureReason | null = null;
  try {
    // A scheduled report's PDF is made now, each attempt, in the recipient's language.
    const attachments = claimed.attachment
      ? [await reportAttachment(db, claimed.attachment, claimed.locale)]
      : undefined;
    await transport.send({
      attachments,
      from: fromWithName(from, claimed.senderName),
      to: claimed.to,
      subject: claimed.subject,
      text: claimed.text,
      html: claimed.html,
      messageId: messageId(key, from),
      headers: {
        'X-Notification-Key': key,
        ...(claimed.unsubscribeUrl
          ? {
              'List-Unsubscribe': `<${claimed.unsubscribeUrl}>`,
              'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
            }
          : {}),
      },
    });
  } catch (error) {
    failure = failureReasonOf(error);
    // The server's words stay in the logs: they name hosts and addresses, and no admin screen
    // should show raw SMTP dialogue. The delivery keeps the reason's code.
    logger.warn('notification email not accepted', {
      key,
      attempt: attempts,
      reason: failure,
      error: (error instanceof Error ? error.message : String(error)).slice(0, 1000),
    });
  }
  if (!failure) await hooks.afterSend?.();
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    // Someone else reconciled this attempt meanwhile (it ran past the stale limit): theirs stands.
    if (field(snap.data(), 'attemptId', null) !== attemptId) return 'skipped';
    if (!failure) {
      // Sent: the secret link leaves the outbox too.
      const secret = secretLinkField(field(snap.data(), 'event', ''));
      const outboxId = field(snap.data(), 'outboxId', undefined);
      const outbox = secret && outboxId ? await tx.get(db.collection(OUTBOX).doc(outboxId)) : null;
      if (outbox?.exists) tx.update(outbox.ref, { [`data.${secret}`]: FieldValue.delete() });
      tx.update(ref, {
        state: 'sent',
        sentAt: Timestamp.fromDate(now()),
        text: FieldValue.delete(),
        html: FieldValue.delete(),
        failureReason: null,
        lastError: FieldValue.delete(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      return 'sent';
    }
    const final = attempts >= MAX_ATTEMPTS;
    tx.update(ref, {
      state: final ? 'failed' : 'pending',
      failureReason: failure,
      lastError: FieldValue.delete(),
      nextAttemptAt: Timestamp.fromMillis(now().getTime() + retryDelayMs(attempts)),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return final ? 'failed' : 'retry';
  });
}

/** Marks deliveries whose sender died mid-send as 'unconfirmed' (see the policy above). */
export async function reconcileStale(db: Firestore, now: Date): Promise<number> {
  const stale = await db
    .collection(DELIVERIES)
    .where('state', '==', 'sending')
    .where('attemptStartedAt', '<=', Timestamp.fromMillis(now.getTime() - STALE_SENDING_MS))
    .limit(100)
    .get();
  let count = 0;
  for (const doc of stale.docs) {
    const changed = await db.runTransaction(async (tx) => {
      const fresh = (await tx.get(doc.ref)).data();
      if (
        field(fresh, 'state', null) !== 'sending' ||
        field(fresh, 'attemptId', null) !== field(doc.data(), 'attemptId', null)
      )
        return false;
      tx.update(doc.ref, {
        state: 'unconfirmed',
        attemptId: null,
        failureReason: 'unconfirmed',
        lastError: FieldValue.delete(),
        updatedAt: FieldValue.serverTimestamp(),
      });
      return true;
    });
    if (changed) count += 1;
  }
  return count;
}

/** An admin's "send again" for a failed or unconfirmed delivery. */
export async function requeueDelivery(db: Firestore, key: string, now: Date): Promise<boolean> {
  const ref = db.collection(DELIVERIES).doc(key);
  return db.runTransaction(async (tx) => {
    const data = (await tx.get(ref)).data();
    const state = field(data, 'state', null);
    if (state !== 'failed' && state !== 'unconfirmed') return false;
    if (field(data, 'text', undefined) === undefined) return false;
    tx.update(ref, {
      state: 'pending',
      attempts: 0,
      nextAttemptAt: Timestamp.fromDate(now),
      updatedAt: FieldValue.serverTimestamp(),
    });
    return true;
  });
}
