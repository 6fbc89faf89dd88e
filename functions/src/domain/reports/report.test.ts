import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { beforeAll, describe, expect, it } from 'vitest';
import { suiteFirestore } from '../../../../test/support/functions/suiteFirestore';
import type { Caller } from '../caller';
import { agencyOverview } from './overview';
import { readReport } from './report';
import { listReportWorkspaces } from './workspaces';

const fs = suiteFirestore();
const NOW = new Date('2026-04-03T08:00:00Z');
const ts = (iso: string) => Timestamp.fromDate(new Date(iso));
const stamps = { createdAt: ts('2026-02-01T00:00:00Z'), updatedAt: ts('2026-02-01T00:00:00Z') };

const caller = (uid: string, roles: Record<string, string> = { connect: 'user' }): Caller => ({
  uid,
  email: `${uid}@example.test`,
  doc: { roles },
});

function published(at: string, url: string) {
  return {
    status: 'published',
    externalId: url,
    url,
    error: null,
    attempts: 1,
    publishedAt: ts(at),
  };
}

async function seed(db: Firestore, id: string) {
  const ws = db.doc(`workspaces/${id}`);
  await ws.set({
    name: `Report ${id}`,
    product: 'connect',
    ownerUid: 'owner',
    members: { owner: 'owner', appr: 'approver', view: 'viewer', edit: 'editor' },
    timeZone: 'Europe/Paris',
    channelIds: ['bsky'],
    ...stamps,
  });
  await ws
    .collection('channels')
    .doc('bsky')
    .set({
      provider: 'bluesky',
      handle: '@b',
      displayName: 'Bakery',
      status: 'connected',
      ...stamps,
    });
  const post = (pid: string, data: Record<string, unknown>) =>
    ws
      .collection('posts')
      .doc(pid)
      .set({ text: `Post ${pid}`, media: [], channelIds: ['bsky'], ...stamps, ...data });
  // 00:30 on 1 March in Paris is 23:30 UTC the day before: inside March there.
  await post('p1', {
    status: 'published',
    scheduledAt: ts('2026-02-28T23:30:00Z'),
    publishedAt: ts('2026-02-28T23:30:30Z'),
    results: { bsky: published('2026-02-28T23:30:30Z', 'https://bsky.test/p1') },
  });
  // 00:30 on 1 April in Paris (after the change to summer time): April, not March.
  await post('p2', {
    status: 'published',
    scheduledAt: ts('2026-03-31T22:30:00Z'),
    publishedAt: ts('2026-03-31T22:30:00Z'),
    results: { bsky: published('2026-03-31T22:30:00Z', 'https://bsky.test/p2') },
  });
  await post('p3', {
    status: 'failed',
    scheduledAt: ts('2026-03-10T10:00:00Z'),
    results: {
      bsky: {
        status: 'failed',
        externalId: null,
        url: null,
        error: 'Rate limited',
        attempts: 3,
        publishedAt: null,
        lastAttemptAt: ts('2026-03-10T10:05:00Z'),
      },
    },
  });
  const metric = (mid: string, data: Record<string, unknown>) =>
    ws
      .collection('metrics')
      .doc(mid)
      .set({ channelId: 'bsky', provider: 'bluesky', ...stamps, ...data });
  await metric('m1', {
    kind: 'post',
    postId: 'p1',
    capturedAt: ts('2026-03-02T10:00:00Z'),
    likes: 3,
    reposts: 1,
    replies: 1,
    quotes: 0,
    impressions: 100,
  });
  await metric('m2', {
    kind: 'post',
    postId: 'p1',
    capturedAt: ts('2026-03-30T10:00:00Z'),
    likes: 7,
    reposts: 2,
    replies: 1,
    quotes: 0,
    impressions: 400,
  });
  await metric('f1', {
    kind: 'channel',
    postId: null,
    capturedAt: ts('2026-02-28T20:00:00Z'),
    followers: 50,
    following: null,
    posts: null,
  });
  await metric('f2', {
    kind: 'channel',
    postId: null,
    capturedAt: ts('2026-03-31T20:00:00Z'),
    followers: 65,
    following: null,
    posts: null,
  });
  const activity = ws.collection('posts').doc('p1').collection('activity');
  await activity.doc('a1').set({
    type: 'approval_requested',
    actorUid: 'edit',
    actorName: 'E',
    via: 'app',
    details: {},
    at: ts('2026-02-27T09:00:00Z'),
  });
  await activity.doc('a2').set({
    type: 'approved',
    actorUid: 'appr',
    actorName: 'A',
    via: 'app',
    details: {},
    at: ts('2026-02-28T09:00:00Z'),
  });
  await activity.doc('a3').set({
    type: 'approval_requested',
    actorUid: 'edit',
    actorName: 'E',
    via: 'app',
    details: {},
    at: ts('2026-03-05T09:00:00Z'),
  });
  await activity.doc('a4').set({
    type: 'changes_requested',
    actorUid: 'appr',
    actorName: 'A',
    via: 'app',
    details: {},
    at: ts('2026-03-05T13:00:00Z'),
  });
  const request = db.collection('serviceRequests').doc(`${id}-r1`);
  await request.set({
    workspaceId: id,
    product: 'connect',
    requesterUid: 'owner',
    apiKeyId: null,
    serviceId: null,
    title: 'Banner',
    details: '',
    status: 'in_progress',
    assigneeUid: null,
    dueAt: null,
    createdAt: ts('2026-03-03T09:00:00Z'),
    updatedAt: ts('2026-03-03T09:00:00Z'),
  });
  await request
    .collection('messages')
    .doc('m1')
    .set({
      authorUid: 'owner',
      text: 'More',
      staff: false,
      createdAt: ts('2026-03-03T09:10:00Z'),
      updatedAt: ts('2026-03-03T09:10:00Z'),
    });
  await request
    .collection('messages')
    .doc('m2')
    .set({
      authorUid: 'staff',
      text: 'On it',
      staff: true,
      createdAt: ts('2026-03-03T11:00:00Z'),
      updatedAt: ts('2026-03-03T11:00:00Z'),
    });
  await ws
    .collection('conversations')
    .doc('c1')
    .set({
      channelId: 'bsky',
      subject: 'Hours?',
      firstAt: ts('2026-03-07T10:00:00Z'),
      firstReplyAt: ts('2026-03-07T10:45:00Z'),
      firstReplyMs: 45 * 60_000,
    });
  // The shortLink function's count of p1's short-link clicks.
  await ws
    .collection('linkClicks')
    .doc('p1')
    .set({
      postId: 'p1',
      clicks: 9,
      visitors: 4,
      createdAt: ts('2026-03-02T10:00:00Z'),
      updatedAt: ts('2026-03-09T10:00:00Z'),
    });
}

beforeAll(async () => {
  await fs.clear();
  await seed(fs.db, 'w1');
  await seed(fs.db, 'w2');
});

const march = { workspaceId: 'w1', period: 'last_month' as const };

describe('readReport on stored data', () => {
  it("computes March in Paris from the workspace's own documents only", async () => {
    const report = await readReport(fs.db, caller('view'), march, NOW);
    expect([report.currentPeriod.from, report.currentPeriod.to]).toEqual([
      '2026-03-01',
      '2026-03-31',
    ]);
    const figures = report.current;
    expect(figures.published.total).toEqual({ value: 1, sources: ['delivery:p1/bsky'] });
    expect(figures.onTime.rate).toBe(1);
    expect(figures.failures.sources).toEqual(['failure:p3/bsky']);
    expect(report.sources['failure:p3/bsky']?.values.cause).toBe('Rate limited');
    expect(figures.engagement.total.impressions).toEqual({ value: 400, sources: ['snapshot:m2'] });
    expect(figures.engagement.total.engagements.value).toBe(10);
    expect(figures.followers.total.value).toBe(15);
    // The February approval was decided before March; w2's activity never counts.
    expect(figures.approvals).toMatchObject({
      count: 1,
      medianMs: 4 * 3_600_000,
      sources: ['approval:a4'],
    });
    expect(figures.requests.firstReply.medianMs).toBe(2 * 3_600_000);
    expect(figures.conversations.answered.value).toBe(1);
    expect(figures.linkClicks).toEqual([
      expect.objectContaining({ postId: 'p1', clicks: 9, visitors: 4, sources: ['clicks:p1'] }),
    ]);
    expect(report.sources['clicks:p1']?.at).toBe('2026-03-09T10:00:00.000Z');
    expect(report.previous.approvals.count).toBe(1);
    expect(report.workspace.name).toBe('Report w1');
  });

  it("wears the client's white label: the agency's name, its colours and uploaded logo", async () => {
    const plain = await readReport(fs.db, caller('view'), { ...march, workspaceId: 'w2' }, NOW);
    expect(plain.workspace.agencyName).toBeNull();
    const logoPath = 'whiteLabels/w2/0123456789abcdef.png';
    await fs.db.doc('workspaces/w2').update({
      whiteLabel: {
        agencyName: 'Northwind Studio',
        senderName: 'Northwind',
        colour: '#1d3557',
        textColour: '#ffffff',
        logoPath,
      },
    });
    const worn = await readReport(fs.db, caller('view'), { ...march, workspaceId: 'w2' }, NOW);
    expect(worn.workspace).toMatchObject({
      agencyName: 'Northwind Studio',
      colour: '#1d3557',
      textColour: '#ffffff',
      logoPath,
    });
    await fs.db.doc('workspaces/w2').update({ whiteLabel: FieldValue.delete() });
  });

  it('answers members and the product staff, refuses everyone else alike', async () => {
    for (const uid of ['owner', 'appr', 'edit']) {
      await expect(readReport(fs.db, caller(uid), march, NOW)).resolves.toBeTruthy();
    }
    await expect(
      readReport(fs.db, caller('staff', { connect: 'admin' }), march, NOW),
    ).resolves.toBeTruthy();
    await expect(readReport(fs.db, caller('stranger'), march, NOW)).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await expect(
      readReport(fs.db, caller('smm-staff', { smm: 'admin' }), march, NOW),
    ).rejects.toMatchObject({ code: 'permission-denied' });
    await expect(
      readReport(fs.db, caller('owner'), { ...march, workspaceId: 'nope' }, NOW),
    ).rejects.toMatchObject({ code: 'permission-denied' });
  });

  it('lists the workspaces a caller reads: members their own, staff every client, managing as the table says', async () => {
    const list = async (who: Caller, product: 'smm' | 'connect' = 'connect') =>
      (await listReportWorkspaces(fs.db, who, product)).workspaces.map((w) => [w.id, w.manage]);
    expect(await list(caller('owner'))).toEqual([
      ['w1', true],
      ['w2', true],
    ]);
    expect(await list(caller('view'))).toEqual([
      ['w1', false],
      ['w2', false],
    ]);
    expect(await list(caller('staff', { connect: 'admin' }))).toEqual([
      ['w1', true],
      ['w2', true],
    ]);
    expect(await list(caller('stranger'))).toEqual([]);
    expect(await list(caller('owner'), 'smm')).toEqual([]);
  });

  it("gives staff every client's row from its report, with approvals waiting and requests overdue", async () => {
    const stamp = ts('2026-01-01T00:00:00Z');
    await fs.db.doc('workspaces/w1/posts/waiting').set({
      text: 'Waiting',
      status: 'in_review',
      results: {},
      createdAt: stamp,
      updatedAt: stamp,
    });
    await fs.db.doc('serviceRequests/late').set({
      workspaceId: 'w1',
      product: 'connect',
      title: 'Late',
      status: 'in_progress',
      dueAt: ts('2026-04-01T00:00:00Z'),
      createdAt: stamp,
      updatedAt: stamp,
    });
    await fs.db.doc('serviceRequests/done').set({
      workspaceId: 'w1',
      product: 'connect',
      title: 'Done',
      status: 'done',
      dueAt: ts('2026-04-01T00:00:00Z'),
      createdAt: stamp,
      updatedAt: stamp,
    });
    const { rows } = await agencyOverview(
      fs.db,
      caller('staff', { connect: 'admin' }),
      'connect',
      NOW,
    );
    expect(rows.map((r) => r.workspaceId)).toEqual(['w1', 'w2']);
    const w1 = await readReport(fs.db, caller('owner'), march, NOW);
    expect(rows[0]).toEqual({
      workspaceId: 'w1',
      name: 'Report w1',
      posts: w1.current.published.total.value,
      onTimeRate: w1.current.onTime.rate,
      engagements: w1.current.engagement.total.engagements.value,
      engagementChange: null,
      pendingApprovals: 1,
      overdueRequests: 1,
    });
    await expect(agencyOverview(fs.db, caller('owner'), 'connect', NOW)).rejects.toMatchObject({
      code: 'permission-denied',
    });
  });
});
