import { describe, expect, it } from 'vitest';
import {
  APP_PASSWORD,
  BLUESKY_DID,
  jwt,
  newPds,
  PDS,
  type PdsState,
  pdsHandlers,
} from '../../../../test/support/functions/channelNetworks';
import { failure, mockNetwork } from '../../../../test/support/functions/providerKit';
import type { ChannelSecrets } from '../types';
import { bluesky, connectBlueskyAccount } from './bluesky';

let pds: PdsState = newPds();
mockNetwork(...pdsHandlers(() => pds));

const stored = (refreshJwt: string, appPassword = APP_PASSWORD): ChannelSecrets => ({
  service: PDS,
  identifier: 'alice.test',
  appPassword,
  did: BLUESKY_DID,
  accessJwt: jwt(new Date(Date.now() - 60_000)),
  refreshJwt,
});

function recorder() {
  const saved: ChannelSecrets[] = [];
  return { saved, ctx: { saveSecrets: async (s: ChannelSecrets) => void saved.push(s) } };
}

describe('Bluesky sessions of a channel', () => {
  it('connects with an app password and reads the access token expiry from its JWT', async () => {
    pds = newPds();
    const account = await connectBlueskyAccount({
      service: PDS,
      identifier: 'alice.test',
      appPassword: APP_PASSWORD,
    });
    expect(account).toMatchObject({
      accountId: BLUESKY_DID,
      handle: '@alice.test',
      displayName: 'Alice',
      secrets: { refreshJwt: 'refresh-s1', did: BLUESKY_DID },
    });
    const lifetime = (account.tokenExpiresAt?.getTime() ?? 0) - Date.now();
    expect(lifetime).toBeGreaterThan(pds.accessMs - 5000);
    expect(lifetime).toBeLessThanOrEqual(pds.accessMs);
  });

  it('refuses a wrong app password as an auth failure', async () => {
    pds = newPds();
    const error = await failure(
      connectBlueskyAccount({ service: PDS, identifier: 'alice.test', appPassword: 'nope' }),
    );
    expect(error.kind).toBe('auth');
    expect(error.status).toBe(401);
  });

  it('refreshes with the refresh token and saves the new tokens at once', async () => {
    pds = newPds();
    pds.validRefresh = 'refresh-live';
    const { saved, ctx } = recorder();
    const renewed = await bluesky.refresh?.(stored('refresh-live'), ctx);
    expect(pds.refreshes).toBe(1);
    expect(pds.sessions).toBe(0);
    expect(renewed?.secrets.refreshJwt).toBe('refresh-r1');
    expect(saved.map((s) => s.refreshJwt)).toEqual(['refresh-r1']);
    expect(renewed?.tokenExpiresAt?.getTime()).toBeGreaterThan(Date.now() + pds.accessMs - 5000);
  });

  it('opens a new session when the refresh token expired, and fails auth when the password is gone', async () => {
    pds = newPds();
    pds.validRefresh = 'refresh-live';
    const { ctx } = recorder();
    const renewed = await bluesky.refresh?.(stored('refresh-expired'), ctx);
    expect(pds.sessions).toBe(1);
    expect(renewed?.secrets.refreshJwt).toBe('refresh-s1');
    const error = await failure(
      bluesky.refresh?.(stored('refresh-expired', 'revoked'), ctx) ?? Promise.resolve(),
    );
    expect(error.kind).toBe('auth');
  });

  it('ends the session on disconnect', async () => {
    pds = newPds();
    await bluesky.revoke?.(stored('refresh-live'), recorder().ctx);
    expect(pds.deletedSessions).toBe(1);
  });
});
