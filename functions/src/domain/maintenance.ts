// Maintenance mode, per product (settings/app: maintenanceFor.smm / maintenanceFor.connect,
// and the older maintenance flag, which covers both): while it is on, only admins may change
// anything. Every callable asks, so an "up" answer is cached for a few seconds per function
// instance instead of costing a read per call, and turning maintenance on takes effect within
// that time. A "down" answer is never kept: the end of a maintenance reaches every instance at
// once (a stale "down" refused callers for seconds after the switch was turned off).

import { isAdminRole, PRODUCTS } from '@model/roles';
import type { Product } from '@model/variant';
import type { Firestore } from 'firebase-admin/firestore';
import { allRoles, type Caller } from './caller';

export const MAINTENANCE_CACHE_MS = 5000;
export const DEFAULT_MAINTENANCE_MESSAGE =
  'The app is down for maintenance. Please try again later.';

interface Notice {
  on: Record<Product, boolean>;
  message: string;
}

let cached: { db: Firestore; readAt: number; notice: Notice } | null = null;

async function readNotice(db: Firestore, now: number): Promise<Notice> {
  if (cached && cached.db === db && now - cached.readAt < MAINTENANCE_CACHE_MS) {
    return cached.notice;
  }
  const snap = await db.collection('settings').doc('app').get();
  const message = snap.get('maintenanceMessage');
  const both = snap.get('maintenance') === true;
  const notice = {
    on: {
      smm: both || snap.get('maintenanceFor.smm') === true,
      connect: both || snap.get('maintenanceFor.connect') === true,
    },
    message:
      typeof message === 'string' && message.trim() ? message.trim() : DEFAULT_MAINTENANCE_MESSAGE,
  };
  cached = notice.on.smm || notice.on.connect ? null : { db, readAt: now, notice };
  return notice;
}

/** Forgets the cached answer (tests turn maintenance on and off faster than the cache). */
export function forgetMaintenance(): void {
  cached = null;
}

/**
 * The message to refuse this caller with, or null when they may go on: maintenance is off for
 * every product the caller uses, or the caller is an admin of some product (admins keep
 * working to end the maintenance). A callable does not say which site it was called from, so
 * the caller's products decide: someone with roles in both is held back by either's
 * maintenance, someone with no role yet by any.
 */
export async function maintenanceRefusal(
  db: Firestore,
  caller: Caller,
  now: Date,
): Promise<string | null> {
  const notice = await readNotice(db, now.getTime());
  const roles = allRoles(caller.doc);
  const used = PRODUCTS.filter((product) => roles[product]);
  const concerned = (used.length > 0 ? used : PRODUCTS).some((product) => notice.on[product]);
  if (!concerned) return null;
  const admin = Object.values(roles).some((role) => isAdminRole(role));
  return admin ? null : notice.message;
}
