// The data every matrix test runs against, written with rules disabled: one document per
// collection of the data model (plus the variants a policy needs: an inactive plan, a hidden
// team profile, a scheduled post), owned by the actors of actors.ts.
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { ACTORS } from './actors';
import { ownerContext } from './env';

export type DocData = Record<string, unknown>;
export type Firestore = firebase.firestore.Firestore;

// Every denial the suite provokes would otherwise be logged by the SDK as a stream error.
firebase.firestore.setLogLevel('silent');

export const Timestamp = firebase.firestore.Timestamp;
export const serverTime = (): firebase.firestore.FieldValue =>
  firebase.firestore.FieldValue.serverTimestamp();

const created = Timestamp.fromDate(new Date('2026-01-05T10:00:00Z'));
const stamps = { createdAt: created, updatedAt: created };
const nextWeek = Timestamp.fromDate(new Date('2026-12-01T09:00:00Z'));

function users(): Record<string, DocData> {
  const out: Record<string, DocData> = {};
  for (const a of ACTORS) {
    if (!a.uid) continue;
    out[`users/${a.uid}`] = {
      email: a.email,
      displayName: a.uid,
      locale: 'en',
      timeZone: 'Europe/Paris',
      disabled: false,
      ...a.stored,
      ...stamps,
    };
  }
  return out;
}

const post = (authorUid: string, status: string, wid: string, channel: string): DocData => ({
  authorUid,
  text: 'Our spring collection is here',
  variants: { [channel]: { text: 'Spring is here #new' } },
  media: [
    {
      path: `workspaces/${wid}/media/spring.png`,
      contentType: 'image/png',
      width: 1080,
      height: 1080,
      alt: 'Flowers',
    },
  ],
  channelIds: [channel],
  timeZone: 'Europe/Paris',
  scheduledAt: nextWeek,
  status,
  results: {},
  lease: null,
  ...stamps,
});

export function world(): Record<string, DocData> {
  return {
    ...users(),
    'users/alice/consents/terms': { version: 1, acceptedAt: created, ...stamps },

    'workspaces/wsA': {
      name: 'Alice Studio',
      product: 'smm',
      ownerUid: 'alice',
      members: { alice: 'owner' },
      timeZone: 'Europe/Paris',
      branding: { logoPath: 'workspaces/wsA/brand/logo.png', colour: '#112233' },
      planId: 'smm-pro',
      // chA and ten more listed ids (ch0 to ch9) for a post on ten channels; the rules read
      // only this list, never the channel documents.
      channelIds: ['chA', ...Array.from({ length: 10 }, (_, i) => `ch${i}`)],
      ...stamps,
    },
    'workspaces/wsB': {
      name: 'Bob Bakery',
      product: 'smm',
      ownerUid: 'bob',
      members: { bob: 'owner' },
      timeZone: 'America/New_York',
      planId: 'smm-pro',
      channelIds: ['chB'],
      ...stamps,
    },
    'workspaces/wsC': {
      name: 'Carol Cosmetics (client)',
      product: 'connect',
      ownerUid: 'cora',
      members: { carol: 'approver' },
      timeZone: 'Europe/Madrid',
      planId: 'connect-care',
      channelIds: ['chC'],
      ...stamps,
    },
    'workspaces/wsA/channels/chA': {
      provider: 'sandbox',
      handle: '@alice',
      displayName: 'Alice (sandbox)',
      avatarUrl: null,
      status: 'connected',
      tokenExpiresAt: nextWeek,
      ...stamps,
    },
    'workspaces/wsA/posts/draftA': post('alice', 'draft', 'wsA', 'chA'),
    'workspaces/wsA/posts/scheduledA': post('alice', 'scheduled', 'wsA', 'chA'),
    'workspaces/wsB/posts/draftB': post('bob', 'draft', 'wsB', 'chB'),
    'workspaces/wsC/posts/reviewC': post('cora', 'changes_requested', 'wsC', 'chC'),
    'workspaces/wsC/posts/reviewC/comments/commentC': {
      authorUid: 'carol',
      text: 'Please use the new logo',
      internal: false,
      ...stamps,
    },
    'workspaces/wsA/queues/chA': { slots: [{ day: 1, time: '09:00' }], paused: false },
    // Growth tools: link settings and a post's link clicks (written by the functions).
    'workspaces/wsA/growth/links': { utm: { enabled: true }, shortLinks: false, ...stamps },
    'workspaces/wsA/linkClicks/postA': { clicks: 2, visitors: 1, ...stamps },
    'shortLinks/abc123': { url: 'https://example.com/', workspaceId: 'wsA', ...stamps },
    'shortLinks/abc123/visitors/v1': { day: '2026-11-29' },
    'linkSalts/2026-11-29': { salt: 'x'.repeat(32) },
    'workspaces/wsA/feeds/feedA': { url: 'https://blog.example/feed', paused: false, ...stamps },
    'workspaces/wsA/feeds/feedA/items/k1': { postId: 'postA', ...stamps },
    // Recurring and evergreen posts.
    'workspaces/wsA/series/seriesA': {
      status: 'active',
      rule: { freq: 'weekly', interval: 1, weekdays: [], end: { kind: 'count', count: 4 } },
      start: { date: '2030-01-07', time: '09:00' },
      timeZone: 'Europe/Madrid',
      sourcePostId: 'draftA',
      createdBy: 'alice',
      created: 1,
      nextAt: null,
      template: {},
      ...stamps,
    },
    'workspaces/wsA/publishing/settings': {
      postsPerChannelHour: 4,
      evergreen: { enabled: false, everyDays: 7, time: '09:00' },
      evergreenNextAt: null,
      evergreenCursor: {},
      ...stamps,
    },
    'workspaces/wsA/metrics/draftA-chA': {
      postId: 'draftA',
      channelId: 'chA',
      impressions: 120,
      likes: 9,
      ...stamps,
    },
    'workspaces/wsA/notifications/n1': {
      kind: 'channel_needs_reconnect',
      channelId: 'chA',
      provider: 'sandbox',
      handle: '@alice',
      message: '@alice (Sandbox) needs to be reconnected: the access token was rejected.',
      ...stamps,
    },
    'oauthStates/state-1': {
      uid: 'alice',
      workspaceId: 'wsA',
      provider: 'mastodon',
      redirectUri: 'http://127.0.0.1:5000/app/channels',
      pending: { instanceUrl: 'https://social.example', clientSecret: 'secret' },
      expiresAt: nextWeek,
      ...stamps,
    },
    'oauthClients/key-1': { clientId: 'client', clientSecret: 'secret', ...stamps },
    'reconnectLinks/link-1': {
      workspaceId: 'wsA',
      channelId: 'chA',
      provider: 'sandbox',
      handle: '@alice',
      product: 'smm',
      createdBy: 'alice',
      expiresAt: nextWeek,
      usedAt: null,
      ...stamps,
    },
    'channelSecrets/chA': {
      accessToken: 'sandbox-token',
      refreshToken: 'sandbox-refresh',
      ...stamps,
    },

    'plans/smm-pro': {
      product: 'smm',
      name: { en: 'Pro', es: 'Pro' },
      description: { en: 'For growing teams' },
      priceMonthly: 1900,
      priceYearly: 19000,
      currency: 'EUR',
      limits: { channels: 10, postsPerMonth: 500, members: 5 },
      features: ['calendar', 'analytics'],
      active: true,
      order: 1,
      ...stamps,
    },
    'plans/smm-2019': {
      product: 'smm',
      name: { en: 'Classic' },
      active: false,
      order: 9,
      ...stamps,
    },
    'plans/connect-2019': {
      product: 'connect',
      name: { en: 'Care' },
      active: false,
      order: 9,
      ...stamps,
    },
    'subscriptions/wsA': {
      planId: 'smm-pro',
      product: 'smm',
      status: 'active',
      currentPeriodEnd: nextWeek,
      ...stamps,
    },
    'services/audit': {
      name: { en: 'Social audit', es: 'Auditoría social' },
      description: { en: 'A review of every channel' },
      priceFrom: 300,
      currency: 'EUR',
      active: true,
      order: 1,
      ...stamps,
    },
    'services/retired': { name: { en: 'Fax campaigns' }, active: false, order: 99, ...stamps },
    'team/cora': {
      uid: 'cora',
      name: 'Cora Díaz',
      title: 'Account lead',
      bio: 'Ten years of agency work.',
      photoPath: 'team/cora.jpg',
      public: true,
      order: 1,
      ...stamps,
    },
    'team/intern': { name: 'New intern', public: false, order: 50, ...stamps },
    'policies/privacy': {
      version: 3,
      content: { en: '# Privacy', es: '# Privacidad' },
      publishedAt: created,
      ...stamps,
    },
    'policies/privacy/versions/3': { version: 3, content: { en: '# Privacy' }, ...stamps },
    'settings/app': {
      siteName: 'Agency',
      supportEmail: 'help@example.com',
      enabledLocales: ['en', 'es'],
      defaultLocale: 'en',
      maintenance: false,
      features: {},
      ...stamps,
    },
    'settings/billing': { provider: 'none', ...stamps },
    'serviceRequests/req1': {
      workspaceId: 'wsC',
      requesterUid: 'carol',
      serviceId: 'audit',
      title: 'Audit our Instagram',
      details: 'Before the summer campaign.',
      status: 'new',
      assigneeUid: null,
      dueAt: null,
      ...stamps,
    },
    'serviceRequests/req1/messages/m1': { authorUid: 'carol', text: 'Any news?', ...stamps },
    'onboarding/carol': {
      invitedEmail: 'carol@example.com',
      workspaceId: 'wsC',
      steps: { profile: { done: false, data: {} } },
      status: 'invited',
      invitedBy: 'cora',
      reviewer: null,
      ...stamps,
    },
    // A member invitation into alice's smm workspace, and a connect staff invitation.
    'invitations/invA': {
      kind: 'member',
      email: 'Dan@example.com',
      emailLower: 'dan@example.com',
      product: 'smm',
      role: 'user',
      workspaceId: 'wsA',
      workspaceName: 'Alice Bakery',
      memberRole: 'editor',
      status: 'pending',
      expiresAt: nextWeek,
      invitedBy: 'alice',
      invitedByName: 'Alice',
      sendCount: 1,
      tokenHash: 'a'.repeat(64),
      ...stamps,
    },
    'invitations/invStaff': {
      kind: 'staff',
      email: 'eve@example.com',
      emailLower: 'eve@example.com',
      product: 'connect',
      role: 'admin',
      status: 'pending',
      expiresAt: nextWeek,
      invitedBy: 'cora',
      invitedByName: 'Cora',
      sendCount: 1,
      tokenHash: 'b'.repeat(64),
      ...stamps,
    },
    'outbox/o1': { event: 'invitation', recipients: [{ email: 'dan@example.com' }], ...stamps },
    'auditLog/a1': { action: 'roles.set', actorUid: 'sue', ...stamps },
    'rateLimits/ip-127': { count: 3, windowStart: created },
    'apiKeys/k1': { hash: 'sha256:abc', workspaceId: 'wsA', ...stamps },
    'reviewLinks/r1': { workspaceId: 'wsC', tokenHash: 'a'.repeat(64), revokedAt: null, ...stamps },
    'reportLinks/r1': { workspaceId: 'wsC', tokenHash: 'b'.repeat(64), revokedAt: null, ...stamps },
    'reportSchedules/s1': { workspaceId: 'wsC', recipients: [], ...stamps },
    'events/e1': { level: 'info', message: 'page_view', timestamp: created },
    'jobs/publishDuePosts': {
      name: 'publishDuePosts',
      lastRunAt: created,
      lastSuccessAt: created,
      durationMs: 420,
      processed: 3,
      error: null,
    },
    'contactMessages/c1': { name: 'Visitor', email: 'v@example.com', message: 'Hello', ...stamps },
  };
}

/**
 * Writes documents with rules disabled (withSecurityRulesDisabled, kept open for the file): the
 * whole world, or the given documents.
 */
export async function seed(
  env: RulesTestEnvironment,
  docs: Record<string, DocData> = world(),
): Promise<void> {
  const db = (await ownerContext(env)).firestore();
  const batch = db.batch();
  for (const [path, data] of Object.entries(docs)) batch.set(db.doc(path), data);
  await batch.commit();
}

/** Puts documents back as the world has them (or removes them when the world has none). */
export async function restore(env: RulesTestEnvironment, paths: readonly string[]): Promise<void> {
  const all = world();
  const db = (await ownerContext(env)).firestore();
  const batch = db.batch();
  for (const path of paths) {
    const data = all[path];
    if (data) batch.set(db.doc(path), data);
    else batch.delete(db.doc(path));
  }
  await batch.commit();
}
