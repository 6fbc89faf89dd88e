// Maintenance mode (settings/app: maintenance, maintenanceMessage): while it is on, only
// admins may change anything. Every callable asks, so the answer is cached for a few seconds
// per function instance instead of costing a read per call; turning it on or off takes
// effect within that time.

import type { Firestore } from 'firebase-admin/firestore';
import { isAdminRole } from '../../../src/lib/roles';
import { allRoles, type Caller } from './caller';

export const MAINTENANCE_CACHE_MS = 5000;
export const DEFAULT_MAINTENANCE_MESSAGE =
  'The app is down for maintenance. Please try again later.';

interface Notice {
  on: boolean;
  message: string;
}

let cached: { db: Firestore; readAt: number; notice: Notice } | null = null;

async function readNotice(db: Firestore, now: number): Promise<Notice> {
  if (cached && cached.db === db && now - cached.readAt < MAINTENANCE_CACHE_MS) {
    return cached.notice;
  }
  const snap = await db.collection('settings').doc('app').get();
  const message = snap.get('maintenanceMessage');
  const notice = {
    on: snap.get('maintenance') === true,
    message:
      typeof message === 'string' && message.trim() ? message.trim() : DEFAULT_MAINTENANCE_MESSAGE,
  };
  cached = { db, readAt: now, notice };
  return notice;
}

/** Forgets the cached answer (tests turn maintenance on and off faster than the cache). */
export function forgetMaintenance(): void {
  cached = null;
}

/**
 * The message to refuse this caller with, or null when they may go on: maintenance is off,
 * or the caller is an admin of some product (admins keep working to end the maintenance).
 */
export async function maintenanceRefusal(
  db: Firestore,
  caller: Caller,
  now: Date,
): Promise<string | null> {
  const notice = await readNotice(db, now.getTime());
  if (!notice.on) return null;
  const admin = Object.values(allRoles(caller.doc)).some((role) => isAdminRole(role));
  return admin ? null : notice.message;
}
