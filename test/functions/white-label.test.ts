// A client workspace's white label through setWhiteLabel: its owner and the product's staff set
// it, colours whose text would not read (below WCAG AA) are refused with the ratio and nothing is
// written, anyone else is refused, and null removes it.

import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { type Accounts, createAccounts, seedBase, WS_CONNECT } from './fixtures';
import { adminDb, call } from './support';

let accounts: Accounts;

beforeAll(async () => {
  accounts = await createAccounts();
}, 120_000);

beforeEach(async () => {
  await seedBase(accounts);
});

const LABEL = {
  agencyName: 'Northwind Studio',
  senderName: 'Northwind',
  logoPath: `whiteLabels/${WS_CONNECT}/0123456789abcdef.png`,
  colour: '#1d3557',
  textColour: '#ffffff',
};
const stored = async () =>
  (await adminDb().doc(`workspaces/${WS_CONNECT}`).get()).get('whiteLabel');
const set = (whiteLabel: unknown, who: keyof Accounts = 'client') =>
  call('setWhiteLabel', { workspaceId: WS_CONNECT, whiteLabel }, accounts[who]);

describe('setWhiteLabel', () => {
  it('stores the owner’s white label and its contrast, and null removes it', async () => {
    const outcome = await set(LABEL);
    expect(outcome).toMatchObject({ ok: true, result: { workspaceId: WS_CONNECT } });
    if (outcome.ok) expect(outcome.result.contrast).toBeGreaterThan(4.5);
    expect(await stored()).toEqual(LABEL);
    expect(await set(null, 'connectAdmin')).toMatchObject({ ok: true });
    expect(await stored()).toBeUndefined();
  });

  it('refuses colours below WCAG AA with the ratio, writing nothing', async () => {
    await set(LABEL);
    const outcome = await set({ ...LABEL, colour: '#ffe066' });
    expect(outcome).toMatchObject({ ok: false, code: 'invalid-argument' });
    if (!outcome.ok)
      expect(outcome.message).toMatch(/contrast of 1\.\d+:1; WCAG AA needs at least 4\.5:1/);
    expect(await stored()).toEqual(LABEL);
  });

  it('answers a host name’s label to anyone without its sender name, and keeps a host name to one workspace', async () => {
    const host = 'northwind.connect.localhost';
    expect(await set({ ...LABEL, host: 'Northwind.Connect.Localhost' })).toMatchObject({
      ok: true,
    });
    const answered = await call('whiteLabelForHost', { host }, null);
    expect(answered).toMatchObject({
      ok: true,
      result: {
        whiteLabel: {
          agencyName: 'Northwind Studio',
          logoPath: LABEL.logoPath,
          colour: '#1d3557',
          textColour: '#ffffff',
        },
      },
    });
    if (answered.ok) expect(answered.result.whiteLabel).not.toHaveProperty('senderName');
    expect(
      await call('whiteLabelForHost', { host: 'other.connect.localhost' }, null),
    ).toMatchObject({ ok: true, result: { whiteLabel: null } });
    // The smm workspace's owner cannot take the host name.
    const taken = await call(
      'setWhiteLabel',
      { workspaceId: 'ws-smm', whiteLabel: { ...LABEL, logoPath: undefined, host } },
      accounts.smmUser,
    );
    expect(taken).toMatchObject({ ok: false, code: 'invalid-argument' });
    if (!taken.ok) expect(taken.message).toContain('already uses this host name');
  });

  it('refuses anyone but the owner and staff, a logo address of its own, and another workspace’s logo', async () => {
    expect(await set(LABEL, 'outsider')).toMatchObject({ ok: false, code: 'permission-denied' });
    expect(await set(LABEL, 'smmAdmin')).toMatchObject({ ok: false, code: 'permission-denied' });
    // Only an uploaded file: an address elsewhere would be blocked by the pages' img-src anyway.
    const { logoPath: _path, ...withoutLogo } = LABEL;
    expect(await set({ ...withoutLogo, logoUrl: 'https://brand.example/logo.png' })).toMatchObject({
      ok: false,
      code: 'invalid-argument',
    });
    const theirs = await set({ ...LABEL, logoPath: 'whiteLabels/ws-smm/0123456789abcdef.png' });
    expect(theirs).toMatchObject({ ok: false, code: 'invalid-argument' });
    if (!theirs.ok) expect(theirs.message).toContain('uploaded to this workspace');
    expect(await stored()).toBeUndefined();
  });
});
