// Turns one outbox document into what each recipient gets: an entry in their notification
// centre (notifications/{uid}/items/{outboxId}) and/or a mail delivery (mailDeliveries/{key}),
// as their preferences say, in one transaction that also marks the outbox document processed.
// Running it twice for one document does nothing the second time.

import { createHash } from 'node:crypto';
import type { Locale } from '@model/constants';
import type { Product } from '@model/variant';
import {
  type DocumentData,
  FieldValue,
  type Firestore,
  Timestamp,
  type Transaction,
} from 'firebase-admin/firestore';
import { roleIn } from '../caller';
import {
  ACCOUNT_EVENTS,
  ALWAYS_EMAILED,
  CATEGORY_OF,
  type Channel,
  type EventParams,
  isNotifyEvent,
  type NotifyEvent,
} from './events';
import { localeOf } from './locales';
import { mailDressFor } from './mailBrand';
import { OUTBOX } from './outbox';
import { PREFS, type Prefs, prefsFrom, wantsEmail, wantsInApp } from './prefs';
import { type RenderInput, renderEntry, renderMail } from './render';
import { appLink, type NotifyConfig, preferencesLink } from './settings';
import { unsubscribeToken } from './unsubscribe';

export const DELIVERIES = 'mailDeliveries';
export const DEFAULT_SITE_NAME = 'SMM';

interface Recipient {
  uid: string | null;
  email: string | null;
  prefs: Prefs;
}

export function deliveryKey(
  outboxId: string,
  recipient: { uid: string | null; email: string | null },
) {
  const who =
    recipient.uid ??
    createHash('sha256')
      .update((recipient.email ?? '').toLowerCase())
      .digest('hex')
      .slice(0, 20);
  return `${outboxId}_${who}`;
}

/** The next morning's digest time (07:00 UTC) after `now`. */
export function nextDigestAt(now: Date): Date {
  const at = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate(), 7));
  if (at.getTime() <= now.getTime()) at.setUTCDate(at.getUTCDate() + 1);
  return at;
}

async function staffOf(db: Firestore, tx: Transaction, product: Product) {
  // Admins are named in the roles map, or by the legacy single role on older accounts.
  const admin = ['admin', 'super_admin', 'saas_admin'];
  const [byMap, byLegacy] = await Promise.all([
    tx.get(db.collection('users').where(`roles.${product}`, 'in', admin)),
    tx.get(db.collection('users').where('role', 'in', admin)),
  ]);
  const found = new Map<string, DocumentData>();
  for (const doc of [...byMap.docs, ...byLegacy.docs]) {
    const role = roleIn(doc.data(), product);
    if (role && role !== 'user') found.set(doc.id, doc.data());
  }
  return found;
}

async function recipientsOf(
  db: Firestore,
  tx: Transaction,
  data: DocumentData,
): Promise<Recipient[]> {
  const users = new Map<string, DocumentData | undefined>();
  const listed: { uid: string | null; email: string | null; locale?: unknown }[] = [];
  if (Array.isArray(data.recipients)) {
    for (const entry of data.recipients as Record<string, unknown>[]) {
      const uid = typeof entry.uid === 'string' && entry.uid ? entry.uid : null;
      const email = typeof entry.email === 'string' && entry.email ? entry.email : null;
      if (uid || email) listed.push({ uid, email, locale: entry.locale });
    }
  }
  const audience = (data.audience ?? {}) as { uids?: unknown; staffOf?: unknown };
  if (Array.isArray(audience.uids)) {
    for (const uid of audience.uids) if (typeof uid === 'string') listed.push({ uid, email: null });
  }
  if (audience.staffOf === 'smm' || audience.staffOf === 'connect') {
    for (const [uid, doc] of await staffOf(db, tx, audience.staffOf)) {
      users.set(uid, doc);
      if (uid !== data.actorUid) listed.push({ uid, email: null });
    }
  }
  const uids = [...new Set(listed.flatMap((entry) => (entry.uid ? [entry.uid] : [])))];
  const [userSnaps, prefSnaps] = await Promise.all([
    Promise.all(
      uids.filter((uid) => !users.has(uid)).map((uid) => tx.get(db.collection('users').doc(uid))),
    ),
    Promise.all(uids.map((uid) => tx.get(db.collection(PREFS).doc(uid)))),
  ]);
  for (const snap of userSnaps) users.set(snap.id, snap.data());
  const prefs = new Map(prefSnaps.map((snap) => [snap.id, snap.data()]));
  const seen = new Set<string>();
  const out: Recipient[] = [];
  for (const entry of listed) {
    const key = entry.uid ?? `@${entry.email?.toLowerCase()}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const user = entry.uid ? users.get(entry.uid) : undefined;
    // A uid whose account is gone hears nothing; an invitation's address needs no account.
    if (entry.uid && !user) continue;
    const email = entry.email ?? (typeof user?.email === 'string' ? user.email : null);
    const stored = entry.uid ? prefs.get(entry.uid) : undefined;
    const base = prefsFrom(stored);
    const locale: Locale = stored?.locale ? base.locale : localeOf(entry.locale ?? user?.locale);
    out.push({ uid: entry.uid, email, prefs: { ...base, locale } });
  }
  return out;
}

/** Invitations (written by the accounts callables) carry their template data under `data`. */
function invitationParams(data: DocumentData): { params: EventParams; link: string } {
  const d = (data.data ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    params: {
      actor: text(d.invitedByName),
      place: text(d.workspaceName) ?? (d.product === 'connect' ? 'Connect' : 'SMM'),
      date: text(d.expiresAt),
    },
    link: text(d.acceptUrl) ?? '',
  };
}

/**
 * A review link sent to its reviewer (written by createReviewLink) carries its link, a secret,
 * under `data.reviewUrl` until the deliveries hold it.
 */
function reviewLinkParams(data: DocumentData): { params: EventParams; link: string } {
  const d = (data.data ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    params: { actor: text(d.senderName), place: text(d.workspaceName), date: text(d.expiresAt) },
    link: text(d.reviewUrl) ?? '',
  };
}

/** A scheduled report names its workspace and period and carries its share link. */
function reportParams(data: DocumentData): { params: EventParams; link: string } {
  const d = (data.data ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    params: { place: text(d.workspaceName), date: text(d.period) },
    link: text(d.reportUrl) ?? '',
  };
}

/** An account email (sendAccountEmail) names its address and carries its link under `data.link`. */
function accountLinkParams(data: DocumentData): { params: EventParams; link: string } {
  const d = (data.data ?? {}) as Record<string, unknown>;
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return { params: { subject: text(d.email) }, link: text(d.link) ?? '' };
}

/**
 * Events whose link is a secret: never kept in-app or in a digest entry, and never written into
 * a delivery, which admins list. The delivery's text holds SECRET_LINK_SLOT instead; the link
 * stays in the server-only outbox until the delivery sends it (deliver.ts fills it in then).
 */
export const SECRET_LINK: ReadonlySet<NotifyEvent> = new Set([
  'invitation',
  'review_link_shared',
  'report_ready',
  ...ACCOUNT_EVENTS,
]);

/** Where a secret link goes in a delivery's text; plain characters that HTML escaping keeps. */
export const SECRET_LINK_SLOT = 'SECRET-LINK-SLOT-5f0c';

/** The outbox field holding an event's secret link. */
export function secretLinkField(event: string): string | null {
  if (event === 'invitation') return 'acceptUrl';
  if (event === 'review_link_shared') return 'reviewUrl';
  if (event === 'report_ready') return 'reportUrl';
  if ((ACCOUNT_EVENTS as ReadonlySet<string>).has(event)) return 'link';
  return null;
}

export interface FanOutResult {
  inApp: number;
  emails: number;
}

/** Users per batch when a notice goes to every account. */
const BATCH = 100;

/**
 * A notice for every account becomes one outbox document per batch of users (written in one
 * transaction with the parent's 'processed' mark), each then delivered like any other.
 */
async function splitForAllUsers(db: Firestore, outboxId: string): Promise<FanOutResult> {
  const ref = db.collection(OUTBOX).doc(outboxId);
  const users = await db.collection('users').select().get();
  const uids = users.docs.map((doc) => doc.id);
  await db.runTransaction(async (tx) => {
    const data = (await tx.get(ref)).data();
    if (data?.status !== 'pending') return;
    for (let start = 0, n = 0; start < uids.length; start += BATCH, n += 1) {
      tx.set(db.collection(OUTBOX).doc(`${outboxId}_${n}`), {
        ...data,
        audience: { uids: uids.slice(start, start + BATCH).filter((uid) => uid !== data.actorUid) },
        parent: outboxId,
      });
    }
    tx.update(ref, { status: 'processed', processedAt: FieldValue.serverTimestamp(), split: true });
  });
  return { inApp: 0, emails: 0 };
}

export async function fanOut(
  db: Firestore,
  outboxId: string,
  config: NotifyConfig,
  now: Date,
): Promise<FanOutResult> {
  const ref = db.collection(OUTBOX).doc(outboxId);
  const first = (await ref.get()).data();
  if (first?.status === 'pending' && first.audience?.allUsers === true)
    return splitForAllUsers(db, outboxId);
  return db.runTransaction(async (tx) => {
    const snap = await tx.get(ref);
    const data = snap.data();
    if (!data) return { inApp: 0, emails: 0 };
    if (data.status !== 'pending') return { inApp: 0, emails: 0 };
    const event = data.event as NotifyEvent;
    if (!isNotifyEvent(event)) {
      tx.update(ref, { status: 'rejected', error: `unknown event ${String(event)}` });
      return { inApp: 0, emails: 0 };
    }
    const settings = (await tx.get(db.collection('settings').doc('app'))).data();
    const siteName =
      typeof settings?.siteName === 'string' && settings.siteName
        ? settings.siteName
        : DEFAULT_SITE_NAME;
    const recipients = await recipientsOf(db, tx, data);
    const dress = await mailDressFor(db, tx, data.workspaceId, siteName);
    const { params, link } =
      event === 'invitation'
        ? invitationParams(data)
        : event === 'review_link_shared'
          ? reviewLinkParams(data)
          : event === 'report_ready'
            ? reportParams(data)
            : ACCOUNT_EVENTS.has(event)
              ? accountLinkParams(data)
              : {
                  params: (data.params ?? {}) as EventParams,
                  link: appLink(config, String(data.product ?? 'smm'), String(data.path ?? '/app')),
                };
    const category = CATEGORY_OF[event];
    const result: FanOutResult = { inApp: 0, emails: 0 };
    for (const recipient of recipients) {
      const channel: Channel = ALWAYS_EMAILED.has(event)
        ? 'both'
        : recipient.prefs.channels[category];
      const input: RenderInput = {
        event,
        params,
        locale: recipient.prefs.locale,
        siteName: dress.siteName,
        link,
        ...(dress.brand ? { brand: dress.brand } : {}),
      };
      const mailInput = SECRET_LINK.has(event) ? { ...input, link: SECRET_LINK_SLOT } : input;
      if (recipient.uid && wantsInApp(channel) && !SECRET_LINK.has(event)) {
        const entry = renderEntry(input);
        tx.set(
          db.collection('notifications').doc(recipient.uid).collection('items').doc(outboxId),
          {
            event,
            category,
            title: entry.title,
            body: entry.body,
            link,
            read: false,
            createdAt: FieldValue.serverTimestamp(),
          },
        );
        result.inApp += 1;
      }
      if (recipient.email && wantsEmail(channel)) {
        const unsubscribeUrl =
          recipient.uid && !ALWAYS_EMAILED.has(event)
            ? `${config.unsubscribeUrl}?token=${unsubscribeToken(config.secret, recipient.uid, category)}`
            : null;
        const mail = renderMail(mailInput, {
          unsubscribeUrl,
          preferencesUrl: preferencesLink(config, String(data.product ?? 'smm')),
        });
        const digest = recipient.prefs.digest && !ALWAYS_EMAILED.has(event);
        tx.create(db.collection(DELIVERIES).doc(deliveryKey(outboxId, recipient)), {
          outboxId,
          event,
          category,
          uid: recipient.uid,
          email: recipient.email,
          locale: recipient.prefs.locale,
          siteName: input.siteName,
          senderName: dress.senderName,
          product: String(data.product ?? 'smm'),
          subject: mail.subject,
          text: mail.text,
          html: mail.html,
          unsubscribeUrl,
          // Kept for the digest; a secret link (never digested) keeps no second copy.
          entry: SECRET_LINK.has(event) ? null : { event, params, link },
          // A scheduled report's PDF is made when the mail is sent, in the recipient's language.
          attachment: event === 'report_ready' ? (data.data?.attachment ?? null) : null,
          state: digest ? 'digest' : 'pending',
          digestDueAt: digest ? Timestamp.fromDate(nextDigestAt(now)) : null,
          attempts: 0,
          nextAttemptAt: Timestamp.fromDate(now),
          attemptId: null,
          lastError: null,
          createdAt: FieldValue.serverTimestamp(),
          updatedAt: FieldValue.serverTimestamp(),
        });
        result.emails += 1;
      }
    }
    // An accept or review link stays in the outbox (closed to every client) until its delivery
    // is sent; with no delivery to send it, it goes now.
    const secret = secretLinkField(event);
    tx.update(ref, {
      status: 'processed',
      processedAt: FieldValue.serverTimestamp(),
      inApp: result.inApp,
      emails: result.emails,
      ...(secret && result.emails === 0 ? { [`data.${secret}`]: FieldValue.delete() } : {}),
    });
    return result;
  });
}
