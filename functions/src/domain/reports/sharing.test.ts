import { Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { suiteFirestore } from '../../../../test/support/functions/suiteFirestore';
import type { Caller } from '../caller';
import { createReportLink, listReportLinks, openReportLink, revokeReportLink } from './sharing';

const fs = suiteFirestore();
const NOW = new Date('2026-04-03T08:00:00Z');
const DAY = 86_400_000;
const caller = (uid: string, roles: Record<string, string> = { connect: 'user' }): Caller => ({
  uid,
  email: `${uid}@example.test`,
  doc: { roles },
});
let n = 0;
const requestId = () => `req-${++n}-abcdefgh`;

beforeAll(async () => {
  await fs.clear();
  const stamps = { createdAt: Timestamp.fromDate(NOW), updatedAt: Timestamp.fromDate(NOW) };
  await fs.db.doc('workspaces/w1').set({
    name: 'Shared',
    product: 'connect',
    ownerUid: 'owner',
    members: { owner: 'owner', appr: 'approver' },
    timeZone: 'Europe/Paris',
    channelIds: [],
    ...stamps,
  });
  await fs.db.doc('workspaces/w2').set({
    name: 'Other',
    product: 'connect',
    ownerUid: 'other',
    members: { other: 'owner' },
    timeZone: 'UTC',
    channelIds: [],
    ...stamps,
  });
});

const tokenOf = (url: string | undefined) =>
  new URL(String(url)).pathname.split('/').pop() as string;

describe('report share links', () => {
  it('store only the hash, open the period they were made for, and stop once revoked', async () => {
    const made = await createReportLink(
      fs.db,
      caller('owner'),
      { requestId: requestId(), workspaceId: 'w1', period: 'last_month', validDays: 30 },
      NOW,
    );
    expect(made.url).toMatch(/\/connect\/review\/[A-Za-z0-9_-]{43}\?view=report$/);
    const token = tokenOf(made.url);
    const stored = (await fs.db.doc(`reportLinks/${made.linkId}`).get()).data() ?? {};
    expect(JSON.stringify(stored)).not.toContain(token);
    // Opened weeks later, it still shows March, the month it was made for.
    const opened = await openReportLink(
      fs.db,
      token,
      '203.0.113.5',
      new Date(NOW.getTime() + 20 * DAY),
    );
    expect(opened.status).toBe('active');
    if (opened.status === 'active') {
      expect([opened.report.currentPeriod.from, opened.report.currentPeriod.to]).toEqual([
        '2026-03-01',
        '2026-03-31',
      ]);
      expect(opened.report.workspace.name).toBe('Shared');
    }
    const listed = await listReportLinks(fs.db, caller('owner'), 'w1', NOW);
    expect(listed.links).toEqual([
      expect.objectContaining({ id: made.linkId, status: 'active', from: '2026-03-01' }),
    ]);
    expect(JSON.stringify(listed)).not.toContain(token);
    // Another workspace's owner cannot revoke it; its own owner can.
    await expect(
      revokeReportLink(fs.db, caller('other'), { workspaceId: 'w2', linkId: made.linkId }),
    ).rejects.toMatchObject({ code: 'not-found' });
    expect(
      await revokeReportLink(fs.db, caller('owner'), { workspaceId: 'w1', linkId: made.linkId }),
    ).toEqual({ linkId: made.linkId, changed: true });
    expect(await openReportLink(fs.db, token, '203.0.113.5', NOW)).toEqual({ status: 'revoked' });
  });

  it('expire, answer a guess as ended, and are made only by the owner or staff', async () => {
    const made = await createReportLink(
      fs.db,
      caller('staff', { connect: 'admin' }),
      { requestId: requestId(), workspaceId: 'w1', period: 'last_week', validDays: 1 },
      NOW,
    );
    const token = tokenOf(made.url);
    expect((await openReportLink(fs.db, token, '203.0.113.6', NOW)).status).toBe('active');
    expect(
      await openReportLink(fs.db, token, '203.0.113.6', new Date(NOW.getTime() + 2 * DAY)),
    ).toEqual({ status: 'expired' });
    expect(await openReportLink(fs.db, 'A'.repeat(43), '203.0.113.6', NOW)).toEqual({
      status: 'expired',
    });
    for (const who of [caller('appr'), caller('stranger')]) {
      await expect(
        createReportLink(
          fs.db,
          who,
          { requestId: requestId(), workspaceId: 'w1', period: 'last_month', validDays: 30 },
          NOW,
        ),
      ).rejects.toMatchObject({ code: 'permission-denied' });
    }
  });
});
