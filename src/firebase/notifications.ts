// The notification centre (notifications/{uid}/items, written by the functions), the person's
// preferences (notificationPrefs/{uid}) and, for admins, undelivered mail (mailDeliveries).
// Read with Firestore Lite; the bell's live count is a listener in notification-listener.ts
// (the full SDK, loaded lazily), with countUnread as its fallback poll.

import {
  NOTIFY_CHANNELS,
  type NotifyChannel,
  NOTIFY_CATEGORIES as STORED_CATEGORIES,
  type NotifyCategory as StoredCategory,
} from '@model/schemas/notify-kinds';
import { firestoreLite } from './firestore';
import { callFunction } from './functions';
import { millisOrNull, stringOrNull } from './localised';

export interface NotificationItem {
  id: string;
  event: string;
  category: string;
  title: string;
  body: string;
  link: string;
  read: boolean;
  createdAt: number | null;
}

/** The categories a person chooses for: account mail (invitations, new terms) always goes. */
export type NotifyCategory = Exclude<StoredCategory, 'account'>;
export const NOTIFY_CATEGORIES = STORED_CATEGORIES.filter(
  (category): category is NotifyCategory => category !== 'account',
);
export type { NotifyChannel };

export interface NotificationPrefs {
  channels: Record<NotifyCategory, NotifyChannel>;
  digest: boolean;
}

const items = async (uid: string) => {
  const { lite, db } = await firestoreLite();
  return { lite, db, ref: lite.collection(db, 'notifications', uid, 'items') };
};

export async function countUnread(uid: string): Promise<number> {
  const { lite, ref } = await items(uid);
  const snap = await lite.getCount(lite.query(ref, lite.where('read', '==', false)));
  return snap.data().count;
}

export async function listNotifications(uid: string, max = 20): Promise<NotificationItem[]> {
  const { lite, ref } = await items(uid);
  const snap = await lite.getDocs(
    lite.query(ref, lite.orderBy('createdAt', 'desc'), lite.limit(max)),
  );
  return snap.docs.map((doc) => {
    const data = doc.data();
    return {
      id: doc.id,
      event: stringOrNull(data.event) ?? '',
      category: stringOrNull(data.category) ?? '',
      title: stringOrNull(data.title) ?? '',
      body: stringOrNull(data.body) ?? '',
      link: stringOrNull(data.link) ?? '',
      read: data.read === true,
      createdAt: millisOrNull(data.createdAt),
    };
  });
}

export async function markRead(uid: string, ids: string[]): Promise<void> {
  if (ids.length === 0) return;
  const { lite, db } = await firestoreLite();
  const batch = lite.writeBatch(db);
  for (const id of ids) {
    batch.update(lite.doc(db, 'notifications', uid, 'items', id), {
      read: true,
      readAt: lite.serverTimestamp(),
    });
  }
  await batch.commit();
}

/** Marks every unread entry read, in batches the server accepts. */
export async function markAllRead(uid: string): Promise<void> {
  const { lite, ref } = await items(uid);
  const unread = await lite.getDocs(
    lite.query(ref, lite.where('read', '==', false), lite.limit(400)),
  );
  await markRead(
    uid,
    unread.docs.map((doc) => doc.id),
  );
}

export async function readNotificationPrefs(uid: string): Promise<NotificationPrefs> {
  const { lite, db } = await firestoreLite();
  const snap = await lite.getDoc(lite.doc(db, 'notificationPrefs', uid));
  const stored = (snap.data()?.channels ?? {}) as Record<string, unknown>;
  const channels = {} as Record<NotifyCategory, NotifyChannel>;
  for (const category of NOTIFY_CATEGORIES) {
    const value = stored[category];
    channels[category] = NOTIFY_CHANNELS.includes(value as NotifyChannel)
      ? (value as NotifyChannel)
      : 'both';
  }
  return { channels, digest: snap.data()?.digest === true };
}

/** Saves the preferences and the language mail should be written in. */
export async function saveNotificationPrefs(
  uid: string,
  prefs: NotificationPrefs,
  locale: string,
): Promise<void> {
  const { lite, db } = await firestoreLite();
  await lite.setDoc(
    lite.doc(db, 'notificationPrefs', uid),
    { channels: prefs.channels, digest: prefs.digest, locale, updatedAt: lite.serverTimestamp() },
    { merge: true },
  );
}

export interface UndeliveredMail {
  id: string;
  event: string;
  email: string;
  state: string;
  attempts: number;
  /** Why it has not gone out, as a code (unreachable, busy, rejected, auth, unconfirmed, other). */
  reason: string | null;
  updatedAt: number | null;
}

/** Mail that has not gone out: retrying, failed, or of unknown fate after a crash (admins). */
export async function listUndeliveredMail(max = 50): Promise<UndeliveredMail[]> {
  const { lite, db } = await firestoreLite();
  const snap = await lite.getDocs(
    lite.query(
      lite.collection(db, 'mailDeliveries'),
      lite.where('state', 'in', ['pending', 'sending', 'failed', 'unconfirmed']),
      lite.limit(max),
    ),
  );
  return snap.docs.map((doc) => {
    const data = doc.data();
    return {
      id: doc.id,
      event: stringOrNull(data.event) ?? '',
      email: stringOrNull(data.email) ?? '',
      state: stringOrNull(data.state) ?? '',
      attempts: typeof data.attempts === 'number' ? data.attempts : 0,
      reason: stringOrNull(data.failureReason),
      updatedAt: millisOrNull(data.updatedAt),
    };
  });
}

/** Sends an undelivered email again (admins). */
export async function retryNotification(deliveryKey: string): Promise<void> {
  await callFunction('retryNotification', { deliveryKey });
}
