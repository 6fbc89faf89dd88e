// The super admin's server side through the Functions emulator: the audit log read with
// filters and cursor pages, and maintenance mode refusing the writes of everyone but admins.

import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts, seedBase } from './fixtures';
import { adminDb, type CallOutcome, call, requestId, waitFor } from './support';

let accounts: Accounts;

beforeAll(async () => {
  accounts = await createAccounts();
}, 120_000);

beforeEach(async () => {
  await seedBase(accounts);
});

const DAY = 86_400_000;
const START = Date.UTC(2026, 2, 1);

async function seedLog(): Promise<void> {
  const batch = adminDb().batch();
  // 30 entries, one a day: even days by the super admin (plan.update), odd by the smm admin
  // (user.roles.set).
  for (let i = 0; i < 30; i++) {
    const byBoss = i % 2 === 0;
    batch.set(
      adminDb()
        .collection('auditLog')
        .doc(`log-${String(i).padStart(2, '0')}`),
      {
        action: byBoss ? 'plan.update' : 'user.roles.set',
        actorUid: byBoss ? accounts.superAdmin.uid : accounts.smmAdmin.uid,
        product: 'smm',
        target: `plans/p${i}`,
        details: { n: i },
        at: Timestamp.fromMillis(START + i * DAY),
      },
    );
  }
  await batch.commit();
}

function ids(outcome: CallOutcome): string[] {
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
  return (outcome.result.entries as { id: string }[]).map((entry) => entry.id);
}

describe('listAuditLog', () => {
  it('pages the whole log newest first with a cursor, and ends with next = null', async () => {
    await seedLog();
    const seen: string[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const outcome = await call(
        'listAuditLog',
        { pageSize: 12, ...(cursor ? { cursor } : {}) },
        accounts.superAdmin,
      );
      seen.push(...ids(outcome));
      cursor = outcome.ok ? (outcome.result.next as string | null) : null;
      pages += 1;
    } while (cursor && pages < 10);
    expect(pages).toBe(3);
    expect(seen).toEqual(
      Array.from({ length: 30 }, (_, i) => `log-${String(29 - i).padStart(2, '0')}`),
    );
  });

  it('filters by the actor email, the action and a date range on the server', async () => {
    await seedLog();
    const byAdmin = await call(
      'listAuditLog',
      { pageSize: 100, actorEmail: accounts.smmAdmin.email.toUpperCase() },
      accounts.superAdmin,
    );
    expect(ids(byAdmin)).toHaveLength(15);
    expect(byAdmin.ok && byAdmin.result.entries).toContainEqual(
      expect.objectContaining({ actorEmail: accounts.smmAdmin.email, action: 'user.roles.set' }),
    );

    const updates = await call(
      'listAuditLog',
      {
        pageSize: 100,
        action: 'plan.update',
        from: new Date(START + 10 * DAY).toISOString(),
        to: new Date(START + 20 * DAY).toISOString(),
      },
      accounts.superAdmin,
    );
    expect(ids(updates)).toEqual(['log-18', 'log-16', 'log-14', 'log-12', 'log-10']);

    const nobody = await call(
      'listAuditLog',
      { pageSize: 10, actorEmail: 'nobody@example.test' },
      accounts.superAdmin,
    );
    expect(nobody).toMatchObject({ ok: true, result: { entries: [], next: null } });
  });

  it('refuses an admin who is not super admin and a cursor naming no entry', async () => {
    await seedLog();
    for (const account of [accounts.smmAdmin, accounts.saasAdmin, accounts.connectAdmin]) {
      expect(await call('listAuditLog', { pageSize: 10 }, account)).toMatchObject({
        ok: false,
        code: 'permission-denied',
      });
    }
    expect(
      await call('listAuditLog', { pageSize: 10, cursor: 'no-such-entry' }, accounts.superAdmin),
    ).toMatchObject({ ok: false, code: 'invalid-argument' });
  });
});

describe('maintenance mode', () => {
  const deleteCreatedWorkspace = async (outcome: CallOutcome) => {
    if (outcome.ok) {
      await adminDb().collection('workspaces').doc(String(outcome.result.workspaceId)).delete();
    }
  };
  const createWorkspace = (account: (typeof accounts)['smmUser']) =>
    call(
      'createWorkspace',
      { requestId: requestId(), name: 'During maintenance', product: 'smm', timeZone: 'UTC' },
      account,
    );

  it('refuses the writes of non-admins with unavailable and the message, and lets admins work', async () => {
    const on = await call(
      'updateSettings',
      { patch: { maintenance: true, maintenanceMessage: 'Back at 10:00 UTC.' } },
      accounts.superAdmin,
    );
    expect(on.ok).toBe(true);
    // Each function instance caches the setting for a few seconds: until the instance that
    // answers has read it, the write goes through (and is deleted, so the owner stays within
    // the plan's workspaces).
    const refused = await waitFor(async () => {
      const outcome = await createWorkspace(accounts.smmUser);
      if (outcome.ok) await deleteCreatedWorkspace(outcome);
      return outcome.ok ? null : outcome;
    }, 20_000);
    expect(refused).toMatchObject({ code: 'unavailable', message: 'Back at 10:00 UTC.' });
    expect(await createWorkspace(accounts.smmAdmin)).toMatchObject({ ok: true });

    const off = await call(
      'updateSettings',
      { patch: { maintenance: false } },
      accounts.superAdmin,
    );
    expect(off.ok).toBe(true);
    const allowed = await waitFor(async () => {
      const outcome = await createWorkspace(accounts.smmUser);
      return outcome.ok ? outcome : null;
    }, 20_000);
    expect(allowed.ok).toBe(true);
  });
});
