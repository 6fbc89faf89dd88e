import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  channelStatusOf,
  completeChannelOAuthSchema,
  connectChannelSchema,
  startChannelOAuthSchema,
} from './channels';

const accepts = (schema: v.GenericSchema, data: unknown) => v.safeParse(schema, data).success;
const REDIRECT = 'http://127.0.0.1:5000/app/channels';

describe('channel payloads', () => {
  it('takes a Bluesky handle with or without @ and trims it', () => {
    const parsed = v.parse(connectChannelSchema, {
      workspaceId: 'w1',
      provider: 'bluesky',
      identifier: ' @alice.bsky.social ',
      appPassword: 'abcd-efgh-ijkl-mnop',
    });
    expect(parsed).toMatchObject({ identifier: 'alice.bsky.social' });
  });

  it('refuses a PDS that is not https, a sandbox handle with spaces and unknown keys', () => {
    const bluesky = {
      workspaceId: 'w1',
      provider: 'bluesky',
      identifier: 'alice',
      appPassword: 'x',
    };
    expect(accepts(connectChannelSchema, { ...bluesky, service: 'https://pds.example' })).toBe(
      true,
    );
    expect(accepts(connectChannelSchema, { ...bluesky, service: 'http://pds.example' })).toBe(
      false,
    );
    expect(accepts(connectChannelSchema, { ...bluesky, appPassword: '' })).toBe(false);
    expect(accepts(connectChannelSchema, { ...bluesky, extra: 1 })).toBe(false);
    expect(
      accepts(connectChannelSchema, { workspaceId: 'w1', provider: 'sandbox', handle: 'a b' }),
    ).toBe(false);
    expect(
      accepts(connectChannelSchema, { workspaceId: 'w1', provider: 'sandbox', handle: '@ok.sbx' }),
    ).toBe(true);
  });

  it('needs an instance for Mastodon only, and knows the OAuth networks', () => {
    const base = { workspaceId: 'w1', redirectUri: REDIRECT };
    expect(accepts(startChannelOAuthSchema, { ...base, provider: 'mastodon' })).toBe(false);
    for (const instance of [
      'mastodon.social',
      'https://mastodon.social/',
      'http://127.0.0.1:4000',
    ]) {
      expect(accepts(startChannelOAuthSchema, { ...base, provider: 'mastodon', instance })).toBe(
        true,
      );
    }
    for (const instance of ['localhost', 'ftp://x.example', 'a b.example', 'x.example/path']) {
      expect(accepts(startChannelOAuthSchema, { ...base, provider: 'mastodon', instance })).toBe(
        false,
      );
    }
    expect(accepts(startChannelOAuthSchema, { ...base, provider: 'x' })).toBe(true);
    expect(accepts(startChannelOAuthSchema, { ...base, provider: 'linkedin' })).toBe(true);
    expect(accepts(startChannelOAuthSchema, { ...base, provider: 'x', instance: 'a.b' })).toBe(
      false,
    );
    expect(accepts(startChannelOAuthSchema, { ...base, provider: 'myspace' })).toBe(false);
    expect(accepts(startChannelOAuthSchema, { ...base, provider: 'x', redirectUri: 'cb' })).toBe(
      false,
    );
  });

  it('takes an OAuth state and code as the network sends them back', () => {
    const state = 'A'.repeat(43);
    expect(accepts(completeChannelOAuthSchema, { state, code: 'abc' })).toBe(true);
    expect(accepts(completeChannelOAuthSchema, { state: 'short', code: 'abc' })).toBe(false);
    expect(accepts(completeChannelOAuthSchema, { state, code: '' })).toBe(false);
    expect(accepts(completeChannelOAuthSchema, { state: `${state}/..`, code: 'abc' })).toBe(false);
  });
});

describe('a stored channel status', () => {
  it('reads a missing or unknown status as disconnected, as the publisher treats it', () => {
    expect(channelStatusOf('connected')).toBe('connected');
    expect(channelStatusOf('needs_reconnect')).toBe('needs_reconnect');
    expect(channelStatusOf(undefined)).toBe('disconnected');
    expect(channelStatusOf('paused')).toBe('disconnected');
  });
});
