// The account life cycle in headless Chromium against the local stack: an smm owner invites an
// editor who signs up with the invited address, verifies it and accepts (the owner's own sign-up
// from the screens is approval-loop.test.ts's); a connect client accepts an onboarding invitation by email link (ending the password a stranger had
// registered with that address first) and fills in the onboarding; a user
// resets a forgotten password; a user downloads their data and deletes their account. The
// verification, reset and sign-in codes come from the Auth emulator's oobCodes endpoint; the
// invitation links from the emails in MailDev (GET /api/email).

import { mkdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { type Auth, getAuth } from 'firebase-admin/auth';
import { type Firestore, getFirestore } from 'firebase-admin/firestore';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadStackConfig } from '../../emulator/stack/config';
import { closeWhenTestEnds, launchChromium } from './browser';
import { invitationLink } from './mail';
import { callCallable, idToken, signIn as signInWith } from './session';
import { e2eStack } from './stack';
import { ROOT } from './stack-process';

const stack = e2eStack();
const SCREENSHOTS = join(ROOT, 'test-results', 'e2e');
const { endpoints, projectId } = loadStackConfig(ROOT, stack.portOffset);
const AUTH = `http://${endpoints.auth.host}:${endpoints.auth.port}`;
const SMM = stack.baseUrl;
const CONNECT = `${stack.baseUrl}/connect`;
const RUN = Date.now().toString(36);
const PASSWORD = 'correct-horse-9';
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

let browser: Browser;
let admin: ReturnType<typeof initializeApp>;
let db: Firestore;
let auth: Auth;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  browser = await launchChromium();
  process.env.FIRESTORE_EMULATOR_HOST = `${endpoints.firestore.host}:${endpoints.firestore.port}`;
  process.env.FIREBASE_AUTH_EMULATOR_HOST = `${endpoints.auth.host}:${endpoints.auth.port}`;
  admin = initializeApp({ projectId }, `e2e-accounts-${RUN}`);
  db = getFirestore(admin);
  auth = getAuth(admin);
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
  await browser?.close();
  if (admin) await deleteApp(admin);
});

/** A page closed when its test ends, unless `keep` (for the later tests of the file). */
async function newPage(viewport = DESKTOP, keep = false): Promise<Page> {
  const context = await browser.newContext({ viewport, locale: 'en-US', acceptDownloads: true });
  // Several stacks share two cores: a cold page load can take half a minute.
  context.setDefaultTimeout(60_000);
  context.setDefaultNavigationTimeout(120_000);
  if (keep || !closeWhenTestEnds(context)) contexts.push(context);
  return context.newPage();
}

async function shot(page: Page, name: string): Promise<void> {
  await page.screenshot({ path: join(SCREENSHOTS, `accounts-${name}.png`), fullPage: true });
}

async function toast(page: Page, text: string): Promise<void> {
  await page.getByText(text).first().waitFor({ timeout: 60_000 });
}

type OobKind = 'VERIFY_EMAIL' | 'PASSWORD_RESET' | 'EMAIL_SIGNIN';

/** The newest code of that kind the Auth emulator "sent" to `email`. */
async function oobCode(email: string, kind: OobKind): Promise<string> {
  let found: string | undefined;
  await expect
    .poll(
      async () => {
        const response = await fetch(`${AUTH}/emulator/v1/projects/${projectId}/oobCodes`);
        const { oobCodes = [] } = (await response.json()) as {
          oobCodes?: { email: string; requestType: string; oobCode: string }[];
        };
        found = oobCodes
          .filter((c) => c.email.toLowerCase() === email.toLowerCase() && c.requestType === kind)
          .at(-1)?.oobCode;
        return found;
      },
      { timeout: 30_000 },
    )
    .toBeTruthy();
  return found as string;
}

/** Confirms an address the way opening the verification link does. */
async function verifyEmail(email: string): Promise<void> {
  const code = await oobCode(email, 'VERIFY_EMAIL');
  const response = await fetch(
    `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:update?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ oobCode: code }),
    },
  );
  expect(response.status).toBe(200);
}

/**
 * The accept link of the newest invitation mailed to `email`, read from MailDev and opened as
 * it is: the stack runs at a port offset, so a link built from a constant origin opens nothing.
 */
async function acceptLink(email: string): Promise<string> {
  const link = await invitationLink(stack.portOffset, email);
  expect(new URL(link).origin).toBe(stack.baseUrl);
  return link;
}

// One journey in steps that build on each other: its tests keep their order when the run is
// shuffled (the file itself still runs in any order, and owns every document it makes).
describe('an smm owner, an invited editor who signs up, and the owner leaving', {
  shuffle: false,
}, () => {
  const owner = `owner-${RUN}@example.com`;
  const editor = `editor-${RUN}@example.com`;
  const workspaceName = `Acme ${RUN}`;
  let ownerPage: Page;
  let workspaceId = '';
  let editorUid = '';

  it('lets an owner invite an editor by email from their workspace', async () => {
    // Signing up, verifying through the email and creating the first workspace from the screens
    // is approval-loop.test.ts's journey: this owner and their workspace are made directly.
    const user = await auth.createUser({
      email: owner,
      password: PASSWORD,
      emailVerified: true,
      displayName: 'Olive Owner',
    });
    await expect
      .poll(async () => (await db.doc(`users/${user.uid}`).get()).get('roles.smm'), {
        timeout: 30_000,
      })
      .toBe('user');
    const created = await callCallable('createWorkspace', await idToken(owner, PASSWORD), {
      requestId: `accounts-${RUN}`,
      name: workspaceName,
      timeZone: 'Europe/Madrid',
    });
    expect(created.status).toBe(200);
    workspaceId = String(
      (created.body?.result as { workspaceId?: string } | undefined)?.workspaceId,
    );

    // The owner's page goes on through the tests of this describe.
    ownerPage = await newPage(DESKTOP, true);
    const page = ownerPage;
    await signInWith(page, SMM, owner, { password: PASSWORD });
    await page.goto(`${SMM}/app/workspaces`);
    const card = page.locator('section.workspace-card', { hasText: workspaceName });
    await card.getByText('Your role: Owner').waitFor();
    await card.getByLabel('Email address').fill(editor);
    await card.getByLabel('Role', { exact: true }).selectOption('editor');
    await card.getByRole('button', { name: 'Send invitation' }).click();
    await toast(page, `Invitation sent to ${editor}.`);
    await card.getByText(editor).first().waitFor();
    await card.getByText('Pending').first().waitFor();
    await shot(page, 'workspaces-desktop');
  });

  it('lets the editor open the link on a phone, sign up with the invited address and accept', async () => {
    const link = await acceptLink(editor);
    const page = await newPage(PHONE);
    await page.goto(link);
    await page
      .getByText(`Olive Owner invited ${editor.replace(/^(.).*@/, '$1***@')}`)
      .or(page.getByText('to the workspace'))
      .first()
      .waitFor();
    await page.getByText(`“${workspaceName}” as editor`).waitFor();
    await shot(page, 'invite-phone');

    const signup = page.locator('section.card', { hasText: 'Create an account with the invited' });
    await signup.getByLabel('Email').fill(editor);
    await signup.getByLabel('Password (at least 8 characters)').fill(PASSWORD);
    await signup.getByRole('button', { name: 'Create account' }).click();
    await page.getByRole('heading', { name: 'Verify your email' }).waitFor();
    await verifyEmail(editor);
    await page.getByRole('button', { name: 'I verified, continue' }).click();

    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await page.waitForURL(/\/app\/workspaces$/);
    const card = page.locator('section.workspace-card', { hasText: workspaceName });
    await card.getByText('Your role: Editor').waitFor();
    await shot(page, 'workspaces-phone');
    editorUid = (await auth.getUserByEmail(editor)).uid;
    const workspace = await db.doc(`workspaces/${workspaceId}`).get();
    expect(workspace.get(`members.${editorUid}`)).toBe('editor');

    // The spent link now shows a kind page instead of a second grant.
    await page.goto(link);
    await page.getByRole('heading', { name: 'This invitation cannot be used' }).waitFor();
    await page.getByText('already been accepted').waitFor();
  });

  it('shows the owner the editor as a member and the invitation as accepted', async () => {
    const page = ownerPage;
    await page.reload();
    const card = page.locator('section.workspace-card', { hasText: workspaceName });
    // Named by the address's local part (they gave no name), the address beside it.
    await card.getByLabel(`Role of ${editor.split('@')[0]}`).waitFor();
    await card.getByText(editor, { exact: true }).first().waitFor();
    await card.getByText('Accepted').waitFor();
  });

  it('lets the owner download their data and delete the account, giving the workspace to the editor', async () => {
    const page = ownerPage;
    await page.goto(`${SMM}/app/settings`);
    await page.getByRole('heading', { name: 'Account' }).first().waitFor();
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const file = await (await download).path();
    const data = JSON.parse(readFileSync(file, 'utf8')) as {
      user?: { email?: string };
      workspaces?: { id: string }[];
    };
    expect(data.user?.email).toBe(owner);
    expect(data.workspaces?.map((w) => w.id)).toContain(workspaceId);
    await shot(page, 'settings-desktop');

    await page.getByRole('radio', { name: /Give it to/ }).check();
    await page.getByLabel('Your password, to confirm it is you').fill(PASSWORD);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
    await page.waitForURL((url) => url.pathname === '/');
    await expect(auth.getUserByEmail(owner)).rejects.toThrow();
    const workspace = await db.doc(`workspaces/${workspaceId}`).get();
    expect(workspace.get(`members.${editorUid}`)).toBe('owner');
  });
});

/** Signs in with a password through the Identity Toolkit, as a script would; null if refused. */
async function passwordSignIn(email: string, password: string): Promise<string | null> {
  const response = await fetch(
    `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo-api-key`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
    },
  );
  const body = (await response.json()) as { localId?: string };
  return body.localId ?? null;
}

// One journey in steps that build on each other: its tests keep their order when the run is
// shuffled (the file itself still runs in any order, and owns every document it makes).
describe('a connect client invited to onboard', { shuffle: false }, () => {
  const client = `client-${RUN}@example.com`;
  const squatterPassword = 'squatter-pass-1';

  it('accepts the invitation by email link, which ends a password a stranger registered first, and fills in the onboarding', async () => {
    // A stranger signs up first with the address the agency will invite, with a password of
    // their choosing.
    const squat = await fetch(
      `${AUTH}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: client, password: squatterPassword }),
      },
    );
    expect(squat.status).toBe(200);
    expect(await passwordSignIn(client, squatterPassword)).not.toBeNull();
    const staffToken = await idToken('connect-admin@example.com');
    const started = await callCallable('startOnboarding', staffToken, {
      requestId: crypto.randomUUID(),
      email: client,
      workspaceName: `Client ${RUN}`,
    });
    expect(started.status).toBe(200);
    const link = await acceptLink(client);
    expect(link).toContain('/connect/invite/');

    const page = await newPage(PHONE);
    await page.goto(link);
    await page.getByText('to the client portal').waitFor();
    const emailLink = page.locator('section.email-link');
    await emailLink.getByLabel('Enter the email address the link was sent to.').fill(client);
    await emailLink.getByRole('button', { name: 'Email me a sign-in link' }).click();
    await emailLink.getByText(`A sign-in link is on its way to ${client}`).waitFor();

    const code = await oobCode(client, 'EMAIL_SIGNIN');
    await page.goto(`${link}?mode=signIn&oobCode=${code}&apiKey=demo-api-key&lang=en`);
    await page.getByText(`You are signed in as ${client}.`).waitFor();
    await page.getByText('For your safety, set a new password').first().waitFor();
    await page.getByRole('button', { name: 'Accept invitation' }).click();
    await page.waitForURL((url) => url.pathname === '/connect/app');
    // The stranger's password no longer signs in to the account that now holds the grant.
    expect(await passwordSignIn(client, squatterPassword)).toBeNull();

    const steps = page.locator('[data-onboarding-steps]');
    await steps.waitFor();
    await steps.getByRole('button', { name: 'Fill in: Company profile' }).click();
    await steps.locator('input[name="company"]').fill(`Client ${RUN}`);
    await steps.locator('input[name="website"]').fill('https://example.com');
    await steps.getByRole('button', { name: 'Save this step' }).click();
    await toast(page, '“Company profile” is saved.');
    await steps.getByRole('button', { name: 'Fill in: Brand' }).click();
    await steps.locator('input[name="colour"]').fill('#aa3300');
    await steps.locator('textarea[name="voice"]').fill('Warm and direct.');
    await steps.getByRole('button', { name: 'Save this step' }).click();
    await toast(page, '“Brand” is saved.');
    await steps.getByRole('button', { name: 'Fill in: Social channels' }).click();
    await steps.locator('input[name="instagram"]').check();
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

    const uid = (await auth.getUserByEmail(client)).uid;
    const onboarding = await db.collection('onboarding').where('invitedEmail', '==', client).get();
    expect(onboarding.docs[0]?.get('status')).toBe('submitted');
    expect(onboarding.docs[0]?.get('clientUid')).toBe(uid);
  });

  it('lists the accepted invitation for staff, who can still resend or revoke open ones', async () => {
    const page = await newPage();
    await signInWith(page, CONNECT, 'connect-admin@example.com');
    await page.goto(`${CONNECT}/app/admin/users`);
    const list = page.locator('[data-invitations="connect"]');
    await list.getByLabel('Show').selectOption('accepted');
    const row = list.locator('tr', { hasText: client });
    await row.getByText('Accepted').waitFor();
    await expect(row.getByRole('button', { name: /Revoke/ }).count()).resolves.toBe(0);
    await shot(page, 'admin-invitations-desktop');
  });
});

describe('password reset', () => {
  const email = `forgetful-${RUN}@example.com`;

  it('sends a reset link from the login page and sets a new password on the app’s own page', async () => {
    await auth.createUser({ email, password: 'old-password-1', emailVerified: true });
    const page = await newPage(PHONE);
    await page.goto(`${CONNECT}/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.waitForURL(/\/connect\/reset-password$/);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByText(`If an account exists for ${email}`).waitFor();
    await shot(page, 'reset-phone');

    const code = await oobCode(email, 'PASSWORD_RESET');
    await page.goto(`${CONNECT}/reset-password?mode=resetPassword&oobCode=${code}`);
    await page.getByText(`Choose a new password for ${email}.`).waitFor();
    await page.getByLabel('New password (at least 8 characters)').fill('new-password-2');
    await page.getByRole('button', { name: 'Save new password' }).click();
    await page.getByText('Your password has been changed.').waitFor();

    // A spent code leads back to asking for a new link.
    await page.goto(`${CONNECT}/reset-password?mode=resetPassword&oobCode=${code}`);
    await page.getByText('This reset link has expired or was already used.').waitFor();

    await page.goto(`${CONNECT}/login`);
    await page.locator('input[name="email"]').fill(email);
    await page.locator('input[name="password"]').fill('new-password-2');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL((url) => url.pathname.startsWith('/connect/app'));
  });
});
