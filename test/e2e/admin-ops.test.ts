// Over 400 lines: one area's journeys, sharing the file's browser, sign-in and clean-up.
// The agency's running of its business in headless Chromium against the local stack: the
// team (profiles, photo, order, clients served, shown on /about), client onboarding (invite,
// the client filling the steps, review, the approved client's channels) and courtesy
// subscriptions (grant, expiry shown, revoke). For each, a client may not: the guard sends
// them away and the callable refuses them when called directly.

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import {
  type DocumentData,
  type Firestore,
  getFirestore,
  Timestamp,
} from 'firebase-admin/firestore';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNTS } from '../../emulator/seed/accounts';
import { gradientPng } from '../../emulator/seed/png';
import { loadStackConfig } from '../../emulator/stack/config';
import { seriousViolations, settled } from './axe';
import { launchChromium, newPatientPage } from './browser';
import { invitationLink, mailFor } from './mail';
import { callCallable, signIn as signInWith, idToken as tokenOf } from './session';
import { e2eStack } from './stack';
import { ROOT } from './stack-process';

const stack = e2eStack();
const SCREENSHOTS = join(ROOT, 'test-results', 'e2e');
const { endpoints, projectId } = loadStackConfig(ROOT, stack.portOffset);
const CONNECT = `${stack.baseUrl}/connect`;
const RUN = Date.now().toString(36);
const STAFF = 'connect-admin@example.com';
const CLIENT = 'client@example.com';

let browser: Browser;
let admin: ReturnType<typeof initializeApp>;
let db: Firestore;
let auth: Auth;
const contexts: BrowserContext[] = [];
const pages = new Map<string, Page>();

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  browser = await launchChromium();
  process.env.FIRESTORE_EMULATOR_HOST = `${endpoints.firestore.host}:${endpoints.firestore.port}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `${endpoints.auth.host}:${endpoints.auth.port}`;
  admin = initializeApp({ projectId }, `e2e-admin-ops-${RUN}`);
  db = getFirestore(admin);
  auth = getAuth(admin);
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  if (admin) await deleteApp(admin);
});

function password(email: string): string {
  return ACCOUNTS.find((a) => a.email === email)?.password ?? 'e2e-password-1';
}

/** A page closed when its test ends, unless `keep`. */
function newPage(viewport?: { width: number; height: number }, keep = false): Promise<Page> {
  return newPatientPage(browser, contexts, viewport, keep);
}

async function signIn(page: Page, email: string): Promise<void> {
  await signInWith(page, CONNECT, email, { password: password(email) });
}

/** One signed-in page per account for the whole file. */
async function pageOf(email: string, viewport?: { width: number; height: number }) {
  const open = pages.get(email);
  if (open) return open;
  const page = await newPage(viewport, true);
  await signIn(page, email);
  pages.set(email, page);
  return page;
}

const idToken = (email: string) => tokenOf(email, password(email));

/** A callable over its HTTP protocol, as httpsCallable sends it: the error status or 'OK'. */
async function call(name: string, token: string, data: unknown, timeoutMs = 90_000) {
  const { status, body, text } = await callCallable(name, token, data, timeoutMs);
  if (!body) return `HTTP ${status}: ${text.slice(0, 80)}`;
  return body.error ? body.error.status : 'OK';
}

/** The client is sent away from an admin section, and each callable refuses them. */
async function refusesClient(section: string, calls: [string, unknown][]) {
  const page = await pageOf(CLIENT);
  await page.goto(`${CONNECT}/app/admin/${section}`);
  await page.waitForURL((url) => url.pathname === '/connect/app');
  const token = await idToken(CLIENT);
  // One after another: the Functions emulator starts a worker per function on first call.
  for (const [name, data] of calls)
    expect(await call(name, token, data), name).toBe('PERMISSION_DENIED');
}

const CALLABLES = [
  'upsertTeamMember',
  'reorderTeam',
  'setTeamAssignments',
  'removeTeamMember',
  'startOnboarding',
  'submitOnboarding',
  'reviewOnboarding',
  'listCourtesySubscriptions',
  'grantCourtesy',
  'revokeCourtesy',
];

/**
 * Starts a worker for each callable before the screens use them: on a loaded machine the
 * Functions emulator may fail a first request while it loads the code, which a user would
 * retry; a test should not have to.
 */
async function warmUp(): Promise<void> {
  const token = await idToken(STAFF);
  for (const name of CALLABLES) {
    const deadline = Date.now() + 240_000;
    for (;;) {
      const status = await call(name, token, {}, 30_000).catch(() => 'NO_ANSWER');
      if (status === 'INVALID_ARGUMENT') break;
      if (Date.now() > deadline) throw new Error(`${name} did not start: ${status}`);
      await new Promise((resolve) => setTimeout(resolve, 1_000));
    }
  }
}

beforeAll(warmUp, 900_000);

async function toast(page: Page, text: string): Promise<void> {
  await page.getByText(text).first().waitFor({ timeout: 60_000 });
}

// One journey in steps that build on each other: its tests keep their order when the run is
// shuffled (the file itself still runs in any order, and owns every document it makes).
describe('team', { shuffle: false }, () => {
  const name = `E2E Person ${RUN}`;
  let memberId = '';

  it('lets staff add a member with a photo, order them, pick their clients and show them on /about', async () => {
    const page = await pageOf(STAFF);
    await page.goto(`${CONNECT}/app/admin/team`);
    await settled(page);
    await page.getByRole('button', { name: 'Add a team member' }).click();
    await page.locator('input[name="memberName"]').fill(name);
    await page.locator('input[name="memberTitle"]').fill('Community manager');
    await page.locator('textarea[name="memberBio"]').fill('Answers every comment within the hour.');
    await page.locator('input[name="memberPhoto"]').setInputFiles({
      name: 'portrait.png',
      mimeType: 'image/png',
      buffer: gradientPng(96, 96, [240, 120, 40], [40, 60, 200]),
    });
    // The upload finishes before the photo shows in the form.
    const preview = page.locator('section.ops-panel img.ops-photo');
    await preview.waitFor();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, `${name} was saved.`);

    const stored = await db.collection('team').where('name', '==', name).get();
    expect(stored.size).toBe(1);
    memberId = stored.docs[0]?.id ?? '';
    const member = stored.docs[0]?.data() ?? {};
    expect(member).toMatchObject({ title: 'Community manager', public: true });
    expect(member.photoPath).toMatch(/^team\/.+\.png$/);
    const total = (await db.collection('team').get()).size;
    expect(member.order).toBe(total);

    // Keyboard: the Up button moves the member one place up and keeps the focus.
    const card = page.locator(`[data-member="${memberId}"]`);
    await card.getByRole('button', { name: `Move ${name} up` }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(async () => (await db.doc(`team/${memberId}`).get()).get('order'), { timeout: 30_000 })
      .toBe(total - 1);
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('aria-label')), {
        timeout: 30_000,
      })
      .toBe(`Move ${name} up`);

    await card.getByRole('button', { name: 'Choose clients' }).click();
    await card.getByLabel('Northwind Bakery').check();
    await card.getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page, `The clients of ${name} were saved.`);
    expect((await db.doc('workspaces/ws-northwind-bakery').get()).get('teamMemberIds')).toContain(
      memberId,
    );
    await expect
      .poll(() => card.locator('[data-serves]').textContent(), { timeout: 30_000 })
      .toContain('Northwind Bakery');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'admin-ops-team.png'), fullPage: true });

    // The public About page, on a phone, shows the member with the uploaded photo.
    const visitor = await newPage({ width: 390, height: 844 });
    await visitor.goto(`${CONNECT}/about`);
    const profile = visitor.locator('li.card', { hasText: name });
    await profile.waitFor();
    const photo = profile.locator('img');
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth), {
        timeout: 30_000,
      })
      .toBe(96);
    await visitor.screenshot({ path: join(SCREENSHOTS, 'admin-ops-about.png'), fullPage: true });
  });

  it('removes a member only after confirming', async () => {
    const page = await pageOf(STAFF);
    const card = page.locator(`[data-member="${memberId}"]`);
    await card.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    expect((await db.doc(`team/${memberId}`).get()).exists).toBe(true);
    await card.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await toast(page, `${name} was removed from the team.`);
    expect((await db.doc(`team/${memberId}`).get()).exists).toBe(false);
    expect(
      (await db.doc('workspaces/ws-northwind-bakery').get()).get('teamMemberIds') ?? [],
    ).not.toContain(memberId);
  });

  it('sends a client away, and the team callables refuse them', async () => {
    await refusesClient('team', [
      [
        'upsertTeamMember',
        { requestId: `e2e-${RUN}-t1`, name: 'Eve', uid: null, photoPath: null, public: true },
      ],
      ['reorderTeam', { teamMemberIds: ['team-elise'] }],
      ['removeTeamMember', { teamMemberId: 'team-diego' }],
      ['setTeamAssignments', { teamMemberId: 'team-diego', workspaceIds: [] }],
    ]);
    expect((await db.doc('team/team-diego').get()).exists).toBe(true);
  });
});

// One journey in steps that build on each other: its tests keep their order when the run is
// shuffled (the file itself still runs in any order, and owns every document it makes).
describe('client onboarding', { shuffle: false }, () => {
  const email = `e2e-${RUN}-client@example.com`;
  const clientName = `E2E Client ${RUN}`;
  let onboardingId = '';
  let workspaceId = '';
  let clientUid = '';

  it('lets staff invite a client by email', async () => {
    const page = await pageOf(STAFF);
    await page.goto(`${CONNECT}/app/admin/client-onboarding`);
    await settled(page);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('Enter a valid email address.').waitFor();
    await page.locator('input[name="clientEmail"]').fill(email);
    await page.locator('input[name="clientName"]').fill(clientName);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await toast(page, `Invitation sent to ${email} to onboard as ${clientName}.`);
    const stored = await db.collection('onboarding').where('invitedEmail', '==', email).get();
    expect(stored.size).toBe(1);
    onboardingId = stored.docs[0]?.id ?? '';
    workspaceId = String(stored.docs[0]?.get('workspaceId'));
    expect(stored.docs[0]?.get('status')).toBe('invited');
    // The list switched to invited ones and shows the new client.
    await page.locator(`[data-onboarding-row="${onboardingId}"]`).waitFor();
  });

  it('lets the invited client fill in every step from the dashboard and submit', async () => {
    // The client signs up with the invited address, confirms it and accepts the invitation link
    // the mail carries (read from MailDev): only the link makes them the client.
    const account = await auth.createUser({
      email,
      password: password(email),
      emailVerified: true,
    });
    clientUid = account.uid;
    const acceptUrl = await invitationLink(stack.portOffset, email);
    expect(acceptUrl).toContain('/connect/invite/');
    await expect
      .poll(async () => (await db.doc(`users/${clientUid}`).get()).exists, { timeout: 60_000 })
      .toBe(true);
    const accepted = await callCallable('acceptInvitation', await tokenOf(email, password(email)), {
      token: acceptUrl.split('/').pop(),
    });
    // The password was set before the server saw the address verified: accepting removes it
    // (passwordTrust.ts), and the client sets one of their own, as the reset flow does.
    expect(accepted.body?.result).toMatchObject({
      kind: 'client',
      workspaceId,
      passwordRemoved: true,
    });
    expect((await db.doc(`users/${clientUid}`).get()).get('roles.connect')).toBe('user');
    await auth.updateUser(clientUid, { password: password(email) });
    const page = await newPage({ width: 390, height: 844 });
    await signIn(page, email);
    const steps = page.locator(`[data-onboarding-steps="${onboardingId}"]`);
    await steps.waitFor();

    await steps.getByRole('button', { name: 'Fill in: Company profile' }).click();
    await steps.locator('input[name="company"]').fill(clientName);
    await steps.locator('input[name="website"]').fill('https://example.com');
    await steps.getByRole('button', { name: 'Save this step' }).click();
    await toast(page, '“Company profile” is saved.');

    await steps.getByRole('button', { name: 'Fill in: Brand' }).click();
    await steps.locator('input[name="colour"]').fill('#aa3300');
    await steps.locator('textarea[name="voice"]').fill('Warm and direct.');
    await steps.getByRole('button', { name: 'Save this step' }).click();
    await toast(page, '“Brand” is saved.');

    await steps.getByRole('button', { name: 'Fill in: Social channels' }).click();
    await steps.getByRole('button', { name: 'Save this step' }).click();
    await steps.getByText('Please answer the required fields.').waitFor();
    await steps.locator('input[name="instagram"]').check();
    await steps.locator('input[name="bluesky"]').check();
    await steps.getByRole('button', { name: 'Save this step' }).click();
    await toast(page, '“Social channels” is saved.');

    await steps.getByRole('button', { name: 'Fill in: Plan' }).click();
    const plan = steps.locator('select[name="planId"]');
    await expect.poll(() => plan.locator('option').count(), { timeout: 30_000 }).toBeGreaterThan(1);
    await plan.selectOption({ index: 1 });
    await steps.getByRole('button', { name: 'Save this step' }).click();
    await toast(page, '“Plan” is saved.');

    await steps.getByRole('button', { name: 'Fill in: Terms' }).click();
    await steps.locator('input[name="accepted"]').check();
    await steps.getByRole('button', { name: 'Save this step' }).click();
    await toast(page, '“Terms” is saved.');

    await steps.getByRole('button', { name: 'Submit for review' }).click();
    await toast(page, 'Thank you! The agency will review your onboarding shortly.');
    const stored = (await db.doc(`onboarding/${onboardingId}`).get()).data() ?? {};
    expect(stored.status).toBe('submitted');
    expect(stored.steps.profile).toEqual({
      done: true,
      data: { company: clientName, website: 'https://example.com' },
    });
    expect(stored.steps.channels.data).toMatchObject({ instagram: true, bluesky: true });
    await page.screenshot({
      path: join(SCREENSHOTS, 'admin-ops-client-steps.png'),
      fullPage: true,
    });
  });

  it('lets staff review the submission, approve it and manage the new client’s channels', async () => {
    const page = await pageOf(STAFF);
    await page.locator('select[name="onboardingStatus"]').selectOption('submitted');
    const row = page.locator(`[data-onboarding-row="${onboardingId}"]`);
    await row.getByRole('button', { name: `Open ${email}` }).click();
    const detail = page.locator(`[data-onboarding="${onboardingId}"]`);
    await detail.getByText('Warm and direct.').waitFor();
    // Rejecting needs a reason the client will read.
    await detail.getByRole('button', { name: 'Reject' }).click();
    await detail.getByText('Say why, so the client can fix it.').waitFor();
    await detail.getByRole('button', { name: 'Approve' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await toast(page, `${email} is approved.`);
    await expect
      .poll(async () => (await db.doc(`onboarding/${onboardingId}`).get()).get('status'), {
        timeout: 30_000,
      })
      .toBe('approved');
    const workspace = (await db.doc(`workspaces/${workspaceId}`).get()).data() ?? {};
    expect(workspace).toMatchObject({
      name: clientName,
      product: 'connect',
      onboardingStatus: 'approved',
    });
    expect(workspace.members?.[clientUid]).toBe('owner');
    expect((await db.doc(`users/${clientUid}`).get()).get('roles.connect')).toBe('user');
    // The client hears of it by email, through the stack's real mail path (read from MailDev).
    await expect
      .poll(async () => (await mailFor(stack.portOffset, email)).map((mail) => mail.subject), {
        timeout: 120_000,
        interval: 500,
      })
      .toContain('Your onboarding was approved');

    await page.locator('select[name="onboardingStatus"]').selectOption('approved');
    await row.getByRole('button', { name: `Open ${email}` }).click();
    await page.locator(`[data-client-channels="${workspaceId}"]`).waitFor();
    await settled(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'admin-ops-onboarding.png'), fullPage: true });
  });

  it('sends a client away, and the onboarding callables refuse them', async () => {
    await refusesClient('client-onboarding', [
      [
        'startOnboarding',
        { requestId: `e2e-${RUN}-o1`, email: 'x@example.com', workspaceName: 'X' },
      ],
      ['reviewOnboarding', { onboardingId, decision: 'rejected', comment: 'No' }],
    ]);
  });
});

describe('courtesy subscriptions', () => {
  const expiredWorkspace = `e2e-${RUN}-expired`;
  let harbourBefore: DocumentData | undefined;

  // The grant and revocation below rewrite Harbour Dental's subscription: put the seeded one back
  // for the files after this one, and remove the lapsed grant made here.
  afterAll(async () => {
    const harbour = db.doc('subscriptions/ws-harbour-dental');
    await (harbourBefore ? harbour.set(harbourBefore) : harbour.delete());
    await db.doc(`subscriptions/${expiredWorkspace}`).delete();
    await db.doc(`workspaces/${expiredWorkspace}`).delete();
  });

  beforeAll(async () => {
    harbourBefore = (await db.doc('subscriptions/ws-harbour-dental').get()).data();
    // A grant whose end has passed before the daily expiry job ran.
    await db.doc(`workspaces/${expiredWorkspace}`).set({
      name: `E2E Lapsed ${RUN}`,
      product: 'connect',
      members: {},
      memberUids: [],
    });
    await db.doc(`subscriptions/${expiredWorkspace}`).set({
      planId: 'connect-starter',
      status: 'courtesy',
      courtesy: {
        grantedBy: 'demo-connect-admin',
        reason: 'Trial month',
        expiresAt: Timestamp.fromMillis(Date.now() - 60_000),
      },
    });
  });

  it('lets staff grant a plan for a period, see the lapsed one as expired and revoke after confirming', async () => {
    const page = await pageOf(STAFF);
    await page.goto(`${CONNECT}/app/admin/courtesy-subscriptions`);
    await settled(page);
    await page.locator('input[name="workspaceSearch"]').fill('Harbour');
    const workspace = page.locator('select[name="workspace"]');
    await expect
      .poll(() => workspace.locator('option').allTextContents(), { timeout: 30_000 })
      .toContain('Harbour Dental');
    await workspace.selectOption({ label: 'Harbour Dental' });
    const plan = page.locator('select[name="plan"]');
    await expect.poll(() => plan.locator('option').count(), { timeout: 30_000 }).toBeGreaterThan(1);
    await plan.selectOption({ index: 1 });
    const planId = await plan.inputValue();
    await page.locator('select[name="period"]').selectOption('6');
    await page.locator('textarea[name="reason"]').fill('Partner of the month');
    await page.getByRole('button', { name: 'Grant', exact: true }).click();
    await toast(page, 'Harbour Dental has a courtesy subscription until');

    const sub = (await db.doc('subscriptions/ws-harbour-dental').get()).data() ?? {};
    expect(sub).toMatchObject({ status: 'courtesy', planId });
    expect(sub.courtesy.reason).toBe('Partner of the month');
    const months = (sub.courtesy.expiresAt.toMillis() - Date.now()) / (30.5 * 86_400_000);
    expect(Math.round(months)).toBe(6);
    const row = page.locator('tr[data-courtesy="ws-harbour-dental"]');
    await expect.poll(() => row.getAttribute('data-state'), { timeout: 30_000 }).toBe('active');

    await page.locator('select[name="courtesyView"]').selectOption('expired');
    const lapsed = page.locator(`tr[data-courtesy="${expiredWorkspace}"]`);
    await expect.poll(() => lapsed.getAttribute('data-state'), { timeout: 30_000 }).toBe('expired');
    expect(await lapsed.textContent()).toContain('Expired');
    await page.screenshot({
      path: join(SCREENSHOTS, 'admin-ops-courtesy-expired.png'),
      fullPage: true,
    });

    await page.locator('select[name="courtesyView"]').selectOption('active');
    await row.getByRole('button', { name: 'Revoke for Harbour Dental' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
    expect((await db.doc('subscriptions/ws-harbour-dental').get()).get('status')).toBe('courtesy');
    await row.getByRole('button', { name: 'Revoke for Harbour Dental' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await toast(page, 'The courtesy subscription of Harbour Dental was revoked.');
    expect((await db.doc('subscriptions/ws-harbour-dental').get()).get('status')).not.toBe(
      'courtesy',
    );
    await page.locator('select[name="courtesyView"]').selectOption('all');
    await expect.poll(() => row.getAttribute('data-state'), { timeout: 30_000 }).toBe('revoked');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: join(SCREENSHOTS, 'admin-ops-courtesy.png'), fullPage: true });
  });

  it('sends a client away, and the courtesy callables refuse them', async () => {
    await refusesClient('courtesy-subscriptions', [
      [
        'grantCourtesy',
        {
          workspaceId: 'ws-northwind-bakery',
          planId: 'connect-starter',
          reason: 'Mine',
          expiresAt: new Date(Date.now() + 86_400_000).toISOString(),
        },
      ],
      ['revokeCourtesy', { workspaceId: expiredWorkspace }],
      ['listCourtesySubscriptions', { product: 'connect', view: 'all' }],
    ]);
  });
});
