// A workspace's people by name (listWorkspacePeople), through the real Functions emulator: the
// members and the product's staff see names, never ids; only owners and staff see addresses;
// anyone else learns nothing.

import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts, seedBase, WS_SMM } from './fixtures';
import { adminDb, type CallOutcome, call } from './support';

let accounts: Accounts;

beforeAll(async () => {
  accounts = await createAccounts();
}, 120_000);

beforeEach(async () => {
  await seedBase(accounts);
  const db = adminDb();
  await db.doc(`workspaces/${WS_SMM}`).update({
    [`members.${accounts.outsider.uid}`]: 'viewer',
    [`members.${accounts.target.uid}`]: 'editor',
  });
  await db.doc(`users/${accounts.target.uid}`).update({ displayName: 'Tara Target' });
});

type Person = { uid: string; name: string; email: string | null; photoURL: string | null };

function people(outcome: CallOutcome): Person[] {
  if (!outcome.ok) throw new Error(`${outcome.code}: ${outcome.message}`);
  return outcome.result.people as Person[];
}

const localPart = (email: string) => email.split('@')[0];

describe('listWorkspacePeople', () => {
  it('names every member for the owner, with their addresses', async () => {
    const list = people(
      await call('listWorkspacePeople', { workspaceId: WS_SMM }, accounts.smmUser),
    );
    expect(list).toContainEqual({
      uid: accounts.target.uid,
      name: 'Tara Target',
      email: accounts.target.email,
      photoURL: null,
    });
    // Without a display name, the address's local part: never the uid.
    expect(list.find((p) => p.uid === accounts.outsider.uid)?.name).toBe(
      localPart(accounts.outsider.email),
    );
    expect(list.map((p) => p.name)).not.toContain(accounts.outsider.uid);
  });

  it('names the members for a viewer, without their addresses', async () => {
    const list = people(
      await call('listWorkspacePeople', { workspaceId: WS_SMM }, accounts.outsider),
    );
    expect(list.find((p) => p.uid === accounts.target.uid)).toMatchObject({
      name: 'Tara Target',
      email: null,
    });
    expect(JSON.stringify(list)).not.toContain('@');
  });

  it('tells someone outside the workspace nothing', async () => {
    expect(
      await call('listWorkspacePeople', { workspaceId: WS_SMM }, accounts.client),
    ).toMatchObject({ ok: false, code: 'permission-denied' });
    expect(await call('listWorkspacePeople', { workspaceId: WS_SMM }, null)).toMatchObject({
      ok: false,
      code: 'unauthenticated',
    });
  });
});
