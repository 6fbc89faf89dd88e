// Writing notifications: an event that notifies adds one outbox document in the same
// transaction as the change it reports, so a change is never saved without its notice and a
// failed change never notifies. Delivery (fanout.ts, deliver.ts) picks the document up later.

import type { Product } from '@model/variant';
import { FieldValue, type Firestore, type Transaction } from 'firebase-admin/firestore';
import type { EventParams, NotifyEvent } from './events';

export const OUTBOX = 'outbox';

/**
 * Who hears about it: named users, every admin of a product (staff), bare addresses, or every
 * account (split into batches of named users when delivered).
 */
export type Audience =
  | { uids: string[] }
  | { staffOf: Product }
  | { emails: string[] }
  | { allUsers: true };

export interface QueuedNotification {
  event: NotifyEvent;
  audience: Audience;
  params: EventParams;
  /** The item's path in the app, e.g. /app/posts?workspace=w&post=p. */
  path: string;
  /** The app the link belongs to; connect paths live under /connect. */
  product: Product;
  /** The person who caused it; they are never notified of their own act. */
  actorUid?: string | null;
  /** The workspace it is about: its white label, if any, dresses the mail (mailBrand.ts). */
  workspaceId?: string | null;
}

const clip = (text: string | undefined, max: number) =>
  text === undefined ? undefined : text.length > max ? `${text.slice(0, max - 1)}…` : text;

/** Adds the outbox document inside `tx`; returns its id. */
export function queueNotification(
  db: Firestore,
  tx: Transaction,
  notification: QueuedNotification,
): string {
  const ref = db.collection(OUTBOX).doc();
  const given = notification.audience;
  const audience =
    'uids' in given
      ? { uids: [...new Set(given.uids)].filter((uid) => uid && uid !== notification.actorUid) }
      : 'emails' in given
        ? {}
        : given;
  const recipients = 'emails' in given ? given.emails.map((email) => ({ email })) : [];
  const params: EventParams = {};
  for (const [key, value] of Object.entries(notification.params)) {
    if (typeof value === 'string' && value !== '')
      params[key as keyof EventParams] = clip(
        value,
        key === 'comment' || key === 'reasons' ? 2000 : 120,
      );
  }
  tx.create(ref, {
    event: notification.event,
    audience,
    recipients,
    params,
    path: notification.path,
    product: notification.product,
    actorUid: notification.actorUid ?? null,
    ...(notification.workspaceId ? { workspaceId: notification.workspaceId } : {}),
    status: 'pending',
    createdAt: FieldValue.serverTimestamp(),
  });
  return ref.id;
}

/** The first words of a post, for subjects and lists. */
export function excerpt(text: unknown): string {
  const flat = typeof text === 'string' ? text.replace(/\s+/g, ' ').trim() : '';
  return clip(flat, 60) ?? '';
}

/** How a message names the person who acted: their display name, else their email. */
export function actorName(caller: { email: string | null; doc: Record<string, unknown> | null }) {
  const name = caller.doc?.displayName;
  if (typeof name === 'string' && name.trim()) return name.trim();
  if (caller.email) return caller.email;
  const stored = caller.doc?.email;
  return typeof stored === 'string' ? stored : undefined;
}
