// Client reports end to end: a connect workspace this file seeds (unique per run, with
// firebase-admin) with last month's posts on two networks, their snapshots, a failure and the
// followers; the report's figures equal those added up here from the seeded rows, the page
// opens a figure's sources, shows a post's short-link clicks, and the report reads the same for
// the client and for staff.

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { ClientReport } from '@model/schemas/reports/reports';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore, Timestamp } from 'firebase-admin/firestore';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStackConfig } from '../../emulator/stack/config';
import { mailDevEndpoints, mailDevUrl } from '../../emulator/stack/maildev';
import { embeddedFonts, pdfText, titleLine } from '../support/report-pdf';
import { suiteBrowser } from './browser';
import { mailFor } from './mail';
import { callCallable, idToken } from './session';
import { e2eStack } from './stack';
import { ROOT } from './stack-process';

const stack = e2eStack();
const { endpoints, projectId } = loadStackConfig(ROOT, stack.portOffset);
const SCREENSHOTS = join(ROOT, 'test-results', 'e2e');
const RUN = Date.now().toString(36);
const WORKSPACE = `rep-${RUN}`;
const NAME = `Report e2e ${RUN}`;
const CLIENT = 'client@example.com';
const STAFF = 'connect-admin@example.com';
const CLIENT_UID = 'demo-connect-client';
const OWNER_UID = 'demo-connect-user';
const browser = suiteBrowser();

let admin: ReturnType<typeof initializeApp>;
let db: Firestore;

/** The 10th of last month (UTC), whatever the zone: well inside last month in Paris. */
function lastMonthDay(day: number, hour: number): Date {
  const now = new Date();
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, day, hour));
}

interface SeededDelivery {
  postId: string;
  channelId: string;
  network: string;
  lateSeconds: number;
  impressions: number;
  likes: number;
  reposts: number;
  replies: number;
}

const DELIVERIES: SeededDelivery[] = [
  {
    postId: 'p1',
    channelId: 'bsky',
    network: 'bluesky',
    lateSeconds: 10,
    impressions: 1200,
    likes: 40,
    reposts: 5,
    replies: 3,
  },
  {
    postId: 'p1',
    channelId: 'masto',
    network: 'mastodon',
    lateSeconds: 20,
    impressions: 300,
    likes: 12,
    reposts: 2,
    replies: 1,
  },
  {
    postId: 'p2',
    channelId: 'bsky',
    network: 'bluesky',
    lateSeconds: 150,
    impressions: 800,
    likes: 9,
    reposts: 1,
    replies: 0,
  },
  {
    postId: 'p3',
    channelId: 'bsky',
    network: 'bluesky',
    lateSeconds: 5,
    impressions: 2500,
    likes: 120,
    reposts: 30,
    replies: 14,
  },
  {
    postId: 'p4',
    channelId: 'masto',
    network: 'mastodon',
    lateSeconds: 0,
    impressions: 150,
    likes: 3,
    reposts: 0,
    replies: 2,
  },
];

const expected = {
  published: DELIVERIES.length,
  impressions: DELIVERIES.reduce((sum, d) => sum + d.impressions, 0),
  engagements: DELIVERIES.reduce((sum, d) => sum + d.likes + d.reposts + d.replies, 0),
  onTime: DELIVERIES.filter((d) => d.lateSeconds <= 60).length,
  followers: 1340 - 1250,
};

async function seed(): Promise<void> {
  const ws = db.doc(`workspaces/${WORKSPACE}`);
  const stamps = { createdAt: Timestamp.now(), updatedAt: Timestamp.now() };
  await ws.set({
    name: NAME,
    product: 'connect',
    ownerUid: OWNER_UID,
    members: { [OWNER_UID]: 'owner', [CLIENT_UID]: 'approver' },
    memberUids: [OWNER_UID, CLIENT_UID],
    timeZone: 'Europe/Paris',
    channelIds: ['bsky', 'masto'],
    branding: { logoPath: null, colour: '#0f766e' },
    ...stamps,
  });
  for (const [id, provider, name] of [
    ['bsky', 'bluesky', 'Report Bluesky'],
    ['masto', 'mastodon', 'Report Mastodon'],
  ] as const) {
    await ws
      .collection('channels')
      .doc(id)
      .set({
        provider,
        handle: `@${id}`,
        displayName: name,
        avatarUrl: null,
        status: 'connected',
        tokenExpiresAt: null,
        ...stamps,
      });
  }
  const byPost = new Map<string, SeededDelivery[]>();
  for (const d of DELIVERIES) byPost.set(d.postId, [...(byPost.get(d.postId) ?? []), d]);
  let day = 3;
  for (const [postId, list] of byPost) {
    const scheduled = lastMonthDay(day++ * 2, 9);
    const results = Object.fromEntries(
      list.map((d) => [
        d.channelId,
        {
          status: 'published',
          externalId: `${postId}-${d.channelId}`,
          url: `https://example.test/${postId}/${d.channelId}`,
          error: null,
          attempts: 1,
          publishedAt: Timestamp.fromMillis(scheduled.getTime() + d.lateSeconds * 1000),
        },
      ]),
    );
    await ws
      .collection('posts')
      .doc(postId)
      .set({
        authorUid: OWNER_UID,
        text: `Report e2e ${postId}: fresh bread ${RUN}`,
        variants: {},
        media: [],
        channelIds: list.map((d) => d.channelId),
        timeZone: 'Europe/Paris',
        scheduledAt: Timestamp.fromDate(scheduled),
        status: 'published',
        publishedAt: Timestamp.fromMillis(
          scheduled.getTime() + Math.max(...list.map((d) => d.lateSeconds)) * 1000,
        ),
        results,
        ...stamps,
      });
    for (const d of list) {
      // An early snapshot, then the one the report reads (the last before the month ended).
      for (const [hours, share] of [
        [2, 0.5],
        [72, 1],
      ] as const) {
        await ws
          .collection('metrics')
          .doc(`${postId}_${d.channelId}_${hours}`)
          .set({
            kind: 'post',
            postId,
            channelId: d.channelId,
            provider: d.network,
            capturedAt: Timestamp.fromMillis(scheduled.getTime() + hours * 3_600_000),
            likes: Math.round(d.likes * share),
            reposts: Math.round(d.reposts * share),
            replies: Math.round(d.replies * share),
            quotes: null,
            impressions: Math.round(d.impressions * share),
            ...stamps,
          });
      }
    }
  }
  await ws
    .collection('posts')
    .doc('p-failed')
    .set({
      authorUid: OWNER_UID,
      text: `Report e2e failed ${RUN}`,
      variants: {},
      media: [],
      channelIds: ['bsky'],
      timeZone: 'Europe/Paris',
      scheduledAt: Timestamp.fromDate(lastMonthDay(20, 9)),
      status: 'failed',
      results: {
        bsky: {
          status: 'failed',
          externalId: null,
          url: null,
          error: 'The network refused the image',
          attempts: 3,
          publishedAt: null,
          lastAttemptAt: Timestamp.fromDate(lastMonthDay(20, 9)),
        },
      },
      ...stamps,
    });
  for (const [id, day, followers] of [
    ['f-start', 1, 1250],
    ['f-end', 27, 1340],
  ] as const) {
    await ws
      .collection('metrics')
      .doc(id)
      .set({
        kind: 'channel',
        postId: null,
        channelId: 'bsky',
        provider: 'bluesky',
        capturedAt: Timestamp.fromDate(lastMonthDay(day, 0)),
        followers,
        following: null,
        posts: null,
        ...stamps,
      });
  }
  // p3's short-link clicks, as the shortLink function counts them.
  await ws
    .collection('linkClicks')
    .doc('p3')
    .set({ postId: 'p3', clicks: 57, visitors: 31, ...stamps });
}

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  process.env.FIRESTORE_EMULATOR_HOST = `${endpoints.firestore.host}:${endpoints.firestore.port}`;
  admin = initializeApp({ projectId }, `e2e-reports-${RUN}`);
  db = getFirestore(admin);
  await seed();
});

afterAll(async () => {
  await db?.recursiveDelete(db.doc(`workspaces/${WORKSPACE}`));
  if (admin) await deleteApp(admin);
});

async function report(email: string): Promise<ClientReport> {
  const reply = await callCallable('readReport', await idToken(email), {
    workspaceId: WORKSPACE,
    period: 'last_month',
  });
  expect(reply.status, reply.text).toBe(200);
  return reply.body?.result as ClientReport;
}

async function reportPage(
  email: string,
  viewport: { width: number; height: number },
): Promise<Page> {
  const page = await browser.newPage({
    signedInAs: { email, base: `${stack.baseUrl}/connect` },
    viewport,
    locale: 'en-US',
  });
  await page.goto(`${stack.baseUrl}/connect/app/analytics?view=report`);
  const select = page.getByLabel('Workspace');
  await select.selectOption(WORKSPACE);
  await expect
    .poll(() => page.locator('.report-range strong').textContent(), { timeout: 60_000 })
    .toBe(NAME);
  return page;
}

describe('client reports', () => {
  it("computes last month's figures in Paris equal to the seeded rows, totals the sum of the networks", async () => {
    const { current, sources } = await report(CLIENT);
    expect(current.published.total.value).toBe(expected.published);
    expect(current.engagement.total.impressions.value).toBe(expected.impressions);
    expect(current.engagement.total.engagements.value).toBe(expected.engagements);
    expect(current.onTime.onTime.value).toBe(expected.onTime);
    expect(current.onTime.due.value).toBe(expected.published);
    expect(current.followers.total.value).toBe(expected.followers);
    expect(current.failures.value).toBe(1);
    expect(sources[current.failures.sources[0] ?? '']?.values.cause).toBe(
      'The network refused the image',
    );
    const networks = Object.values(current.engagement.byNetwork) as {
      impressions: { value: number };
    }[];
    expect(networks.reduce((sum, n) => sum + n.impressions.value, 0)).toBe(expected.impressions);
    // Each impression figure is read from the last snapshot before the month ended.
    for (const key of current.engagement.total.impressions.sources) expect(key).toMatch(/_72$/);
    // Staff read the same report; someone outside the workspace is refused.
    expect((await report(STAFF)).current).toEqual(current);
    const refused = await callCallable('readReport', await idToken('smm-user@example.com'), {
      workspaceId: WORKSPACE,
      period: 'last_month',
    });
    expect(refused.body?.error?.status).toBe('PERMISSION_DENIED');
  });

  it('opens the posts a figure counts, with their times, for the client on a phone and staff on a desktop', async () => {
    const phone = await reportPage(CLIENT, { width: 390, height: 844 });
    const published = phone
      .locator('.stat', { hasText: 'Posts published' })
      .locator('button.figure');
    expect(await published.textContent()).toBe(String(expected.published));
    await phone.screenshot({
      path: join(SCREENSHOTS, 'client-report-client-phone.png'),
      fullPage: true,
    });
    await published.click();
    const dialog = phone.getByRole('dialog');
    await expect.poll(() => dialog.locator('tbody tr').count()).toBe(expected.published);
    const keys = await dialog
      .locator('tbody tr')
      .evaluateAll((rows) => rows.map((r) => r.getAttribute('data-source')));
    expect(keys.sort()).toEqual(
      DELIVERIES.map((d) => `delivery:${d.postId}/${d.channelId}`).sort(),
    );
    expect(await dialog.locator('time').first().getAttribute('datetime')).toMatch(
      /^\d{4}-\d{2}-\d{2}T/,
    );
    await phone.screenshot({ path: join(SCREENSHOTS, 'client-report-sources-phone.png') });

    const desk = await reportPage(STAFF, { width: 1280, height: 900 });
    const total = desk.locator('tfoot td').nth(2);
    expect(await total.textContent()).toBe(
      new Intl.NumberFormat('en-US').format(expected.impressions),
    );
    // Staff see every client in the overview, this one's row from the same report.
    const row = desk.locator(`.agency-overview tr[data-workspace="${WORKSPACE}"] td`);
    await expect
      .poll(() => row.first().textContent(), { timeout: 60_000 })
      .toBe(String(expected.published));
    expect(await row.nth(1).textContent()).toBe('80%');
    // The clicks on each post's short links, beside its text.
    expect(
      await desk.locator('.report-link-clicks tr[data-post="p3"] > *').allTextContents(),
    ).toEqual([`Report e2e p3: fresh bread ${RUN}`, '57', '31']);
    await desk.screenshot({
      path: join(SCREENSHOTS, 'client-report-staff-desktop.png'),
      fullPage: true,
    });
  });

  it('opens a share link signed out, and shows the ended page once it is revoked', async () => {
    const staff = await idToken(STAFF);
    const made = await callCallable('createReportLink', staff, {
      requestId: `rep-link-${RUN}`,
      workspaceId: WORKSPACE,
      period: 'last_month',
    });
    expect(made.status, made.text).toBe(200);
    const { url, linkId } = (made.body?.result ?? {}) as { url: string; linkId: string };
    // The stack's links point at its Hosting origin, the app the visitor opens.
    const visitor = await browser.newPage({
      viewport: { width: 1280, height: 900 },
      locale: 'en-US',
    });
    await visitor.goto(url);
    const published = visitor
      .locator('.stat', { hasText: 'Posts published' })
      .locator('button.figure');
    await expect
      .poll(() => published.textContent(), { timeout: 60_000 })
      .toBe(String(expected.published));
    expect(await visitor.locator('.report-range strong').textContent()).toBe(NAME);
    await visitor.screenshot({ path: join(SCREENSHOTS, 'client-report-share-link.png') });
    const revoked = await callCallable('revokeReportLink', staff, {
      workspaceId: WORKSPACE,
      linkId,
    });
    expect(revoked.body?.result).toEqual({ linkId, changed: true });
    await visitor.reload();
    await expect
      .poll(() => visitor.locator('[data-ended="true"]').count(), { timeout: 60_000 })
      .toBe(1);
    expect(await visitor.locator('.report').count()).toBe(0);
  });

  it("makes a PDF whose text holds the workspace's name and the totals", async () => {
    const pdf = await reportPdf(CLIENT, 'en');
    const { text } = await pdfText(pdf);
    const number = new Intl.NumberFormat('en');
    expect(text).toContain(`Client report: ${NAME}`);
    for (const total of [expected.impressions, expected.engagements])
      expect(text).toContain(number.format(total));
    // The appendix lists each delivery with its post's text.
    expect(text).toContain('Source appendix');
    expect(text).toContain(`Report e2e p3: fresh bread ${RUN}`);
    expect(text).toContain('Link clicks on this period’s posts, to date');
    expect(pdf.length).toBeLessThan(2 * 1024 * 1024);
  });

  it('sets an Arabic PDF right to left, shaped, with its fonts embedded', async () => {
    const pdf = await reportPdf(CLIENT, 'ar');
    const line = await titleLine(pdf, NAME);
    expect(line.rtlStart).toBeGreaterThan(line.nameStart);
    expect(line.rtlEnd).toBeGreaterThan(line.width * 0.8);
    expect(line.shaped).toBe(true);
    expect(embeddedFonts(pdf)).toContainEqual(expect.stringMatching(/^NotoSansArabic/));
  });

  it('mails a scheduled report with its PDF once its time in the workspace zone has come', async () => {
    const recipient = `report-${RUN}@example.com`;
    const schedule = db.doc(`reportSchedules/rep-${RUN}`);
    const stamp = Timestamp.now();
    // Due a minute ago: the stack's notification tick runs it.
    await schedule.set({
      workspaceId: WORKSPACE,
      product: 'connect',
      frequency: 'monthly',
      time: '09:00',
      recipients: [{ email: recipient, locale: 'en' }],
      nextRunAt: Timestamp.fromMillis(Date.now() - 60_000),
      lastRunAt: null,
      createdBy: OWNER_UID,
      createdAt: stamp,
      updatedAt: stamp,
    });
    type Mail = {
      id: string;
      subject: string;
      text: string;
      attachments?: { generatedFileName: string; contentType: string }[];
    };
    let mails: Mail[] = [];
    await expect
      .poll(
        async () => {
          mails = (await mailFor(stack.portOffset, recipient)) as unknown as Mail[];
          return mails.length;
        },
        { timeout: 120_000, interval: 1000 },
      )
      .toBe(1);
    const mail = mails[0] as Mail;
    expect(mail.text).toContain(`The report of ${NAME}`);
    expect(mail.text).toMatch(/\/connect\/review\/[A-Za-z0-9_-]{43}\?view=report/);
    const file = mail.attachments?.find((a) => a.contentType === 'application/pdf');
    expect(file).toBeTruthy();
    const response = await fetch(
      `${mailDevUrl(mailDevEndpoints(stack.portOffset))}api/email/${mail.id}/attachment/${encodeURIComponent(file?.generatedFileName ?? '')}`,
    );
    const { text } = await pdfText(new Uint8Array(await response.arrayBuffer()));
    expect(text).toContain(`Client report: ${NAME}`);
    expect(text).toContain(new Intl.NumberFormat('en').format(expected.impressions));
    // The run moved the schedule on to next month: it does not go out twice.
    expect((await schedule.get()).get('nextRunAt').toMillis()).toBeGreaterThan(Date.now());
    await schedule.delete();
  });
});

async function reportPdf(email: string, locale: string): Promise<Uint8Array> {
  const reply = await callCallable('readReportPdf', await idToken(email), {
    workspaceId: WORKSPACE,
    period: 'last_month',
    locale,
  });
  expect(reply.status, reply.text.slice(0, 300)).toBe(200);
  return Buffer.from(((reply.body?.result ?? {}) as { pdf: string }).pdf, 'base64');
}
