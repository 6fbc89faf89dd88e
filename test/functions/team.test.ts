// The team callables through the Functions emulator, beyond the permission matrix of
// callables.test.ts: order on creation, stale reorders, assignments replaced as a whole and
// never half written, removal cleaning up what the member served.

import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts, seedBase, WS_CONNECT, WS_SMM } from './fixtures';
import { adminDb, type CallOutcome, call, requestId } from './support';

let accounts: Accounts;
const WS_OTHER = 'ws-connect-2';

beforeAll(async () => {
  accounts = await createAccounts();
}, 120_000);

beforeEach(async () => {
  await seedBase(accounts);
  await adminDb().doc(`workspaces/${WS_OTHER}`).set({
    name: 'Second Client',
    product: 'connect',
    members: {},
    memberUids: [],
  });
});

function ok(outcome: CallOutcome): Record<string, unknown> {
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
  return outcome.result;
}

const staff = () => accounts.connectAdmin;
const doc = async (path: string) => (await adminDb().doc(path).get()).data();

async function addMember(name: string, extra: Record<string, unknown> = {}) {
  const result = ok(
    await call(
      'upsertTeamMember',
      { requestId: requestId(), name, uid: null, photoPath: null, public: true, ...extra },
      staff(),
    ),
  );
  return String(result.teamMemberId);
}

describe('upsertTeamMember', () => {
  it('places a new member last and keeps their place when the profile is edited', async () => {
    const first = await addMember('Ada');
    const second = await addMember('Bo', { title: 'Writer' });
    expect((await doc(`team/${first}`))?.order).toBe(1);
    expect((await doc(`team/${second}`))?.order).toBe(2);
    ok(
      await call(
        'upsertTeamMember',
        {
          requestId: requestId(),
          teamMemberId: first,
          name: 'Ada L.',
          bio: 'Now with a bio.',
          uid: accounts.connectAdmin.uid,
          photoPath: 'team/ada.webp',
          public: false,
        },
        staff(),
      ),
    );
    expect(await doc(`team/${first}`)).toMatchObject({
      name: 'Ada L.',
      bio: 'Now with a bio.',
      title: '',
      uid: accounts.connectAdmin.uid,
      photoPath: 'team/ada.webp',
      public: false,
      order: 1,
    });
  });

  it('refuses an account that does not exist and a photo outside team/', async () => {
    const unknown = await call(
      'upsertTeamMember',
      { requestId: requestId(), name: 'Cy', uid: 'nobody', photoPath: null, public: true },
      staff(),
    );
    expect(unknown).toMatchObject({ ok: false, code: 'not-found' });
    const outside = await call(
      'upsertTeamMember',
      {
        requestId: requestId(),
        name: 'Cy',
        uid: null,
        photoPath: 'workspaces/x/media/a.png',
        public: true,
      },
      staff(),
    );
    expect(outside).toMatchObject({ ok: false, code: 'invalid-argument' });
    expect((await adminDb().collection('team').get()).size).toBe(0);
  });

  it('refuses a client and an admin of the other product', async () => {
    for (const caller of [accounts.client, accounts.smmAdmin]) {
      const outcome = await call(
        'upsertTeamMember',
        { requestId: requestId(), name: 'Eve', uid: null, photoPath: null, public: true },
        caller,
      );
      expect(outcome).toMatchObject({ ok: false, code: 'permission-denied' });
    }
  });
});

describe('reorderTeam', () => {
  it('refuses an order that misses a member added meanwhile, changing nothing', async () => {
    const a = await addMember('Ada');
    const b = await addMember('Bo');
    await addMember('Cy');
    const stale = await call('reorderTeam', { teamMemberIds: [b, a] }, staff());
    expect(stale).toMatchObject({ ok: false, code: 'failed-precondition' });
    expect((await doc(`team/${a}`))?.order).toBe(1);
    expect((await doc(`team/${b}`))?.order).toBe(2);
  });
});

describe('setTeamAssignments', () => {
  it('replaces the set of clients a member serves', async () => {
    const a = await addMember('Ada');
    ok(
      await call(
        'setTeamAssignments',
        { teamMemberId: a, workspaceIds: [WS_CONNECT, WS_OTHER] },
        staff(),
      ),
    );
    expect((await doc(`workspaces/${WS_CONNECT}`))?.teamMemberIds).toEqual([a]);
    expect((await doc(`workspaces/${WS_OTHER}`))?.teamMemberIds).toEqual([a]);
    ok(await call('setTeamAssignments', { teamMemberId: a, workspaceIds: [WS_OTHER] }, staff()));
    expect((await doc(`workspaces/${WS_CONNECT}`))?.teamMemberIds).toEqual([]);
    expect((await doc(`workspaces/${WS_OTHER}`))?.teamMemberIds).toEqual([a]);
    // Membership is the client's own people: an assignment leaves it alone.
    expect((await doc(`workspaces/${WS_CONNECT}`))?.members).toEqual({
      [accounts.client.uid]: 'owner',
    });
  });

  it('writes nothing when one of the workspaces is missing or not a client', async () => {
    const a = await addMember('Ada');
    for (const workspaceIds of [
      [WS_CONNECT, 'no-such-workspace'],
      [WS_CONNECT, WS_SMM],
    ]) {
      const outcome = await call('setTeamAssignments', { teamMemberId: a, workspaceIds }, staff());
      expect(outcome.ok).toBe(false);
      expect((await doc(`workspaces/${WS_CONNECT}`))?.teamMemberIds).toBeUndefined();
    }
  });
});

describe('removeTeamMember', () => {
  it('removes the member from every client they served and keeps the others there', async () => {
    const a = await addMember('Ada', { photoPath: 'team/ada.png' });
    const b = await addMember('Bo');
    ok(
      await call(
        'setTeamAssignments',
        { teamMemberId: a, workspaceIds: [WS_CONNECT, WS_OTHER] },
        staff(),
      ),
    );
    ok(await call('setTeamAssignments', { teamMemberId: b, workspaceIds: [WS_CONNECT] }, staff()));
    const removed = ok(await call('removeTeamMember', { teamMemberId: a }, staff()));
    expect(removed).toEqual({ teamMemberId: a, photoPath: 'team/ada.png' });
    expect(await doc(`team/${a}`)).toBeUndefined();
    expect((await doc(`workspaces/${WS_CONNECT}`))?.teamMemberIds).toEqual([b]);
    expect((await doc(`workspaces/${WS_OTHER}`))?.teamMemberIds).toEqual([]);
    const actions = (
      await adminDb().collection('auditLog').where('action', '==', 'team.remove').get()
    ).docs.map((d) => d.get('target'));
    expect(actions).toEqual([`team/${a}`]);
  });
});
