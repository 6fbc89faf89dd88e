import { describe, expect, it } from 'vitest';
import {
  CREDENTIAL_WARNING_DAYS,
  type CredentialFacts,
  credentialHorizon,
  forecastChannel,
} from './credential-weather';

const DAY = 86_400_000;
const now = Date.UTC(2026, 10, 29);
const facts = (over: Partial<CredentialFacts>): CredentialFacts => ({
  provider: 'x',
  accessExpiresAt: now + 2 * 3_600_000,
  refreshable: true,
  refreshExpiresAt: null,
  grantedAt: now,
  ...over,
});

describe('credentialHorizon', () => {
  it('ends a self-serve LinkedIn grant (no refresh token) with its 60-day access token', () => {
    const at = now + 60 * DAY;
    expect(
      credentialHorizon(facts({ provider: 'linkedin', accessExpiresAt: at, refreshable: false })),
    ).toBe(at);
  });

  it('ends a partner LinkedIn grant with its refresh token, not with the access token', () => {
    const refresh = now + 365 * DAY;
    expect(
      credentialHorizon(
        facts({ provider: 'linkedin', accessExpiresAt: now + 60 * DAY, refreshExpiresAt: refresh }),
      ),
    ).toBe(refresh);
  });

  it('ends a TikTok grant when its rotating refresh token lapses', () => {
    const refresh = now + 180 * DAY;
    expect(credentialHorizon(facts({ provider: 'tiktok', refreshExpiresAt: refresh }))).toBe(
      refresh,
    );
  });

  it('ends a Meta long-lived token with its access token, and a Page token never', () => {
    const at = now + 60 * DAY;
    expect(
      credentialHorizon(facts({ provider: 'facebook', accessExpiresAt: at, refreshable: false })),
    ).toBe(at);
    expect(
      credentialHorizon(
        facts({ provider: 'instagram', accessExpiresAt: null, refreshable: false }),
      ),
    ).toBeNull();
  });

  it('ends a Google grant 7 days after sign-in while the app is in testing, and never in production', () => {
    const testing = facts({ provider: 'youtube', googleTesting: true, grantedAt: now - DAY });
    expect(credentialHorizon(testing)).toBe(now + 6 * DAY);
    expect(credentialHorizon({ ...testing, googleTesting: false })).toBeNull();
  });

  it('gives Bluesky (app password), Mastodon and X no end while they can renew', () => {
    for (const provider of ['bluesky', 'mastodon', 'x'] as const)
      expect(credentialHorizon(facts({ provider }))).toBeNull();
  });

  it('ends a Bluesky OAuth grant with its confidential session, not its 15-minute access token', () => {
    const session = now + 730 * DAY;
    expect(
      credentialHorizon(
        facts({ provider: 'bluesky', accessExpiresAt: now + 900_000, refreshExpiresAt: session }),
      ),
    ).toBe(session);
  });
});

describe('forecastChannel', () => {
  const expiresAt = now + 10 * DAY;
  const post = (id: string, days: number) => ({ id, scheduledAt: now + days * DAY });

  it('warns when a scheduled post falls after a lapse within 14 days, listing the failing posts', () => {
    const forecast = forecastChannel(
      expiresAt,
      [post('late', 12), post('early', 3), post('later', 20)],
      now,
    );
    expect(forecast.outlook).toBe('warning');
    expect(forecast.failing.map((p) => p.id)).toEqual(['late', 'later']);
    expect(forecast.warnFrom).toBe(expiresAt - CREDENTIAL_WARNING_DAYS * DAY);
  });

  it('stays clear when every scheduled post goes out before the lapse', () => {
    expect(forecastChannel(expiresAt, [post('early', 3)], now).outlook).toBe('clear');
  });

  it('stays clear until 14 days before the lapse, then warns', () => {
    const far = now + 30 * DAY;
    const posts = [post('p', 40)];
    expect(forecastChannel(far, posts, now).outlook).toBe('clear');
    expect(forecastChannel(far, posts, far - 14 * DAY).outlook).toBe('warning');
  });

  it('says lapsed once the sign-in has ended with posts still to go', () => {
    expect(forecastChannel(expiresAt, [post('p', 12)], expiresAt + 1).outlook).toBe('lapsed');
  });

  it('is clear for a grant with no known end', () => {
    expect(forecastChannel(null, [post('p', 400)], now)).toMatchObject({
      outlook: 'clear',
      failing: [],
    });
  });
});
