import { type Firestore, Timestamp } from 'firebase-admin/firestore';
import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  startTestFirestore,
  type TestFirestore,
} from '../../../../test/support/functions/firestoreEmulator';
import { publicResolver } from '../../../../test/support/functions/providerKit';
import { configureGuardForTests } from '../../net/guardedFetch';
import { providerFor } from '../../providers/registry';
import { runPublisher } from './publishRun';

// The publisher with the real Bluesky and Mastodon adapters, their networks served by msw.

const PDS = 'https://pds.e2e.test';
const INSTANCE = 'https://social.e2e.test';
let statusPosts: { key: string | null; text: string; id: string; createdAt: string }[] = [];
let hangStatuses = false;

const server = setupServer(
  http.get(`${INSTANCE}/api/v2/instance`, () => HttpResponse.json({ configuration: {} })),
  http.post(`${INSTANCE}/api/v1/statuses`, async ({ request }) => {
    const body = (await request.json()) as { status: string };
    const status = {
      key: request.headers.get('idempotency-key'),
      text: body.status,
      id: String(900 + statusPosts.length),
      createdAt: new Date().toISOString(),
    };
    statusPosts.push(status);
    if (hangStatuses) await delay('infinite');
    return HttpResponse.json({ id: status.id, url: `${INSTANCE}/@me/${status.id}` });
  }),
  http.get(`${INSTANCE}/api/v1/accounts/7/statuses`, () =>
    HttpResponse.json(
      statusPosts.map((status) => ({
        id: status.id,
        url: `${INSTANCE}/@me/${status.id}`,
        created_at: status.createdAt,
        content: `<p>${status.text}</p>`,
      })),
    ),
  ),
  http.post(`${PDS}/xrpc/com.atproto.server.refreshSession`, () =>
    HttpResponse.json({ error: 'ExpiredToken' }, { status: 400 }),
  ),
  http.post(`${PDS}/xrpc/com.atproto.server.createSession`, () =>
    HttpResponse.json(
      { error: 'AuthenticationRequired', message: 'Invalid identifier or password' },
      { status: 401 },
    ),
  ),
  http.post(`${PDS}/xrpc/com.atproto.repo.createRecord`, () =>
    HttpResponse.json({ error: 'ExpiredToken' }, { status: 400 }),
  ),
);

let fs: TestFirestore;
let db: Firestore;
let restoreGuard: () => void = () => undefined;
beforeAll(async () => {
  // The e2e.test hosts do not resolve: the guard sees a public address, msw answers first.
  restoreGuard = configureGuardForTests({ resolve: publicResolver, allowLoopback: false });
  server.listen({
    onUnhandledRequest: (request, print) =>
      new URL(request.url).hostname.endsWith('e2e.test') ? print.error() : undefined,
  });
  fs = await startTestFirestore();
  db = fs.db;
});
afterEach(() => {
  hangStatuses = false;
});
afterAll(async () => {
  restoreGuard();
  server.close();
  await fs.stop();
});

const due = new Date('2026-06-01T10:00:00Z');
let clock: Date;
const deps = () => ({
  now: () => clock,
  providerFor,
  loadMedia: async () => new Uint8Array(0),
  providerTimeoutMs: 300,
});

beforeEach(async () => {
  await fs.clear();
  statusPosts = [];
  clock = due;
  const batch = db.batch();
  batch.set(db.doc('workspaces/w/channels/masto'), {
    provider: 'mastodon',
    displayName: '@me@social.e2e.test',
    status: 'connected',
  });
  batch.set(db.doc('channelSecrets/masto'), {
    instanceUrl: INSTANCE,
    accessToken: 't',
    accountId: '7',
  });
  batch.set(db.doc('workspaces/w/channels/bsky'), {
    provider: 'bluesky',
    displayName: '@me.bsky.social',
    status: 'connected',
  });
  batch.set(db.doc('channelSecrets/bsky'), {
    service: PDS,
    identifier: 'me.bsky.social',
    appPassword: 'revoked',
    did: 'did:plc:me',
    accessJwt: 'old',
    refreshJwt: 'old',
  });
  await batch.commit();
});

async function seed(channelIds: string[]) {
  await db.doc('workspaces/w/posts/p1').set({
    text: 'Summer opening hours',
    variants: {},
    media: [],
    channelIds,
    scheduledAt: Timestamp.fromDate(due),
    status: 'scheduled',
    held: false,
    dueAt: Timestamp.fromDate(due),
    results: {},
    lease: null,
  });
}
const post = async () => (await db.doc('workspaces/w/posts/p1').get()).data() ?? {};

describe('publishing through the real adapters', () => {
  it('a Mastodon time-out after sending is reconciled from the account timeline, without a second status', async () => {
    await seed(['masto']);
    hangStatuses = true;
    await runPublisher(db, deps());
    expect((await post()).results.masto.status).toBe('reconcile');
    expect(statusPosts).toEqual([
      expect.objectContaining({ key: 'p1_masto', text: 'Summer opening hours' }),
    ]);

    hangStatuses = false;
    clock = new Date(due.getTime() + 60_000);
    await runPublisher(db, deps());
    const stored = await post();
    expect(stored.status).toBe('published');
    expect(stored.results.masto).toMatchObject({
      status: 'published',
      externalId: '900',
      url: `${INSTANCE}/@me/900`,
    });
    expect(statusPosts).toHaveLength(1);
  });

  it('a Bluesky channel whose app password was revoked fails and is marked for reconnection', async () => {
    await seed(['bsky', 'masto']);
    await runPublisher(db, deps());
    const stored = await post();
    expect(stored.status).toBe('partially_published');
    expect(stored.results.bsky.status).toBe('failed');
    expect(stored.statusReason).toBe(
      '@me.bsky.social needs to be reconnected: Bluesky createSession answered 401.',
    );
    expect((await db.doc('workspaces/w/channels/bsky').get()).data()?.status).toBe(
      'needs_reconnect',
    );
  });
});
