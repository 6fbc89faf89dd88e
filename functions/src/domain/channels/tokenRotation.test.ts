// X rotates refresh tokens on every use. When the refresh job and the publisher renew the same
// channel at the same moment, X honours the first request and refuses the second as an invalid
// grant; the channel is fine all the same, and must stay connected.

import { Timestamp } from 'firebase-admin/firestore';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { metadataHandlers } from '../../../../test/support/functions/channelNetworks';
import { mockNetwork, testEnv } from '../../../../test/support/functions/providerKit';
import {
  type RefreshGate,
  race,
  refreshGate,
} from '../../../../test/support/functions/refreshRace';
import { suiteFirestore } from '../../../../test/support/functions/suiteFirestore';
import { providerFor } from '../../providers/registry';
import { runPublisher } from '../publishing/publishRun';
import { openSecrets } from '../secretBox';
import { refreshChannelTokens } from './channelRefresh';

const API = 'https://api.x.com';
const CHANNEL = 'workspaces/w/channels/cx';

// A small X: the refresh token it honours, how many refreshes it granted and refused, and the
// posts it accepted with the access token each was sent with.
interface XState {
  validRefresh: string;
  validAccess: Set<string>;
  granted: number;
  refused: number;
  tweets: { text: string; token: string }[];
  /** Stages two refreshes at once (refreshRace.ts). */
  gate: RefreshGate;
}
let x: XState;

function newX(): XState {
  return {
    validRefresh: 'refresh-0',
    validAccess: new Set(['access-0']),
    granted: 0,
    refused: 0,
    tweets: [],
    gate: refreshGate(),
  };
}

mockNetwork(
  ...metadataHandlers,
  http.post(`${API}/2/oauth2/token`, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    x.gate.arrive();
    if (
      form.get('grant_type') !== 'refresh_token' ||
      form.get('refresh_token') !== x.validRefresh
    ) {
      x.refused++;
      x.gate.refuse();
      return HttpResponse.json(
        { error: 'invalid_request', error_description: 'Value passed for the token was invalid.' },
        { status: 400 },
      );
    }
    // X rotates at once; its answer reaches us later, after the other request was refused, so
    // the loser learns of the refusal before the winner could save the new pair.
    x.granted++;
    const access = `access-${x.granted}`;
    x.validRefresh = `refresh-${x.granted}`;
    x.validAccess.add(access);
    const answer = { access_token: access, refresh_token: x.validRefresh, expires_in: 7200 };
    await x.gate.refusalOrTimeout();
    return HttpResponse.json({ token_type: 'bearer', scope: 'tweet.write', ...answer });
  }),
  http.post(`${API}/2/tweets`, async ({ request }) => {
    const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
    if (!x.validAccess.has(token) || token === 'access-0') {
      return HttpResponse.json({ title: 'Unauthorized', status: 401 }, { status: 401 });
    }
    const body = (await request.json()) as { text: string };
    x.tweets.push({ text: body.text, token });
    const id = String(1_800_000_000_000_000_000n + BigInt(x.tweets.length));
    return HttpResponse.json({ data: { id, text: body.text } }, { status: 201 });
  }),
);
testEnv({ X_CLIENT_ID: 'x-client', X_CLIENT_SECRET: 'x-secret' });

const fs = suiteFirestore();

const data = async (path: string) => (await fs.db.doc(path).get()).data() ?? {};
const notifications = async () => (await fs.db.collection('workspaces/w/notifications').get()).size;

beforeEach(async () => {
  x = newX();
  await fs.clear();
  const now = Date.now();
  await fs.db.doc('workspaces/w').set({ product: 'smm', members: {} });
  // The access token ends in 30 s: the refresh job takes the channel, and the publisher renews
  // the token before it posts.
  await fs.db.doc(CHANNEL).set({
    provider: 'x',
    handle: '@author',
    displayName: 'The Author',
    status: 'connected',
    tokenExpiresAt: Timestamp.fromMillis(now + 30_000),
    lastError: null,
  });
  await fs.db.doc('channelSecrets/cx').set({
    provider: 'x',
    userId: '42',
    username: 'author',
    accessToken: 'access-0',
    refreshToken: 'refresh-0',
    accessTokenExpiresAt: now + 30_000,
  });
  await fs.db.doc('workspaces/w/posts/p1').set({
    authorUid: 'u1',
    text: 'Out at nine',
    variants: {},
    media: [],
    channelIds: ['cx'],
    timeZone: 'UTC',
    scheduledAt: Timestamp.fromMillis(now - 60_000),
    status: 'scheduled',
    held: false,
    dueAt: Timestamp.fromMillis(now - 60_000),
    results: {},
    lease: null,
  });
});

const job = () => refreshChannelTokens(fs.db, { now: () => new Date(), providerFor });
const publisher = () =>
  runPublisher(fs.db, {
    now: () => new Date(),
    providerFor,
    loadMedia: async () => new Uint8Array(0),
  });

async function expectConnectedAndRenewedOnce() {
  expect(x.granted).toBe(1);
  expect(x.refused).toBe(1);
  const channel = await data(CHANNEL);
  expect(channel.status).toBe('connected');
  expect(channel.lastError).toBeNull();
  expect(await notifications()).toBe(0);
  expect(openSecrets('cx', await data('channelSecrets/cx'))).toMatchObject({
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
  });
  expect((await data('workspaces/w/posts/p1')).status).toBe('published');
  expect(x.tweets).toEqual([{ text: 'Out at nine', token: 'access-1' }]);
}

describe('two refreshes of one X channel at once', () => {
  it('the refresh job wins: the publisher posts with the tokens the job stored', async () => {
    const [refreshed, published] = await race(x.gate, job, publisher);
    expect(refreshed).toMatchObject({ due: 1, refreshed: 1, needsReconnect: 0, failed: 0 });
    expect(published.errors).toEqual([]);
    await expectConnectedAndRenewedOnce();
    // The job records the new expiry of the access token it obtained.
    const expiry = (await data(CHANNEL)).tokenExpiresAt as Timestamp;
    expect(expiry.toMillis()).toBeGreaterThan(Date.now() + 7000_000);
  });

  it('the publisher wins: the refresh job takes the tokens the publisher stored', async () => {
    const [published, refreshed] = await race(x.gate, publisher, job);
    expect(refreshed).toMatchObject({ due: 1, refreshed: 1, needsReconnect: 0, failed: 0 });
    expect(published.errors).toEqual([]);
    await expectConnectedAndRenewedOnce();
  });

  it('a refresh token X no longer honours, with nothing newer stored, still needs reconnecting', async () => {
    x.validRefresh = 'revoked-by-the-user';
    const summary = await job();
    expect(summary).toMatchObject({ due: 1, refreshed: 0, needsReconnect: 1 });
    expect((await data(CHANNEL)).status).toBe('needs_reconnect');
    expect(await notifications()).toBe(1);
  });
});
