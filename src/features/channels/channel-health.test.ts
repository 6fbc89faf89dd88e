import { describe, expect, it } from 'vitest';
import type { ReconnectNotice } from '../../firebase/channels';
import { EXPIRY_WARNING_MS, expiryState, openNotices, sortChannels } from './channel-health';
import { fakeChannel } from './fake-channel';

const NOW = Date.UTC(2026, 10, 21, 12);

const channel = fakeChannel;

function notice(id: string, channelId: string, createdAt: number | null): ReconnectNotice {
  return { id, channelId, provider: 'sandbox', handle: '@x', message: 'expired', createdAt };
}

describe('sortChannels', () => {
  it('lists channels needing reconnection first, then connected, then disconnected, by name', () => {
    const sorted = sortChannels([
      channel('b-off', { status: 'disconnected' }),
      channel('b-ok'),
      channel('z-broken', { status: 'needs_reconnect' }),
      channel('a-ok'),
    ]);
    expect(sorted.map((c) => c.id)).toEqual(['z-broken', 'a-ok', 'b-ok', 'b-off']);
  });
});

describe('expiryState', () => {
  it('warns about a connected channel whose access lapses within the warning window', () => {
    expect(expiryState(channel('a', { tokenExpiresAt: NOW + EXPIRY_WARNING_MS - 1 }), NOW)).toBe(
      'soon',
    );
    expect(expiryState(channel('a', { tokenExpiresAt: NOW + EXPIRY_WARNING_MS + 1 }), NOW)).toBe(
      null,
    );
  });

  it('says when a connected channel has already lapsed', () => {
    expect(expiryState(channel('a', { tokenExpiresAt: NOW - 1 }), NOW)).toBe('expired');
  });

  it('stays quiet for tokens that never expire and for channels that are not connected', () => {
    expect(expiryState(channel('a'), NOW)).toBe(null);
    expect(
      expiryState(channel('a', { status: 'needs_reconnect', tokenExpiresAt: NOW - 1 }), NOW),
    ).toBe(null);
  });
});

describe('openNotices', () => {
  it('keeps the newest notice of each channel that still needs reconnecting', () => {
    const channels = [
      channel('broken', { status: 'needs_reconnect' }),
      channel('fixed'),
      channel('other-broken', { status: 'needs_reconnect' }),
    ];
    const open = openNotices(
      [
        notice('n1', 'broken', 1),
        notice('n2', 'broken', 3),
        notice('n3', 'fixed', 5),
        notice('n4', 'other-broken', 2),
        notice('n5', 'gone', 9),
      ],
      channels,
    );
    expect(open.map((n) => n.id)).toEqual(['n2', 'n4']);
  });
});
