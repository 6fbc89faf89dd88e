import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startTestFirestore,
  type TestFirestore,
} from '../../../test/support/functions/firestoreEmulator';
import type { Caller } from './caller';
import {
  DEFAULT_MAINTENANCE_MESSAGE,
  forgetMaintenance,
  MAINTENANCE_CACHE_MS,
  maintenanceRefusal,
} from './maintenance';

let fs: TestFirestore;
beforeAll(async () => {
  fs = await startTestFirestore();
});
afterAll(() => fs.stop());
beforeEach(async () => {
  await fs.clear();
  forgetMaintenance();
});

const user: Caller = { uid: 'u', email: null, doc: { roles: { smm: 'user' } } };
const admin: Caller = { uid: 'a', email: null, doc: { roles: { connect: 'admin' } } };
const legacyAdmin: Caller = { uid: 'l', email: null, doc: { role: 'Admin' } };
const nobody: Caller = { uid: 'n', email: null, doc: null };
const at = (ms: number) => new Date(Date.UTC(2026, 0, 1) + ms);

describe('maintenanceRefusal', () => {
  it('lets everyone through while maintenance is off or was never set', async () => {
    expect(await maintenanceRefusal(fs.db, user, at(0))).toBeNull();
    forgetMaintenance();
    await fs.db.doc('settings/app').set({ maintenance: false, maintenanceMessage: 'x' });
    expect(await maintenanceRefusal(fs.db, nobody, at(0))).toBeNull();
  });

  it('refuses users with the stored message, or a default one, and never admins', async () => {
    await fs.db.doc('settings/app').set({ maintenance: true, maintenanceMessage: '  Back soon. ' });
    expect(await maintenanceRefusal(fs.db, user, at(0))).toBe('Back soon.');
    expect(await maintenanceRefusal(fs.db, nobody, at(0))).toBe('Back soon.');
    expect(await maintenanceRefusal(fs.db, admin, at(0))).toBeNull();
    expect(await maintenanceRefusal(fs.db, legacyAdmin, at(0))).toBeNull();
    forgetMaintenance();
    await fs.db.doc('settings/app').set({ maintenance: true });
    expect(await maintenanceRefusal(fs.db, user, at(0))).toBe(DEFAULT_MAINTENANCE_MESSAGE);
  });

  it('holds back only the users of the product in maintenance', async () => {
    const connectUser: Caller = { uid: 'c', email: null, doc: { roles: { connect: 'user' } } };
    const both: Caller = {
      uid: 'b',
      email: null,
      doc: { roles: { smm: 'user', connect: 'user' } },
    };
    await fs.db
      .doc('settings/app')
      .set({ maintenanceFor: { smm: true }, maintenanceMessage: 'Soon' });
    expect(await maintenanceRefusal(fs.db, user, at(0))).toBe('Soon');
    expect(await maintenanceRefusal(fs.db, connectUser, at(0))).toBeNull();
    expect(await maintenanceRefusal(fs.db, both, at(0))).toBe('Soon');
    expect(await maintenanceRefusal(fs.db, nobody, at(0))).toBe('Soon');
    expect(await maintenanceRefusal(fs.db, admin, at(0))).toBeNull();
    forgetMaintenance();
    await fs.db.doc('settings/app').set({ maintenanceFor: { smm: false, connect: true } });
    expect(await maintenanceRefusal(fs.db, user, at(0))).toBeNull();
    expect(await maintenanceRefusal(fs.db, connectUser, at(0))).toBe(DEFAULT_MAINTENANCE_MESSAGE);
  });

  it('keeps an "up" answer for the cache period, and a "down" one not at all', async () => {
    await fs.db.doc('settings/app').set({ maintenance: false });
    expect(await maintenanceRefusal(fs.db, user, at(0))).toBeNull();
    await fs.db.doc('settings/app').set({ maintenance: true });
    // Turning maintenance on reaches this instance once its cached "up" has aged out.
    expect(await maintenanceRefusal(fs.db, user, at(MAINTENANCE_CACHE_MS - 1))).toBeNull();
    expect(await maintenanceRefusal(fs.db, user, at(MAINTENANCE_CACHE_MS))).not.toBeNull();
    // Turning it off reaches it at once: the next call reads again.
    await fs.db.doc('settings/app').set({ maintenance: false });
    expect(await maintenanceRefusal(fs.db, user, at(MAINTENANCE_CACHE_MS + 1))).toBeNull();
  });
});
