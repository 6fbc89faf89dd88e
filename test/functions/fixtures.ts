// The cast of the functions suites: one account per role (created once per file through the
// Auth emulator, so the auth trigger runs for each) and the base data every test starts from.

import { Timestamp } from 'firebase-admin/firestore';
import { type Account, adminDb, clearFirestore, signUp, verifyEmail, waitFor } from './support';

export const ROLE_DOCS = {
  smmUser: { roles: { smm: 'user' } },
  outsider: { roles: { smm: 'user' } },
  target: { roles: { smm: 'user' } },
  client: { roles: { connect: 'user' } },
  smmAdmin: { roles: { smm: 'admin' } },
  connectAdmin: { roles: { connect: 'admin' } },
  saasAdmin: { roles: { connect: 'saas_admin' } },
  superAdmin: { roles: { smm: 'super_admin' } },
  legacyAdmin: { role: 'Admin' },
} as const;

export type RoleName = keyof typeof ROLE_DOCS;
export const ROLE_NAMES = Object.keys(ROLE_DOCS) as RoleName[];
/** The callers of the permission matrix ('target' is only ever acted upon). */
export const CALLERS = ROLE_NAMES.filter((name) => name !== 'target');

export type Accounts = Record<RoleName, Account>;

/**
 * One account per role. The auth trigger's own document does not matter here: seedBase writes
 * every fixture's users document, and the trigger never overwrites one (auth-trigger.test.ts
 * covers the trigger itself). What matters is that the trigger has run before a test starts:
 * on a busy machine it can fire seconds after the sign-up, and a document it wrote in the middle
 * of a test would look like a write the test's call made.
 */
export async function createAccounts(): Promise<Accounts> {
  const entries: (readonly [RoleName, Account])[] = [];
  for (const name of ROLE_NAMES) entries.push([name, await signUp(name.toLowerCase())] as const);
  const db = adminDb();
  await Promise.all(
    entries.map(([, account]) =>
      waitFor(async () => ((await db.doc(`users/${account.uid}`).get()).exists ? true : null)),
    ),
  );
  // Callers send mail (invitations, review links, mentions), which only a verified address may;
  // the target stays unverified, an account that merely holds an address.
  const verified = await Promise.all(
    entries.map(async ([name, account]) =>
      name === 'target'
        ? ([name, account] as const)
        : ([name, await verifyEmail(account)] as const),
    ),
  );
  return Object.fromEntries(verified) as Accounts;
}

export const WS_SMM = 'ws-smm';
export const WS_CONNECT = 'ws-connect';
export const PLAN = 'plan-basic';
export const SERVICE = 'svc-social';

export async function seedBase(accounts: Accounts): Promise<void> {
  await clearFirestore();
  const db = adminDb();
  const batch = db.batch();
  for (const name of ROLE_NAMES) {
    batch.set(db.collection('users').doc(accounts[name].uid), {
      email: accounts[name].email,
      ...ROLE_DOCS[name],
    });
  }
  batch.set(db.collection('workspaces').doc(WS_SMM), {
    name: 'Bakery',
    product: 'smm',
    ownerUid: accounts.smmUser.uid,
    members: { [accounts.smmUser.uid]: 'owner' },
    memberUids: [accounts.smmUser.uid],
    timeZone: 'Europe/Paris',
    channelIds: ['ch1'],
  });
  batch.set(db.collection('workspaces').doc(WS_CONNECT), {
    name: 'Client Co',
    product: 'connect',
    ownerUid: accounts.client.uid,
    members: { [accounts.client.uid]: 'owner' },
    memberUids: [accounts.client.uid],
    timeZone: 'America/New_York',
    channelIds: ['ch1'],
  });
  for (const ws of [WS_SMM, WS_CONNECT]) {
    batch.set(db.collection('workspaces').doc(ws).collection('channels').doc('ch1'), {
      provider: 'sandbox',
      handle: '@sandbox',
      status: 'connected',
    });
  }
  batch.set(db.collection('plans').doc(PLAN), {
    product: 'connect',
    name: { en: 'Basic' },
    description: { en: 'For small teams' },
    priceMonthly: 1900,
    priceYearly: 19000,
    currency: 'EUR',
    limits: { channels: 3, postsPerMonth: 60, members: 2 },
    features: ['calendar'],
    active: true,
    order: 1,
  });
  batch.set(db.collection('policies').doc('privacy'), {
    kind: 'privacy',
    version: 1,
    content: { en: '# Privacy' },
    publishedAt: Timestamp.fromMillis(Date.UTC(2026, 0, 1)),
  });
  batch.set(db.collection('policies').doc('consent'), {
    kind: 'consent',
    version: 2,
    content: { en: '# Consent' },
  });
  batch.set(db.collection('services').doc(SERVICE), {
    name: { en: 'Social media care' },
    order: 1,
    active: true,
  });
  await batch.commit();
}

export async function seedPost(
  workspaceId: string,
  postId: string,
  fields: Record<string, unknown>,
): Promise<void> {
  await adminDb()
    .collection('workspaces')
    .doc(workspaceId)
    .collection('posts')
    .doc(postId)
    .set({ text: 'Fresh bread at 7', channelIds: ['ch1'], media: [], status: 'draft', ...fields });
}
