// Client onboarding review and the courtesy subscription listing through the Functions
// emulator: a rejection needs its reason, an approval makes sure the client holds the connect
// role and owns the workspace, and courtesy grants page on the server by product and state.

import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts, PLAN, seedBase } from './fixtures';
import { adminDb, type CallOutcome, call } from './support';

let accounts: Accounts;

beforeAll(async () => {
  accounts = await createAccounts();
}, 120_000);

beforeEach(() => seedBase(accounts));

function ok(outcome: CallOutcome): Record<string, unknown> {
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
  return outcome.result;
}

const doc = async (path: string) => (await adminDb().doc(path).get()).data();

describe('reviewOnboarding', () => {
  beforeEach(async () => {
    await adminDb().doc('workspaces/ws-new-client').set({
      name: 'New Client',
      product: 'connect',
      members: {},
      memberUids: [],
    });
    await adminDb().doc('onboarding/ob-new').set({
      invitedEmail: accounts.target.email.toLowerCase(),
      workspaceId: 'ws-new-client',
      status: 'submitted',
      steps: {},
    });
  });

  it('refuses a rejection without a reason and keeps the submission as it was', async () => {
    const outcome = await call(
      'reviewOnboarding',
      { onboardingId: 'ob-new', decision: 'rejected' },
      accounts.connectAdmin,
    );
    expect(outcome).toMatchObject({ ok: false, code: 'invalid-argument' });
    expect((await doc('onboarding/ob-new'))?.status).toBe('submitted');
  });

  it('approves without granting anything to an account that merely holds the invited address', async () => {
    // The target's account has the invited email (unverified): only accepting the invitation
    // link may make someone the client; an approval is a decision about the answers.
    ok(
      await call(
        'reviewOnboarding',
        { onboardingId: 'ob-new', decision: 'approved' },
        accounts.connectAdmin,
      ),
    );
    expect(await doc('onboarding/ob-new')).toMatchObject({ status: 'approved' });
    expect((await doc('onboarding/ob-new'))?.clientUid).toBeUndefined();
    expect((await doc(`users/${accounts.target.uid}`))?.roles).toEqual({ smm: 'user' });
    expect(await doc('workspaces/ws-new-client')).toMatchObject({
      members: {},
      memberUids: [],
      onboardingStatus: 'approved',
    });
  });
});

describe('listCourtesySubscriptions', () => {
  const DAY = 86_400_000;

  async function grant(id: string, product: string, fields: Record<string, unknown>) {
    await adminDb()
      .doc(`workspaces/${id}`)
      .set({ name: `Workspace ${id}`, product, members: {} });
    await adminDb()
      .doc(`subscriptions/${id}`)
      .set({ planId: PLAN, status: 'courtesy', ...fields });
  }

  it('pages a product’s running grants 25 at a time, soonest end first, leaving out other products', async () => {
    for (let i = 0; i < 30; i++) {
      const id = `ws-c${String(i).padStart(2, '0')}`;
      await grant(id, 'connect', {
        courtesy: {
          reason: 'Partner',
          expiresAt: Timestamp.fromMillis(Date.now() + (i + 1) * DAY),
        },
      });
      if (i % 5 === 0)
        await grant(`ws-s${i}`, 'smm', {
          courtesy: {
            reason: 'Other',
            expiresAt: Timestamp.fromMillis(Date.now() + (i + 1) * DAY),
          },
        });
    }
    const first = ok(
      await call(
        'listCourtesySubscriptions',
        { product: 'connect', view: 'active' },
        accounts.connectAdmin,
      ),
    );
    const rows = first.rows as { workspaceId: string; state: string }[];
    expect(rows.map((r) => r.workspaceId)).toEqual(
      Array.from({ length: 25 }, (_, i) => `ws-c${String(i).padStart(2, '0')}`),
    );
    expect(new Set(rows.map((r) => r.state))).toEqual(new Set(['active']));
    const second = ok(
      await call(
        'listCourtesySubscriptions',
        { product: 'connect', view: 'active', after: first.next },
        accounts.connectAdmin,
      ),
    );
    expect((second.rows as { workspaceId: string }[]).map((r) => r.workspaceId)).toEqual([
      'ws-c25',
      'ws-c26',
      'ws-c27',
      'ws-c28',
      'ws-c29',
    ]);
    expect(second.next).toBeNull();
  });

  it('shows a grant past its end as expired before the job runs, and a revoked one as revoked', async () => {
    await grant('ws-lapsed', 'connect', {
      courtesy: { reason: 'Trial', expiresAt: Timestamp.fromMillis(Date.now() - DAY) },
    });
    await grant('ws-ended', 'connect', {
      status: 'active',
      courtesy: {
        reason: 'Trial',
        expiresAt: Timestamp.fromMillis(Date.now() + DAY),
        endedBy: accounts.connectAdmin.uid,
      },
    });
    const active = ok(
      await call(
        'listCourtesySubscriptions',
        { product: 'connect', view: 'active' },
        accounts.connectAdmin,
      ),
    );
    expect(active.rows).toEqual([]);
    const all = ok(
      await call(
        'listCourtesySubscriptions',
        { product: 'connect', view: 'all' },
        accounts.connectAdmin,
      ),
    );
    expect(
      Object.fromEntries(
        (all.rows as { workspaceId: string; state: string }[]).map((r) => [r.workspaceId, r.state]),
      ),
    ).toEqual({ 'ws-lapsed': 'expired', 'ws-ended': 'revoked' });
  });
});
