// Notification preferences: notificationPrefs/{uid} holds a channel per category, a digest
// flag and the language mail is written in. A missing entry means both email and in-app.

import type { Locale } from '@model/constants';
import { notificationPrefsDocSchema, notifyChannelSchema } from '@model/schemas/notifications';
import { storedOr } from '@model/schemas/stored';
import type { Firestore, Transaction } from 'firebase-admin/firestore';
import { storedField } from '../stored';
import { CATEGORIES, type Category, type Channel } from './events';
import { localeOf } from './locales';

export const PREFS = 'notificationPrefs';

export interface Prefs {
  channels: Record<Category, Channel>;
  digest: boolean;
  locale: Locale;
}

/** The stored preferences, each category on its own: one it does not name (or names wrongly) is both. */
export function prefsFrom(data: Record<string, unknown> | undefined): Prefs {
  const stored = (data?.channels ?? {}) as Record<string, unknown>;
  const channels = {} as Record<Category, Channel>;
  for (const category of CATEGORIES) {
    channels[category] = storedOr(notifyChannelSchema, stored[category], 'both');
  }
  return {
    channels,
    digest: storedField(notificationPrefsDocSchema, data, 'digest', false) === true,
    locale: localeOf(data?.locale),
  };
}

export async function readPrefs(db: Firestore, tx: Transaction, uid: string): Promise<Prefs> {
  const snap = await tx.get(db.collection(PREFS).doc(uid));
  return prefsFrom(snap.data());
}

export const wantsEmail = (channel: Channel) => channel === 'both' || channel === 'email';
export const wantsInApp = (channel: Channel) => channel === 'both' || channel === 'in_app';

/** What an unsubscribe link leaves: in-app notices stay, email stops. */
export function withoutEmail(channel: Channel): Channel {
  return channel === 'both' || channel === 'in_app' ? 'in_app' : 'none';
}
