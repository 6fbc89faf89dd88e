// TikTok hands out a new refresh token with every refresh and voids the one spent. The new pair
// must be stored at once, and only over the token it replaces: when the refresh job and the
// publisher renew one channel at the same moment, TikTok honours the first and refuses the
// second, and the loser carries on with the tokens the winner stored.

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
import { loadChannel } from '../publishing/publish';
import { openSecrets } from '../secretBox';
import { refreshChannelTokens, saveWhileConnected } from './channelRefresh';

const API = 'https://open.tiktokapis.com';
const CHANNEL = 'workspaces/w/channels/ct';

// A small TikTok: the one refresh token it honours, the access tokens it accepts, how many
// refreshes it granted and refused, and the gate that stages two refreshes at once.
interface TikTokState {
  validRefresh: string;
  validAccess: Set<string>;
  granted: number;
  refused: number;
  gate: RefreshGate;
}
let tt: TikTokState;

const newTikTok = (): TikTokState => ({
  validRefresh: 'tt-refresh-0',
  validAccess: new Set(),
  granted: 0,
  refused: 0,
  gate: refreshGate(),
});

mockNetwork(
  ...metadataHandlers,
  http.post(`${API}/v2/oauth/token/`, async ({ request }) => {
    const form = new URLSearchParams(await request.text());
    tt.gate.arrive();
    if (form.get('refresh_token') !== tt.validRefresh) {
      tt.refused++;
      tt.gate.refuse();
      return HttpResponse.json(
        { error: 'invalid_grant', error_description: 'Refresh token is invalid or expired.' },
        { status: 400 },
      );
    }
    tt.granted++;
    const access = `tt-access-${tt.granted}`;
    tt.validRefresh = `tt-refresh-${tt.granted}`;
    tt.validAccess.add(access);
    const answer = {
      access_token: access,
      expires_in: 86_400,
      refresh_token: tt.validRefresh,
      refresh_expires_in: 31_536_000,
      open_id: 'open-1',
      token_type: 'Bearer',
    };
    if (tt.granted === 1) await tt.gate.refusalOrTimeout();
    return HttpResponse.json(answer);
  }),
  http.get(`${API}/v2/user/info/`, ({ request }) => {
    const token = request.headers.get('authorization')?.replace(/^Bearer /, '') ?? '';
    if (!tt.validAccess.has(token))
      return HttpResponse.json(
        { error: { code: 'access_token_invalid', message: 'expired' } },
        { status: 401 },
      );
    return HttpResponse.json({
      data: { user: { follower_count: 321, following_count: 5, video_count: 12 } },
      error: { code: 'ok', message: '' },
    });
  }),
);
testEnv({ TIKTOK_CLIENT_ID: 'tt-key', TIKTOK_CLIENT_SECRET: 'tt-secret' });

const fs = suiteFirestore();
const data = async (path: string) => (await fs.db.doc(path).get()).data() ?? {};
const stored = async () => openSecrets('ct', await data('channelSecrets/ct'));

beforeEach(async () => {
  tt = newTikTok();
  await fs.clear();
  const now = Date.now();
  await fs.db.doc('workspaces/w').set({ product: 'smm', members: {} });
  // The one-day access token ends in 30 s: the job takes the channel, and any other use of it
  // renews the token first.
  await fs.db.doc(CHANNEL).set({
    provider: 'tiktok',
    handle: '@creator',
    displayName: 'The Creator',
    status: 'connected',
    tokenExpiresAt: Timestamp.fromMillis(now + 30_000),
    lastError: null,
  });
  await fs.db.doc('channelSecrets/ct').set({
    provider: 'tiktok',
    openId: 'open-1',
    accessToken: 'tt-access-0',
    refreshToken: 'tt-refresh-0',
    accessTokenExpiresAt: now + 30_000,
  });
});

const job = (windowMs?: number) =>
  refreshChannelTokens(fs.db, { now: () => new Date(), providerFor, windowMs });
/** The publisher's side: the channel as it loads it to publish, reading the account's figures. */
const publisherCall = async () => {
  const setup = await loadChannel(fs.db, fs.db.doc('workspaces/w'), 'ct', { providerFor });
  if (typeof setup === 'string') throw new Error(setup);
  return setup.provider.channelMetrics?.(setup.secrets, setup.ctx);
};

describe('TikTok refresh tokens rotate', () => {
  it('stores each rotated refresh token with its access token, so the next refresh can use it', async () => {
    expect(await job()).toMatchObject({ due: 1, refreshed: 1, needsReconnect: 0 });
    expect(await stored()).toMatchObject({
      accessToken: 'tt-access-1',
      refreshToken: 'tt-refresh-1',
      openId: 'open-1',
    });
    // The next renewal spends the stored token (a day later: the whole window).
    expect(await job(2 * 86_400_000)).toMatchObject({ due: 1, refreshed: 1, needsReconnect: 0 });
    expect(tt).toMatchObject({ granted: 2, refused: 0 });
    expect(await stored()).toMatchObject({
      accessToken: 'tt-access-2',
      refreshToken: 'tt-refresh-2',
    });
    expect((await data(CHANNEL)).status).toBe('connected');
  });

  it.each([
    ['the refresh job', 'the publisher'],
    ['the publisher', 'the refresh job'],
  ])(
    'two refreshes at once: %s wins, %s carries on with the rotated token it stored',
    async (winner) => {
      const [a, b] =
        winner === 'the refresh job'
          ? await race(tt.gate, job, publisherCall)
          : await race(tt.gate, publisherCall, job).then(([m, j]) => [j, m] as const);
      expect(a).toMatchObject({ due: 1, refreshed: 1, needsReconnect: 0, failed: 0 });
      expect(b).toEqual({ followers: 321, following: 5, posts: 12 });
      expect(tt).toMatchObject({ granted: 1, refused: 1 });
      expect(await stored()).toMatchObject({
        accessToken: 'tt-access-1',
        refreshToken: 'tt-refresh-1',
      });
      const channel = await data(CHANNEL);
      expect(channel.status).toBe('connected');
      expect(channel.lastError).toBeNull();
    },
  );

  it('a save of a rotation keeps a newer one stored meanwhile (compare-and-set on the spent token)', async () => {
    await fs.db.doc('channelSecrets/ct').set({
      provider: 'tiktok',
      openId: 'open-1',
      accessToken: 'tt-access-2',
      refreshToken: 'tt-refresh-2',
    });
    const late = { openId: 'open-1', accessToken: 'tt-access-1', refreshToken: 'tt-refresh-1' };
    await saveWhileConnected(fs.db, fs.db.doc(CHANNEL), late, {
      rotation: { spent: 'tt-refresh-0' },
      channel: { lastError: null, tokenRefreshedAt: Timestamp.now() },
    });
    expect(await stored()).toMatchObject({
      accessToken: 'tt-access-2',
      refreshToken: 'tt-refresh-2',
    });
    expect((await data(CHANNEL)).tokenRefreshedAt).toBeInstanceOf(Timestamp);
    // Over the token it spent, the same save is stored.
    await saveWhileConnected(fs.db, fs.db.doc(CHANNEL), late, {
      rotation: { spent: 'tt-refresh-2' },
    });
    expect(await stored()).toMatchObject({ refreshToken: 'tt-refresh-1' });
  });
});
