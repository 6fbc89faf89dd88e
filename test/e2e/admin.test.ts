// The admin area in headless Chromium against the local stack: each built section with a role
// that may use it, and a role that may not (the guard sends it away in the browser; the
// server refuses the same reads and calls when made directly).

import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStackConfig } from '../../emulator/stack/config';
import { closeWhenTestEnds, launchChromium } from './browser';
import { callCallable, idToken, signedInStorage } from './session';
import { e2eStack } from './stack';
import { ROOT } from './stack-process';

const stack = e2eStack();
const SCREENSHOTS = join(ROOT, 'test-results', 'e2e');
const { endpoints, projectId } = loadStackConfig(ROOT, stack.portOffset);
const AUTH = `http://${endpoints.auth.host}:${endpoints.auth.port}`;
const FIRESTORE = `http://${endpoints.firestore.host}:${endpoints.firestore.port}`;
const RUN = Date.now().toString(36);

let browser: Browser;
let admin: ReturnType<typeof initializeApp>;
let db: Firestore;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  browser = await launchChromium();
  process.env.FIRESTORE_EMULATOR_HOST = `${endpoints.firestore.host}:${endpoints.firestore.port}`;
  admin = initializeApp({ projectId }, `e2e-admin-${RUN}`);
  db = getFirestore(admin);
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  if (admin) await deleteApp(admin);
});

async function waitForPath(page: Page, pathname: string): Promise<void> {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 30_000 });
}

/**
 * A page signed in as `email` with the session the file signed in once for that account (on the
 * site its page belongs to: connect's pages under /connect), opened at `at`.
 */
async function openAs(email: string, at: string): Promise<Page> {
  const base = `${stack.baseUrl}${at.startsWith('/connect/') ? '/connect' : ''}`;
  const storageState = await signedInStorage(browser, base, email);
  const context = await browser.newContext({
    viewport: { width: 1280, height: 900 },
    storageState,
  });
  if (!closeWhenTestEnds(context)) contexts.push(context);
  const page = await context.newPage();
  await page.goto(`${stack.baseUrl}${at}`);
  return page;
}

/** A count over the Firestore REST API with the caller's token, as Firestore Lite sends it. */
async function countAs(token: string, collectionId: string, field: string, value: string) {
  const response = await fetch(
    `${FIRESTORE}/v1/projects/${projectId}/databases/(default)/documents:runAggregationQuery`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({
        structuredAggregationQuery: {
          structuredQuery: {
            from: [{ collectionId }],
            where: {
              fieldFilter: {
                field: { fieldPath: field },
                op: 'EQUAL',
                value: { stringValue: value },
              },
            },
          },
          aggregations: [{ alias: 'n', count: {} }],
        },
      }),
    },
  );
  return response.status;
}

async function figure(page: Page, product: string, key: string): Promise<number> {
  const text = await page
    .locator(`[data-product="${product}"] [data-figure="${key}"] dd`)
    .textContent({ timeout: 20_000 });
  return Number(text?.replace(/\D/g, ''));
}

describe('admin dashboard', () => {
  it('shows an smm admin the figures of their product, equal to the stored data', async () => {
    const page = await openAs('smm-admin@example.com', '/app');
    await waitForPath(page, '/app/admin');
    const expected = async (role: string) =>
      (await db.collection('users').where('roles.smm', '==', role).count().get()).data().count;
    for (const role of ['user', 'admin', 'super_admin', 'saas_admin']) {
      expect(await figure(page, 'smm', `users.${role}`), role).toBe(await expected(role));
    }
    const workspaces = (
      await db.collection('workspaces').where('product', '==', 'smm').count().get()
    ).data().count;
    expect(await figure(page, 'smm', 'workspaces')).toBe(workspaces);
    // A plain admin of smm sees neither connect's figures nor the agency's.
    expect(await page.locator('[data-product="connect"]').count()).toBe(0);
    expect(await page.locator('[data-figure^="requests."]').count()).toBe(0);
    await page.screenshot({ path: join(SCREENSHOTS, 'admin-dashboard-smm.png'), fullPage: true });
  });

  it('shows agency staff the service requests by status and the onboarding pipeline', async () => {
    const page = await openAs('connect-admin@example.com', '/connect/app');
    await waitForPath(page, '/connect/app/admin');
    for (const status of ['new', 'in_progress', 'waiting_client', 'done', 'rejected']) {
      const stored = (
        await db.collection('serviceRequests').where('status', '==', status).count().get()
      ).data().count;
      const shown = await page
        .locator(`[data-figure="requests.${status}"] dd`)
        .textContent({ timeout: 20_000 });
      expect(Number(shown), status).toBe(stored);
    }
    const submitted = (
      await db.collection('onboarding').where('status', '==', 'submitted').count().get()
    ).data().count;
    expect(
      Number(await page.locator('[data-figure="onboarding.submitted"] dd').textContent()),
    ).toBe(submitted);
  });

  it('sends a user away from it, and the rules refuse the same counts read directly', async () => {
    const page = await openAs('smm-user@example.com', '/app/admin');
    await waitForPath(page, '/app');
    const token = await idToken('smm-user@example.com');
    expect(await countAs(token, 'users', 'roles.smm', 'admin')).toBe(403);
    expect(await countAs(token, 'serviceRequests', 'status', 'new')).toBe(403);
    const adminToken = await idToken('smm-admin@example.com');
    expect(await countAs(adminToken, 'users', 'roles.smm', 'admin')).toBe(200);
    // An smm admin is not agency staff: the connect pipeline stays closed.
    expect(await countAs(adminToken, 'onboarding', 'status', 'submitted')).toBe(403);
  });
});

describe('users', () => {
  const email = `e2e-${RUN}-fresh@example.com`;
  const pass = 'e2e-password-1';
  let uid = '';

  beforeAll(async () => {
    const response = await fetch(
      `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=fake-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password: pass, returnSecureToken: true }),
      },
    );
    uid = ((await response.json()) as { localId: string }).localId;
    // The auth trigger writes users/{uid} with the smm user role.
    const deadline = Date.now() + 60_000;
    while ((await db.doc(`users/${uid}`).get()).get('roles.smm') !== 'user') {
      if (Date.now() > deadline)
        throw new Error(`users/${uid} was not created by the auth trigger`);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    // Thirty more users of connect under one prefix, to page through.
    const batch = db.batch();
    for (let i = 0; i < 30; i++) {
      const n = String(i).padStart(2, '0');
      batch.set(db.doc(`users/e2e-${RUN}-${n}`), {
        email: `e2e-${RUN}-page-${n}@example.com`,
        displayName: `Paging ${n}`,
        roles: { connect: 'user' },
        disabled: false,
      });
    }
    await batch.commit();
  });

  afterAll(async () => {
    const batch = db.batch();
    for (let i = 0; i < 30; i++)
      batch.delete(db.doc(`users/e2e-${RUN}-${String(i).padStart(2, '0')}`));
    await batch.commit();
  });

  it('lets an smm admin find a user by email, change their role and disable them after confirming', async () => {
    const page = await openAs('smm-admin@example.com', '/app/admin/users');
    await page.locator('input[name="search"]').fill(`E2E-${RUN}-fresh`);
    await page.locator('input[name="search"]').press('Enter');
    const row = page.locator(`tr[data-uid="${uid}"]`);
    await row.waitFor({ timeout: 20_000 });
    expect(await page.locator('table.admin-table tbody tr').count()).toBe(1);

    await row.getByRole('combobox').selectOption('admin');
    await expect
      .poll(async () => (await db.doc(`users/${uid}`).get()).get('roles.smm'), { timeout: 20_000 })
      .toBe('admin');
    // A plain admin may not hand out super_admin: the option is not offered.
    expect(await row.locator('option[value="super_admin"]').count()).toBe(0);

    await row.getByRole('button', { name: 'Disable' }).click();
    const dialog = page.getByRole('dialog');
    await expect.poll(() => dialog.textContent()).toContain(email);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    expect((await db.doc(`users/${uid}`).get()).get('disabled')).not.toBe(true);

    await row.getByRole('button', { name: 'Disable' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect
      .poll(() => row.locator('td').nth(4).textContent(), { timeout: 20_000 })
      .toBe('Disabled');
    await expect(idToken(email, pass)).rejects.toThrow(/USER_DISABLED/);
    await page.screenshot({ path: join(SCREENSHOTS, 'admin-users.png'), fullPage: true });

    await row.getByRole('button', { name: 'Enable' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await expect
      .poll(() => row.locator('td').nth(4).textContent(), { timeout: 20_000 })
      .toBe('Active');
    expect(await idToken(email, pass)).toBeTruthy();
  });

  it('pages the users of a product on the server, 25 at a time, forward and back', async () => {
    const page = await openAs('connect-admin@example.com', '/connect/app/admin/users');
    await page.locator('select[name="field"]').selectOption('displayName');
    await page.locator('input[name="search"]').fill('Paging');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const rows = page.locator('table.admin-table tbody tr');
    await expect.poll(() => rows.count(), { timeout: 20_000 }).toBe(25);
    expect(await rows.first().locator('td').nth(1).textContent()).toBe('Paging 00');
    await page.getByRole('button', { name: 'Next page' }).click();
    await expect.poll(() => rows.first().locator('td').nth(1).textContent()).toBe('Paging 25');
    expect(await rows.count()).toBe(5);
    expect(await page.getByRole('button', { name: 'Next page' }).isDisabled()).toBe(true);
    await page.getByRole('button', { name: 'Previous page' }).click();
    await expect.poll(() => rows.first().locator('td').nth(1).textContent()).toBe('Paging 00');
  });

  it('lets an admin invite someone by email', async () => {
    const page = await openAs('smm-admin@example.com', '/app/admin/users');
    await page.locator('input[name="inviteEmail"]').fill('not-an-email');
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText('Enter a valid email address.').waitFor();
    const invitee = `e2e-${RUN}-invitee@example.com`;
    await page.locator('input[name="inviteEmail"]').fill(invitee);
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`Invitation sent to ${invitee}.`).waitFor({ timeout: 20_000 });
    // Nothing is granted yet: the invitation waits, pending, in the list below.
    const list = page.locator('[data-invitations="smm"]');
    await page.reload();
    await list.locator('tr', { hasText: invitee }).getByText('Pending').waitFor();
  });

  it('sends a user away, and the callables refuse them and an admin beyond their power', async () => {
    const page = await openAs('smm-user@example.com', '/app/admin/users');
    await waitForPath(page, '/app');

    const userToken = await idToken('smm-user@example.com');
    for (const [name, data] of [
      ['setUserRoles', { uid, product: 'smm', role: 'admin' }],
      ['setUserDisabled', { uid, disabled: true }],
      [
        'inviteUser',
        { requestId: `e2e-${RUN}-x1`, email: 'x@example.com', product: 'smm', role: 'user' },
      ],
    ] as const) {
      const reply = await callCallable(name, userToken, data);
      expect(reply.body?.error?.status, name).toBe('PERMISSION_DENIED');
    }
    const adminToken = await idToken('smm-admin@example.com');
    const grant = await callCallable('setUserRoles', adminToken, {
      uid,
      product: 'smm',
      role: 'super_admin',
    });
    expect(grant.body?.error?.status).toBe('PERMISSION_DENIED');
    // An smm admin has no power over connect roles.
    const other = await callCallable('setUserRoles', adminToken, {
      uid,
      product: 'connect',
      role: 'user',
    });
    expect(other.body?.error?.status).toBe('PERMISSION_DENIED');
    expect((await db.doc(`users/${uid}`).get()).get('roles.connect')).toBeUndefined();
  });
});

describe('super-admin sections', () => {
  it('an admin who is not super admin cannot open them in the UI or call their functions', async () => {
    const page = await openAs('connect-admin@example.com', '/connect/app');
    for (const section of ['policies', 'settings', 'pricing-plans', 'super-admin']) {
      await page.goto(`${stack.baseUrl}/connect/app/admin/${section}`);
      await waitForPath(page, '/connect/app/admin');
    }
    const token = await idToken('connect-admin@example.com');
    const en = { en: 'Text' };
    const plan = {
      product: 'connect',
      name: en,
      description: en,
      priceMonthly: 100,
      priceYearly: 1000,
      currency: 'EUR',
      limits: { channels: 1, postsPerMonth: 1, members: 1 },
      features: [],
      order: 9,
    };
    const calls: [string, unknown][] = [
      ['updateSettings', { patch: { maintenance: false } }],
      ['publishPolicy', { requestId: `e2e-${RUN}-p1`, kind: 'terms', content: en }],
      ['createPlan', { requestId: `e2e-${RUN}-c1`, plan }],
      ['setUserRoles', { uid: 'demo-connect-user', product: 'connect', role: 'super_admin' }],
    ];
    // One after another: the Functions emulator starts a worker per function on first call.
    for (const [name, data] of calls) {
      const reply = await callCallable(name, token, data);
      expect(reply.body?.error?.status, name).toBe('PERMISSION_DENIED');
    }
  });
});

describe('service requests', () => {
  const requestId = `e2e-${RUN}-request`;
  const title = `E2E request ${RUN}`;

  beforeAll(async () => {
    const { Timestamp } = await import('firebase-admin/firestore');
    await db.doc(`serviceRequests/${requestId}`).set({
      workspaceId: 'ws-northwind-bakery',
      requesterUid: 'demo-connect-client',
      serviceId: 'none',
      title,
      details: 'Made by the admin end-to-end test.',
      status: 'new',
      assigneeUid: null,
      dueAt: null,
      createdAt: Timestamp.now(),
      updatedAt: Timestamp.now(),
    });
  });

  afterAll(async () => {
    const messages = await db.collection(`serviceRequests/${requestId}/messages`).get();
    for (const message of messages.docs) await message.ref.delete();
    await db.doc(`serviceRequests/${requestId}`).delete();
  });

  it('lets agency staff assign a request, set a due date, move it on and answer the client', async () => {
    const page = await openAs('connect-admin@example.com', '/connect/app/admin/service-requests');
    await page.locator('select[name="status"]').selectOption('new');
    const row = page.locator(`tr[data-request="${requestId}"]`);
    await row.getByRole('button', { name: title }).click({ timeout: 20_000 });

    const detail = page.locator(`[data-detail="${requestId}"]`);
    await detail.locator('select[name="requestStatus"]').selectOption('in_progress');
    await detail.locator('select[name="assignee"]').selectOption('demo-connect-admin');
    const yesterday = new Date(Date.now() - 24 * 60 * 60 * 1000).toISOString().slice(0, 10);
    await detail.locator('input[name="dueAt"]').fill(yesterday);
    await detail.getByRole('button', { name: 'Save changes' }).click();
    await expect
      .poll(async () => (await db.doc(`serviceRequests/${requestId}`).get()).data(), {
        timeout: 20_000,
      })
      .toMatchObject({ status: 'in_progress', assigneeUid: 'demo-connect-admin' });
    const stored = (await db.doc(`serviceRequests/${requestId}`).get()).get('dueAt');
    expect(stored.toDate().toISOString().slice(0, 10)).toBe(yesterday);

    // Open requests now list it as overdue.
    await page.locator('select[name="status"]').selectOption('open');
    await page
      .locator(`tr[data-request="${requestId}"] [data-overdue]`)
      .waitFor({ timeout: 20_000 });
    expect(await page.locator(`tr[data-request="${requestId}"]`).textContent()).toContain(
      'Overdue',
    );

    await detail.locator('textarea[name="message"]').fill('We start on Monday.');
    await detail.getByRole('button', { name: 'Send' }).click();
    await detail.getByText('We start on Monday.').waitFor({ timeout: 20_000 });
    const thread = () =>
      db
        .doc(`serviceRequests/${requestId}`)
        .collection('messages')
        .get()
        .then((snap) =>
          snap.docs.map((d) =>
            d.get('kind') === 'status'
              ? `${d.get('authorUid')} moved it ${d.get('from')} → ${d.get('to')}`
              : `${d.get('authorUid')}: ${d.get('text')}`,
          ),
        );
    // The move is an entry of the client's thread too, next to the reply.
    await expect
      .poll(async () => (await thread()).sort(), { timeout: 20_000 })
      .toEqual([
        'demo-connect-admin moved it new → in_progress',
        'demo-connect-admin: We start on Monday.',
      ]);

    await page.locator('select[name="view"]').selectOption('board');
    await page
      .locator(`[data-column="in_progress"] [data-request="${requestId}"]`)
      .waitFor({ timeout: 20_000 });
    await page.screenshot({
      path: join(SCREENSHOTS, 'admin-service-requests.png'),
      fullPage: true,
    });
  });

  it('sends a client away, and the callable refuses a client and an smm admin changing it', async () => {
    const page = await openAs('client@example.com', '/connect/app/admin/service-requests');
    await waitForPath(page, '/connect/app');
    for (const email of ['client@example.com', 'smm-admin@example.com']) {
      const reply = await callCallable('updateServiceRequest', await idToken(email), {
        requestId: `e2e-${RUN}-deny-${email.length}`,
        serviceRequestId: requestId,
        status: 'done',
      });
      expect(reply.body?.error?.status, email).toBe('PERMISSION_DENIED');
    }
    expect((await db.doc(`serviceRequests/${requestId}`).get()).get('status')).not.toBe('done');
  });
});
