// One entry per callable: who may call it, a valid payload over the base data, what a
// successful call must leave behind, and a count that would grow if a retry repeated the
// effect. The matrix in callables.test.ts runs every entry through the Functions emulator.

import { createHash } from 'node:crypto';
import { Timestamp } from 'firebase-admin/firestore';
import { expect } from 'vitest';
import { CHANNEL_SPECS } from './channel-specs';
import {
  type Accounts,
  PLAN,
  type RoleName,
  SERVICE,
  seedPost,
  WS_CONNECT,
  WS_SMM,
} from './fixtures';
import { REVIEW_SPECS } from './review-specs';
import { adminAuth, adminDb, countDocs, requestId } from './support';

export interface SpecContext {
  accounts: Accounts;
  caller: RoleName | null;
}

export interface CallableSpec {
  name: string;
  /** Callers who succeed; every other signed-in role must get permission-denied. */
  allowed: readonly RoleName[];
  /** Visitors (no ID token) may call it. */
  anonymous?: boolean;
  seed?: (context: SpecContext) => Promise<void>;
  payload: (context: SpecContext) => Record<string, unknown>;
  verify: (context: SpecContext, result: Record<string, unknown>) => Promise<void>;
  /** A number a repeated effect would raise. */
  effects: (context: SpecContext) => Promise<number>;
  /** A field of the first answer that a replay leaves out (a secret shown once). */
  secret?: string;
  /** Payloads the schema accepts that the rules still refuse as invalid-argument. */
  invalidButWellFormed?: (context: SpecContext) => Record<string, unknown>[];
}

const CONNECT_ADMINS: RoleName[] = ['connectAdmin', 'saasAdmin', 'superAdmin', 'legacyAdmin'];
// saas_admin is an admin of every product (model/admin-reach.ts), like super_admin.
const SMM_ADMINS: RoleName[] = ['smmAdmin', 'saasAdmin', 'superAdmin', 'legacyAdmin'];
const db = () => adminDb();
const doc = async (path: string) => (await db().doc(path).get()).data();
const audits = () => countDocs('auditLog');
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();
/** A local time 30 days ahead, written with an offset as a time picker in Paris would send it. */
const SCHEDULED_AT = `${inDays(30).slice(0, 10)}T09:30:00+02:00`;
const COURTESY_UNTIL = `${inDays(90).slice(0, 10)}T00:00:00.000Z`;
const isoOf = (value: unknown) =>
  value instanceof Timestamp ? value.toDate().toISOString() : null;
const uidOf = (context: SpecContext) =>
  context.caller ? context.accounts[context.caller].uid : null;

/** A fixed requestId per test, so the replay test sends the same key twice. */
let currentRequestId = requestId();
export function newRequestId(): void {
  currentRequestId = requestId();
}
/** The requestId of the test at hand, for specs kept in other files. */
export function currentRequest(): string {
  return currentRequestId;
}

const steps = {
  profile: { company: 'Client Co' },
  brand: { colour: '#ff0000' },
  channels: { instagram: true },
  plan: { planId: PLAN },
  terms: { accepted: true },
};

export const SPECS: CallableSpec[] = [
  {
    name: 'setUserRoles',
    allowed: SMM_ADMINS,
    payload: ({ accounts }) => ({ uid: accounts.target.uid, product: 'smm', role: 'admin' }),
    verify: async ({ accounts }) => {
      expect((await doc(`users/${accounts.target.uid}`))?.roles).toEqual({ smm: 'admin' });
      expect(await audits()).toBe(1);
    },
    effects: audits,
    invalidButWellFormed: () => [],
  },
  {
    name: 'setUserDisabled',
    allowed: SMM_ADMINS,
    payload: ({ accounts }) => ({ uid: accounts.target.uid, disabled: true }),
    verify: async ({ accounts }) => {
      expect((await doc(`users/${accounts.target.uid}`))?.disabled).toBe(true);
      const user = await adminAuth().getUser(accounts.target.uid);
      expect(user.disabled).toBe(true);
      expect(user.tokensValidAfterTime).toBeTruthy();
      await adminAuth().updateUser(accounts.target.uid, { disabled: false });
    },
    effects: audits,
  },
  {
    name: 'inviteUser',
    allowed: CONNECT_ADMINS,
    payload: () => ({
      requestId: currentRequestId,
      email: 'new.client@example.test',
      product: 'connect',
      role: 'user',
      workspaceId: WS_CONNECT,
      memberRole: 'approver',
    }),
    verify: async (_context, result) => {
      const invitation = await doc(`invitations/${result.invitationId}`);
      expect(invitation).toMatchObject({
        kind: 'client',
        status: 'pending',
        emailLower: 'new.client@example.test',
        role: 'user',
        workspaceId: WS_CONNECT,
        memberRole: 'approver',
        sendCount: 1,
      });
      expect(invitation?.tokenHash).toMatch(/^[0-9a-f]{64}$/);
      // An invitation grants nothing until its link is accepted.
      expect((await doc(`workspaces/${WS_CONNECT}`))?.memberUids).toHaveLength(1);
      expect(await countDocs('outbox')).toBe(1);
    },
    effects: audits,
  },
  {
    name: 'inviteWorkspaceMember',
    allowed: ['smmUser', ...SMM_ADMINS],
    payload: () => ({
      requestId: currentRequestId,
      workspaceId: WS_SMM,
      email: 'new.editor@example.test',
      memberRole: 'editor',
    }),
    verify: async (_context, result) => {
      expect(await doc(`invitations/${result.invitationId}`)).toMatchObject({
        kind: 'member',
        product: 'smm',
        workspaceId: WS_SMM,
        memberRole: 'editor',
        status: 'pending',
      });
      expect((await doc(`workspaces/${WS_SMM}`))?.memberUids).toHaveLength(1);
    },
    effects: () => countDocs('invitations'),
  },
  {
    name: 'revokeInvitation',
    allowed: ['smmUser', ...SMM_ADMINS],
    seed: () =>
      db()
        .doc('invitations/inv1')
        .set({
          kind: 'member',
          email: 'someone@example.test',
          emailLower: 'someone@example.test',
          product: 'smm',
          role: 'user',
          workspaceId: WS_SMM,
          memberRole: 'viewer',
          status: 'pending',
          tokenHash: 'a'.repeat(64),
          expiresAt: Timestamp.fromMillis(Date.now() + 86_400_000),
        })
        .then(() => undefined),
    payload: () => ({ invitationId: 'inv1' }),
    verify: async (context) => {
      expect(await doc('invitations/inv1')).toMatchObject({
        status: 'revoked',
        revokedBy: uidOf(context),
      });
      expect(await audits()).toBe(1);
    },
    effects: audits,
  },
  {
    name: 'updateWorkspace',
    allowed: ['smmUser', ...SMM_ADMINS],
    payload: () => ({ workspaceId: WS_SMM, name: 'Patisserie', timeZone: 'Europe/Rome' }),
    verify: async () => {
      expect(await doc(`workspaces/${WS_SMM}`)).toMatchObject({
        name: 'Patisserie',
        timeZone: 'Europe/Rome',
      });
    },
    effects: audits,
  },
  {
    name: 'createWorkspace',
    // An own workspace needs a role in the product: admin power over smm (the connect
    // saas_admin's) does not make one an smm customer.
    allowed: ['smmUser', 'outsider', 'smmAdmin', 'superAdmin', 'legacyAdmin'],
    payload: () => ({
      requestId: currentRequestId,
      name: 'Florist',
      product: 'smm',
      timeZone: 'Europe/Berlin',
    }),
    verify: async (context, result) => {
      const workspace = await doc(`workspaces/${result.workspaceId}`);
      expect(workspace).toMatchObject({
        name: 'Florist',
        product: 'smm',
        ownerUid: uidOf(context),
      });
      expect(workspace?.members).toEqual({ [uidOf(context) as string]: 'owner' });
    },
    effects: () => countDocs('workspaces'),
  },
  {
    name: 'setWorkspaceMember',
    allowed: ['smmUser', ...SMM_ADMINS],
    // The target joined as a viewer (by invitation); the owner makes them an editor.
    seed: ({ accounts }) =>
      db()
        .doc(`workspaces/${WS_SMM}`)
        .update({
          [`members.${accounts.target.uid}`]: 'viewer',
          memberUids: [accounts.smmUser.uid, accounts.target.uid],
        })
        .then(() => undefined),
    payload: ({ accounts }) => ({
      workspaceId: WS_SMM,
      uid: accounts.target.uid,
      memberRole: 'editor',
    }),
    verify: async ({ accounts }) => {
      const workspace = await doc(`workspaces/${WS_SMM}`);
      expect(workspace?.members?.[accounts.target.uid]).toBe('editor');
      expect(workspace?.memberUids).toContain(accounts.target.uid);
    },
    effects: async () =>
      (await audits()) + ((await doc(`workspaces/${WS_SMM}`))?.memberUids?.length ?? 0),
  },
  {
    name: 'requestPostApproval',
    allowed: ['client', ...CONNECT_ADMINS],
    seed: () => seedPost(WS_CONNECT, 'p1', { status: 'draft' }),
    payload: () => ({ workspaceId: WS_CONNECT, postId: 'p1' }),
    verify: async (context) => {
      const post = await doc(`workspaces/${WS_CONNECT}/posts/p1`);
      expect(post?.status).toBe('in_review');
      expect(post?.approval?.requestedBy).toBe(uidOf(context));
    },
    effects: audits,
  },
  {
    name: 'decidePostApproval',
    allowed: ['client', ...CONNECT_ADMINS],
    seed: () =>
      seedPost(WS_CONNECT, 'p1', { status: 'in_review', approval: { requestedBy: 'staff' } }),
    payload: () => ({
      requestId: currentRequestId,
      workspaceId: WS_CONNECT,
      postId: 'p1',
      decision: 'changes_requested',
      comment: 'Warmer tone please',
    }),
    verify: async (context) => {
      const post = await doc(`workspaces/${WS_CONNECT}/posts/p1`);
      expect(post?.status).toBe('changes_requested');
      expect(post?.approval).toMatchObject({
        decidedBy: uidOf(context),
        decision: 'changes_requested',
        comment: 'Warmer tone please',
      });
      expect(await countDocs(`workspaces/${WS_CONNECT}/posts/p1/comments`)).toBe(1);
    },
    effects: () => countDocs(`workspaces/${WS_CONNECT}/posts/p1/comments`),
    invalidButWellFormed: () => [
      {
        requestId: requestId(),
        workspaceId: WS_CONNECT,
        postId: 'p1',
        decision: 'changes_requested',
      },
    ],
  },
  {
    name: 'schedulePost',
    allowed: ['smmUser', ...SMM_ADMINS],
    seed: () => seedPost(WS_SMM, 'p1', { status: 'draft' }),
    payload: () => ({
      workspaceId: WS_SMM,
      postId: 'p1',
      scheduledAt: SCHEDULED_AT,
      timeZone: 'Europe/Paris',
    }),
    verify: async () => {
      const post = await doc(`workspaces/${WS_SMM}/posts/p1`);
      expect(post?.status).toBe('scheduled');
      expect(isoOf(post?.scheduledAt)).toBe(new Date(Date.parse(SCHEDULED_AT)).toISOString());
      expect(post?.timeZone).toBe('Europe/Paris');
    },
    effects: audits,
    invalidButWellFormed: () => [
      {
        workspaceId: WS_SMM,
        postId: 'p1',
        scheduledAt: '2020-01-01T00:00:00Z',
        timeZone: 'Europe/Paris',
      },
      { workspaceId: WS_SMM, postId: 'p1', scheduledAt: SCHEDULED_AT, timeZone: 'Mars/Olympus' },
      { workspaceId: WS_SMM, postId: 'p1', scheduledAt: inDays(400), timeZone: 'Europe/Paris' },
    ],
  },
  {
    name: 'cancelPost',
    allowed: ['smmUser', ...SMM_ADMINS],
    seed: () =>
      seedPost(WS_SMM, 'p1', {
        status: 'scheduled',
        scheduledAt: Timestamp.fromMillis(Date.now() + 86_400_000),
      }),
    payload: () => ({ workspaceId: WS_SMM, postId: 'p1' }),
    verify: async () =>
      expect((await doc(`workspaces/${WS_SMM}/posts/p1`))?.status).toBe('cancelled'),
    effects: audits,
  },
  {
    name: 'retryPost',
    allowed: ['smmUser', ...SMM_ADMINS],
    seed: () =>
      seedPost(WS_SMM, 'p1', {
        status: 'failed',
        scheduledAt: Timestamp.fromMillis(Date.now() - 3_600_000),
        results: {
          ch1: { status: 'failed', externalId: null, error: 'Token expired.', attempts: 1 },
        },
      }),
    payload: () => ({ requestId: currentRequestId, workspaceId: WS_SMM, postId: 'p1' }),
    verify: async () => {
      const post = await doc(`workspaces/${WS_SMM}/posts/p1`);
      expect(post?.status).toBe('publishing');
      expect(post?.results?.ch1).toMatchObject({ status: 'pending', error: null, attempts: 0 });
    },
    effects: audits,
  },
  {
    name: 'retryNotification',
    allowed: ['superAdmin'],
    seed: async () => {
      await db().doc('mailDeliveries/out1_u1').set({
        state: 'failed',
        attempts: 8,
        email: 'client@example.test',
        subject: 'Changes requested',
        text: 'Shorter, please.',
        html: '<p>Shorter, please.</p>',
        lastError: '451 try later',
        nextAttemptAt: Timestamp.now(),
      });
    },
    payload: () => ({ deliveryKey: 'out1_u1' }),
    verify: async () => {
      expect(await doc('mailDeliveries/out1_u1')).toMatchObject({ state: 'pending', attempts: 0 });
    },
    effects: audits,
  },
  {
    name: 'grantCourtesy',
    allowed: CONNECT_ADMINS,
    payload: () => ({
      workspaceId: WS_CONNECT,
      planId: PLAN,
      reason: 'Charity partner',
      expiresAt: COURTESY_UNTIL,
    }),
    verify: async (context) => {
      const sub = await doc(`subscriptions/${WS_CONNECT}`);
      expect(sub).toMatchObject({ planId: PLAN, status: 'courtesy' });
      expect(sub?.courtesy?.grantedBy).toBe(uidOf(context));
      expect(isoOf(sub?.courtesy?.expiresAt)).toBe(COURTESY_UNTIL);
    },
    effects: audits,
    invalidButWellFormed: () => [
      { workspaceId: WS_CONNECT, planId: PLAN, reason: 'x', expiresAt: '2001-01-01T00:00:00Z' },
      { workspaceId: WS_CONNECT, planId: PLAN, reason: 'x', expiresAt: inDays(800) },
    ],
  },
  {
    name: 'revokeCourtesy',
    allowed: CONNECT_ADMINS,
    seed: async () => {
      await db()
        .doc(`subscriptions/${WS_CONNECT}`)
        .set({
          planId: PLAN,
          status: 'courtesy',
          courtesy: {
            grantedBy: 'someone',
            reason: 'Trial',
            expiresAt: Timestamp.fromMillis(Date.now() + 86_400_000),
          },
          previous: { planId: 'plan-old', status: 'active' },
        });
    },
    payload: () => ({ workspaceId: WS_CONNECT, reason: 'Trial over' }),
    verify: async () =>
      expect(await doc(`subscriptions/${WS_CONNECT}`)).toMatchObject({
        status: 'active',
        planId: 'plan-old',
      }),
    effects: audits,
  },
  {
    name: 'createPlan',
    allowed: ['superAdmin'],
    payload: () => ({
      requestId: currentRequestId,
      plan: {
        product: 'smm',
        name: { en: 'Pro', fr: 'Pro' },
        description: { en: 'For agencies' },
        priceMonthly: 4900,
        priceYearly: 49000,
        currency: 'EUR',
        limits: { channels: 10, postsPerMonth: 500, members: 5 },
        features: ['calendar', 'analytics'],
        order: 2,
      },
    }),
    verify: async (_context, result) => {
      expect(await doc(`plans/${result.planId}`)).toMatchObject({
        product: 'smm',
        priceMonthly: 4900,
        active: true,
      });
    },
    effects: () => countDocs('plans'),
  },
  {
    name: 'updatePlan',
    allowed: ['superAdmin'],
    payload: () => ({
      planId: PLAN,
      patch: { priceMonthly: 2500, features: ['calendar', 'reports'] },
    }),
    verify: async () =>
      expect(await doc(`plans/${PLAN}`)).toMatchObject({
        priceMonthly: 2500,
        features: ['calendar', 'reports'],
      }),
    effects: audits,
  },
  {
    name: 'archivePlan',
    allowed: ['superAdmin'],
    payload: () => ({ planId: PLAN }),
    verify: async () => expect((await doc(`plans/${PLAN}`))?.active).toBe(false),
    effects: audits,
  },
  {
    name: 'publishPolicy',
    allowed: ['superAdmin'],
    payload: () => ({
      requestId: currentRequestId,
      kind: 'privacy',
      content: { en: '# Privacy v2', de: '# Datenschutz' },
    }),
    verify: async () => {
      expect(await doc('policies/privacy')).toMatchObject({
        version: 2,
        content: { en: '# Privacy v2', de: '# Datenschutz' },
      });
      expect((await doc('policies/privacy/versions/2'))?.version).toBe(2);
    },
    effects: async () => (await doc('policies/privacy'))?.version ?? 0,
  },
  {
    name: 'recordConsent',
    allowed: [
      'smmUser',
      'outsider',
      'client',
      'smmAdmin',
      'connectAdmin',
      'saasAdmin',
      'superAdmin',
      'legacyAdmin',
    ],
    payload: () => ({
      kind: 'consent',
      version: 2,
      choices: { analytics: true, marketing: false },
    }),
    verify: async (context) => {
      const consent = await doc(`users/${uidOf(context)}/consents/consent`);
      expect(consent).toMatchObject({
        version: 2,
        choices: { necessary: true, analytics: true, marketing: false },
      });
    },
    effects: async (context) => countDocs(`users/${uidOf(context)}/consents`),
    invalidButWellFormed: () => [
      { kind: 'consent', version: 2 },
      { kind: 'privacy', version: 1, choices: { analytics: true, marketing: true } },
    ],
  },
  {
    name: 'listAuditLog',
    allowed: ['superAdmin'],
    seed: async ({ accounts }) => {
      await db()
        .collection('auditLog')
        .doc('entry-1')
        .set({
          action: 'plan.create',
          actorUid: accounts.superAdmin.uid,
          product: 'smm',
          target: 'plans/p1',
          details: {},
          at: Timestamp.fromMillis(Date.UTC(2026, 0, 2)),
        });
    },
    payload: () => ({ action: 'plan.create', pageSize: 10 }),
    verify: async ({ accounts }, result) => {
      expect(result).toEqual({
        entries: [
          {
            id: 'entry-1',
            action: 'plan.create',
            actorUid: accounts.superAdmin.uid,
            actorEmail: accounts.superAdmin.email,
            product: 'smm',
            target: 'plans/p1',
            details: {},
            at: '2026-01-02T00:00:00.000Z',
          },
        ],
        next: null,
      });
    },
    effects: audits,
    invalidButWellFormed: () => [
      { pageSize: 10, from: '2026-02-01T00:00:00Z', to: '2026-01-01T00:00:00Z' },
      { pageSize: 0 },
    ],
  },
  {
    name: 'updateSettings',
    allowed: ['superAdmin'],
    payload: () => ({
      patch: {
        siteName: 'Connect',
        enabledLocales: ['en', 'fr', 'ar'],
        defaultLocale: 'fr',
        features: { calendar: true },
      },
    }),
    verify: async () =>
      expect(await doc('settings/app')).toMatchObject({
        siteName: 'Connect',
        defaultLocale: 'fr',
        features: { calendar: true },
      }),
    effects: audits,
  },
  {
    name: 'createApiKey',
    allowed: ['client', ...CONNECT_ADMINS],
    payload: () => ({
      requestId: currentRequestId,
      workspaceId: WS_CONNECT,
      name: 'Zapier',
      scopes: ['posts:read'],
    }),
    verify: async (_context, result) => {
      expect(result.key).toMatch(/^smk_[A-Za-z0-9]{20}_[A-Za-z0-9_-]{43}$/);
      const stored = await doc(`apiKeys/${result.keyId}`);
      expect(stored?.hash).toBe(createHash('sha256').update(String(result.key)).digest('hex'));
      expect(JSON.stringify(stored)).not.toContain(String(result.key));
      expect(
        JSON.stringify((await db().collection('idempotency').get()).docs.map((d) => d.data())),
      ).not.toContain(String(result.key));
    },
    effects: () => countDocs('apiKeys'),
  },
  {
    name: 'listApiKeys',
    allowed: ['client', ...CONNECT_ADMINS],
    seed: () =>
      db()
        .doc('apiKeys/k1234567890123456780')
        .set({
          hash: 'secret-hash',
          prefix: 'smk_k1234567',
          name: 'Zapier',
          workspaceId: WS_CONNECT,
          product: 'connect',
          scopes: ['posts:read'],
          revokedAt: null,
        })
        .then(() => undefined),
    payload: () => ({ workspaceId: WS_CONNECT }),
    verify: async (_context, result) => {
      const keys = result.keys as Record<string, unknown>[];
      expect(keys).toContainEqual(
        expect.objectContaining({ keyId: 'k1234567890123456780', name: 'Zapier', revokedAt: null }),
      );
      expect(JSON.stringify(keys)).not.toContain('secret-hash');
    },
    // A read: nothing is written, for the allowed callers or the refused ones.
    effects: audits,
  },
  {
    name: 'revokeApiKey',
    allowed: ['client', ...CONNECT_ADMINS],
    seed: () =>
      db()
        .doc('apiKeys/k1234567890123456789')
        .set({
          hash: 'x',
          workspaceId: WS_CONNECT,
          product: 'connect',
          scopes: [],
          revokedAt: null,
        })
        .then(() => undefined),
    payload: () => ({ keyId: 'k1234567890123456789' }),
    verify: async () => expect((await doc('apiKeys/k1234567890123456789'))?.revokedAt).toBeTruthy(),
    effects: audits,
  },
  {
    name: 'submitContact',
    allowed: [
      'smmUser',
      'outsider',
      'client',
      'smmAdmin',
      'connectAdmin',
      'saasAdmin',
      'superAdmin',
      'legacyAdmin',
    ],
    anonymous: true,
    payload: () => ({
      requestId: currentRequestId,
      name: 'Ada',
      email: 'ada@example.test',
      message: 'Do you manage TikTok accounts?',
    }),
    verify: async (context, result) => {
      expect(await doc(`contactMessages/${result.messageId}`)).toMatchObject({
        name: 'Ada',
        senderUid: uidOf(context),
        status: 'new',
      });
    },
    effects: () => countDocs('contactMessages'),
  },
  {
    name: 'createServiceRequest',
    allowed: ['client', ...CONNECT_ADMINS],
    payload: () => ({
      requestId: currentRequestId,
      workspaceId: WS_CONNECT,
      serviceId: SERVICE,
      title: 'Launch campaign',
      details: 'Three posts a week in May',
    }),
    verify: async (context, result) => {
      expect(await doc(`serviceRequests/${result.serviceRequestId}`)).toMatchObject({
        workspaceId: WS_CONNECT,
        requesterUid: uidOf(context),
        status: 'new',
      });
    },
    effects: () => countDocs('serviceRequests'),
  },
  {
    name: 'updateServiceRequest',
    allowed: CONNECT_ADMINS,
    seed: () =>
      db()
        .doc('serviceRequests/sr1')
        .set({ workspaceId: WS_CONNECT, title: 'Logo', details: 'New logo', status: 'new' })
        .then(() => undefined),
    payload: () => ({
      requestId: currentRequestId,
      serviceRequestId: 'sr1',
      status: 'in_progress',
      message: 'On it',
    }),
    verify: async () => {
      expect((await doc('serviceRequests/sr1'))?.status).toBe('in_progress');
      // The reply, and the move from new to in progress as an entry of the client's thread.
      expect(await countDocs('serviceRequests/sr1/messages')).toBe(2);
    },
    effects: () => countDocs('serviceRequests/sr1/messages'),
    invalidButWellFormed: () => [],
  },
  {
    name: 'startOnboarding',
    allowed: CONNECT_ADMINS,
    payload: () => ({
      requestId: currentRequestId,
      email: 'brand.new@example.test',
      workspaceName: 'Brand New Ltd',
    }),
    verify: async (_context, result) => {
      const onboarding = await doc(`onboarding/${result.onboardingId}`);
      expect(onboarding).toMatchObject({
        status: 'invited',
        invitedEmail: 'brand.new@example.test',
        workspaceId: result.workspaceId,
      });
      expect(await doc(`workspaces/${result.workspaceId}`)).toMatchObject({
        product: 'connect',
        name: 'Brand New Ltd',
      });
      expect(await doc(`invitations/${result.invitationId}`)).toMatchObject({
        kind: 'client',
        status: 'pending',
        workspaceId: result.workspaceId,
        onboardingId: result.onboardingId,
        memberRole: 'owner',
      });
      // Nobody owns the workspace until the client accepts the link.
      expect((await doc(`workspaces/${result.workspaceId}`))?.memberUids).toEqual([]);
    },
    effects: () => countDocs('onboarding'),
  },
  {
    name: 'submitOnboarding',
    allowed: ['client'],
    seed: () =>
      db()
        .doc('onboarding/ob1')
        .set({
          invitedEmail: 'someone-else@example.test',
          workspaceId: WS_CONNECT,
          status: 'in_progress',
          steps: {},
        })
        .then(() => undefined),
    payload: () => ({ onboardingId: 'ob1', steps, submit: true }),
    verify: async () => {
      const onboarding = await doc('onboarding/ob1');
      expect(onboarding?.status).toBe('submitted');
      expect(onboarding?.steps?.brand).toEqual({ done: true, data: { colour: '#ff0000' } });
    },
    effects: async () => ((await doc('onboarding/ob1'))?.status === 'submitted' ? 1 : 0),
  },
  {
    name: 'reviewOnboarding',
    allowed: CONNECT_ADMINS,
    seed: () =>
      db()
        .doc('onboarding/ob1')
        .set({ workspaceId: WS_CONNECT, status: 'submitted', steps: {} })
        .then(() => undefined),
    payload: () => ({ onboardingId: 'ob1', decision: 'approved', comment: 'Welcome aboard' }),
    verify: async (context) => {
      expect(await doc('onboarding/ob1')).toMatchObject({
        status: 'approved',
        reviewer: { uid: uidOf(context), comment: 'Welcome aboard' },
      });
    },
    effects: audits,
  },
  {
    name: 'upsertTeamMember',
    allowed: CONNECT_ADMINS,
    payload: () => ({
      requestId: currentRequestId,
      name: 'Ada Lovelace',
      title: 'Designer',
      bio: 'Draws the posts.',
      uid: null,
      photoPath: 'team/ada.png',
      public: true,
    }),
    verify: async (_context, result) => {
      expect(await doc(`team/${result.teamMemberId}`)).toMatchObject({
        name: 'Ada Lovelace',
        title: 'Designer',
        photoPath: 'team/ada.png',
        public: true,
        order: 1,
      });
      expect(await audits()).toBe(1);
    },
    effects: () => countDocs('team'),
    invalidButWellFormed: () => [],
  },
  {
    name: 'removeTeamMember',
    allowed: CONNECT_ADMINS,
    seed: async () => {
      await db().doc('team/t1').set({ name: 'Ada', public: true, order: 1, photoPath: null });
      await db()
        .doc(`workspaces/${WS_CONNECT}`)
        .update({ teamMemberIds: ['t1'] });
    },
    payload: () => ({ teamMemberId: 't1' }),
    verify: async () => {
      expect(await doc('team/t1')).toBeUndefined();
      expect((await doc(`workspaces/${WS_CONNECT}`))?.teamMemberIds).toEqual([]);
    },
    effects: audits,
    invalidButWellFormed: () => [],
  },
  {
    name: 'reorderTeam',
    allowed: CONNECT_ADMINS,
    seed: async () => {
      await db().doc('team/t1').set({ name: 'Ada', public: true, order: 1 });
      await db().doc('team/t2').set({ name: 'Bo', public: true, order: 2 });
    },
    payload: () => ({ teamMemberIds: ['t2', 't1'] }),
    verify: async () => {
      expect((await doc('team/t2'))?.order).toBe(1);
      expect((await doc('team/t1'))?.order).toBe(2);
    },
    effects: audits,
    invalidButWellFormed: () => [],
  },
  {
    name: 'setTeamAssignments',
    allowed: CONNECT_ADMINS,
    seed: async () => {
      await db().doc('team/t1').set({ name: 'Ada', public: true, order: 1 });
    },
    payload: () => ({ teamMemberId: 't1', workspaceIds: [WS_CONNECT] }),
    verify: async () => {
      expect((await doc(`workspaces/${WS_CONNECT}`))?.teamMemberIds).toEqual(['t1']);
      expect(await audits()).toBe(1);
    },
    effects: audits,
    // An smm workspace is nobody's client at the agency.
    invalidButWellFormed: () => [{ teamMemberId: 't1', workspaceIds: [WS_SMM] }],
  },
  {
    name: 'listCourtesySubscriptions',
    allowed: CONNECT_ADMINS,
    seed: async () => {
      await db()
        .doc(`subscriptions/${WS_CONNECT}`)
        .set({
          planId: PLAN,
          status: 'courtesy',
          courtesy: {
            grantedBy: 'someone',
            reason: 'Charity partner',
            expiresAt: Timestamp.fromMillis(Date.now() + 86_400_000),
          },
        });
    },
    payload: () => ({ product: 'connect', view: 'all' }),
    verify: async (_context, result) => {
      expect(result.rows).toEqual([
        expect.objectContaining({
          workspaceId: WS_CONNECT,
          workspaceName: 'Client Co',
          planName: { en: 'Basic' },
          reason: 'Charity partner',
          state: 'active',
        }),
      ]);
      expect(result.next).toBeNull();
    },
    effects: audits,
    invalidButWellFormed: () => [],
  },
  {
    name: 'ingestEvents',
    allowed: [
      'smmUser',
      'outsider',
      'client',
      'smmAdmin',
      'connectAdmin',
      'saasAdmin',
      'superAdmin',
      'legacyAdmin',
    ],
    anonymous: true,
    payload: () => ({
      requestId: currentRequestId,
      events: [
        {
          kind: 'error',
          level: 'error',
          message: 'TypeError: x is undefined',
          timestamp: '2026-05-01T10:00:00.000Z',
        },
        { kind: 'analytics', message: 'page_view /plans', timestamp: '2026-05-01T10:00:01.000Z' },
      ],
    }),
    verify: async () => {
      // Nobody in the cast has consented to analytics: only the error is kept, at its level.
      const events = (await db().collection('events').get()).docs.map((d) => d.data());
      expect(events).toHaveLength(1);
      expect(events[0]).toMatchObject({
        kind: 'error',
        level: 'error',
        message: 'TypeError: x is undefined',
      });
    },
    effects: () => countDocs('events'),
    invalidButWellFormed: () => [],
  },
  ...CHANNEL_SPECS,
  ...REVIEW_SPECS,
  // Publishing power: publish now and posting queues.
  {
    name: 'publishPostNow',
    allowed: ['smmUser', ...SMM_ADMINS],
    seed: () => seedPost(WS_SMM, 'p1', { status: 'draft' }),
    payload: () => ({ workspaceId: WS_SMM, postId: 'p1' }),
    verify: async () => {
      const post = await doc(`workspaces/${WS_SMM}/posts/p1`);
      // Due at once: the task (or the reconciler) takes it from here.
      expect(['scheduled', 'publishing', 'published', 'failed']).toContain(post?.status);
      expect(isoOf(post?.scheduledAt) ?? '').not.toBe('');
      expect(Date.parse(isoOf(post?.scheduledAt) ?? '')).toBeLessThanOrEqual(Date.now());
    },
    effects: audits,
  },
  {
    name: 'setQueue',
    allowed: ['smmUser', ...SMM_ADMINS],
    payload: () => ({
      workspaceId: WS_SMM,
      queueId: 'ch1',
      slots: [{ day: 1, time: '09:00' }],
      paused: false,
    }),
    verify: async () => {
      const queue = await doc(`workspaces/${WS_SMM}/queues/ch1`);
      expect(queue).toMatchObject({ slots: [{ day: 1, time: '09:00' }], paused: false });
    },
    effects: audits,
  },
  {
    name: 'addToQueue',
    allowed: ['smmUser', ...SMM_ADMINS],
    seed: async () => {
      await seedPost(WS_SMM, 'p1', { status: 'draft' });
      await db()
        .doc(`workspaces/${WS_SMM}/queues/ch1`)
        .set({ slots: [{ day: 3, time: '09:30' }], paused: false });
    },
    payload: () => ({ workspaceId: WS_SMM, queueId: 'ch1', postId: 'p1' }),
    verify: async () => {
      const post = await doc(`workspaces/${WS_SMM}/posts/p1`);
      expect(post).toMatchObject({ status: 'scheduled', queue: 'ch1', timeZone: 'Europe/Paris' });
      const at = new Date(isoOf(post?.scheduledAt) ?? 0);
      const local = new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Europe/Paris',
        weekday: 'short',
        hour: '2-digit',
        minute: '2-digit',
      }).format(at);
      expect(local).toBe('Wed 09:30');
    },
    effects: audits,
  },
  {
    name: 'importPosts',
    allowed: ['smmUser', ...SMM_ADMINS],
    payload: () => ({
      workspaceId: WS_SMM,
      importId: 'a'.repeat(64),
      mode: 'draft',
      rows: [
        {
          line: 2,
          text: 'From the file',
          channelIds: ['ch1'],
          timeZone: 'Europe/Paris',
          firstComment: 'Link in this comment',
        },
        { line: 3, text: 'Unknown channel', channelIds: ['nope'], timeZone: 'Europe/Paris' },
      ],
    }),
    verify: async (_context, result) => {
      expect(result).toMatchObject({
        created: 1,
        existing: 0,
        problems: [{ line: 3, message: 'No channel nope in this workspace.' }],
      });
      const post = await doc(`workspaces/${WS_SMM}/posts/imp-${'a'.repeat(24)}-2`);
      expect(post).toMatchObject({
        text: 'From the file',
        status: 'draft',
        channelIds: ['ch1'],
        firstComment: 'Link in this comment',
      });
    },
    effects: () => countDocs(`workspaces/${WS_SMM}/posts`),
  },
  {
    name: 'reorderQueue',
    allowed: ['smmUser', ...SMM_ADMINS],
    seed: async () => {
      const base = Date.now() + 86_400_000;
      for (const [index, id] of ['q1', 'q2'].entries()) {
        await seedPost(WS_SMM, id, {
          status: 'scheduled',
          queue: 'ch1',
          scheduledAt: Timestamp.fromMillis(base + index * 3_600_000),
        });
      }
    },
    payload: () => ({ workspaceId: WS_SMM, queueId: 'ch1', postIds: ['q2', 'q1'] }),
    verify: async () => {
      const first = await doc(`workspaces/${WS_SMM}/posts/q1`);
      const second = await doc(`workspaces/${WS_SMM}/posts/q2`);
      expect(isoOf(second?.scheduledAt) ?? '').not.toBe('');
      expect(Date.parse(isoOf(second?.scheduledAt) ?? '')).toBeLessThan(
        Date.parse(isoOf(first?.scheduledAt) ?? ''),
      );
    },
    effects: audits,
  },
  // Recurring and evergreen posts.
  {
    name: 'repeatPost',
    allowed: ['smmUser', ...SMM_ADMINS],
    seed: () => seedPost(WS_SMM, 'p1', { status: 'draft', authorUid: 'someone' }),
    payload: () => ({
      workspaceId: WS_SMM,
      postId: 'p1',
      start: {
        date: new Date(Date.now() + 3 * 86_400_000).toISOString().slice(0, 10),
        time: '09:00',
      },
      rule: { freq: 'daily', interval: 1, weekdays: [], end: { kind: 'count', count: 3 } },
    }),
    verify: async (_context, result) => {
      const post = await doc(`workspaces/${WS_SMM}/posts/p1`);
      expect(post).toMatchObject({ status: 'scheduled', series: { index: 1, total: 3 } });
      const series = await doc(`workspaces/${WS_SMM}/series/${String(result.seriesId)}`);
      // All three fall within the week ahead: the series has created every one and ended.
      expect(series).toMatchObject({ status: 'ended', created: 3, timeZone: 'Europe/Paris' });
      expect(await countDocs(`workspaces/${WS_SMM}/posts`)).toBe(3);
    },
    effects: () => countDocs(`workspaces/${WS_SMM}/series`),
  },
  {
    name: 'cancelSeries',
    allowed: ['smmUser', ...SMM_ADMINS],
    seed: async () => {
      await db().doc(`workspaces/${WS_SMM}/series/s1`).set({ status: 'active', created: 2 });
      await seedPost(WS_SMM, 's1-2', {
        status: 'scheduled',
        scheduledAt: Timestamp.fromMillis(Date.now() + 86_400_000),
        series: { id: 's1', index: 2, total: 5, freq: 'daily', interval: 1 },
      });
    },
    payload: () => ({ workspaceId: WS_SMM, seriesId: 's1' }),
    verify: async () => {
      expect((await doc(`workspaces/${WS_SMM}/series/s1`))?.status).toBe('cancelled');
      expect((await doc(`workspaces/${WS_SMM}/posts/s1-2`))?.status).toBe('cancelled');
    },
    effects: audits,
  },
  {
    name: 'setEvergreen',
    allowed: ['smmUser', ...SMM_ADMINS],
    seed: () => seedPost(WS_SMM, 'p1', { status: 'published' }),
    payload: () => ({ workspaceId: WS_SMM, postId: 'p1', evergreen: true }),
    verify: async () => expect((await doc(`workspaces/${WS_SMM}/posts/p1`))?.evergreen).toBe(true),
    effects: audits,
  },
  {
    name: 'setPublishingSettings',
    allowed: ['smmUser', ...SMM_ADMINS],
    payload: () => ({
      workspaceId: WS_SMM,
      postsPerChannelHour: 3,
      evergreen: { enabled: true, everyDays: 5, time: '10:30' },
    }),
    verify: async (_context, result) => {
      expect(await doc(`workspaces/${WS_SMM}/publishing/settings`)).toMatchObject({
        postsPerChannelHour: 3,
        evergreen: { enabled: true, everyDays: 5, time: '10:30' },
      });
      expect(typeof result.evergreenNextAt).toBe('string');
    },
    effects: () => countDocs(`workspaces/${WS_SMM}/publishing`),
  },
  // End of recurring and evergreen posts.
];
